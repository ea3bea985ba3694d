// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cardsModule, serviceCollectionModules, serviceFolder } from "./service-collection.ts";

const root = resolve(import.meta.dirname, "..");

/** A copy of the service pages' folder alone, for the generator to read. */
function folderCopy(): string {
  const project = mkdtempSync(join(tmpdir(), "nais-service-collection-"));
  cpSync(join(root, serviceFolder), join(project, serviceFolder), { recursive: true });
  return project;
}

describe("the service pages' generated modules", () => {
  it("take a page added as a file, and name a file without its Spanish and the field it lacks", () => {
    const project = folderCopy();
    try {
      const payroll = JSON.parse(readFileSync(join(project, serviceFolder, "payroll.json"), "utf8"));
      const added = { en: { ...payroll.en, slug: "farm-payroll" }, es: { ...payroll.es, slug: "nomina-agricola" } };
      writeFileSync(join(project, serviceFolder, "farm-payroll.json"), JSON.stringify(added));
      writeFileSync(
        join(project, serviceFolder, "payroll-copy.json"),
        JSON.stringify({ en: { ...payroll.en, name: "" } }),
      );
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
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it("name a page saved twice under one address (Decap's second file, farm-payroll-1.json) and a Spanish address another page has", () => {
    const project = folderCopy();
    try {
      const payroll = JSON.parse(readFileSync(join(project, serviceFolder, "payroll.json"), "utf8"));
      const added = { en: { ...payroll.en, slug: "farm-payroll" }, es: { ...payroll.es, slug: "nomina-agricola" } };
      writeFileSync(join(project, serviceFolder, "farm-payroll.json"), JSON.stringify(added));
      writeFileSync(join(project, serviceFolder, "farm-payroll-1.json"), JSON.stringify(added));
      const again = { en: { ...payroll.en, slug: "farm-payroll-2" }, es: payroll.es };
      writeFileSync(join(project, serviceFolder, "farm-payroll-2.json"), JSON.stringify(again));
      expect(serviceCollectionModules(project).problems).toEqual([
        "content/services/farm-payroll-1.json: en.slug: must be the file's name, farm-payroll-1: a new page's file is named after its English address",
        "content/services/farm-payroll-1.json: es.slug: nomina-agricola is also the address of another page (content/services/farm-payroll.json): one of the two must change",
        `content/services/payroll.json: es.slug: ${payroll.es.slug} is also the address of another page (content/services/farm-payroll-2.json): one of the two must change`,
      ]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
