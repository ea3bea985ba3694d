/**
 * The content files every other file's checks read: the firm's facts, the team and the yearly
 * figures fill the other files' placeholders and are parsed when the site's modules load. Their
 * schemas import nothing that reads content, so the build's check of every file
 * (app/cms/content-problems.server.ts) can check these first, and all of their problems at once,
 * even when one of them is broken.
 */
import type { z } from "zod";
import { siteSchema, siteSupplies } from "#app/content/site/schema.ts";
import { taxFiguresSchema } from "#app/content/tax-figures/schema.ts";
import { teamSchema, teamSupplies } from "#app/content/team/schema.ts";
import type { Supplies } from "./samples.ts";

export interface ContentFile {
  /** From the project root. */
  file: string;
  /** Its name in the editor, in plain words. */
  label: string;
  /**
   * Facts: the file's schema. Copy (`copy: true`): the schema of one language's words; the file
   * holds `{ "en": …, "es": … }` and is read with `readCopy` (placeholders, same shape).
   */
  schema: z.ZodType;
  copy?: true;
  /** Copy: its placeholders stand for the firm's facts alone, not every figure and fact (copy-values.ts). */
  placeholders?: "siteFacts";
  /** What to supply for its samples, by key (app/content/data/samples.ts). */
  supplies?: Supplies;
}

export const siteFile: ContentFile = {
  file: "content/site.json",
  label: "The firm's details",
  schema: siteSchema,
  supplies: siteSupplies,
};
export const teamFile: ContentFile = {
  file: "content/team.json",
  label: "Team",
  schema: teamSchema,
  supplies: teamSupplies,
};
export const taxFiguresFile: ContentFile = {
  file: "content/tax-figures.json",
  label: "Yearly tax figures",
  schema: taxFiguresSchema,
};

export const foundationFiles: readonly ContentFile[] = [siteFile, teamFile, taxFiguresFile];
