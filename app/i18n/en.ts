import type { QuickbooksCourseId, ServiceOption } from "#app/contact-form/contact-contract.ts";
import { credentialNames } from "#app/content/credential-names.ts";
import { fillAll } from "#app/content/data/placeholders.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { siteFactValues } from "#app/content/site/facts.ts";
import type { ServiceCategory, SitePageId } from "#app/lib/route-table.ts";
import interfaceWords from "#content/pages/interface.json" with { type: "json" };

/**
 * English UI strings: the source type of every dictionary. Spanish must satisfy `Dictionary`,
 * so a missing translation fails the type-check. Page copy lives in `content/pages/`, and so do
 * the interface's sentences (`words`: `content/pages/interface.json`, schema in app/content/interface/schema.ts).
 *
 * Built in a call marked pure: the browser's build drops the dictionaries
 * (app/islands/island-site.ts), and reading and spreading the file's words at the top of the
 * module would keep them in every island's script.
 */
export const en = /* @__PURE__ */ (() => {
  // The sentences name the firm's facts by placeholder ({{site.phone}}: app/content/site/facts.ts).
  const facts = siteFactValues("en");
  const words = fillAll(interfaceWords.en, facts, "content/pages/interface.json", "en");
  return {
    site: words.site,
    nav: {
      mainLabel: "Main",
      /** The names of the site's pages in the menus and breadcrumbs (service pages: `serviceNames`). */
      links: {
        home: "Home",
        services: "Services",
        about: "About Us",
        contact: "Contact",
        "tax-calendar": "Tax Calendar",
        privacy: "Privacy Policy",
        terms: "Terms of Service",
      } satisfies Record<SitePageId, string>,
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
      /** The offer in the other language, then the same in this page's language (the banner speaks both languages). */
      text: "¿Prefiere español? Esta página también está en español.",
      textInPageLanguage: "Prefer Spanish? This page is also available in Spanish.",
      action: "Ver en español",
      dismiss: "No, gracias",
    },
    serviceNames: serviceNames.en,
    hours: {
      title: "Hours",
      weekdays: "Monday–Friday",
      saturday: "Saturday",
      sunday: "Sunday",
      byAppointment: "by appointment only",
      closed: "Closed",
    },
    footer: {
      ...words.footer,
      contactTitle: "Contact",
      officesTitle: "Offices",
      servicesTitle: "Services",
      companyTitle: "Company",
      followUs: "Follow us",
      rights: "All rights reserved.",
      partOf: "A member of",
      designedBy: "Website by",
      phoneLabel: facts["site.phoneKind"],
      emailLabel: "E-mail",
      /** The link to the client portal's sign-in page (site configuration). */
      clientPortal: "Client portal",
    },
    common: {
      backToTop: "Back to top",
      notifications: "Notifications",
      close: "Close",
      scheduleConsultation: "Schedule a Consultation",
      exploreServices: "Explore Our Services",
      callNow: "Call",
    },
    directory: {
      ...words.directory,
      eyebrow: "Services",
      filterLabel: "Filter services",
      tabs: {
        all: "All",
        bookkeeping: "Bookkeeping",
        tax: "Tax",
        irs: "IRS",
        business: "Business",
        quickbooks: "QuickBooks",
      },
      sections: {
        bookkeeping: "Bookkeeping Services",
        tax: "Tax Services",
        irs: "IRS & Audit Services",
        business: "Business Services",
        quickbooks: "QuickBooks Expertise",
      },
      searchLabel: "Search services",
      searchPlaceholder: "Search by name or description…",
      clearSearch: "Clear search",
      results: "{count} services shown",
      emptyCategory: "No {category} services match your search criteria",
      emptyAll: "No services match your search criteria",
      learnMore: "Learn more",
    },
    legal: { contents: "Contents", effective: "Effective date" },
    /** The tax calendar page (app/components/tax-calendar/) and its calendar feeds. */
    taxCalendar: {
      eyebrow: "Tax calendar",
      title: "Tax deadlines for the next twelve months",
      lead: "Federal and California due dates for individuals, businesses and employers, from {from} to {to}. Each one links to the service that helps with it.",
      metaDescription:
        "Federal and California tax deadlines for individuals, businesses and employers for the next twelve months, with calendar feeds for your phone.",
      filterLabel: "Show the deadlines for",
      audiences: {
        all: "All",
        individuals: "Individuals",
        businesses: "Businesses",
        employers: "Employers",
      },
      businessDayRule:
        "A deadline that falls on a weekend or a legal holiday moves to the next business day: the dates below already show it.",
      agencies: {
        IRS: "IRS",
        SSA: "Social Security Administration",
        FinCEN: "FinCEN",
        FTB: "Franchise Tax Board (FTB)",
        EDD: "EDD",
        SOS: "California Secretary of State",
        CalSavers: "CalSavers",
      },
      movedFrom: "Moved from {date}",
      postponed: "Postponed to {date} in {counties}",
      amount: "{amount} for tax year {year}",
      serviceLink: "How we help: {service}",
      contactLink: "Ask us about this deadline",
      source: "Official source",
      remindersTitle: "Dates that depend on your business",
      remindersLead:
        "These deadlines count from the month your business was formed or registered, so they are not the same for everyone.",
      subscribeTitle: "Add the deadlines to your calendar",
      subscribeLead:
        "Subscribe once and your calendar keeps itself up to date, with a reminder a week before each deadline.",
      subscribeApple: "Apple Calendar",
      subscribeGoogle: "Google Calendar",
      subscribeOutlook: "Outlook",
      download: "Download .ics file",
    },
    /** Credentials of the person who represents clients before the IRS (site config `representative`). */
    credentials: credentialNames.en,
    quickbooks: {
      ...words.quickbooks,
      viewDetails: "View Details",
      registerInterest: "Register Interest",
      overview: "Overview",
      outcomes: "What you will learn",
      curriculum: "Curriculum",
      requirements: "Requirements",
      pricing: "Pricing options",
      duration: "Duration",
      starts: "Starts",
      price: "Price",
      detailsOf: "View Details: {title}",
      waitlistLabel: "E-mail address",
      waitlistButton: "Join the Waitlist",
      waitlistSending: "Joining...",
      waitlistInvalidTitle: "Please enter a valid email address",
      waitlistInvalidText: "We need a valid email to add you to our waitlist",
      waitlistFailed: "Could not send waitlist signup. Please try again later.",
      honeypot: "Leave this field empty",
    },
    servicePage: {
      ...words.servicePage,
      step: "Step",
      breadcrumb: "Breadcrumb",
    },
    sampleContent: {
      /** The notice's landmark name. */
      label: "Sample content",
      notice:
        "Please note: this is a preview. The names, testimonials and some facts on this site are samples, not yet the firm's real information.",
      testimonial: "Sample testimonial",
    },
    carousel: {
      label: "Client testimonials",
      slide: "Testimonial {n} of {total}",
      goTo: "Show testimonial {n}",
      previous: "Previous testimonial",
      next: "Next testimonial",
    },
    contactPage: {
      ...words.contactPage,
      officesLabel: "Offices",
      phoneLabel: facts["site.phoneKind"],
      emailLabel: "General information",
      directions: "Get directions",
      directionsTo: "Get directions to {street} (opens in a new tab)",
    },
    form: {
      ...words.form,
      requiredNote: "Fields marked * are required.",
      name: "Full name",
      email: "E-mail address",
      phone: "Phone number",
      service: "Service of interest",
      selectService: "Select a service",
      message: "Message",
      courses: "Which QuickBooks courses interest you?",
      honeypot: "Leave this field empty",
      submit: "Send Message",
      sending: "Sending...",
      serviceLabels: {
        Bookkeeping: "Bookkeeping",
        "Tax Preparation": "Tax Preparation",
        "IRS Help": "IRS Help",
        "QuickBooks Training": "QuickBooks Training",
        "New Business Setup": "New Business Setup",
      } satisfies Record<ServiceOption, string>,
      courseLabels: {
        "qb-basics": "QuickBooks Fundamentals",
        "qb-advanced": "Advanced QuickBooks Features",
        "one-on-one": "Personalized QuickBooks Training",
        "qb-setup": "QuickBooks Setup & Configuration",
        "qb-tips": "QuickBooks Tips & Tricks Workshop",
      } satisfies Record<QuickbooksCourseId, string>,
      sendAnother: "Send Another Message",
      toastSuccessTitle: "Message sent successfully",
      toastSuccessText: "We'll get back to you as soon as possible",
      errorTitle: "There was a problem sending your message",
      errorDefault: "Failed to send message",
      errorRateLimited:
        "Too many messages were sent from your connection just now. Please wait a minute and try again.",
      errorUnexpected: "An unexpected error occurred",
      errorNetwork: "We could not reach our server. Please check your internet connection and try again.",
      errorEmpty:
        "We couldn't send your message at this time. Please try again or contact us directly via phone or email.",
      errorAlternatives: "You can also reach us directly:",
      toastErrorTitle: "Failed to send message",
      toastErrorText: "Please try again or contact us directly",
      close: "Close",
      tryAgain: "Try Again",
    },
    contactForm: {
      errors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        service: "Please select a service",
        message: "Message must be at least 10 characters",
        tooLong: "This is longer than we can accept. Please shorten it.",
      },
      /** Answers of the e-mail function, in the visitor's language. */
      server: {
        sent: "Thank you. Your message was sent and we will get back to you as soon as possible.",
        queued: "Thank you. We received your message and will get back to you as soon as possible.",
        invalid: "Some of the information could not be accepted. Please check the form and try again.",
        tooLarge: "Your message is too long to send. Please shorten it and try again.",
        notJson: "The form could not be read. Please reload the page and try again.",
        methodNotAllowed: "This address only accepts messages sent from the contact form.",
        forbidden: "Please send your message from the contact form on our website.",
        rateLimited: "You have sent several messages in a short time. Please wait a few minutes and try again.",
        tokenExpired:
          "This form was open for a long time, so we renewed it. Your message is still in the form: please send it again.",
        deliveryFailed: "We could not send your message right now. Please call us at {phone} or e-mail {email}.",
        unexpected: "Something went wrong on our side. Please try again, or call us at {phone}.",
      },
    },
    formResult: {
      ...words.formResult,
      checkRules: [
        "Name must be at least 2 characters",
        "Please enter a valid email address",
        "Please select a service",
        "Message must be at least 10 characters",
      ],
      backToForm: "Back to the contact form",
      backHome: "Return to Homepage",
      orCall: "You can also call us at {phone}.",
    },
    notFound: {
      ...words.notFound,
      button: "Return to Homepage",
    },
    errorBoundary: words.errorBoundary,
  };
})();

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
