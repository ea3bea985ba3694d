import type { ServiceCategory, ServiceSlug } from "~/lib/route-table";

/**
 * English UI strings: the source type of every dictionary. Spanish must satisfy `Dictionary`,
 * so a missing translation fails the type-check. Page copy lives in `app/content/`.
 */
export const en = {
  site: {
    tagline: "Bookkeeping & Tax Services in Santa Maria, CA",
    description:
      "Bilingual bookkeeping, payroll, tax preparation, IRS representation, business formation and QuickBooks training for Santa Maria and the Central Coast.",
  },
  nav: {
    mainLabel: "Main",
    home: "Home",
    services: "Services",
    about: "About Us",
    contact: "Contact",
    callUs: "Call us",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    allServices: "All services",
    insurance: "Business & Personal Insurance",
    opensInNewTab: "(opens in a new tab)",
    skipToContent: "Skip to main content",
    categories: {
      bookkeeping: "Bookkeeping",
      tax: "Tax",
      irs: "IRS and Audit",
      business: "Business",
      quickbooks: "QuickBooks",
      insurance: "Insurance",
    } satisfies Record<ServiceCategory | "insurance", string>,
  },
  theme: {
    toggle: "Dark theme",
  },
  language: {
    /** The toggle shows the other language's code. */
    toggleCode: "ES",
    toggleLabel: "Ver esta página en español",
    toggleLang: "es",
  },
  languageBanner: {
    text: "¿Prefiere español? Esta página también está en español.",
    action: "Ver en español",
    dismiss: "No, gracias",
  },
  pages: {
    home: "Home",
    about: "About Us",
    services: "Services",
    contact: "Contact Us",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
  },
  serviceNames: {
    bookkeeping: "Bookkeeping Services",
    "virtual-bookkeeping": "Virtual Bookkeeping",
    payroll: "Payroll Services",
    "sales-taxes": "Sales Tax Services",
    "tax-preparation": "Business Tax Preparation",
    "corporation-tax": "Corporation Tax",
    "personal-tax": "Personal Tax Services",
    "tax-strategy": "Tax Strategy",
    "certified-acceptance-agent": "Certified Acceptance Agent (ITIN)",
    "tax-audit-defense": "Tax Audit Defense",
    "irs-audit-representation": "IRS Audit Representation",
    "irs-payment-plan": "IRS Payment Plans",
    "offer-in-compromise": "Offer in Compromise",
    "irs-scripts": "IRS Scripts for Self-Representation",
    "non-filed-tax-returns": "Non-Filed Tax Returns",
    "payroll-tax-problems": "Payroll Tax Problems",
    "taxes-owed": "Tax Debt Resolution",
    "irs-liens": "IRS Tax Liens",
    "irs-levies": "IRS Levies",
    "small-business": "Small Business Services",
    "new-business-formation": "New Business Formation",
    "business-structure": "Business Structure",
    "ein-application": "EIN Application",
    "corporation-formation": "Corporation Formation",
    "quickbooks-courses": "QuickBooks Courses",
    "quickbooks-setup": "QuickBooks Setup",
    "quickbooks-tips": "QuickBooks Tips",
  } satisfies Record<ServiceSlug, string>,
  hours: {
    title: "Hours",
    weekdays: "Monday–Friday",
    saturday: "Saturday",
    sunday: "Sunday",
    byAppointment: "by appointment only",
  },
  footer: {
    blurb:
      "Bilingual bookkeeping, payroll, tax and IRS help for families and small businesses in Santa Maria and across the Central Coast, since 2016.",
    contactTitle: "Contact",
    officesTitle: "Offices",
    servicesTitle: "Services",
    companyTitle: "Company",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    followUs: "Follow us",
    rights: "All rights reserved.",
    partOf: "A member of",
    designedBy: "Website by",
    phoneLabel: "Toll-free",
    emailLabel: "E-mail",
  },
  common: {
    loading: "Loading...",
    backToTop: "Back to top",
    notifications: "Notifications",
    close: "Close",
    scheduleConsultation: "Schedule a Consultation",
    exploreServices: "Explore Our Services",
    callNow: "Call",
  },
  notFound: {
    title: "Page Not Found",
    text: "The page you are looking for does not exist or has been moved.",
    button: "Return to Homepage",
    metaDescription: "This page does not exist or has been moved.",
  },
  errorBoundary: {
    title: "Something went wrong",
    text: "This page could not be shown. Please reload it, or call us if the problem continues.",
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
