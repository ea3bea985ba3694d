import { dictionaries } from "#app/i18n/dictionaries.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { jsonForScript, readScriptJson } from "./island-json.ts";

/** The id of the page's one copy of its site context, which every island on the page reads. */
export const siteContextId = "site-context";

/** The `<script type="application/json">` an app page carries once, for all its islands. */
export const siteContextJson = (site: SiteContextValue) => jsonForScript(site);

let pageSite: SiteContextValue | undefined;

/**
 * An island's site context. At build time, from its language and path; in the browser, from the
 * page's one JSON copy (`siteContextId`), so that the dictionary is neither repeated in every
 * island's props nor bundled into its script (the build drops the dictionaries from the browser's
 * code along with this branch).
 */
export function islandSite(lang: Lang, path: string): SiteContextValue {
  if (import.meta.env.SSR) return { lang, dictionary: dictionaries[lang], path };
  pageSite ??= readScriptJson<SiteContextValue>(document.getElementById(siteContextId));
  return pageSite;
}
