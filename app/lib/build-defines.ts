/**
 * The constants the build writes into the code (app/env.d.ts): the site's pages (Vite's `define`,
 * astro.config.ts) and the editor's script (esbuild's, app/cms/editor-bundle.server.ts), which
 * renders the same components in its preview pane.
 */
export function buildDefines(env: NodeJS.ProcessEnv): Record<"__BUILD_YEAR__" | "__SITE_URL__", string> {
  return {
    // The year of the day the site is built for (SITE_DAY, app/content/build-day.ts), else this year.
    __BUILD_YEAR__: JSON.stringify(Number(env.SITE_DAY?.slice(0, 4) || new Date().getFullYear())),
    __SITE_URL__: JSON.stringify(env.SITE_URL ?? ""),
  };
}

/**
 * The first line of every script file the build writes: V8's explicit compile hint (Chromium 136
 * and later; other engines read a comment), which compiles all of the file's functions as it loads,
 * off the main thread, instead of each at its first call (docs/decisions/036-the-first-tap.md).
 */
export const compileHintBanner = "//# allFunctionsCalledOnLoad";

/**
 * The browsers the site's scripts and styles are built for: Vite's default targets (Astro's own is
 * "esnext"), so Lightning CSS keeps the prefixes and fallbacks Safari 16.4 needs, and the inline
 * head script (app/shell-script/head-script.ts) is minified to the same.
 */
export const browserTargets = ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"];
