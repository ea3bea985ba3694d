/**
 * `npm run check:content`: every problem of every content file, named as the editor names the
 * fields (app/cms/content-problems.server.ts); exits 1 when there is one. `astro build` runs it
 * first (astro.config.ts), so the build's message is this one.
 *
 *   node scripts/check/check-content.ts [project root]
 */
import { resolve } from "node:path";
import { checkContent, describeForTheFirm } from "#app/cms/content-problems.server.ts";

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, "../.."));
const result = await checkContent(root);
if (result.problems.length) {
  console.error(describeForTheFirm(result));
  process.exit(1);
}
console.log("check:content: every content file is as the build needs it");
