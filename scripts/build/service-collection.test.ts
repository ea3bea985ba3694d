// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cardsModule, serviceCollectionModules, serviceFolder } from "./service-collection.ts";

const root = resolve(import.meta.dirname, "../..");

type Words = Record<string, unknown>;

/**
 * Runs `check` on a copy of the service pages' folder alone (the generator's input), removed after,
 * with the payroll page's words to make pages from and a writer of a file into the copy's folder.
 */
function withFolderCopy(
  check: (project: string, payroll: { en: Words; es: Words }, write: (name: string, data: unknown) => void) => void,
): void {
  const project = mkdtempSync(join(tmpdir(), "nais-service-collection-"));
  const folder = join(project, serviceFolder);
  try {
    cpSync(join(root, serviceFolder), folder, { recursive: true });
    check(project, JSON.parse(readFileSync(join(folder, "payroll.json"), "utf8")), (name, data) =>
      writeFileSync(join(folder, name), JSON.stringify(data)),
    );
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

describe("the service pages' generated modules", () => {
  it("take a page added as a file, and name a file without its Spanish and the field it lacks", () => {
    withFolderCopy((project, payroll, write) => {
      write("farm-payroll.json", {
        en: { ...payroll.en, slug: "farm-payroll" },
        es: { ...payroll.es, slug: "nomina-agricola" },
      });
      write("payroll-copy.json", { en: { ...payroll.en, name: "" } });
      const { modules, problems } = serviceCollectionModules(project);
      expect(modules[0]?.text).toContain('slug: "farm-payroll",\n    es: "nomina-agricola"');
      expect(modules[1]?.text).toContain('"farm-payroll": farmPayrollCopy');
      expect(modules.find((m) => m.path === cardsModule)?.text).toContain(
        `"farm-payroll": {\n    category: ${JSON.stringify(payroll.en.category)},\n    icon: ${JSON.stringify(payroll.en.cardIcon)},`,
      );
      expect(problems).toEqual([
        "content/services/payroll-copy.json: es: missing (every service page is written in English and Spanish)",
        "content/services/payroll-copy.json: en.name: missing",
      ]);
    });
  });

  it("name a page saved twice under one address (Decap's second file, farm-payroll-1.json) and a Spanish address another page has", () => {
    withFolderCopy((project, payroll, write) => {
      const added = { en: { ...payroll.en, slug: "farm-payroll" }, es: { ...payroll.es, slug: "nomina-agricola" } };
      write("farm-payroll.json", added);
      write("farm-payroll-1.json", added);
      write("farm-payroll-2.json", { en: { ...payroll.en, slug: "farm-payroll-2" }, es: payroll.es });
      expect(serviceCollectionModules(project).problems).toEqual([
        "content/services/farm-payroll-1.json: en.slug: must be the file's name, farm-payroll-1: a new page's file is named after its English address",
        "content/services/farm-payroll-1.json: es.slug: nomina-agricola is also the address of another page (content/services/farm-payroll.json): one of the two must change",
        `content/services/payroll.json: es.slug: ${payroll.es.slug} is also the address of another page (content/services/farm-payroll-2.json): one of the two must change`,
      ]);
    });
  });

  it("refuse a slug that is not small letters, digits and hyphens, and write nothing of its page", () => {
    withFolderCopy((project, payroll, write) => {
      const injected = 'x" with { type: "json" };\nimport "node:child_process';
      write("injected.json", { en: { ...payroll.en, slug: injected }, es: { ...payroll.es, slug: "Nomina_Agricola" } });
      const { modules, problems } = serviceCollectionModules(project);
      expect(problems).toEqual([
        "content/services/injected.json: en.slug: must be small letters a to z, digits and single hyphens, like tax-strategy",
        "content/services/injected.json: es.slug: must be small letters a to z, digits and single hyphens, like tax-strategy",
      ]);
      for (const { text } of modules) {
        expect(text).not.toContain("child_process");
        expect(text).not.toContain("Nomina_Agricola");
      }
    });
  });
});
