/** What the shell keeps in the browser: the specification's `theme` and `lang`, two session flags and the web font's. */
export const storageKeys = {
  /** `light` or `dark`: the visitor's last use of the theme toggle. */
  theme: "theme",
  /** `en` or `es`: the visitor's last use of the language toggle. */
  lang: "lang",
  /** Session: set on the first page of a visit, so the `/` → `/es` rule applies only there. */
  visitStarted: "visit-started",
  /** A page of the site has fetched Inter into the browser's cache: the next pages paint in it (font-later.ts). */
  webFontCached: "web-font-cached",
  /** Session: the visitor dismissed the Spanish-browser banner. */
  langBannerDismissed: "lang-banner-dismissed",
} as const;
