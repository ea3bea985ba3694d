import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/route-table.ts";

export default {
  // Every page is static HTML made at build time; there is no server rendering at request time.
  ssr: false,
  prerender: prerenderPaths(),
} satisfies Config;
