/**
 * A service page's addresses, from its file's slugs, checked against every other page of the route
 * table: the build (app/cms/content-problems.server.ts) and the editor's check before a save
 * (app/cms/entry-problems.ts) refuse a slug another page already has, in either language, and an
 * English slug that is not the file's name (the page's id and its file are named by it).
 */
import { type Lang, languages, pages } from "#app/lib/route-table.ts";
import { addressTaken, notNamedByAddress } from "./address-messages.ts";
import { serviceSlugOfFile } from "./files.ts";

/** A service page's path in a language, from its slug there. */
export function servicePath(lang: Lang, slug: string): string {
  return lang === "en" ? `/services/${slug}` : `/es/servicios/${slug}`;
}

function slugIn(data: unknown, lang: Lang): unknown {
  const words = (data as Record<string, unknown> | null | undefined)?.[lang];
  return typeof words === "object" && words !== null ? (words as Record<string, unknown>).slug : undefined;
}

/** Every problem of a service page file's addresses, one line each: `<file>: <lang>.slug: <what>`. */
export function serviceAddressProblems(file: string, data: unknown): string[] {
  const fileSlug = serviceSlugOfFile(file);
  const problems: string[] = [];
  const english = slugIn(data, "en");
  if (typeof english === "string" && english !== fileSlug) {
    problems.push(notNamedByAddress(file, String(fileSlug)));
  }
  for (const lang of languages) {
    const slug = slugIn(data, lang);
    if (typeof slug !== "string" || !slug) continue;
    const path = servicePath(lang, slug);
    const other = pages.find((page) => page.path[lang] === path && page.id !== `service/${fileSlug}`);
    if (other) {
      problems.push(addressTaken(file, lang, path, other.id));
    }
  }
  return problems;
}

/**
 * A service page file's addresses against the folder's files as they are now (`others`: path and
 * data, the page's own file among them once it exists), pages added since the route table was
 * made included: the editor's check before a save, with the files Decap's backend lists. `isNew`:
 * a page being added, whose file must not exist yet (Decap would write `<slug>-1.json` beside it).
 */
export function serviceAddressProblemsAmong(
  file: string,
  data: unknown,
  others: readonly { path: string; data: unknown }[],
  isNew: boolean,
): string[] {
  const problems: string[] = [];
  for (const other of others) {
    const otherSlug = serviceSlugOfFile(other.path);
    if (!otherSlug || (other.path === file && !isNew)) continue;
    for (const lang of languages) {
      const slug = slugIn(data, lang);
      if (typeof slug !== "string" || !slug) continue;
      // A new page's file already there: the same English address, whatever the file holds.
      const taken = lang === "en" && other.path === file ? slug : slugIn(other.data, lang);
      if (slug !== taken) continue;
      problems.push(addressTaken(file, lang, servicePath(lang, slug), `service/${otherSlug}`));
    }
  }
  return problems;
}
