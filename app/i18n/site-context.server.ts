import { contentSamples } from "#app/content/data/read-content.server.ts";
import { canonicalPath, langOfPath } from "#app/lib/route-table.ts";
import { showsSampleNotice } from "#app/lib/sample-notice.ts";
import { dictionaries } from "./dictionaries.ts";
import type { SiteContextValue } from "./index.ts";

/** Build time only: the site context of the page at a path (the language follows the path alone). */
export function siteContextAt(pagePath: string): SiteContextValue {
  const path = canonicalPath(pagePath);
  const lang = langOfPath(path);
  // The samples marked in the content files (docs/decisions/019).
  const samples = contentSamples(process.cwd()).length;
  const sampleNotice = showsSampleNotice(process.env, samples);
  return { lang, dictionary: dictionaries[lang], path, sampleNotice };
}
