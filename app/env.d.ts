/** The year the site was built, set by vite.config.ts. */
declare const __BUILD_YEAR__: number;
/** SITE_URL at build time, or "" to use the site config's origin. */
declare const __SITE_URL__: string;

/** URLs of the shell's script and of each island's script, with the chunks they import (vite-plugins/page-scripts.ts). */
declare module "virtual:page-scripts" {
  const scripts: Record<string, { src: string; preload: string[] }>;
  export default scripts;
}
