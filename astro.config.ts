import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

/**
 * Astro renders the React pages (docs/decisions/016-astro-renders-the-react-pages.md): static
 * output into build-astro/client, beside React Router's build/client, laid out the same way
 * (one folder per page, scripts and styles hashed under /assets/), until the server and Netlify
 * are switched to it.
 */
export default defineConfig({
  outDir: "./build-astro/client",
  trailingSlash: "ignore",
  build: {
    format: "directory",
    assets: "assets",
    // One stylesheet file for every page, cached across pages, as before.
    inlineStylesheets: "never",
  },
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? ""),
    },
    // The shell's script stays a file ('self' in the CSP), never inlined however small.
    build: { assetsInlineLimit: 0 },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // Every island needs React, React DOM, Astro's renderer and the site context:
                  // one chunk, compressed once, instead of five small ones.
                  {
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|app[\\/](islands[\\/]with-site|i18n[\\/]index)\./,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
