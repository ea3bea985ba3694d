import { canonicalPath, langOfPath } from "#app/lib/route-table.ts";
import { dictionaries } from "./dictionaries.ts";
import type { SiteContextValue } from "./index.ts";

/** Build time only: the site context of the page at a path (the language follows the path alone). */
export function siteContextAt(pagePath: string): SiteContextValue {
  const path = canonicalPath(pagePath);
  const lang = langOfPath(path);
  return { lang, dictionary: dictionaries[lang], path };
}
