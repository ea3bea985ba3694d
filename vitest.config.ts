/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Unit and component tests sit beside the code they test; Astro's build is not needed for them.
// Astro's Vite configuration makes an imported image its metadata (src, width, height), as in the build.
export default getViteConfig({
  define: { __BUILD_YEAR__: "2026", __SITE_URL__: '""' },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "netlify/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    restoreMocks: true,
  },
});
