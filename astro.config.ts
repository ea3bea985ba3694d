import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { namedPicturesPlugin } from "./app/content/named-pictures.ts";
import { pictureFolder } from "./app/content/schema/fields.ts";
import { buildDefines } from "./app/lib/build-defines.ts";

/**
 * Astro renders the React pages (docs/decisions/018-astro-renders-the-react-pages.md): static
 * output into build/client, one folder per page, scripts and styles hashed under /assets/; the
 * Hono server and Netlify serve that folder, and the post-build step writes beside it.
 */
export default defineConfig({
  outDir: "./build/client",
  trailingSlash: "ignore",
  build: {
    format: "directory",
    assets: "assets",
    // One stylesheet file for every page, cached across pages, as before.
    inlineStylesheets: "never",
  },
  image: {
    // AVIF at sharp's effort 3, not its default 4: a fresh clone (CI's) encodes all 78 AVIF
    // variants in its first build, 81 s at 4 and 31 s at 3 on this 2-core machine, which kept
    // npm test over its 8 minutes; the files are 6.5 % larger (726 KB against 682 KB, all 78).
    service: { entrypoint: "astro/assets/services/sharp", config: { avif: { effort: 3 } } },
  },
  integrations: [
    react(),
    {
      // Every problem of every content file, named as the editor names the fields, before Astro's
      // own check stops at the first (app/cms/content-problems.server.ts, docs/decisions/020).
      name: "nais-content-check",
      hooks: {
        "astro:config:setup": ({ command, config }) => {
          const root = fileURLToPath(config.root);
          // The service pages' rows and imports from their folder first (scripts/service-collection.ts,
          // not committed): the check and the pages read the route table they make, in dev as in the build.
          const generate = spawnSync(process.execPath, [join(root, "scripts/service-collection.ts"), root], {
            encoding: "utf8",
          });
          if (generate.status !== 0) {
            const error = new Error(generate.stderr.trim() || `generate:services stopped (exit ${generate.status})`);
            error.stack = error.message;
            throw error;
          }
          if (command !== "build") return;
          // Its own process: Node loads the content modules as they are, broken files included.
          const check = spawnSync(process.execPath, [join(root, "scripts/check-content.ts"), root], {
            encoding: "utf8",
          });
          if (check.status === 0) return;
          const error = new Error(check.stderr.trim() || `check:content stopped (exit ${check.status})`);
          // The message is the whole story; a stack of the config's loader would only hide it.
          error.stack = error.message;
          throw error;
        },
      },
    },
    {
      // client:painted, for the islands in the first screen: hydrate after the first paint.
      name: "nais-client-directives",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) =>
          addClientDirective({ name: "painted", entrypoint: "./app/islands/painted-directive.ts" }),
      },
    },
  ],
  devToolbar: { enabled: false },
  vite: {
    // Only the pictures content files name are imported, so only they are published (decision 029).
    plugins: [tailwindcss(), namedPicturesPlugin(pictureFolder)],
    define: buildDefines(process.env),
    // The shell's script stays a file ('self' in the CSP), never inlined however small.
    build: {
      assetsInlineLimit: 0,
      // The browsers Vite targets by default (Astro's own default is "esnext"): Lightning CSS
      // keeps the prefixes and fallbacks Safari 16.4 needs.
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
                  // Every island needs React, React DOM, Astro's renderer, the site context, the
                  // class joiner, the icons' base and their close icon (X), Radix's slot and the
                  // message formatter: one chunk, compressed once, instead of eight small ones (each
                  // chunk costs its own imports, exports and compression dictionary).
                  {
                    name: "react",
                    priority: 1,
                    test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]|node_modules[\\/]@astrojs[\\/]react[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/](?!x\.))|node_modules[\\/]@radix-ui[\\/]react-(slot|compose-refs)[\\/]|app[\\/](islands[\\/]with-site|i18n[\\/]index|lib[\\/](cn|format))\./,
                  },
                  // The shell's script stays one file, no waterfall on document pages: the little
                  // it shares with the islands (language-path.ts) stays in it, and an island on
                  // the same page imports it from there (one module instance per URL). It is
                  // placed first: the react group takes its members' imports with it, and an
                  // island's route table imports language-path.ts too.
                  {
                    name: "shell",
                    priority: 2,
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
