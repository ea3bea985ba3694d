import type { SiteContextValue } from "#app/i18n/index.ts";
import { isCheckPage } from "./form-result-page.tsx";
import { pageMeta } from "./seo.ts";

/** Where the e-mail function sends a contact form posted without JavaScript. Not indexed. */
export function formResultMeta({ lang, dictionary, path }: SiteContextValue) {
  const dict = dictionary.formResult;
  const title = isCheckPage(path) ? dict.checkTitle : dict.thankYouTitle;
  return pageMeta({ lang, title, description: dict.metaDescription });
}
