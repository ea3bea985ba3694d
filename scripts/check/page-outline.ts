/**
 * What a visitor meets on a page, as lines of text, for comparing two builds of the same page
 * (scripts/check/compare-builds.ts): the document's language and head (title, description, canonical,
 * alternates, robots), the landmarks and headings in document order, and the text in between,
 * with the text alternatives a screen reader reads (alt, aria-label). Markup that changes with
 * the build tool and not with what is shown is left out: scripts, styles, templates, class names,
 * generated ids, wrapper elements.
 */
import { Window } from "happy-dom";

const landmarkTags: Record<string, string> = {
  header: "banner",
  nav: "navigation",
  main: "main",
  footer: "contentinfo",
  aside: "complementary",
  form: "form",
  section: "region",
  dialog: "dialog",
};
const inlineTags = new Set([
  "a",
  "span",
  "strong",
  "em",
  "b",
  "i",
  "abbr",
  "small",
  "sup",
  "sub",
  "code",
  "time",
  "br",
  "svg",
  "label",
  "kbd",
  "mark",
  "q",
  "s",
  "u",
  "img",
]);
const skippedTags = new Set(["script", "style", "template", "noscript"]);
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** A landmark's line: its role, and its name when it has one (aria-label or the text of aria-labelledby). */
function landmarkLine(element: Element, document: Document): string | undefined {
  const tag = element.localName;
  const role = element.getAttribute("role") ?? landmarkTags[tag];
  if (
    !role ||
    !["banner", "navigation", "main", "contentinfo", "complementary", "form", "region", "search", "dialog"].includes(
      role,
    )
  ) {
    return undefined;
  }
  const labelledBy = element.getAttribute("aria-labelledby");
  const name =
    element.getAttribute("aria-label") ??
    (labelledBy
      ? squeeze(
          labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" "),
        )
      : undefined);
  return `[${role}${name ? ` "${name}"` : ""}]`;
}

/** The outline of one HTML page: one line per head fact, landmark, heading and run of text. */
export function pageOutline(html: string): string[] {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
  const head = document.head;
  const lines: string[] = [`lang: ${document.documentElement.getAttribute("lang")}`];
  lines.push(`title: ${squeeze(head.querySelector("title")?.textContent ?? "")}`);
  for (const meta of head.querySelectorAll("meta[name], meta[property]")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property");
    lines.push(`meta ${key}: ${meta.getAttribute("content")}`);
  }
  for (const link of head.querySelectorAll('link[rel="canonical"], link[rel="alternate"]')) {
    lines.push(`link ${link.getAttribute("rel")} ${link.getAttribute("hreflang") ?? ""} ${link.getAttribute("href")}`);
  }
  for (const script of head.querySelectorAll('script[type="application/ld+json"]')) {
    lines.push(`json-ld: ${JSON.stringify(JSON.parse(script.textContent ?? "null"))}`);
  }

  let text = "";
  const flush = () => {
    const line = squeeze(text);
    if (line) lines.push(line);
    text = "";
  };
  const visit = (node: Node, depth: number) => {
    if (node.nodeType === 3) {
      text += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.localName;
    if (skippedTags.has(tag)) return;
    const landmark = landmarkLine(element, document);
    const heading = /^h[1-6]$/.test(tag) ? tag : undefined;
    // A block, a landmark or a heading starts and ends a line; inline text runs on.
    const block = !inlineTags.has(tag);
    if (block) flush();
    if (landmark) lines.push(`${"  ".repeat(depth)}${landmark}`);
    const alternative = element.getAttribute("alt") || (tag !== "section" ? element.getAttribute("aria-label") : null);
    if (alternative && !landmark) text += ` {${alternative}} `;
    if (heading) {
      lines.push(`${"  ".repeat(depth)}${heading}: ${squeeze(element.textContent ?? "")}`);
      return;
    }
    for (const child of element.childNodes) visit(child as Node, depth + (landmark ? 1 : 0));
    if (block) flush();
  };
  visit(document.body as unknown as Node, 0);
  flush();
  window.close();
  return lines;
}
