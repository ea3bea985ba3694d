/**
 * The firm's facts, in one place, so that the firm edits one file.
 *
 * Values marked SAMPLE are stand-ins the specification does not give (decisions.md 10): they use
 * reserved example domains and plainly made-up street numbers. Replace them with the firm's own
 * before launch.
 */

export const siteConfig = {
  /** Short brand, from the about page's path. */
  name: "NAIS",
  /** Longer name used in the footer and structured data. */
  legalName: "NAIS Bookkeeping & Tax Services",
  foundedYear: 2016,
  /** Absolute origin for canonical URLs, sitemaps and share cards; SITE_URL overrides it at build time. */
  defaultOrigin: "https://www.nais.example.com", // SAMPLE
  phone: {
    display: "1-877-737-1911",
    /** E.164 form for `tel:` links and structured data. */
    e164: "+18777371911",
  },
  email: "info@example.com", // SAMPLE
  offices: [
    {
      id: "mcclelland",
      street: "100 S McClelland St", // SAMPLE street number
      city: "Santa Maria",
      region: "CA",
      postalCode: "93454",
      country: "US",
    },
    {
      id: "broadway",
      street: "200 S Broadway", // SAMPLE street number
      city: "Santa Maria",
      region: "CA",
      postalCode: "93454",
      country: "US",
    },
  ],
  /** Opening hours, 24-hour clock. Sunday is by appointment only. */
  hours: {
    weekdays: { opens: "10:00", closes: "19:00" },
    saturday: { opens: "10:00", closes: "17:00" },
    sunday: { opens: "10:00", closes: "17:00", byAppointmentOnly: true },
  },
  social: {
    tiktok: "https://www.tiktok.com/@nais.example", // SAMPLE
    facebook: "https://www.facebook.com/nais.example", // SAMPLE
    instagram: "https://www.instagram.com/nais.example", // SAMPLE
  },
  parentCompany: { name: "NAIS Group", url: "https://group.example.com" }, // SAMPLE
  webDesigner: { name: "Example Web Studio", url: "https://studio.example.org" }, // SAMPLE
  insurancePartnerUrl: "https://insurance.example.com", // SAMPLE
  /** The team on the about page. SAMPLE names; credential ids are labelled in the dictionaries. */
  team: [
    { name: "Norma Alvarez", credentials: ["founder", "proadvisor", "caa"] },
    { name: "Isabel Sandoval", credentials: ["taxPreparer", "bilingual"] },
    { name: "Robert Chen", credentials: ["irsRepresentation", "taxPreparer"] },
    { name: "Maria de la Cruz", credentials: ["proadvisor", "bookkeeping", "bilingual"] },
    { name: "Luis Ortega", credentials: ["payroll", "bilingual"] },
    { name: "Emily Walker", credentials: ["proadvisor", "trainer"] },
  ],
} as const;

export type TeamCredential = (typeof siteConfig.team)[number]["credentials"][number];

export type Office = (typeof siteConfig.offices)[number];

export function telHref(): string {
  return `tel:${siteConfig.phone.e164}`;
}

export function mailtoHref(): string {
  return `mailto:${siteConfig.email}`;
}

/** A link that opens the office in the visitor's maps app (no third-party embed is loaded). */
export function directionsHref(office: Office): string {
  const query = `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}`;
}
