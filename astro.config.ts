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
    build: {
      assetsInlineLimit: 0,
      // The browsers Vite targets by default, as React Router's build does (Astro's own default
      // is "esnext"): Lightning CSS keeps the prefixes and fallbacks Safari 16.4 needs.
      cssTarget: ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"],
      // The one stylesheet is app/app.css: name it so (Astro would name it after the page route).
      rolldownOptions: {
        output: {
          assetFileNames: (asset) =>
            `assets/${asset.names.some((name) => name.endsWith(".css")) ? "app" : "[name]"}.[hash][extname]`,
        },
      },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The layout's script is the shell's: name it so (Astro would name it after the layout).
              entryFileNames: (chunk) =>
                `assets/${/astro_type_script/.test(chunk.name) ? "shell" : chunk.name}.[hash].js`,
              codeSplitting: {
                groups: [
                  // Every island needs React, React DOM, Astro's renderer and the site context:
                  // one chunk, compressed once, instead of five small ones.
                  {
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|app[\\/](islands[\\/]with-site|i18n[\\/]index)\./,
                  },
                  // The shell's script stays one file, no waterfall on document pages: the little
                  // it shares with the islands (language-path.ts) stays in it, and an island on
                  // the same page imports it from there (one module instance per URL).
                  {
                    name: "shell",
                    test: /app[\\/](shell-script|lib[\\/]language-path)|document\.astro\?astro&type=script/,
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
