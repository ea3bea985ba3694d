/**
 * A question before a service page is deleted (issue 44): Decap's "Delete entry" asks a generic
 * question; this one comes first, in a dialog, and names what the page leaves behind: the files
 * whose links or cards point to it, and the testimonials shown on it only, each with a choice to
 * make (show it on another page, or delete it). The choices are saved to the testimonials' file
 * through the editor's backend (./write-content.ts), with the checks of a save, before Decap's own
 * question and deletion; Cancel keeps everything. Its picture leaves the site by itself
 * (docs/decisions/029).
 */
import { collectionName, contentFiles } from "#app/content/data/content-files.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { serviceFolder } from "#app/content/service-pages/files.ts";
import { editorCollectionOf } from "../collections.ts";
import type { CmsConfig } from "../config.ts";
import { decapJson } from "../decap-json.ts";
import { currentContent, rememberSaved } from "./current-content.ts";
import { button, buttonCss, element, titledDialog } from "./editor-dialog.ts";
import { fileOfEditorAddress } from "./history-panel.ts";
import { contentFileAt, problemsOfData, testimonialsFile } from "./save-checks.ts";
import { type ContentWriter, contentWriter } from "./write-content.ts";

interface TestimonialRecord {
  name?: string;
  quote?: { en?: string };
  pages?: string[];
}
type TestimonialsData = { testimonials?: TestimonialRecord[] } & Record<string, unknown>;

/** A testimonial the page leaves on no page, known by its name and the start of its words. */
export interface Orphan {
  key: string;
  name: string;
  quote: string;
}

interface LeftBehind {
  /** The testimonials shown on this page only. */
  testimonials: Orphan[];
  /** The editor's names of the other files that link to the page. */
  linkedFrom: string[];
}

/** What becomes of a testimonial: the page it is shown on instead (`service/payroll`), or deleted. */
export type Choice = string | "delete";

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Whether a value names the page: a card's `service/sales-taxes`, or a link `[…](page:service/sales-taxes)` in words. */
const pointsTo = (text: string, pageId: string) => text === pageId || text.includes(`(page:${pageId})`);

/** A testimonial's identity across two reads of the file: its name and words (one person may have two). */
const keyOf = (t: TestimonialRecord) => `${t.name ?? ""}\u0000${t.quote?.en ?? ""}`;

const shownOnlyOn = (t: TestimonialRecord, pageId: string) =>
  Boolean(t.pages?.length) && (t.pages ?? []).every((page) => page === pageId);

/** The tax calendar names a deadline's service page by its slug alone (`"service": "payroll"`). */
const taxCalendarFile = "content/tax-calendar.json";
const calendarPointsTo = (data: unknown, pageId: string) =>
  ((data as { rules?: { service?: string }[] } | undefined)?.rules ?? []).some(
    (rule) => `service/${rule.service}` === pageId,
  );

/** What deleting the page `pageId` (`service/sales-taxes`) leaves behind, in `files` as they are now. */
export function leftBehindBy(
  pageId: string,
  files: readonly { file: string; label: string; data: unknown }[],
): LeftBehind {
  const testimonials = files.find((f) => f.file === testimonialsFile)?.data as TestimonialsData | undefined;
  return {
    testimonials: (testimonials?.testimonials ?? [])
      .filter((t) => shownOnlyOn(t, pageId))
      .map((t) => ({ key: keyOf(t), name: t.name ?? "(no name)", quote: t.quote?.en ?? "" })),
    linkedFrom: files
      .filter(
        (f) =>
          f.file !== testimonialsFile &&
          (stringsIn(f.data).some((text) => pointsTo(text, pageId)) ||
            (f.file === taxCalendarFile && calendarPointsTo(f.data, pageId))),
      )
      .map((f) => f.label),
  };
}

/**
 * The pages a testimonial may move to, by their English name, A to Z: every other service page the
 * testimonials' list knows (`pages`: `service/<slug>` ids with names), each with how many it shows now.
 */
export function pagesToMoveTo(
  pageId: string,
  pages: readonly { id: string; name: string }[],
  testimonials: TestimonialsData | undefined,
): { id: string; name: string; shows: number }[] {
  const records = testimonials?.testimonials ?? [];
  return pages
    .filter((page) => page.id !== pageId && page.id.startsWith("service/"))
    .map((page) => ({ ...page, shows: records.filter((t) => t.pages?.includes(page.id)).length }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/**
 * The testimonials' data with each choice made: a testimonial shown only on `pageId` is shown on
 * its chosen page instead, or leaves the list. Throws, in words, when one has no choice (a
 * testimonial added since the question was asked).
 */
export function testimonialsAfter(
  data: TestimonialsData,
  pageId: string,
  choices: ReadonlyMap<string, Choice>,
): TestimonialsData {
  const kept: TestimonialRecord[] = [];
  for (const t of data.testimonials ?? []) {
    if (!shownOnlyOn(t, pageId)) {
      kept.push(t);
      continue;
    }
    const choice = choices.get(keyOf(t));
    if (!choice)
      throw new Error(
        `the testimonial of ${t.name ?? "(no name)"} was added to this page since you opened this question: close it and delete the page again`,
      );
    if (choice !== "delete") kept.push({ ...t, pages: [choice] });
  }
  return { ...data, testimonials: kept };
}

/** After the choices, the pages that would show a number of testimonials other than the three a page is laid out for. */
export function pagesNotShowingThree(
  moved: readonly { id: string; name: string; shows: number }[],
  choices: Iterable<Choice>,
): string[] {
  const added = new Map<string, number>();
  for (const choice of choices) if (choice !== "delete") added.set(choice, (added.get(choice) ?? 0) + 1);
  return moved.flatMap((page) => {
    const count = page.shows + (added.get(page.id) ?? 0);
    return added.has(page.id) && count !== 3 ? [`${page.name} would show ${count}`] : [];
  });
}

/** The commit's subject on GitHub, and its note in the working copy's saves. */
export const testimonialsMessage = (pageName: string) =>
  `Editor: testimonials of ${pageName} moved or deleted before the page is deleted`;

export function retireIntro(pageName: string, left: LeftBehind): string[] {
  const lines = [`It leaves the site in English and Spanish at the next build, with its picture.`];
  if (left.linkedFrom.length)
    lines.push(
      `A link or card to it remains in: ${left.linkedFrom.join(", ")}. The site refuses a link to a missing page: change those first; until then the page cannot be deleted.`,
    );
  if (left.testimonials.length)
    lines.push(
      `${left.testimonials.length === 1 ? "One testimonial is" : `${left.testimonials.length} testimonials are`} shown on “${pageName}” only. Choose for each: show it on another page, or delete it.`,
    );
  return lines;
}

const primaryCss =
  "font:inherit;font-weight:600;padding:6px 14px;border:1px solid #9a3412;border-radius:4px;background:#9a3412;color:#fff;cursor:pointer";

/** The English names of the service pages, as this session knows them (a renamed page by its new name). */
function servicePagesNow(): { id: string; name: string }[] {
  return (Object.keys(serviceNames.en) as (keyof typeof serviceNames.en)[]).flatMap((slug) => {
    const file = `${serviceFolder}${slug}.json`;
    const listed = contentFiles.some((f) => f.file === file);
    const data = currentContent(file) as { en?: { name?: string } } | undefined;
    // A service page whose file is not in content/services (the QuickBooks courses page) keeps its built name.
    return [{ id: `service/${slug}`, name: (listed && data?.en?.name) || serviceNames.en[slug] }];
  });
}

class RetireDialog {
  readonly dialog: HTMLDialogElement;
  private readonly selects = new Map<string, HTMLSelectElement>();
  private readonly message = element("div", undefined, "margin:8px 0 0;color:#9a3412");
  /** Said as the choices are made: a page that would then show other than three. */
  private readonly note = element("p", undefined, "margin:8px 0 0;color:#475569");

  constructor(
    private readonly config: CmsConfig,
    private readonly writer: ContentWriter,
    private readonly page: { id: string; name: string },
    private readonly left: LeftBehind,
    private readonly goOn: () => void,
  ) {
    this.dialog = titledDialog("nais-retire-dialog", `Delete the page “${page.name}”?`, "44rem");
    this.message.setAttribute("role", "alert");
    for (const line of retireIntro(page.name, left)) this.dialog.append(element("p", line, "margin:0 0 8px"));
    const targets = pagesToMoveTo(
      page.id,
      servicePagesNow(),
      currentContent(testimonialsFile) as TestimonialsData | undefined,
    );
    this.note.setAttribute("role", "status");
    if (left.testimonials.length) this.dialog.append(this.choices(targets), this.note);
    const cancel = button("Cancel: keep the page", () => this.dialog.close(), `${buttonCss};margin-left:8px`);
    const confirm = button("Delete the page", () => void this.confirm(), primaryCss);
    const actions = element("div", undefined, "margin-top:12px");
    actions.append(confirm, cancel);
    this.dialog.append(this.message, actions);
    this.dialog.addEventListener("close", () => this.dialog.remove());
  }

  /** One select per testimonial, nothing chosen: the firm decides each. */
  private choices(targets: ReturnType<typeof pagesToMoveTo>): HTMLElement {
    const list = element("ol", undefined, "margin:0;padding:0;list-style:none");
    list.setAttribute("aria-label", "Testimonials shown on this page only");
    this.left.testimonials.forEach((t, i) => {
      const item = element("li", undefined, "padding:8px 0;border-top:1px solid #e2e8f0");
      const select = element(
        "select",
        undefined,
        "display:block;width:100%;margin-top:4px;font:inherit;padding:4px 6px;border:1px solid #64748b;border-radius:4px",
      );
      select.id = `nais-retire-choice-${i}`;
      const label = element("label", `The testimonial of ${t.name}`, "font-weight:600");
      label.htmlFor = select.id;
      const words = t.quote.length > 110 ? `${t.quote.slice(0, 107)}…` : t.quote;
      const quote = element("div", `“${words}”`, "color:#475569;font-size:14px");
      const none = element("option", "Choose what becomes of it…");
      none.value = "";
      select.append(none);
      for (const target of targets) {
        const option = element("option", `Show it on ${target.name} (shows ${target.shows} now)`);
        option.value = target.id;
        select.append(option);
      }
      const remove = element("option", "Delete it");
      remove.value = "delete";
      select.append(remove);
      select.addEventListener("change", () => {
        this.message.replaceChildren();
        this.noteUneven(targets);
      });
      this.selects.set(t.key, select);
      item.append(label, quote, select);
      list.append(item);
    });
    return list;
  }

  /** A page shows its testimonials three to a row on a computer: a fourth would sit alone, and the save check refuses it. */
  private noteUneven(targets: ReturnType<typeof pagesToMoveTo>): void {
    const uneven = pagesNotShowingThree(
      targets,
      [...this.selects.values()].map((select) => select.value).filter(Boolean),
    );
    this.note.textContent = uneven.length
      ? `${uneven.join("; ")} testimonials. A page shows 3 or none, so this would not be saved: choose “Delete it”, or first take one off that page in Testimonials.`
      : "";
  }

  private say(lines: string[]): void {
    this.message.replaceChildren(...lines.map((line) => element("p", line, "margin:0 0 4px")));
  }

  private async confirm(): Promise<void> {
    // The next build would stop on the link, and on GitHub every later publish with it.
    if (this.left.linkedFrom.length) {
      this.say([
        `Nothing was deleted: ${this.left.linkedFrom.join(", ")} still ${this.left.linkedFrom.length === 1 ? "links" : "link"} to this page. Change ${this.left.linkedFrom.length === 1 ? "that link" : "those links"} and publish, then delete the page.`,
      ]);
      return;
    }
    const unchosen = this.left.testimonials.filter((t) => !this.selects.get(t.key)?.value);
    if (unchosen.length) {
      this.say([
        `Choose what becomes of the testimonial${unchosen.length === 1 ? "" : "s"} of ${unchosen.map((t) => t.name).join(", ")}: show it on another page, or delete it. Nothing was deleted.`,
      ]);
      this.selects.get(unchosen[0]?.key ?? "")?.focus();
      return;
    }
    if (this.left.testimonials.length) {
      const choices = new Map([...this.selects].map(([key, select]) => [key, select.value as Choice]));
      this.say(["Saving the testimonials…"]);
      try {
        await this.saveTestimonials(choices);
      } catch (error) {
        this.say([`Nothing was deleted: ${(error as Error).message}.`]);
        return;
      }
    }
    this.dialog.close();
    this.goOn();
  }

  /** Reads the file afresh from the backend, makes the choices, checks it as a save is checked, and writes it. */
  private async saveTestimonials(choices: ReadonlyMap<string, Choice>): Promise<void> {
    const content = contentFileAt(testimonialsFile);
    if (!content) throw new Error("the testimonials' file is not known to the editor");
    const now = JSON.parse(await this.writer.read(testimonialsFile)) as TestimonialsData;
    const after = testimonialsAfter(now, this.page.id, choices);
    const problems = await problemsOfData(this.config, content, after);
    if (problems.length)
      throw new Error(
        `the testimonials would not be saved: ${problems.map((p) => `${p.label}: ${p.message}`).join("; ")}`,
      );
    // One file for both languages, not a copy file: written as Decap writes it (../editor-form.ts).
    await this.writer.write(testimonialsFile, decapJson(after), testimonialsMessage(this.page.name), {
      collection: editorCollectionOf(testimonialsFile),
      slug: collectionName(testimonialsFile),
    });
    rememberSaved(testimonialsFile, after);
  }
}

const isDeleteButton = (button: Element | null): button is HTMLButtonElement =>
  Boolean(button && /^Delete (published )?entry$/.test(button.textContent?.trim() ?? ""));

/**
 * Asks before Decap's "Delete entry" on a service page: the click is stopped before Decap sees it,
 * and clicked again for Decap (its own question, then the deletion) once the choices are saved.
 */
export function installRetireQuestion(window: Window, config: CmsConfig, writer = contentWriter(config)): void {
  let passing = false;
  window.addEventListener(
    "click",
    (event) => {
      const clicked = event.target instanceof Element ? event.target.closest("button") : null;
      if (passing || !isDeleteButton(clicked)) return;
      const file = fileOfEditorAddress(window.location.hash);
      if (!file?.startsWith(serviceFolder)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const slug = file.slice(serviceFolder.length).replace(/\.json$/, "");
      const page = currentContent(file) as { en?: { name?: string } } | undefined;
      const others = contentFiles
        .filter((f) => f.file !== file)
        .map((f) => ({ file: f.file, label: f.label, data: currentContent(f.file) }));
      const pageId = `service/${slug}`;
      const goOn = () => {
        // Decap may have drawn its button again meanwhile.
        const again = [...window.document.querySelectorAll("button")].find(isDeleteButton) ?? clicked;
        passing = true;
        try {
          again.click();
        } finally {
          passing = false;
        }
      };
      const retire = new RetireDialog(
        config,
        writer,
        { id: pageId, name: page?.en?.name ?? slug },
        leftBehindBy(pageId, others),
        goOn,
      );
      window.document.body.append(retire.dialog);
      retire.dialog.showModal();
    },
    true,
  );
}
