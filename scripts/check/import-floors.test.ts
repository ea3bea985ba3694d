import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeUpward, floorOf, importsOf, resolveImport, upwardImports } from "./import-floors.ts";

const root = join(import.meta.dirname, "../..");

describe("the floors of the import graph (docs/decisions/025)", () => {
  it("has no import that runs from a floor up to a higher one", () => {
    expect(upwardImports(root).map(describeUpward)).toEqual([]);
  });

  it("names the file and the import that runs back up, and lets a test reach any floor", () => {
    const project = mkdtempSync(join(tmpdir(), "import-floors-"));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(project, file)), { recursive: true });
      writeFileSync(join(project, file), text);
    };
    try {
      write("app/lib/paths.ts", 'import { site } from "#app/content/site/index.ts";\nimport "./format.ts";');
      write("app/lib/paths.test.ts", 'import { page } from "#app/page-kinds/home.tsx";');
      write("app/content/site/index.ts", 'import { pathOf } from "#app/lib/paths.ts";');
      write("server/index.ts", 'await import("../scripts/check/check-launch.ts");');
      expect(upwardImports(project).map(describeUpward)).toEqual([
        "app/lib/paths.ts (lib) imports #app/content/site/index.ts (content)",
        "server/index.ts (server) imports ../scripts/check/check-launch.ts (scripts)",
      ]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it("reads static, dynamic and re-exported imports, and an Astro file's frontmatter", () => {
    const code = [
      'import { a } from "#app/lib/a.ts";',
      'import type { B } from "./b.ts";',
      'export { c } from "../c.ts";',
      'const d = await import("#app/content/d.ts");',
    ].join("\n");
    expect(importsOf("app/x/y.ts", code)).toEqual(["#app/lib/a.ts", "./b.ts", "../c.ts", "#app/content/d.ts"]);
    expect(importsOf("src/pages/p.astro", '---\nimport P from "#app/page-kinds/p.tsx";\n---\n<P />')).toEqual([
      "#app/page-kinds/p.tsx",
    ]);
  });

  it("resolves the import map and relative paths to a floor", () => {
    expect(resolveImport("server/index.ts", "../scripts/check/check-launch.ts")).toBe("scripts/check/check-launch.ts");
    expect(resolveImport("app/lib/x.ts", "#content/site.json")).toBe("content/site.json");
    expect(resolveImport("app/lib/x.ts", "zod")).toBeUndefined();
    expect(floorOf("app/lib/route-table.ts")).toBeLessThan(floorOf("app/content/site/index.ts"));
    expect(floorOf("server/index.ts")).toBeLessThan(floorOf("scripts/check/check-launch.ts"));
  });
});
