/**
 * Every menu of the site, as data: the header (and the mobile menu, which lists the same), the
 * services mega-menu and the footer's columns. Entries are route-table page ids; their names
 * come from the dictionaries (`pageName`), so adding an entry is one line here, in both languages.
 */

import { siteConfig } from "#app/content/site/index.ts";
import {
  type Lang,
  type PageId,
  pathOf,
  type ServiceCategory,
  type ServicePageId,
  serviceCategories,
  servicePages,
} from "#app/lib/route-table.ts";

/**
 * The header's entries, in order. `services` opens the services menu (the mega-menu on wide
 * screens, a list in the mobile menu) instead of being a plain link. The tax calendar follows the
 * services: what a client comes back for, between what the firm does and who it is (issue 46).
 */
export const mainMenu = ["home", "services", "tax-calendar", "about"] as const satisfies readonly PageId[];

/** The header's button on wide screens; the mobile menu lists it after the main entries. */
export const headerAction = "contact" as const satisfies PageId;

/** The footer's columns: a short list of services (the first two of each category), and the firm's pages. */
export const footerMenus = {
  services: [
    ...serviceCategories.flatMap((category) =>
      servicePages
        .filter((s) => s.category === category)
        .slice(0, 2)
        .map((s) => `service/${s.slug}` as const),
    ),
    "services",
  ],
  company: ["about", "contact", "tax-calendar", "privacy", "terms"],
} as const satisfies Record<string, readonly PageId[]>;

/** A link of the services menu: a service page, or the insurance partner's site (a new tab). */
export type ServicesMenuLink = { page: ServicePageId; path: string } | { external: "insurance"; path: string };

export interface ServicesMenuColumn {
  category: ServiceCategory | "insurance";
  links: ServicesMenuLink[];
}

/** The services menu: one column per category of the route table, then Insurance. */
export function servicesMenu(lang: Lang): ServicesMenuColumn[] {
  return [
    ...serviceCategories.map((category) => ({
      category,
      links: servicePages
        .filter((s) => s.category === category)
        .map((s) => ({ page: `service/${s.slug}` as const, path: pathOf(`service/${s.slug}`, lang) })),
    })),
    { category: "insurance", links: [{ external: "insurance", path: siteConfig.insurancePartnerUrl }] },
  ];
}
