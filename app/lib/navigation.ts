import type { Dictionary } from "~/i18n";
import { type Lang, pageById, serviceCategories, servicePages } from "./route-table";
import { siteConfig } from "./site-config";

export interface MenuItem {
  name: string;
  path: string;
  external?: boolean;
}

export interface MenuCategory {
  id: string;
  category: string;
  items: MenuItem[];
}

/** The services mega-menu, derived from the route table: one column per category, plus Insurance. */
export function servicesMenu(lang: Lang, dict: Dictionary): MenuCategory[] {
  const categories = serviceCategories.map((category) => ({
    id: category,
    category: dict.nav.categories[category],
    items: servicePages
      .filter((s) => s.category === category)
      .map((s) => ({
        name: dict.serviceNames[s.slug],
        path: pageById(`service/${s.slug}`).path[lang],
      })),
  }));
  return [
    ...categories,
    {
      id: "insurance",
      category: dict.nav.categories.insurance,
      items: [{ name: dict.nav.insurance, path: siteConfig.insurancePartnerUrl, external: true }],
    },
  ];
}

/** Path of a site page in a language, by its route-table id. */
export function pathOf(id: string, lang: Lang): string {
  return pageById(id).path[lang];
}
