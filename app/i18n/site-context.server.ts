import { canonicalPath, langOfPath, pathOfRequest } from "#app/lib/route-table.ts";
import { dictionaries } from "./dictionaries.ts";
import type { SiteContextValue } from "./index.ts";

/** Build time only: the site context of the page a prerender request is for. */
export function siteContextOf(request: Request): SiteContextValue {
  const path = canonicalPath(pathOfRequest(request));
  const lang = langOfPath(path);
  return { lang, dictionary: dictionaries[lang], path };
}
