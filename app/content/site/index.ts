import { parseContent } from "#app/content/data/parse.ts";
import { e164 } from "#app/content/schema/fields.ts";
import { team } from "#app/content/team/index.ts";
import siteData from "#content/site.json" with { type: "json" };
import { siteSchema } from "./schema.ts";

/**
 * The firm's facts, read from `content/site.json`, and the team, read from `content/team.json`
 * (app/content/team/index.ts), which staff edit in the editor at /admin (docs/decisions/019).
 * Values still marked as samples there are listed by `npm run check:launch`, and a production
 * build refuses to finish until none remain (docs/decisions/008). This module gives the rest of
 * the code the facts in the shape it reads.
 */

export type { RepresentativeCredential } from "./schema.ts";

const site = parseContent("content/site.json", siteSchema, siteData);

export const siteConfig = {
  ...site,
  /** Absolute origin for canonical URLs, sitemaps and share cards; SITE_URL overrides it at build time. */
  defaultOrigin: site.defaultOrigin,
  phone: {
    display: site.phone,
    /** E.164 form for `tel:` links and structured data. */
    e164: e164(site.phone),
  },
  /** The team on the about page. */
  team,
};

export type Office = (typeof siteConfig.offices)[number];

export function telHref(): string {
  return `tel:${siteConfig.phone.e164}`;
}

export function mailtoHref(): string {
  return `mailto:${siteConfig.email}`;
}

/**
 * How to reach the firm, as an island gets it in its props: an island's code does not import this
 * module, whose every fact (and every sample's note) would ship to the browser with it.
 */
export interface FirmReach {
  phone: string;
  tel: string;
  email: string;
  mailto: string;
}

export function firmReach(): FirmReach {
  return { phone: siteConfig.phone.display, tel: telHref(), email: siteConfig.email, mailto: mailtoHref() };
}

/** A link that opens the office in the visitor's maps app (no third-party embed is loaded). */
export function directionsHref(office: Office): string {
  const query = `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}`;
}
