import type { ServiceSlug } from "#app/lib/route-table.ts";
import { templateServiceNames } from "./service-pages/names.ts";
import type { Bilingual } from "./types.ts";

/** Each service page's name in both languages: the template pages' from their files (generated), the QuickBooks courses page's here. */
const names: Record<ServiceSlug, { en: string; es: string }> = {
  ...templateServiceNames,
  "quickbooks-courses": { en: "QuickBooks Courses", es: "Cursos de QuickBooks" },
};

/**
 * Each service page's name, in the menus, the breadcrumbs, the directory and the editor's labels,
 * written in the page's content file (`name`). The dictionaries show them (`serviceNames`); the
 * content schemas name a service by them in the editor, which is why they sit on the content floor,
 * below the dictionaries (docs/decisions/025). Not in the route table: the islands link through it.
 */
// Marked pure: the islands' code imports the dictionaries' module graph and drops what it does not use.
export const serviceNames: Bilingual<Record<ServiceSlug, string>> = {
  en: /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ Object.entries(names).map(([slug, name]) => [slug, name.en]),
  ) as Record<ServiceSlug, string>,
  es: /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ Object.entries(names).map(([slug, name]) => [slug, name.es]),
  ) as Record<ServiceSlug, string>,
};
