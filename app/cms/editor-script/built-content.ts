/**
 * The content files as they were when /admin was built, bundled into the editor's script: what the
 * editor falls back on for a file it has neither saved nor read through Decap in its session
 * (./current-content.ts). The page files are here so that a save of the facts their placeholders
 * name can check every page's sentences with the new values (./save-checks.ts).
 */
import { contentFiles } from "#app/content/data/content-files.ts";
import { copyFiles } from "#app/content/service-pages/copy-files.ts";
import { serviceSlugOfFile } from "#app/content/service-pages/files.ts";
import aboutTimeline from "#content/about-timeline.json" with { type: "json" };
import about from "#content/pages/about.json" with { type: "json" };
import home from "#content/pages/home.json" with { type: "json" };
import interfaceWords from "#content/pages/interface.json" with { type: "json" };
import privacy from "#content/pages/privacy.json" with { type: "json" };
import quickbooks from "#content/pages/quickbooks.json" with { type: "json" };
import terms from "#content/pages/terms.json" with { type: "json" };
import representation from "#content/representation.json" with { type: "json" };
import directory from "#content/services-directory.json" with { type: "json" };
import site from "#content/site.json" with { type: "json" };
import taxCalendar from "#content/tax-calendar.json" with { type: "json" };
import taxFigures from "#content/tax-figures.json" with { type: "json" };
import team from "#content/team.json" with { type: "json" };
import testimonials from "#content/testimonials.json" with { type: "json" };

const byFile: Record<string, unknown> = {
  "content/site.json": site,
  "content/team.json": team,
  "content/testimonials.json": testimonials,
  "content/about-timeline.json": aboutTimeline,
  "content/tax-figures.json": taxFigures,
  "content/tax-calendar.json": taxCalendar,
  "content/representation.json": representation,
  "content/services-directory.json": directory,
  "content/pages/home.json": home,
  "content/pages/about.json": about,
  "content/pages/quickbooks.json": quickbooks,
  "content/pages/privacy.json": privacy,
  "content/pages/terms.json": terms,
  "content/pages/interface.json": interfaceWords,
};

/** A content file's data as the build read it; undefined for a file it did not have (a service page added since). */
export function builtContent(file: string): unknown {
  const slug = serviceSlugOfFile(file);
  if (slug) return (copyFiles as Record<string, unknown>)[slug];
  return byFile[file];
}

/** Every file of the list has its data here: a file added to `contentFiles` and not here fails the editor's unit test. */
export const filesWithoutBuiltContent = (): string[] =>
  contentFiles.filter((entry) => builtContent(entry.file) === undefined).map((entry) => entry.file);
