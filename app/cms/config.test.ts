// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { z } from "zod";
import { quickbooksCourses } from "#app/contact-form/contact-contract.ts";
import { collectionName, contentFiles } from "#app/content/data/content-files.ts";
import { contentSamples } from "#app/content/data/read-content.server.ts";
import { pictureFolder, sampleFlag, samplesOf, text, usPhonePattern } from "#app/content/schema/fields.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { siteSchema } from "#app/content/site/schema.ts";
import { taxFigureIds } from "#app/content/tax-figures/schema.ts";
import {
  cmsCollection,
  cmsConfig,
  editorCollectionOf,
  editorPathOf,
  entryFields,
  githubRepoFromEnv,
  githubScopeFromEnv,
  serviceCollectionName,
} from "./config.ts";
import { samplesHtml } from "./editor-files.ts";
import { type CmsField, cmsField, uneditableFields } from "./fields.ts";

const root = resolve(import.meta.dirname, "../..");
const local = cmsConfig({ root, backend: { name: "local", url: "http://127.0.0.1:4300/api/v1" } });

function fileFields(file: string): CmsField[] {
  const fields = entryFields(local, file);
  if (!fields.length) throw new Error(`no collection for ${file}`);
  return fields;
}
const field = (fields: CmsField[] | undefined, name: string) => fields?.find((f) => f.name === name);

describe("the editor's configuration, from contentFiles and their schemas", () => {
  it("has one collection per content file, in the list's order, each the file itself, and the service pages' folder as one", () => {
    const services = (file: string) => file.startsWith("content/services/");
    expect(local.collections.map((c) => c.name)).toEqual([
      ...new Set(contentFiles.map((f) => editorCollectionOf(f.file))),
    ]);
    expect(local.collections.flatMap((c) => c.files?.map((f) => f.file) ?? [])).toEqual(
      contentFiles.map((f) => f.file).filter((file) => !services(file)),
    );
    expect(local.collections.filter((c) => c.files).map((c) => c.label)).toEqual(
      contentFiles.filter((f) => !services(f.file)).map((f) => f.label),
    );
  });

  it("lets the firm add, reorder and delete service pages: a folder collection, a new page's file named by its English address", () => {
    const services = local.collections.find((c) => c.name === serviceCollectionName);
    expect(services).toMatchObject({
      folder: "content/services",
      extension: "json",
      format: "json",
      create: true,
      delete: true,
      identifier_field: "name",
      slug: "{{fields.slug}}",
      i18n: true,
    });
    const fields = services?.fields ?? [];
    expect(field(fields, "slug")).toMatchObject({ widget: "string", label: "Address" });
    expect(field(fields, "name")).toMatchObject({ widget: "string", label: "Name in the menus" });
    // A page's places and category have no language: chosen in English, copied into Spanish by Decap.
    expect(field(fields, "menuOrder")).toMatchObject({ widget: "number", value_type: "int", i18n: "duplicate" });
    expect(field(fields, "directoryOrder")).toMatchObject({ widget: "number", value_type: "int", i18n: "duplicate" });
    expect(field(fields, "category")).toMatchObject({ widget: "select", i18n: "duplicate" });
    expect(field(fields, "cardIcon")).toMatchObject({ widget: "select", i18n: "duplicate" });
    expect(editorPathOf("content/services/payroll.json")).toBe("/admin/#/collections/services/entries/payroll");
  });

  it("sends View Live to the English page a file is the words of, and the shared files to the home page", () => {
    const previewPath = (name: string) => local.collections.find((c) => c.name === name)?.files?.[0]?.preview_path;
    expect(local.collections.find((c) => c.name === serviceCollectionName)?.preview_path).toBe("/services/{{slug}}");
    const pageOfFile = {
      servicesDirectory: "/services",
      pagesHome: "/",
      pagesAbout: "/about-nais",
      pagesQuickbooks: "/services/quickbooks-courses",
      pagesPrivacy: "/privacy-policy",
      pagesTerms: "/terms",
      site: undefined,
      pagesInterface: undefined,
    };
    expect(Object.fromEntries(Object.keys(pageOfFile).map((name) => [name, previewPath(name)]))).toStrictEqual(
      pageOfFile,
    );
    const withPage = local.collections.filter((c) => c.files?.[0]?.preview_path);
    expect(withPage).toHaveLength(6);
  });

  it("gives every value of every content file a field the staff can edit", () => {
    const kept = local.collections.flatMap((c) =>
      uneditableFields(c.fields ?? c.files?.[0]?.fields ?? [], c.folder ?? c.files?.[0]?.file),
    );
    expect(kept).toEqual([]);
  });

  it("makes the portal's encryption an optional whole number, and a box the editor cleared no claim", () => {
    const bits = field(field(fileFields("site"), "clientPortal")?.fields, "encryptionBits");
    expect(bits).toMatchObject({ widget: "number", value_type: "int", min: 1, required: false });
    const site = JSON.parse(readFileSync(join(root, "content/site.json"), "utf8"));
    // Decap's number widget saves a cleared box as "" (decap-cms-widget-number, handleChange).
    const cleared = siteSchema.parse({ ...site, clientPortal: { ...site.clientPortal, encryptionBits: "" } });
    expect(cleared.clientPortal.encryptionBits).toBeNull();
    expect(() =>
      siteSchema.parse({ ...site, clientPortal: { ...site.clientPortal, encryptionBits: "256" } }),
    ).toThrow();
  });

  it("makes a credential's title one box whose pattern takes one title or three Spanish forms", () => {
    const founder = field(field(fileFields("pagesAbout"), "credentialLabels")?.fields, "founder");
    expect(founder).toMatchObject({ widget: "string", label: "Founder", i18n: true });
    const pattern = new RegExp(founder?.pattern?.[0] ?? "");
    expect(pattern.test("Founder")).toBe(true);
    expect(pattern.test("Fundadora | Fundador | Fundador(a)")).toBe(true);
    expect(pattern.test("Fundadora | Fundador")).toBe(false);
    expect(pattern.test("Fundadora | | Fundador(a)")).toBe(false);
    expect(founder?.pattern?.[1]).toMatch(/three forms separated by \|/);
  });

  it("makes a list of paragraphs and bulleted lists a list of two kinds, told apart by their kind", () => {
    const sections = field(fileFields("pagesPrivacy"), "sections");
    // Sections are a list whose items carry their anchor, heading and blocks.
    expect(sections).toMatchObject({ widget: "list" });
    expect(sections?.fields?.map((f) => f.name)).toEqual(["id", "heading", "blocks"]);
    const blocks = field(sections?.fields, "blocks");
    expect(blocks).toMatchObject({ widget: "list", typeKey: "kind", i18n: true });
    expect(blocks?.types?.map((t) => [t.name, t.label, t.fields?.map((f) => f.name)])).toEqual([
      ["p", "Paragraph", ["text", "shownWhen"]],
      ["ul", "Bulleted list", ["items", "shownWhen"]],
    ]);
  });

  it("shows a tax deadline's day, a union of kinds, as one form: a kind select, then each kind's boxes, optional and marked", () => {
    const deadlines = field(fileFields("content/tax-calendar.json"), "rules");
    const rule = field(deadlines?.fields, "rule");
    expect(rule?.widget).toBe("object");
    const [kind, ...rest] = rule?.fields ?? [];
    expect(kind).toMatchObject({ name: "kind", widget: "select", label: "How the day is found" });
    expect(kind?.required).toBeUndefined();
    expect(kind?.options).toContainEqual({ value: "installments", label: "Payments through the year (estimated tax)" });
    expect(rest.map((f) => f.name)).toEqual(["counting", "month", "day", "installments", "when"]);
    for (const f of rest) {
      expect(f.required, f.name).toBe(false);
      expect(f.hint, f.name).toMatch(/^Only for “/);
    }
    // The other boxes of a deadline keep their own rules: its form and its source are required.
    expect(field(deadlines?.fields, "form")?.required).toBeUndefined();
    expect(field(deadlines?.fields, "source")?.pattern?.[0]).toBe("^https://\\S+$");
    expect(field(deadlines?.fields, "service")?.options).toContainEqual({
      value: "payroll",
      label: "Payroll Services",
    });
    expect(field(fileFields("content/tax-calendar.json"), "postponements")).toMatchObject({
      widget: "list",
      label_singular: "postponement",
    });
  });

  it("says under each box of samples whose values it lists: the file's, or one office's", () => {
    const site = fileFields("site");
    expect(field(site, "samples")?.hint).toMatch(/^Values on this page that are still examples\./);
    expect(field(field(site, "offices")?.fields, "samples")?.hint).toMatch(
      /^Values of this office that are still examples\./,
    );
  });

  it("makes the phone a required one-line field with the schema's own pattern and message", () => {
    const phone = field(fileFields("site"), "phone");
    expect(phone).toMatchObject({ widget: "string", label: "Phone number" });
    expect(phone?.required).toBeUndefined(); // Decap's default: required
    expect(phone?.hint).toMatch(/1-800-555-0199/);
    expect(phone?.pattern?.[0]).toBe(usPhonePattern.source);
    expect(phone?.pattern?.[1]).toMatch(/must be a US phone number/);
    const pattern = new RegExp(phone?.pattern?.[0] ?? "");
    expect(pattern.test("(805) 555-0123")).toBe(true);
    expect(pattern.test("555-12")).toBe(false);
  });

  it("keeps the site address's own rule (nothing after the domain) over the plain https one", () => {
    const origin = field(fileFields("site"), "defaultOrigin");
    expect(new RegExp(origin?.pattern?.[0] ?? "").test("https://www.example.com/page")).toBe(false);
  });

  it("makes the team a reorderable list of members, each with a select of credentials and an example checkbox", () => {
    const members = field(fileFields("team"), "members");
    expect(members).toMatchObject({ widget: "list", label: "Team members", summary: "{{fields.name}}" });
    // The number of rows is the save check's to refuse, in both languages, not Decap's.
    expect(members?.min).toBeUndefined();
    expect(members?.allow_add).toBeUndefined();
    expect(field(members?.fields, "credentials")).toMatchObject({ widget: "select", multiple: true });
    expect(field(members?.fields, "form")?.options?.map((o) => (typeof o === "string" ? o : o.value))).toEqual([
      "feminine",
      "masculine",
      "neutral",
    ]);
    expect(field(members?.fields, "sample")).toMatchObject({
      widget: "boolean",
      label: "This is an example",
      default: false,
      required: false,
    });
  });

  it("makes a service page's picture an image uploaded to its folder, written once for both languages", () => {
    const artwork = field(fileFields("content/services/payroll.json"), "artwork");
    expect(artwork).toMatchObject({
      widget: "image",
      label: "Picture",
      media_folder: "/content/pictures",
      public_folder: "/content/pictures",
      choose_url: false,
      i18n: "duplicate",
    });
    expect(artwork?.required).toBeUndefined();
    // Decap checks an image's pattern on its file name (withFileControl's getValidateValue).
    const pattern = new RegExp(artwork?.pattern?.[0] ?? "");
    expect(pattern.test("payroll.webp")).toBe(true);
    expect(pattern.test("new-payroll-2.jpeg")).toBe(true);
    // What Decap makes of "Screenshot 2026-03-01 at 10.30.00.PNG" (config.slug).
    expect(pattern.test("screenshot-2026-03-01-at-10.30.00.png")).toBe(true);
    expect(pattern.test("payroll.gif")).toBe(false);
    expect(pattern.test("Payroll.webp")).toBe(false);
    expect(artwork?.pattern?.[1]).toMatch(/^must be a picture uploaded in the editor/);
  });

  it("makes each feature's icon of a service page a select of the site's icons, in each language", () => {
    const icon = field(field(fileFields("content/services/payroll.json"), "features")?.fields, "icon");
    // Decap copies a field into Spanish only at the top level, never inside a list's rows.
    expect(icon).toMatchObject({ widget: "select", label: "Icon", i18n: true });
    expect(icon?.options).toContain("Tractor");
  });

  it("lists on Decap's Media page the one folder every image field uploads to, so every uploaded picture is there", () => {
    const artwork = field(fileFields("content/services/payroll.json"), "artwork");
    const photo = field(field(fileFields("team"), "members")?.fields, "photo");
    expect(local.media_folder).toBe(pictureFolder);
    for (const image of [artwork, photo]) {
      expect(image?.media_folder).toBe(`/${local.media_folder}`);
      expect(image?.public_folder).toBe(local.public_folder);
    }
  });

  it("names a team member's credentials and Spanish form in words, saving the codes", () => {
    const members = field(fileFields("team"), "members")?.fields;
    expect(field(members, "credentials")?.options).toContainEqual({
      value: "taxPreparer",
      label: "Tax preparer registered with CTEC",
    });
    expect(field(members, "form")?.options).toContainEqual({
      value: "feminine",
      label: "Feminine: Fundadora, Contadora",
    });
  });

  it("gives each team member an optional photo uploaded to the picture folder", () => {
    const photo = field(field(fileFields("team"), "members")?.fields, "photo");
    expect(photo).toMatchObject({
      widget: "image",
      label: "Photo",
      required: false,
      media_folder: "/content/pictures",
      public_folder: "/content/pictures",
    });
    expect(photo?.i18n).toBeUndefined();
  });

  it("lists the fields still samples as labelled checkboxes, last, not required", () => {
    const fields = fileFields("site");
    const samples = field(fields, "samples");
    expect(fields.at(-1)).toBe(samples);
    expect(samples).toMatchObject({ widget: "select", multiple: true, required: false, default: [] });
    expect(samples?.options).toContainEqual({ value: "legalName", label: "Legal name" });
  });

  it("maps numbers, nested objects and fixed values", () => {
    const fields = fileFields("site");
    expect(field(fields, "foundedYear")).toMatchObject({ widget: "number", value_type: "int", min: 1900, max: 2100 });
    const offices = field(fields, "offices");
    // Two offices, always: no Add, no × on a row.
    expect(offices).toMatchObject({ widget: "list", allow_add: false, allow_remove: false });
    expect(field(offices?.fields, "region")).toMatchObject({ widget: "hidden", default: "CA" });
    const sunday = field(field(fields, "hours")?.fields, "sunday");
    expect(sunday?.fields?.map((f) => f.name)).toEqual(["closed", "opens", "closes", "byAppointmentOnly"]);
    // A closed day has no times: they are optional here, and the schema asks for them on an open day.
    expect(field(sunday?.fields, "closed")).toMatchObject({ widget: "boolean", default: false });
    expect(field(sunday?.fields, "opens")).toMatchObject({ widget: "string", required: false });
  });

  it("gives Decap only number bounds every current content file's numbers meet (its min and max are inclusive)", () => {
    // Each number in a file with the field that edits it: [file: path, value, field].
    function numbersIn(fields: readonly CmsField[], data: unknown, path: string): [string, number, CmsField][] {
      if (!data || typeof data !== "object") return [];
      return fields.flatMap((f) => {
        const value = (data as Record<string, unknown>)[f.name];
        const at = `${path}.${f.name}`;
        if (f.widget === "number" && typeof value === "number") return [[at, value, f] as [string, number, CmsField]];
        if (f.widget === "object") return numbersIn(f.fields ?? [], value, at);
        if (f.widget === "list" && Array.isArray(value))
          return value.flatMap((item, i) => {
            const kind = f.types?.find((t) => t.name === (item as Record<string, unknown>)?.[f.typeKey ?? "type"]);
            const itemFields = kind?.fields ?? f.fields ?? (f.field ? [f.field] : []);
            return numbersIn(itemFields, f.field ? { [f.field.name]: item } : item, `${at}[${i}]`);
          });
        return [];
      });
    }
    const outOfBounds: string[] = [];
    let counted = 0;
    for (const entry of contentFiles) {
      const fields = fileFields(entry.file);
      const data = JSON.parse(readFileSync(join(root, entry.file), "utf8"));
      const perLanguage = entry.copy ? [data.en, data.es] : [data];
      for (const words of perLanguage)
        for (const [at, value, f] of numbersIn(fields, words, entry.file)) {
          counted++;
          if ((f.min !== undefined && value < f.min) || (f.max !== undefined && value > f.max))
            outOfBounds.push(`${at}: ${value} (editor: ${f.min ?? "−∞"}…${f.max ?? "∞"})`);
        }
    }
    expect(counted).toBeGreaterThan(40);
    expect(outOfBounds).toEqual([]);
  });

  it("names every yearly figure's row in words, each row one fixed figure", () => {
    const figures = field(fileFields("taxFigures"), "figures");
    expect(figures).toMatchObject({ widget: "list", typeKey: "id" });
    expect(figures?.types?.map((t) => t.name)).toEqual([...taxFigureIds]);
    const rate = figures?.types?.find((t) => t.name === "additionalMedicareTaxRate");
    expect(rate).toMatchObject({
      label: "Additional Medicare Tax rate",
      summary: "Additional Medicare Tax rate",
    });
    expect(rate?.fields?.map((f) => f.name)).not.toContain("id");
    // Its values by period: a row each, next year's added beside this year's.
    const values = field(rate?.fields, "values");
    expect(values).toMatchObject({ widget: "list" });
    expect(values?.fields?.map((f) => f.name)).toEqual(["taxYear", "from", "value", "source", "note"]);
    expect(field(values?.fields, "from")).toMatchObject({ required: false });
    expect(field(rate?.fields, "unit")?.options).toContainEqual({ value: "percent", label: "Percent: 6.2%" });
    expect(figures?.types?.every((t) => !/[a-z][A-Z]/.test(t.label))).toBe(true);
  });

  it("names the pages a testimonial shows on by their English names", () => {
    const pages = field(field(fileFields("testimonials"), "testimonials")?.fields, "pages");
    expect(pages?.options).toContainEqual({ value: "home", label: "Home" });
    expect(pages?.options).toContainEqual({ value: "service/payroll", label: "Payroll Services" });
  });

  it("keeps a decimal's exclusive bound (more than zero) to the schema: 0.9 passes, 0 is refused on save", () => {
    const values = field(field(fileFields("taxFigures"), "figures")?.types?.[0]?.fields, "values");
    const value = field(values?.fields, "value");
    expect(value).toMatchObject({ widget: "number", value_type: "float" });
    expect(value?.min).toBeUndefined();
    const positiveWhole = cmsField("n", z.number().int().positive(), []);
    expect(positiveWhole).toMatchObject({ min: 1, value_type: "int" });
    expect(cmsField("n", z.number().min(0.5).max(2), [])).toMatchObject({ min: 0.5, max: 2 });
  });

  it("the configuration and the list of samples still load after a service page is deleted in the editor (npm run cms runs on): the folder is read as it is now", () => {
    const dir = mkdtempSync(join(tmpdir(), "cms-config-"));
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    // Whichever page the firm has now: the first of the copied folder's files.
    const [deleted] = readdirSync(join(dir, "content/services")).sort();
    if (!deleted) throw new Error("content/services has no page to delete");
    rmSync(join(dir, "content/services", deleted));
    const config = cmsConfig({ root: dir, backend: { name: "local", url: "http://127.0.0.1:4300/api/v1" } });
    expect(config.collections.find((c) => c.name === "services")?.folder).toBe("content/services");
    expect(samplesHtml(dir)).toContain("<table");
    rmSync(dir, { recursive: true, force: true });
  });

  it("shows a copy file in English and Spanish side by side (one file, both languages), every field translatable", () => {
    const dir = mkdtempSync(join(tmpdir(), "cms-config-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, "content"));
    const long =
      "A paragraph long enough to need more than one line in the editor, as the paragraphs of page copy very often do.";
    writeFileSync(
      join(dir, "content/about-copy.json"),
      JSON.stringify({ en: { title: "About", body: long, items: [] }, es: { title: "Acerca", body: long, items: [] } }),
    );
    const schema = z.strictObject({
      title: text().meta({ title: "Title" }),
      body: text().meta({ title: "Body" }),
      items: z.array(z.strictObject({ name: text(), sample: sampleFlag() })),
      samples: samplesOf(["title"]),
    });
    const collection = cmsCollection({ file: "content/about-copy.json", label: "About", schema, copy: true }, dir);
    expect(collection.name).toBe("aboutCopy");
    expect(collection.i18n).toBe(true);
    expect(local.i18n).toEqual({ structure: "single_file", locales: ["en", "es"], default_locale: "en" });
    expect(collection.files?.[0]?.i18n).toBe(true);
    const fields = collection.files?.[0]?.fields ?? [];
    expect(fields.every((f) => f.i18n === true)).toBe(true);
    expect(field(fields, "title")?.widget).toBe("string");
    expect(field(fields, "body")?.widget).toBe("text");
  });

  it("shows the QuickBooks offerings as a list, each with its course, format and icon, its lists as lists and its paragraphs as boxes", () => {
    const offerings = field(fileFields("content/pages/quickbooks.json"), "offerings");
    expect(offerings).toMatchObject({
      widget: "list",
      label: "Courses and services",
      label_singular: "course",
      // One card per course of the contact form: reordered, never added or deleted.
      allow_add: false,
      allow_remove: false,
    });
    const fields = offerings?.fields;
    expect(fields?.map((f) => f.label)).toEqual([
      "Course on the contact form",
      "Learning format",
      "Icon",
      "Name",
      "Short description",
      "Label on the card",
      "Length",
      "When it starts",
      "Price shown on the card",
      "Details",
    ]);
    expect(field(fields, "course")).toMatchObject({
      widget: "select",
      options: quickbooksCourses.map(({ id, label }) => ({ value: id, label })),
    });
    expect(field(fields, "format")?.options).toContainEqual({ value: "training", label: "One-on-one training" });
    expect(field(fields, "description")?.widget).toBe("text");
    expect(field(fields, "badge")?.required).toBe(false);
    expect(field(fields, "price")?.hint).toMatch(/no figure yet, say so honestly/);
    const details = field(fields, "details")?.fields;
    expect(field(details, "overview")?.widget).toBe("text");
    expect(field(details, "outcomes")).toMatchObject({ widget: "list", field: { label: "Point" } });
    expect(field(details, "requirements")).toMatchObject({ widget: "list", required: false });
    expect(field(details, "pricing")).toMatchObject({
      widget: "list",
      required: false,
      summary: "{{fields.amount}}",
    });
    expect(field(details, "pricing")?.fields?.map((f) => f.label)).toEqual(["Price or option", "Explanation"]);
  });

  it("gives each card of the directory's file its own page, tab, icon and place, chosen in each language", () => {
    const fields = fileFields("content/services-directory.json");
    for (const card of fields) {
      expect(card.fields?.map((f) => f.name)).toEqual([
        "name",
        "description",
        "page",
        "category",
        "icon",
        "directoryOrder",
      ]);
      expect(field(card.fields, "directoryOrder")).toMatchObject({ widget: "number", value_type: "int", i18n: true });
      expect(field(card.fields, "page")?.options).toContainEqual({
        value: "service/tax-preparation",
        label: serviceNames.en["tax-preparation"],
      });
      expect(field(card.fields, "icon")).toMatchObject({ i18n: true, hint: expect.stringMatching(/same icon/) });
    }
  });

  it("saves drafts on GitHub (editorial workflow) and publishes at once with the local backend, which has none", () => {
    const live = cmsConfig({
      root,
      backend: { name: "github", repo: "firm/site", branch: "main", authScope: "public_repo" },
      siteUrl: "https://www.example.com",
    });
    expect(live.publish_mode).toBe("editorial_workflow");
    expect(live.site_url).toBe("https://www.example.com");
    expect(local.publish_mode).toBeUndefined();
  });

  it("shows the page itself in the preview pane of every file that is one page's words, and of no shared file", () => {
    const withPreview = local.collections.filter((c) => c.editor?.preview).map((c) => c.folder ?? c.files?.[0]?.file);
    expect(withPreview).toEqual([
      "content/services",
      "content/services-directory.json",
      "content/pages/home.json",
      "content/pages/about.json",
      "content/pages/quickbooks.json",
      "content/pages/privacy.json",
      "content/pages/terms.json",
    ]);
  });

  it("uses the local backend only when asked, and the firm's GitHub repository through Netlify's OAuth otherwise", () => {
    expect(local.local_backend).toEqual({ url: "http://127.0.0.1:4300/api/v1" });
    const live = cmsConfig({
      root,
      backend: { name: "github", repo: "firm/site", branch: "main", authScope: "public_repo" },
    });
    expect(live.local_backend).toBeUndefined();
    expect(live.backend).toMatchObject({
      name: "github",
      repo: "firm/site",
      branch: "main",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      auth_scope: "public_repo",
    });
    expect(githubRepoFromEnv({ REPOSITORY_URL: "https://github.com/firm/site" })).toBe("firm/site");
    expect(githubRepoFromEnv({ REPOSITORY_URL: "git@github.com:firm/site.git" })).toBe("firm/site");
    expect(githubRepoFromEnv({ CMS_GITHUB_REPO: "a/b", REPOSITORY_URL: "https://github.com/firm/site" })).toBe("a/b");
  });

  it("asks GitHub for public repositories only unless told the repository is private, and refuses any other scope", () => {
    expect(githubScopeFromEnv({})).toBe("public_repo");
    expect(githubScopeFromEnv({ CMS_GITHUB_SCOPE: "" })).toBe("public_repo");
    expect(githubScopeFromEnv({ CMS_GITHUB_SCOPE: "repo" })).toBe("repo");
    expect(() => githubScopeFromEnv({ CMS_GITHUB_SCOPE: "repo,admin:org" })).toThrow(
      'CMS_GITHUB_SCOPE must be public_repo or repo, not "repo,admin:org"',
    );
    const privateRepo = cmsConfig({
      root,
      backend: { name: "github", repo: "firm/site", branch: "main", authScope: "repo" },
    });
    expect(privateRepo.backend.auth_scope).toBe("repo");
  });
});

describe("the list of samples at /admin/samples/", () => {
  it("shows every sample check:launch counts, each linked to its file in the editor", () => {
    const samples = contentSamples(root);
    const html = samplesHtml(root);
    expect(samples.length).toBeGreaterThan(0);
    expect(html.match(/<tr>\n<td>/g)?.length).toBe(samples.length);
    for (const sample of samples) expect(html).toContain(`<a href="${editorPathOf(sample.file)}">`);
    // Fields named as the editor names them, the place in the file in small print.
    expect(html).toContain("<td>Team members › 2<br><small><code>members[1]</code></small></td>");
    expect(editorPathOf("content/site.json")).toBe(
      `/admin/#/collections/${collectionName("content/site.json")}/entries/site`,
    );
  });
});
