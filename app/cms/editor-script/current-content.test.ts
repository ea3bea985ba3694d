/**
 * The editor's checks and preview use the facts as this session has them, not as /admin was built
 * (./current-content.ts): a fact saved in the editor fills the next preview, and a fact that makes
 * a page's sentence too long is refused at its own save, naming the page's field.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles } from "#app/content/data/content-files.ts";
import { cmsConfig } from "../config.ts";
import { fillContentFromDisk } from "./content-from-disk.server.ts";
import { fillContent } from "./content-store.ts";
import { currentContent, currentFacts, rememberSaved } from "./current-content.ts";
import { pagePreviewHtml } from "./page-preview.tsx";
import { saveCheck } from "./save-checks.ts";

const root = resolve(import.meta.dirname, "../../..");
const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const config = cmsConfig({ root, backend: { name: "local", url: "http://127.0.0.1:8081/api/v1" } });
const representationPage = "content/services/irs-audit-representation.json";

/** The part of Decap's entry the check reads, for a file collection's entry of a facts file. */
const factsEntry = (collection: string, data: unknown) => ({
  get: (key: string) => ({ collection, data })[key],
  getIn: () => undefined,
  toJS: () => ({ collection, data }),
});

describe("the facts the editor's preview and checks fill sentences with", () => {
  beforeAll(() => fillContentFromDisk(root));
  // The workers share modules and globals between files: the store is left as found, empty.
  afterAll(() => fillContent({}));

  it("has every content file as read after sign-in, to check a page no one has saved in this session", () => {
    for (const { file } of contentFiles) expect(currentContent(file), file).toEqual(read(file));
  });

  it("are the facts as saved in this session: a new representative's name is on the page's preview", () => {
    const words = read(representationPage).en;
    expect(pagePreviewHtml(representationPage, "en", words, currentFacts())).not.toContain("Maria Lopez");
    const site = read("content/site.json");
    rememberSaved("content/site.json", { ...site, representative: { ...site.representative, name: "Maria Lopez" } });
    expect(pagePreviewHtml(representationPage, "en", words, currentFacts())).toContain("Maria Lopez");
  });

  it("refuses a fact that makes a page's sentence too long, at the fact's own save, naming the page and its field", async () => {
    const site = read("content/site.json");
    const entry = factsEntry("site", {
      ...site,
      name: "NAIS Bookkeeping, Payroll and Tax Services of the Central Coast",
    });
    await expect(saveCheck(config)({ entry })).rejects.toThrow(/^(one value needs|\d+ values need) correcting/);
    const panel = document.querySelector('[role="alert"]');
    expect(panel?.textContent).toContain(
      "Sentences shared by pages (footer, contact page, forms, service pages' headings) › English › Contact page › Description in search results: is 208 characters",
    );

    // The name as it was: saved.
    await expect(saveCheck(config)({ entry: factsEntry("site", site) })).resolves.toBeUndefined();
  });
});
