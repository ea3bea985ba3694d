// @vitest-environment node
/**
 * Netlify serves a function at its default address, `/.netlify/functions/<file name>`, only while
 * its config sets no `path` (docs/decisions/016): every address the pages and e-mails use must be
 * a function file of that name with no `path`. `npm run test:netlify` checks the same in
 * Netlify's local runtime.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { formEndpointPaths } from "#app/contact-form/contact-contract.ts";

const functionsDir = resolve(import.meta.dirname, "../../../netlify/functions");

describe("the functions' addresses on Netlify", () => {
  for (const address of formEndpointPaths) {
    const name = address.replace(/^\/\.netlify\/functions\//, "");
    it(`${address} is netlify/functions/${name}.ts, which keeps its default address`, async () => {
      expect(address).toBe(`/.netlify/functions/${name}`);
      const file = join(functionsDir, `${name}.ts`);
      expect(existsSync(file)).toBe(true);
      const module: { config?: { path?: unknown } } = await import(file);
      expect(module.config?.path).toBeUndefined();
    });
  }
});
