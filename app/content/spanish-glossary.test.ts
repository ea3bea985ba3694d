// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { patternsIn } from "#app/content/test-support/pattern-table.ts";
import { es } from "#app/i18n/es.ts";
import { SHARE } from "../../scripts/make/make-images.ts";
import { contentFiles } from "./data/content-files.ts";
import { readContentFile } from "./data/read-content.server.ts";
import { templateServiceSlugs } from "./service-pages/files.ts";
import { SLIDES } from "./why-nais-video.ts";

/**
 * One Spanish vocabulary (docs/glossary.md): no retired variant of a glossary term appears in any
 * Spanish string of the site. The retired variants are read from the glossary's "Never write"
 * column, so a new term is one new row there, not a change here.
 */

const root = new URL("../../", import.meta.url);

// --- the glossary --------------------------------------------------------------------------------

interface Retired {
  /** The pattern as the glossary writes it, e.g. "`Santa María`" or "`/\bla FTB\b/`". */
  source: string;
  pattern: RegExp;
  english: string;
  spanish: string;
}

function readGlossary(): Retired[] {
  const text = readFileSync(new URL("docs/glossary.md", root), "utf8");
  return patternsIn(text, 2).map(({ source, pattern, row: [english = "", spanish = ""] }) => ({
    source,
    pattern,
    english,
    spanish,
  }));
}

// --- the Spanish copy ----------------------------------------------------------------------------

interface Copy {
  /** The file the string is written in (or built in), from the repository's root. */
  module: string;
  /** Where in that module's exports, e.g. "es.faqs[2].answer". */
  path: string;
  text: string;
}

/** Every string under an `es` key (or everything, once inside one), however deeply nested. */
function spanishStrings(value: unknown, module: string, path: string, inSpanish: boolean, out: Copy[]): Copy[] {
  if (typeof value === "string") {
    if (inSpanish) out.push({ module, path, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      spanishStrings(item, module, `${path}[${i}]`, inSpanish, out);
    });
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      spanishStrings(item, module, path ? `${path}.${key}` : key, inSpanish || key === "es", out);
    }
  }
  return out;
}

// Every content module, loaded as the site loads it: the strings built from tax-figures/index.ts
// and representation/index.ts (figures, the representative's name and credential) are filled in
// at load. The files, not the pages' index: a finding names the file to edit. The pages' index.ts
// files only join the words of the modules and content files read here with their structure.
const contentModules = import.meta.glob(
  [
    "./**/*.ts",
    "!./**/*.test.ts",
    "!./index.ts",
    "!./{home,about,quickbooks,legal,service-pages,services-directory}/index.ts",
  ],
  {
    eager: true,
  },
);

function allSpanishCopy(): Copy[] {
  const out: Copy[] = [];
  spanishStrings(es, "app/i18n/es.ts", "es", true, out);
  for (const [file, exports] of Object.entries(contentModules)) {
    spanishStrings(exports, `app/content/${file.replace(/^\.\//, "")}`, "", false, out);
  }
  // The content files as the site loads them (placeholders filled), every alternative included.
  for (const entry of contentFiles)
    spanishStrings(readContentFile(fileURLToPath(root), entry), entry.file, "", false, out);
  spanishStrings({ SLIDES }, "app/content/why-nais-video.ts", "", false, out);
  spanishStrings({ SHARE }, "scripts/make/make-images.ts", "", false, out);
  const captions = readFileSync(new URL("public/media/why-nais.es.vtt", root), "utf8");
  out.push({ module: "public/media/why-nais.es.vtt", path: "", text: captions });
  return out;
}

// --- strings the specification gives word for word -----------------------------------------------

interface Exception {
  module: string;
  path: string;
  /** The glossary's pattern this string may keep. */
  source: string;
  reason: string;
}

// None since docs/decisions/021: the specification's Spanish titles and waitlist messages yield to
// sentence case, the official terms and usted. A future one names its module, path, pattern and reason.
const verbatim: Exception[] = [];

// --- the scan ------------------------------------------------------------------------------------

interface Finding {
  copy: Copy;
  retired: Retired;
  at: number;
}

function scan(copy: Copy[], retired: Retired[]): Finding[] {
  return copy.flatMap((c) =>
    retired.flatMap((r) => [...c.text.matchAll(r.pattern)].map((m) => ({ copy: c, retired: r, at: m.index }))),
  );
}

const isException = (f: Finding) => (e: Exception) =>
  e.module === f.copy.module && e.path === f.copy.path && e.source === f.retired.source;

function describeFinding({ copy, retired, at }: Finding): string {
  const context = copy.text.slice(Math.max(0, at - 40), at + 60).replaceAll("\n", " ");
  const where = copy.path ? `${copy.module} › ${copy.path}` : copy.module;
  return `${where}: «…${context}…» has ${retired.source}; the glossary says ${retired.english} → ${retired.spanish}`;
}

// --- sentence case --------------------------------------------------------------------------------

/**
 * Spanish titles, names and buttons are in sentence case (docs/decisions/021): after the first word,
 * only names keep capitals. These are the names the glossary capitalizes (credentials, programs,
 * forms, places, brands) and English names the client meets as they are.
 */
const namesWithCapitals = [
  "Agente Certificador de Aceptación",
  "Agente Inscrito",
  "Plan de Pagos Simple",
  "No Cobrable Actualmente",
  "Debido Proceso de Cobro",
  "Declaración de Información",
  "Seguro Social",
  "Santa Maria",
  "Costa Central",
  "California",
  "QuickBooks Online",
  "QuickBooks",
  "Desktop",
  "ProAdvisors",
  "ProAdvisor",
  "Do Not Track",
  "Global Privacy Control",
  "Formulario",
  "Anexo",
  "NAIS",
];

/** The strings that are titles, names or buttons: where Title Case would creep in. */
const isTitle = (c: Copy) =>
  /(?:^|\.)(?:title|subheading|heading|name|type|metaTitle|mostPopular|submit|viewDetails|registerInterest|detailsOf|waitlistButton)$/.test(
    c.path,
  ) ||
  /^es\.(?:serviceNames|nav\.links|nav\.categories|directory\.sections|directory\.tabs|formats\.labels)\./.test(c.path);

/** Capitalized words after the first of each segment, once names, acronyms and parentheses are set aside. */
function titleCaseWords(text: string): string[] {
  let rest = text.replace(/\([^)]*\)/g, " ");
  for (const name of namesWithCapitals) rest = rest.replaceAll(name, " ");
  return rest
    .split(/\s[—–]\s|[:.?¿!¡]\s*/)
    .flatMap((segment) => segment.trim().split(/\s+/).slice(1))
    .filter((word) => /^\p{Lu}\p{Ll}/u.test(word));
}

// --- tests ---------------------------------------------------------------------------------------

describe("one Spanish vocabulary (docs/glossary.md)", () => {
  const retired = readGlossary();
  const copy = allSpanishCopy();

  it("reads the retired variants from the glossary, each with its term", () => {
    expect(retired.length).toBeGreaterThan(60);
    for (const r of retired) {
      expect(r.english, r.source).not.toBe("");
      expect(r.spanish, r.source).not.toBe("");
    }
    expect(retired.map((r) => r.source)).toEqual(expect.arrayContaining(["`Santa María`", "`/\\bla FTB\\b/`"]));
  });

  it("reads the Spanish of every content module and file, the dictionary, the video and the share cards", () => {
    const modules = new Set(copy.map((c) => c.module));
    expect([...modules]).toEqual(
      expect.arrayContaining([
        "app/i18n/es.ts",
        "content/pages/home.json",
        "content/pages/about.json",
        "app/content/about-timeline/index.ts",
        "app/content/testimonials/index.ts",
        "app/content/representation/index.ts",
        "content/services-directory.json",
        "content/pages/quickbooks.json",
        "content/pages/privacy.json",
        "content/pages/terms.json",
        "content/services/payroll.json",
        "app/content/why-nais-video.ts",
        "scripts/make/make-images.ts",
        "public/media/why-nais.es.vtt",
      ]),
    );
    expect([...modules].filter((m) => /^content\/services\/[a-z-]+\.json$/.test(m))).toHaveLength(
      templateServiceSlugs.length,
    );
    // A paragraph with links is one string in a content file, where a module had one per piece.
    expect(copy.length).toBeGreaterThan(2300);
    // The representative's credential is rendered into the copy (representation/index.ts).
    expect(copy.some((c) => c.text.includes("Agente Inscrito (Enrolled Agent)"))).toBe(true);
  });

  it("finds a retired variant and says where it is", () => {
    const planted = spanishStrings(
      { es: { faqs: [{ answer: "Visítenos en Santa María." }] } },
      "x.ts",
      "content",
      false,
      [],
    );
    const found = scan(planted, retired).map(describeFinding);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^x\.ts › content\.es\.faqs\[0\]\.answer: .*Santa María.* Santa Maria/);
  });

  it("finds the IRS written as feminine, with its contractions (docs/decisions/021)", () => {
    // Built from pieces, so that a rewrite of la IRS across the repository leaves them planted.
    const [la, La] = ["la", "La"];
    const planted = spanishStrings(
      {
        es: [`${La} IRS le escribió.`, `Le debe a ${la} IRS.`, `Una carta de ${la}  IRS.`, "El IRS, al IRS, del IRS."],
      },
      "x.ts",
      "",
      false,
      [],
    );
    const found = scan(planted, retired).map((f) => f.copy.path);
    expect(found).toEqual(["es[0]", "es[1]", "es[2]"]);
  });

  it("no Spanish string uses a retired variant", () => {
    const found = scan(copy, retired).filter((f) => !verbatim.some(isException(f)));
    expect(found.map(describeFinding)).toEqual([]);
  });

  it("Spanish titles, names and buttons are in sentence case", () => {
    const titles = copy.filter(isTitle).filter((c) => !/^content\/(?:testimonials|team)\.json$/.test(c.module));
    expect(titles.length).toBeGreaterThan(300);
    const found = titles.flatMap((c) =>
      titleCaseWords(c.text).map((word) => `${c.module} › ${c.path}: «${c.text}» capitalizes ${word}`),
    );
    expect(found).toEqual([]);
    expect(titleCaseWords("Servicios de Plan de Pago del IRS")).toEqual(["Plan", "Pago"]);
    expect(titleCaseWords("Planes de pagos con el IRS: Plan de Pagos Simple para Todos")).toEqual(["Todos"]);
  });

  it("no Spanish string writes a word twice in a row", () => {
    const doubled = /(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/giu;
    const found = copy.flatMap((c) => [...c.text.matchAll(doubled)].map((m) => `${c.module} › ${c.path}: «${m[0]}»`));
    expect(found).toEqual([]);
    expect("dependientes y y, en California".match(doubled)).toEqual(["y y"]);
  });

  it("each verbatim exception is still needed", () => {
    const found = scan(copy, retired);
    const unused = verbatim.filter((e) => !found.some((f) => isException(f)(e)));
    expect(unused).toEqual([]);
  });

  it("the video's Spanish captions are the slides' Spanish (the video was redrawn after a change)", () => {
    const captions = readFileSync(new URL("public/media/why-nais.es.vtt", root), "utf8");
    const cues = captions.split(/\n\n/).map((cue) => cue.split("\n").slice(2).join(" ").trim());
    expect(cues.slice(1)).toEqual(SLIDES.map((s) => s.es.replaceAll("&", "&amp;").replaceAll("<", "&lt;")));
  });
});
