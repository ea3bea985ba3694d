import { type ServiceSlug, servicePages } from "#app/lib/route-table.ts";
import type { Bilingual } from "./types.ts";

/**
 * Each service page's name, in the menus, the breadcrumbs, the directory and the editor's labels,
 * written in the page's content file (`name`) and carried by its route-table row. The dictionaries
 * show them (`serviceNames`); the content schemas name a service by them in the editor, which is
 * why they sit on the content floor, below the dictionaries (docs/decisions/025).
 */
export const serviceNames: Bilingual<Record<ServiceSlug, string>> = {
  en: Object.fromEntries(servicePages.map((page) => [page.slug, page.name.en])) as Record<ServiceSlug, string>,
  es: Object.fromEntries(servicePages.map((page) => [page.slug, page.name.es])) as Record<ServiceSlug, string>,
};
