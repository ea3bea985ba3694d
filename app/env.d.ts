/** The year the site was built, set by astro.config.ts. */
declare const __BUILD_YEAR__: number;
/** SITE_URL at build time, or "" to use the site config's origin. */
declare const __SITE_URL__: string;
