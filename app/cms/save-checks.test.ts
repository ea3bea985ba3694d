// @vitest-environment node
/**
 * The editor refuses what the build refuses (docs/decisions/020): every content file through the
 * editor's own rules (Decap's field rules from the generated configuration, then the save check
 * the editor runs) and through the build's check of every file; both accept every current file,
 * and both refuse the same planted mistakes, naming the field by the label the editor shows.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { contentFiles } from "#app/content/data/content-files.ts";
import { cmsConfig, entryFields } from "./config.ts";
import { checkContent } from "./content-problems.server.ts";
import { entryProblems } from "./entry-problems.ts";
import { fieldLabel } from "./field-labels.ts";
import type { CmsField } from "./fields.ts";

const root = resolve(import.meta.dirname, "../..");
const config = cmsConfig({ root, backend: { name: "local", url: "http://127.0.0.1:8081/api/v1" } });
const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const entryOf = (file: string) => {
  const entry = contentFiles.find((e) => e.file === file);
  if (!entry) throw new Error(`no content file ${file}`);
  return entry;
};
const fieldsOf = (file: string) => entryFields(config, file);

/** What Decap itself checks of a field before a save (decap-cms-core's EditorControl validation). */
function decapProblems(fields: readonly CmsField[], data: unknown, path = ""): string[] {
  const values = (data ?? {}) as Record<string, unknown>;
  return fields.flatMap((f) => {
    const value = values[f.name];
    const at = path ? `${path}.${f.name}` : f.name;
    const empty = value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);
    if (empty)
      return f.required === false || f.widget === "hidden" || f.widget === "boolean" ? [] : [`${at}: required`];
    const problems: string[] = [];
    if (f.pattern && typeof value === "string" && !new RegExp(f.pattern[0]).test(value) && f.widget !== "image")
      problems.push(`${at}: ${f.pattern[1]}`);
    if (f.widget === "number" && typeof value === "number") {
      if (f.min !== undefined && value < f.min) problems.push(`${at}: less than ${f.min}`);
      if (f.max !== undefined && value > f.max) problems.push(`${at}: more than ${f.max}`);
    }
    if (f.widget === "list" && Array.isArray(value)) {
      if (f.min !== undefined && value.length < f.min) problems.push(`${at}: fewer than ${f.min}`);
      if (f.max !== undefined && value.length > f.max) problems.push(`${at}: more than ${f.max}`);
      value.forEach((item, i) => {
        const type = f.types?.find((t) => t.name === (item as Record<string, unknown>)?.[f.typeKey ?? "type"]);
        const inner = type?.fields ?? f.fields;
        if (inner) problems.push(...decapProblems(inner, item, `${at}[${i}]`));
        else if (f.field) problems.push(...decapProblems([{ ...f.field, name: "item" }], { item }, `${at}[${i}]`));
      });
    }
    if (f.widget === "object" && f.fields) problems.push(...decapProblems(f.fields, value, at));
    return problems;
  });
}

/** Decap's rules per language for a copy file, its own for a facts file. */
function editorFieldProblems(file: string, data: Record<string, unknown>): string[] {
  const fields = fieldsOf(file);
  return entryOf(file).copy
    ? ["en", "es"].flatMap((lang) => decapProblems(fields, data[lang], lang))
    : decapProblems(fields, data);
}

describe("every content file as it is", () => {
  it.each(contentFiles.map((entry) => entry.file))("%s passes the editor's field rules and its save check", (file) => {
    const data = read(file);
    expect(editorFieldProblems(file, data)).toEqual([]);
    expect(entryProblems(entryOf(file), data)).toEqual([]);
  });

  it("passes the build's check of every file", async () => {
    expect(await checkContent(root)).toEqual({ problems: [], complete: true });
  });
});

/** The mistakes the firm's office manager made, each planted in a copy of one file. */
// biome-ignore lint/suspicious/noExplicitAny: a plant reaches into a file's data as a person edits it, by its keys.
type FileData = any;
const mistakes: { name: string; file: string; plant: (data: FileData) => void; label: string; message: RegExp }[] = [
  {
    name: "an empty Spanish answer",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.es.faqs[1].answer = "";
    },
    label: "Español › Frequently asked questions › 2 › Answer",
    message: /must not be empty/,
  },
  {
    name: "more Spanish questions than English ones, after a deletion",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.en.faqs.pop();
    },
    label: "Español › Frequently asked questions",
    message: /entries in Spanish/,
  },
  {
    name: "signed consent ticked without its date",
    file: "content/testimonials.json",
    plant: (d) => {
      d.testimonials[0].consent = { signed: true };
    },
    label: "Testimonials › 1",
    message: /is needed once signed consent is ticked/,
  },
  {
    name: "a link to a page the site does not have",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.en.faqs[0].answer = "Read [our guide](page:service/no-such-page) first.";
    },
    label: "English › Frequently asked questions › 1 › Answer",
    message: /no-such-page/,
  },
  {
    name: "a 205-character search description",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.en.metaDescription = `${"Payroll for Santa Maria businesses. ".repeat(6)}`.slice(0, 205);
    },
    label: "English › Search result text",
    message: /at most 160 characters/,
  },
  {
    name: "a Spanish feature's icon other than the English one",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.es.features[4].icon = "Truck";
    },
    label: "Español › What's included › 5 › Icon",
    message: /must be the same icon as the English \(Tractor\), found Truck/,
  },
  {
    name: "a Spanish address another service page has",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.es.slug = "contabilidad";
    },
    label: "Español › Address",
    message: /\/es\/servicios\/contabilidad is already the address of another page \(service\/bookkeeping\)/,
  },
  {
    name: "an English address the site's own page has",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.en.slug = "bookkeeping";
    },
    label: "English › Address",
    message: /\/services\/bookkeeping is already the address of another page/,
  },
  {
    name: "an English address that is not the file's name",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.en.slug = "payroll-services";
    },
    label: "English › Address",
    message: /must be the file's name, payroll/,
  },
  {
    name: "a menu category other than the English one",
    file: "content/services/payroll.json",
    plant: (d) => {
      d.es.category = "tax";
    },
    label: "Español › Menu category",
    message: /must be the same menu category as the English \(bookkeeping\), found tax/,
  },
  {
    name: "a tax deadline whose official source was emptied",
    file: "content/tax-calendar.json",
    plant: (d) => {
      d.rules[0].source = "";
    },
    label: "Deadlines › 1 › Official source",
    message: /is missing: every deadline names the official page that states it/,
  },
  {
    name: "a tax deadline without its form's name",
    file: "content/tax-calendar.json",
    plant: (d) => {
      delete d.rules[0].form;
    },
    label: "Deadlines › 1 › Form",
    message: /is missing: every deadline names its form/,
  },
  {
    name: "a tax deadline on a day of the tax year whose month box was cleared",
    file: "content/tax-calendar.json",
    plant: (d) => {
      d.rules[0].rule = { ...d.rules[0].rule, kind: "taxYearMonth", month: "" };
    },
    label: "Deadlines › 1 › When it is due › Month",
    message: /must be a month's number, 1 to 12/,
  },
  {
    name: "a tax deadline turned into quarterly payments with its day still filled in",
    file: "content/tax-calendar.json",
    plant: (d) => {
      d.rules[0].rule = { kind: "monthAfterQuarter", counting: "", month: null, day: 15 };
    },
    label: "Deadlines › 1 › When it is due › Day",
    message: /is not used when the day is found as “The last day of the month after each quarter/,
  },
  {
    name: "a page without its Spanish",
    file: "content/services/payroll.json",
    plant: (d) => {
      delete d.es;
    },
    label: "Español",
    message: /./,
  },
];

/** The copies below: about 1.2 MB each, removed after the file's tests. */
const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the project's content and pictures with `file` holding `data`. */
function projectWith(file: string, data: unknown): string {
  const project = mkdtempSync(join(tmpdir(), "nais-save-check-"));
  copies.push(project);
  // The content files and the pictures they name (content/pictures).
  cpSync(join(root, "content"), join(project, "content"), { recursive: true });
  writeFileSync(join(project, file), JSON.stringify(data, null, 2));
  return project;
}

describe("a mistake planted in a file", () => {
  it.each(mistakes)("$name: refused by the editor's save check and by the build, under the same label", async (m) => {
    const data = read(m.file);
    m.plant(data);
    const entry = entryOf(m.file);
    const editor = entryProblems(entry, data);
    const editorLabels = editor.map((p) => fieldLabel(fieldsOf(m.file), p.field, data, Boolean(entry.copy)));
    expect(editorLabels.some((label) => label.startsWith(m.label))).toBe(true);
    expect(editor.some((p) => m.message.test(p.message))).toBe(true);

    const build = await checkContent(projectWith(m.file, data));
    expect(build.problems.map((p) => p.label)).toEqual(editorLabels);
    expect(build.problems.map((p) => p.message)).toEqual(editor.map((p) => p.message));
  });
});

describe("a picture the pages cannot be made from", () => {
  const file = "content/services/bookkeeping.json";
  const withArtwork = (path: string) => {
    const data = read(file);
    data.en.artwork = path;
    data.es.artwork = path;
    return data;
  };

  it("is refused by the build's check when it is too narrow, under the label the editor shows", async () => {
    const project = projectWith(file, withArtwork("/content/pictures/narrow.png"));
    await sharp({ create: { width: 400, height: 400, channels: 3, background: "#047857" } })
      .png()
      .toFile(join(project, "content/pictures/narrow.png"));
    expect((await checkContent(project)).problems).toMatchObject([
      {
        file,
        label: "English › Picture",
        message:
          "the picture /content/pictures/narrow.png is 400 pixels wide; it must be at least 800 pixels wide, or it looks blurred on phones",
      },
    ]);
  });

  it("is refused by the build's check when there is no such file", async () => {
    const project = projectWith(file, withArtwork("/content/pictures/gone.webp"));
    expect((await checkContent(project)).problems).toMatchObject([
      {
        file,
        label: "English › Picture",
        message: expect.stringContaining("there is no picture /content/pictures/gone.webp"),
      },
    ]);
  });
});
