import { defineConfig } from "vitest/config";

// Unit and component tests sit beside the code they test; Astro's build is not needed for them.
export default defineConfig({
  define: { __BUILD_YEAR__: "2026", __SITE_URL__: '""' },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "netlify/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    restoreMocks: true,
  },
});
