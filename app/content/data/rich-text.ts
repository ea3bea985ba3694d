/**
 * Paragraphs in the content files carry their links inline, in the one syntax staff already know
 * from e-mail and chat tools: `[text](target)`. The target is a page of the site by its id
 * (`page:contact`, `page:service/payroll`), the client portal (`portal`), or an address
 * (`https://…`, `mailto:…`, `tel:…`). Pages render the pieces as today's RichText.
 */
import { allPages, type PageId } from "#app/lib/route-table.ts";
import type { RichLink, RichText } from "../types.ts";

const link = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const pageIds = new Set<string>(allPages.map((page) => page.id));

/** Why a link target is wrong, or undefined when it is fine. */
export function linkTargetProblem(target: string): string | undefined {
  if (target.startsWith("page:"))
    return pageIds.has(target.slice(5)) ? undefined : `links to a page the site does not have: ${target}`;
  if (target === "portal" || /^(mailto:|tel:)/.test(target)) return undefined;
  if (target.startsWith("https://")) return offSiteProblem(target);
  return `a link must go to page:<id>, portal, https://…, mailto: or tel: (found "${target}")`;
}

/**
 * Another site is linked only where the firm means it: a government site, where a figure or a
 * form comes from (irs.gov, ftb.ca.gov, edd.ca.gov, cdtfa.ca.gov, sos.ca.gov end in .gov).
 */
function offSiteProblem(target: string): string | undefined {
  let host: string;
  try {
    host = new URL(target).hostname;
  } catch {
    return `"${target}" is not a web address`;
  }
  if (host.endsWith(".gov")) return undefined;
  return `links to ${host}: a link may go to another site only when it is a government site (its address ends in .gov, like https://www.irs.gov/…); write the other site's name in words instead`;
}

/** The problems of every `[text](target)` in a text, one line each. */
export function richTextProblems(text: string): string[] {
  return [...text.matchAll(link)].flatMap((match) => linkTargetProblem(match[2] as string) ?? []);
}

/** The text as pieces: plain text stays a string; a text with links becomes text and links in order. */
export function richText(text: string, portalUrl: string): RichText {
  const pieces: (string | RichLink)[] = [];
  let last = 0;
  for (const match of text.matchAll(link)) {
    const [whole, label, target] = match as unknown as [string, string, string];
    if (match.index > last) pieces.push(text.slice(last, match.index));
    if (target.startsWith("page:")) pieces.push({ text: label, page: target.slice(5) as PageId });
    else pieces.push({ text: label, href: target === "portal" ? portalUrl : target });
    last = match.index + whole.length;
  }
  if (pieces.length === 0) return text;
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
