import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/content/site/index.ts";
import type { Bilingual, RichLink, RichText } from "#app/content/types.ts";
import { pages } from "#app/lib/route-table.ts";
import privacyData from "#content/pages/privacy.json" with { type: "json" };
import { legalDocuments } from "./index.ts";
import { readDocument } from "./read.ts";
import type { LegalBlock, LegalDocument, LegalSection } from "./types.ts";

const documents: Record<string, Bilingual<LegalDocument>> = {
  privacyPolicy: legalDocuments.privacy,
  termsOfService: legalDocuments.terms,
};

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const allowedPlaceholders = ["{email}", "{phone}", "{legalName}", "{offices}"];

function blockTexts(block: LegalBlock): RichText[] {
  return block.kind === "p" ? [block.text] : block.items;
}

function richPieces(value: RichText): (string | RichLink)[] {
  return typeof value === "string" ? [value] : value;
}

/** The visible text of rich text, links included, as one string. */
function plain(value: RichText): string {
  return richPieces(value)
    .map((part) => (typeof part === "string" ? part : part.text))
    .join("");
}

function links(value: RichText): RichLink[] {
  return richPieces(value).filter((part): part is RichLink => typeof part !== "string");
}

function sectionRichTexts(section: LegalSection): RichText[] {
  return [section.heading, ...section.blocks.flatMap(blockTexts)];
}

function documentRichTexts(doc: LegalDocument): RichText[] {
  return [doc.title, doc.metaDescription, doc.intro, ...doc.sections.flatMap(sectionRichTexts)];
}

/** Every raw string of a document: plain pieces and link texts, one by one, to catch empty ones. */
function rawStrings(doc: LegalDocument): string[] {
  return [
    doc.effectiveDate,
    ...doc.sections.map((s) => s.id),
    ...documentRichTexts(doc).flatMap((t) => richPieces(t).map((p) => (typeof p === "string" ? p : p.text))),
  ];
}

function placeholdersOf(text: string): string[] {
  return text.match(/\{[^}]*\}/g) ?? [];
}

/** English sentences long enough that finding one in the Spanish text means it was not translated. */
function longSentences(doc: LegalDocument): string[] {
  return documentRichTexts(doc)
    .flatMap((t) => plain(t).split(/(?<=[.!?:;])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.length >= 40);
}

function wordCount(doc: LegalDocument): number {
  return documentRichTexts(doc).map(plain).join(" ").split(/\s+/).filter(Boolean).length;
}

describe.each(Object.entries(documents))("%s", (_name, doc) => {
  const { en, es } = doc;
  const languages = [
    ["en", en],
    ["es", es],
  ] as const;

  it("has the same section ids, in the same order, in English and Spanish", () => {
    expect(es.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
  });

  // 15: the privacy policy's section on client tax information (IRC §7216, GLBA, Safeguards Rule).
  it.each(languages)("%s: has 10 to 15 sections with unique kebab-case ids", (_lang, d) => {
    const ids = d.sections.map((s) => s.id);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    expect(ids.length).toBeLessThanOrEqual(15);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !kebabCase.test(id))).toEqual([]);
  });

  it.each(languages)("%s: has no empty strings, sections or lists", (_lang, d) => {
    expect(rawStrings(d).filter((s) => s.trim() === "")).toEqual([]);
    expect(d.sections.filter((s) => s.blocks.length === 0).map((s) => s.id)).toEqual([]);
    const emptyLists = d.sections.filter((s) => s.blocks.some((b) => b.kind === "ul" && b.items.length === 0));
    expect(emptyLists.map((s) => s.id)).toEqual([]);
    for (const text of documentRichTexts(d)) {
      if (typeof text !== "string") expect(text.length).toBeGreaterThan(0);
    }
  });

  it.each(languages)("%s: has a meta description of 140-160 characters", (_lang, d) => {
    expect(d.metaDescription.length).toBeGreaterThanOrEqual(140);
    expect(d.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it.each(languages)("%s: has a valid ISO effective date", (_lang, d) => {
    expect(d.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Round-trips, so that 2026-02-30 is refused.
    expect(new Date(`${d.effectiveDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(d.effectiveDate);
  });

  it("has the same effective date in both languages", () => {
    expect(es.effectiveDate).toBe(en.effectiveDate);
  });

  it("has the same blocks per section in both languages", () => {
    const shape = (d: LegalDocument) =>
      d.sections.map((s) => ({
        id: s.id,
        blocks: s.blocks.map((b) => (b.kind === "p" ? "p" : `ul:${b.items.length}`)),
      }));
    expect(shape(es)).toEqual(shape(en));
  });

  it("uses the same placeholders in the same sections in both languages", () => {
    const placeholders = (d: LegalDocument) => [
      placeholdersOf(plain(d.intro)).sort(),
      ...d.sections.map((s) => sectionRichTexts(s).map(plain).flatMap(placeholdersOf).sort()),
    ];
    expect(placeholders(es)).toEqual(placeholders(en));
  });

  it.each(languages)("%s: uses only the known placeholders and no hard-coded contact details", (_lang, d) => {
    const text = documentRichTexts(d).map(plain).join("\n");
    expect(placeholdersOf(text).filter((p) => !allowedPlaceholders.includes(p))).toEqual([]);
    expect(placeholdersOf(d.metaDescription)).toEqual([]);
    expect(text).not.toContain(siteConfig.email);
    expect(text).not.toContain(siteConfig.phone.display);
    for (const office of siteConfig.offices) expect(text).not.toContain(office.street);
  });

  it("links only to pages of the route table or the client portal, the same ones in both languages", () => {
    const pageIds = new Set(pages.map((p) => p.id));
    const linked = (d: LegalDocument) => documentRichTexts(d).flatMap(links);
    for (const [, d] of languages) {
      for (const link of linked(d)) {
        // The one outside address: the portal's sign-in page, from the site configuration.
        if ("href" in link && link.href === siteConfig.clientPortal.url) continue;
        expect("page" in link, `link "${link.text}" must point to a page, not an URL`).toBe(true);
        if ("page" in link) expect(pageIds.has(link.page), `unknown page id ${link.page}`).toBe(true);
      }
    }
    const targets = (d: LegalDocument) => linked(d).map((l) => ("page" in l ? l.page : l.href));
    expect(targets(es)).toEqual(targets(en));
  });

  it("is really translated: no long English sentence reappears in the Spanish text", () => {
    const spanish = documentRichTexts(es).map(plain).join("\n");
    expect(longSentences(en).filter((sentence) => spanish.includes(sentence))).toEqual([]);
  });

  // Roughly 1,200-1,800 words; Spanish runs about a tenth longer than English, hence the margin.
  it.each(languages)("%s: is a readable length", (_lang, d) => {
    const words = wordCount(d);
    expect(words).toBeGreaterThanOrEqual(1100);
    // Room for the rules on client tax information that a tax preparer's privacy policy must state.
    expect(words).toBeLessThanOrEqual(2350);
  });
});

describe("a legal document's sections as the firm edits them", () => {
  const file = "content/pages/privacy.json";
  const data = () => structuredClone(privacyData) as typeof privacyData;

  it("refuses Spanish sections whose anchors differ from the English, in order, saying to change both", () => {
    const moved = data();
    moved.es.sections.reverse();
    expect(() => readDocument(file, moved)).toThrow(
      /es\.sections: must have the English sections' anchors in the same order/,
    );
  });

  it("refuses an anchor used twice, by the section's place", () => {
    const twice = data();
    for (const lang of ["en", "es"] as const) {
      const [first, second] = twice[lang].sections;
      if (first && second) second.id = first.id;
    }
    expect(() => readDocument(file, twice)).toThrow(/sections\[1\]\.id: is who-we-are again/);
  });

  it("takes a section added in both languages, at its place", () => {
    const added = data();
    for (const lang of ["en", "es"] as const) {
      added[lang].sections.splice(1, 0, {
        id: "new-section",
        heading: lang === "en" ? "A new section" : "Una sección nueva",
        blocks: [{ kind: "p", text: lang === "en" ? "Words." : "Palabras." }],
      } as (typeof added.en.sections)[number]);
    }
    expect(
      readDocument(file, added)
        .es.sections.map((s) => s.id)
        .slice(0, 3),
    ).toEqual(["who-we-are", "new-section", "information-we-collect"]);
  });
});
