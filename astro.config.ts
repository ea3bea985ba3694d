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
        "astro:config:setup": ({ command, config, logger }) => {
          // The message is the whole story: printed as it is, with no stack of the config's loader.
          const stop = (message: string): never => {
            logger.error(message);
            process.exit(1);
          };
          const root = fileURLToPath(config.root);
          // The service pages' rows and imports from their folder first (scripts/service-collection.ts,
          // not committed): the check and the pages read the route table they make, in dev as in the build.
          const generate = spawnSync(process.execPath, [join(root, "scripts/service-collection.ts"), root], {
            encoding: "utf8",
          });
          if (generate.status !== 0)
            stop(generate.stderr.trim() || `generate:services stopped (exit ${generate.status})`);
          if (command !== "build") return;
          // Its own process: Node loads the content modules as they are, broken files included.
          const check = spawnSync(process.execPath, [join(root, "scripts/check-content.ts"), root], {
            encoding: "utf8",
          });
          if (check.status !== 0) stop(check.stderr.trim() || `check:content stopped (exit ${check.status})`);
        },
      },
    },
  ],
  devToolbar: { enabled: false },
  vite: {
    // Only the pictures content files name are imported, so only they are published (decision 029).
    plugins: [tailwindcss(), namedPicturesPlugin(pictureFolder)],
    define: buildDefines(process.env),
    build: {
      // Every script stays a file (the CSP allows 'self' and hashes only the inline head script).
      assetsInlineLimit: 0,
      // The browsers Vite targets by default (Astro's own default is "esnext"): Lightning CSS
      // keeps the prefixes and fallbacks Safari 16.4 needs.
      cssTarget: ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"],
    },
  },
});
