import type { ServicePageId, SitePageId } from "#app/lib/route-table.ts";
import type { Dictionary } from "./en.ts";

/** A page's name in the menus: a service page's from `serviceNames`, the others' from `nav.links`. */
export function pageName(dict: Dictionary, id: SitePageId | ServicePageId): string {
  return id.startsWith("service/")
    ? dict.serviceNames[id.slice("service/".length) as keyof Dictionary["serviceNames"]]
    : dict.nav.links[id as SitePageId];
}
