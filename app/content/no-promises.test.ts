// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { copyFileStrings } from "#app/content/test-support/copy-strings.ts";
import { patternsIn, stringsWithPaths, type TablePattern } from "#app/content/test-support/pattern-table.ts";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { contentFiles } from "./data/content-files.ts";
import { readContentFile } from "./data/read-content.server.ts";

/**
 * No page promises what the IRS, the FTB or a court will do (docs/promises.md): the copy of both
 * languages never uses a phrase that the table's "Never write" column lists.
 */

const promises = patternsIn(readFileSync(new URL("../../docs/promises.md", import.meta.url), "utf8"), 1);

// Every content module as the site loads it (figures and the representative filled in), except
// the testimonials: the clients' words, held to the FTC's rules in testimonials/rules.ts instead.
const modules = import.meta.glob(
  [
    "./**/*.ts",
    "!./**/*.test.ts",
    "!./index.ts",
    "!./{home,about,quickbooks,legal,service-pages,services-directory}/index.ts",
    "!./testimonials/index.ts",
  ],
  {
    eager: true,
  },
);

interface Copy {
  where: string;
  text: string;
}

const copy: Copy[] = [
  ...Object.entries({ "app/i18n/en.ts": en, "app/i18n/es.ts": es }),
  ...Object.entries(modules).map(([file, exports]) => [`app/content/${file.slice(2)}`, exports] as const),
  // The content files as the site loads them (placeholders filled), every alternative included.
  ...contentFiles.map(
    (entry) => [entry.file, readContentFile(fileURLToPath(new URL("../../", import.meta.url)), entry)] as const,
  ),
].flatMap(([module, value]) =>
  stringsWithPaths(value).map(({ path, text }) => ({ where: `${module} › ${path}`, text })),
);
// The content files' words as written, their placeholders filled (docs/decisions/019).
for (const { file, path, text } of copyFileStrings(fileURLToPath(new URL("../../", import.meta.url))))
  copy.push({ where: `${file} › ${path}`, text });

function findings(strings: Copy[], patterns: TablePattern[]): string[] {
  return strings.flatMap(({ where, text }) =>
    patterns.flatMap(({ source, pattern, row }) =>
      [...text.matchAll(pattern)].map((m) => `${where}: «${m[0]}» has ${source}; say instead: ${row[3]}`),
    ),
  );
}

describe("no promised outcomes (docs/promises.md)", () => {
  it("reads the phrases from the table, in both languages", () => {
    expect(promises.length).toBeGreaterThanOrEqual(10);
    expect(promises.map((p) => p.source)).toContain("`/letters stop/i`");
    expect(copy.length).toBeGreaterThan(4000);
  });

  it("each row's example is caught, so no pattern has gone blind", () => {
    const rows = new Map(promises.map((p) => [p.row[2] ?? "", promises.filter((q) => q.row === p.row)]));
    const missed = [...rows].filter(
      ([example, patterns]) => findings([{ where: "example", text: example }], patterns).length === 0,
    );
    expect(missed.map(([example]) => example)).toEqual([]);
  });

  it("finds a planted promise and says where it is", () => {
    const planted = stringsWithPaths({ es: { subheading: "Detenga un embargo de banco" } }, "x.ts");
    const found = findings(
      planted.map(({ path, text }) => ({ where: path, text })),
      promises,
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^x\.ts\.es\.subheading: «Detenga un embargo»/);
  });

  it("no page promises an outcome", () => {
    expect(findings(copy, promises)).toEqual([]);
  });
});
