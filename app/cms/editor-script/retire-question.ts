/**
 * A question before a service page is deleted (issue 44): Decap's "Delete entry" asks a generic
 * question; this one comes first and names what the page leaves behind: its testimonials, which
 * then show on no page, and the files whose links or cards point to it. Cancel keeps the page;
 * OK goes on to Decap's own question. Its picture leaves the site by itself (docs/decisions/029).
 */
import { contentFiles } from "#app/content/data/content-files.ts";
import { serviceFolder } from "#app/content/service-pages/files.ts";
import { currentContent } from "./current-content.ts";
import { fileOfEditorAddress } from "./history-panel.ts";

interface LeftBehind {
  /** The testimonials shown on this page only, by the client's name. */
  testimonials: string[];
  /** The editor's names of the other files that link to the page. */
  linkedFrom: string[];
}

const testimonialsFile = "content/testimonials.json";

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Whether a value names the page: a card's `service/sales-taxes`, or a link `[…](page:service/sales-taxes)` in words. */
const pointsTo = (text: string, pageId: string) => text === pageId || text.includes(`(page:${pageId})`);

/** What deleting the page `pageId` (`service/sales-taxes`) leaves behind, in `files` as they are now. */
export function leftBehindBy(
  pageId: string,
  files: readonly { file: string; label: string; data: unknown }[],
): LeftBehind {
  const testimonials = files.find((f) => f.file === testimonialsFile)?.data as
    | { testimonials?: { name?: string; pages?: string[] }[] }
    | undefined;
  return {
    testimonials: (testimonials?.testimonials ?? [])
      .filter((t) => t.pages?.length && t.pages.every((page) => page === pageId))
      .map((t) => t.name ?? "(no name)"),
    linkedFrom: files
      .filter((f) => f.file !== testimonialsFile && stringsIn(f.data).some((text) => pointsTo(text, pageId)))
      .map((f) => f.label),
  };
}

export function retireQuestion(pageName: string, left: LeftBehind): string {
  const lines = [`Delete the page “${pageName}”, in English and Spanish?`, ""];
  lines.push("Its pages and its picture leave the site at the next build.");
  if (left.testimonials.length)
    lines.push(
      `${left.testimonials.length} testimonial${left.testimonials.length === 1 ? "" : "s"} (${left.testimonials.join(", ")}) will show on no page: choose another page for ${left.testimonials.length === 1 ? "it" : "them"} in Testimonials.`,
    );
  if (left.linkedFrom.length)
    lines.push(
      `A link or card to it remains in: ${left.linkedFrom.join(", ")}. The site refuses a link to a missing page: change those first.`,
    );
  lines.push("", "Cancel keeps the page.");
  return lines.join("\n");
}

/** Asks before Decap's "Delete entry" on a service page; a cancelled answer stops the click before Decap sees it. */
export function installRetireQuestion(window: Window): void {
  window.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button?.textContent?.trim() !== "Delete entry") return;
      const file = fileOfEditorAddress(window.location.hash);
      if (!file?.startsWith(serviceFolder)) return;
      const slug = file.slice(serviceFolder.length).replace(/\.json$/, "");
      const page = currentContent(file) as { en?: { name?: string } } | undefined;
      const others = contentFiles
        .filter((f) => f.file !== file)
        .map((f) => ({ file: f.file, label: f.label, data: currentContent(f.file) }));
      const question = retireQuestion(page?.en?.name ?? slug, leftBehindBy(`service/${slug}`, others));
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
}
