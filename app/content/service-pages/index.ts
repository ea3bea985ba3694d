/** The template service pages' words, from their content files (imported by the generated ./copy-files.ts, read by ./read.ts). */

import type { Bilingual } from "#app/content/types.ts";
import { copyFiles } from "./copy-files.ts";
import { templateServiceSlugs } from "./files.ts";
import { servicePage } from "./read.ts";
import type { ServicePageContent, TemplateServiceSlug } from "./types.ts";

/**
 * The template service pages, in both languages: the words of each page's content file joined
 * with its icons, its numbered steps and its testimonials (docs/decisions/019).
 */
export const servicePageContent = Object.fromEntries(
  templateServiceSlugs.map((slug) => [slug, servicePage(slug, copyFiles[slug])]),
) as Record<TemplateServiceSlug, Bilingual<ServicePageContent>>;
