import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandNames } from "./app/islands/island-names.ts";
import { pageScripts } from "./vite-plugins/page-scripts.ts";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // What pages load in the browser (decision 009): the shell on every page, islands on app pages.
    pageScripts([
      { shell: "app/shell-script/index.ts" },
      Object.fromEntries(islandNames.map((name) => [name, `app/islands/${name}.client.tsx`])),
    ]),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(process.env.SITE_URL ?? ""),
  },
});
