import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { namedPicturesPlugin } from "./app/content/named-pictures.ts";
import { browserTargets, buildDefines, compileHintBanner } from "./app/lib/build-defines.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * One of the project's scripts in its own process, saying what it does before the seconds it
 * takes, when nothing else prints. A failure stops here with the script's own message, printed as
 * it is, with no stack of the config's loader.
 */
function runStep(doing: string, script: string, name: string): void {
  const started = performance.now();
  console.info(`[${name}] ${doing} …`);
  const run = spawnSync(process.execPath, [join(root, script), root], { encoding: "utf8" });
  if (run.status !== 0) {
    console.error(run.stderr.trim() || `${name} stopped (exit ${run.status})`);
    process.exit(1);
  }
  console.info(`[${name}] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// The service pages' rows and imports from their folder (scripts/build/service-collection.ts, not
// committed), in dev as in the build, before the import below: the content schema reads the route
// table they make, and a fresh clone has none yet.
runStep(
  "writing the service pages' modules from content/services/",
  "scripts/build/service-collection.ts",
  "generate:services",
);
const { pictureFolder } = await import("./app/content/schema/fields.ts");

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
    // The stylesheet in every page: one round trip fewer before the first paint
    // (docs/decisions/035-the-stylesheet-in-every-page.md).
    inlineStylesheets: "always",
  },
  // Astro's cache (the encoded images among it) outside node_modules, which `npm ci` deletes: a
  // second CI run or a reinstall encodes no picture again. Its default is node_modules/.astro.
  cacheDir: "./.cache/astro",
  integrations: [
    react(),
    {
      // Every problem of every content file, named as the editor names the fields, before Astro's
      // own check stops at the first (app/cms/content-problems.server.ts, docs/decisions/020).
      name: "nais-content-check",
      hooks: {
        "astro:config:setup": ({ command }) => {
          if (command !== "build") return;
          // Its own process: Node loads the content modules as they are, broken files included.
          runStep("checking every content file", "scripts/check/check-content.ts", "check:content");
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
      // After minifying, which would drop it: a visitor's first tap no longer compiles the code it runs.
      rolldownOptions: { output: { postBanner: compileHintBanner } },
      cssTarget: browserTargets,
    },
  },
});
