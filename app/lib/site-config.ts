import { sample } from "./sample.ts";

/**
 * The firm's facts, in one place, so that the firm edits one file.
 *
 * Facts the specification does not give are stand-ins wrapped in
 * `sample(value, "what to supply")` (docs/decisions/008): reserved example domains, plainly made-up
 * street numbers and names. Replace each whole `sample(…)` call with the firm's own value;
 * `npm run check:launch` lists those left, and a production build refuses to finish until none remain.
 */

/** The credential that lets a person represent any taxpayer before the IRS (Circular 230). */
export type RepresentativeCredential = "enrolledAgent" | "cpa" | "attorney";

// Typed here rather than inferred inside `as const`, so that the firm's values keep these plain types.
/** Who represents clients before the IRS beyond returns the firm prepared (Form 2848). */
const representative: { name: string; credential: RepresentativeCredential } = {
  name: sample("Robert Chen", "the full name of the person who signs Form 2848 and represents clients before the IRS"),
  credential: sample(
    "enrolledAgent",
    'that person\'s credential: "enrolledAgent", "cpa" or "attorney" (the one on their Form 2848)',
  ),
};

/** Credential ids a team member may show; their labels are `credentialLabels` in app/content/about/en.ts and es.ts. */
export type TeamCredential =
  | "founder"
  | "proadvisor"
  | "caa"
  | "taxPreparer"
  | "bilingual"
  | "enrolledAgent"
  | "bookkeeping"
  | "payroll"
  | "trainer"
  | "quickbooksOnlineCertified"
  | "quickbooksDesktopCertified";

/** How Spanish titles refer to a person: "Fundadora", "Fundador", or "Fundador(a)" when they prefer neither. */
export type GrammaticalForm = "feminine" | "masculine" | "neutral";

export interface TeamMember {
  name: string;
  /** The form of their Spanish titles, as the person asks to be named. */
  form: GrammaticalForm;
  credentials: readonly TeamCredential[];
}

/** The team on the about page, typed here so that the firm's own team keeps the same types. */
const team: readonly TeamMember[] = [
  sample(
    { name: "Norma Alvarez", form: "feminine", credentials: ["founder", "proadvisor", "caa"] },
    "a team member's full name, the form of their Spanish titles (feminine, masculine or neutral) and credential ids (labelled by credentialLabels in app/content/about/en.ts and es.ts), as they agree to be shown",
  ),
  sample(
    { name: "Isabel Sandoval", form: "feminine", credentials: ["taxPreparer", "bilingual"] },
    "a team member's full name, the form of their Spanish titles (feminine, masculine or neutral) and credential ids (labelled by credentialLabels in app/content/about/en.ts and es.ts), as they agree to be shown",
  ),
  sample(
    { name: "Robert Chen", form: "masculine", credentials: ["enrolledAgent", "taxPreparer"] },
    "a team member's full name, the form of their Spanish titles (feminine, masculine or neutral) and credential ids (labelled by credentialLabels in app/content/about/en.ts and es.ts), as they agree to be shown",
  ),
  sample(
    {
      name: "Maria de la Cruz",
      form: "feminine",
      credentials: ["proadvisor", "quickbooksOnlineCertified", "bookkeeping", "bilingual"],
    },
    "a team member's full name, the form of their Spanish titles (feminine, masculine or neutral) and credential ids (labelled by credentialLabels in app/content/about/en.ts and es.ts), as they agree to be shown",
  ),
  sample(
    { name: "Luis Ortega", form: "masculine", credentials: ["payroll", "bilingual"] },
    "a team member's full name, the form of their Spanish titles (feminine, masculine or neutral) and credential ids (labelled by credentialLabels in app/content/about/en.ts and es.ts), as they agree to be shown",
  ),
  sample(
    {
      name: "Emily Walker",
      form: "feminine",
      credentials: ["proadvisor", "quickbooksOnlineCertified", "quickbooksDesktopCertified", "trainer"],
    },
    "a team member's full name, the form of their Spanish titles (feminine, masculine or neutral) and credential ids (labelled by credentialLabels in app/content/about/en.ts and es.ts), as they agree to be shown",
  ),
];

/**
 * Where clients sign in to exchange documents. The copy links every mention of "the portal" to
 * `url`, and states its encryption only as `encryptionBits` says (null: the copy says nothing of it).
 */
export interface ClientPortal {
  /** The provider's sign-in page for the firm's clients (https). */
  url: string;
  /** The company that runs the portal, as named in the privacy policy. */
  provider: string;
  /** The key length the provider states for files in transit and at rest (e.g. 256 for AES-256), or null. */
  encryptionBits: number | null;
}

const clientPortal: ClientPortal = {
  url: sample(
    "https://portal.example.com/nais/sign-in",
    "the address of the client portal's sign-in page, exactly as the provider gives it (https)",
  ),
  provider: sample("Example Portal", "the name of the company that runs the client portal"),
  encryptionBits: sample(
    256,
    "the encryption the portal's provider states in writing for stored and sent files (256 for AES-256), or null so the copy makes no claim",
  ),
};

/** A price range the firm quotes, in whole US dollars. */
export interface PriceRange {
  from: number;
  to: number;
}

/** The firm's own prices as the service pages quote them (not the law's fees: those are in tax-figures.ts). */
const prices: { smallBusinessMonthly: PriceRange; formationPackage: PriceRange } = {
  smallBusinessMonthly: sample(
    { from: 250, to: 1_000 },
    "the range of the firm's monthly small-business packages (bookkeeping, payroll, filings), in dollars, as quoted on the small-business page",
  ),
  formationPackage: sample(
    { from: 500, to: 1_500 },
    "the range of the firm's business and corporation formation packages, in dollars (state fees apart), as quoted on the new-business and corporation formation pages",
  ),
};

/** California: a paid preparer who is not an EA, CPA or attorney must be registered with CTEC. */
const ctec: { registered: boolean } = {
  registered: sample(
    true,
    "true if every preparer at the firm who is not an EA, CPA or attorney is registered with CTEC; false otherwise",
  ),
};

export const siteConfig = {
  /** Short brand, from the about page's path. */
  name: "NAIS",
  /** Longer name used in the footer, the legal pages and structured data. */
  legalName: sample(
    "NAIS Bookkeeping & Tax Services",
    "the firm's legal name exactly as registered (California Secretary of State or county fictitious business name), as it should appear in the footer, the legal pages and search results",
  ),
  foundedYear: 2016,
  /** Absolute origin for canonical URLs, sitemaps and share cards; SITE_URL overrides it at build time. */
  defaultOrigin: sample(
    "https://www.nais.example.com",
    "the site's own address, https and no trailing slash (e.g. https://www.yourfirm.com)",
  ),
  phone: {
    display: "1-877-737-1911",
    /** E.164 form for `tel:` links and structured data. */
    e164: "+18777371911",
  },
  email: sample(
    "info@example.com",
    "the firm's general e-mail address; it is shown on every page and receives the contact form (MAIL_TO defaults to it)",
  ),
  offices: [
    {
      id: "mcclelland",
      street: sample("100 S McClelland St", "the McClelland office's street address (number and street, suite if any)"),
      city: "Santa Maria",
      region: "CA",
      postalCode: "93454",
      country: "US",
    },
    {
      id: "broadway",
      street: sample("200 S Broadway", "the Broadway office's street address (number and street, suite if any)"),
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
    tiktok: sample("https://www.tiktok.com/@nais.example", "the firm's TikTok profile URL"),
    facebook: sample("https://www.facebook.com/nais.example", "the firm's Facebook page URL"),
    instagram: sample("https://www.instagram.com/nais.example", "the firm's Instagram profile URL"),
  },
  parentCompany: sample(
    { name: "NAIS Group", url: "https://group.example.com" },
    "the parent company's name and website, as linked in the footer",
  ),
  webDesigner: sample(
    { name: "Example Web Studio", url: "https://studio.example.org" },
    "the web designer's name and website for the footer credit",
  ),
  insurancePartnerUrl: sample(
    "https://insurance.example.com",
    "the insurance partner's website, linked as Insurance in the services menu",
  ),
  /** Who represents clients before the IRS beyond returns the firm prepared (Form 2848). */
  representative,
  /** California: a paid preparer who is not an EA, CPA or attorney must be registered with CTEC. */
  ctec,
  /** The team on the about page. */
  team,
  /** The secure client portal: the footer's link and every mention of it in the copy. */
  clientPortal,
  /** The firm's prices quoted in the copy. */
  prices,
} as const;

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
