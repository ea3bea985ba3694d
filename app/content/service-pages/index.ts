import type { ServiceSlug } from "~/lib/route-table";
import type { Bilingual, ServicePageContent } from "../types";

/** Every service page except the QuickBooks courses page, which has its own layout. */
export type TemplateServiceSlug = Exclude<ServiceSlug, "quickbooks-courses">;

// One file per page, named by its English slug, exporting `content: Bilingual<ServicePageContent>`.
const modules = import.meta.glob<{ content: Bilingual<ServicePageContent> }>("./*.content.ts", { eager: true });

export const servicePageContent: Partial<Record<TemplateServiceSlug, Bilingual<ServicePageContent>>> =
  Object.fromEntries(
    Object.entries(modules).map(([file, mod]) => [file.replace(/^\.\/(.+)\.content\.ts$/, "$1"), mod.content]),
  );
