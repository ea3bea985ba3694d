/**
 * The constants the build writes into the code (app/env.d.ts): the site's pages (Vite's `define`,
 * astro.config.ts) and the editor's script (esbuild's, app/cms/editor-bundle.server.ts), which
 * renders the same components in its preview pane.
 */
export function buildDefines(env: NodeJS.ProcessEnv): Record<"__BUILD_YEAR__" | "__SITE_URL__", string> {
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(env.SITE_URL ?? ""),
  };
}
