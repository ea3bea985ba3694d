import { canonicalPath, langOfPath } from "#app/lib/route-table.ts";
import { sampleEntries } from "#app/lib/sample.ts";
import { showsSampleNotice } from "#app/lib/sample-notice.ts";
import { dictionaries } from "./dictionaries.ts";
import type { SiteContextValue } from "./index.ts";

/** Build time only: the site context of the page at a path (the language follows the path alone). */
export function siteContextAt(pagePath: string): SiteContextValue {
  const path = canonicalPath(pagePath);
  const lang = langOfPath(path);
  // The samples of every module the server build loaded, which holds every page's data.
  const sampleNotice = showsSampleNotice(process.env, sampleEntries().length);
  return { lang, dictionary: dictionaries[lang], path, sampleNotice };
}
