import type { IconName } from "~/components/service/content-icons";
import type { ServiceCategory } from "~/lib/route-table";
import type { Bilingual } from "./types";

/** A card of the services directory (content-catalogue.md 2.4 and 3). */
export interface DirectoryCard {
  /** Route-table id of the page it links to. */
  page: string;
  category: ServiceCategory;
  icon: IconName;
  name: string;
  description: string;
}

type CardText = Pick<DirectoryCard, "name" | "description">;

/**
 * The cards of content-catalogue.md 2.4, in its order, plus corporation-formation, which the
 * spec's list leaves out although the page exists: every service page has a card. The spec lists
 * tax-preparation twice; the second card is the self-employed (Schedule C) return, a distinct
 * offer served by the same page. (The spec says "26 cards" but its own list names 27 links.)
 */
const cards: { page: string; category: ServiceCategory; icon: IconName; text: Bilingual<CardText> }[] = [
  {
    page: "service/bookkeeping",
    category: "bookkeeping",
    icon: "BookOpen",
    text: {
      en: {
        name: "Bookkeeping",
        description: "Monthly reconciliations and financial statements for businesses with 1 to 50 employees.",
      },
      es: {
        name: "Contabilidad",
        description: "Conciliaciones mensuales y estados financieros para negocios de 1 a 50 empleados.",
      },
    },
  },
  {
    page: "service/virtual-bookkeeping",
    category: "bookkeeping",
    icon: "Cloud",
    text: {
      en: {
        name: "Virtual Bookkeeping",
        description: "Your books kept remotely in QuickBooks Online, with documents shared through our secure portal.",
      },
      es: {
        name: "Contabilidad Virtual",
        description:
          "Sus libros llevados a distancia en QuickBooks Online, con documentos compartidos por nuestro portal seguro.",
      },
    },
  },
  {
    page: "service/payroll",
    category: "bookkeeping",
    icon: "Users",
    text: {
      en: {
        name: "Payroll",
        description: "Paychecks, withholding, quarterly returns and W-2s for teams of 1 to 20 employees.",
      },
      es: {
        name: "Nómina",
        description:
          "Cheques de pago, retenciones, declaraciones trimestrales y formularios W-2 para equipos de 1 a 20 empleados.",
      },
    },
  },
  {
    page: "service/sales-taxes",
    category: "bookkeeping",
    icon: "ShoppingCart",
    text: {
      en: {
        name: "Sales Tax",
        description: "California seller's permits, sales and use tax returns with the CDTFA, and records that hold up.",
      },
      es: {
        name: "Impuesto sobre las Ventas",
        description:
          "Permisos de vendedor, declaraciones de impuesto sobre ventas y uso ante el CDTFA y registros en orden.",
      },
    },
  },
  {
    page: "service/tax-preparation",
    category: "tax",
    icon: "FileText",
    text: {
      en: {
        name: "Business Tax Preparation",
        description: "Returns for LLCs, partnerships and corporations, prepared early and filed on time.",
      },
      es: {
        name: "Impuestos para Negocios",
        description:
          "Declaraciones para LLC, sociedades y corporaciones, preparadas con tiempo y presentadas a tiempo.",
      },
    },
  },
  {
    page: "service/tax-preparation",
    category: "tax",
    icon: "Briefcase",
    text: {
      en: {
        name: "Self-Employed Tax Returns",
        description: "Schedule C returns, self-employment tax and quarterly estimates for contractors and gig workers.",
      },
      es: {
        name: "Impuestos para Trabajadores por Cuenta Propia",
        description:
          "Anexo C, impuesto de trabajo por cuenta propia y pagos estimados para contratistas y trabajadores independientes.",
      },
    },
  },
  {
    page: "service/corporation-tax",
    category: "tax",
    icon: "Building2",
    text: {
      en: {
        name: "Corporation Tax",
        description: "C and S corporation returns, California franchise tax and year-round compliance.",
      },
      es: {
        name: "Impuestos Corporativos",
        description:
          "Declaraciones de corporaciones C y S, impuesto de franquicia de California y cumplimiento todo el año.",
      },
    },
  },
  {
    page: "service/personal-tax",
    category: "tax",
    icon: "House",
    text: {
      en: {
        name: "Personal Tax",
        description: "Individual and family returns with every credit and deduction you qualify for.",
      },
      es: {
        name: "Impuestos Personales",
        description:
          "Declaraciones individuales y familiares con todos los créditos y deducciones que le corresponden.",
      },
    },
  },
  {
    page: "service/tax-audit-defense",
    category: "irs",
    icon: "Shield",
    text: {
      en: {
        name: "Tax Audit Defense",
        description: "Flat-fee defense in IRS and California audits, from the first letter to the final report.",
      },
      es: {
        name: "Defensa en Auditorías",
        description:
          "Defensa con tarifa fija en auditorías de la IRS y de California, desde la primera carta hasta el informe final.",
      },
    },
  },
  {
    page: "service/irs-audit-representation",
    category: "irs",
    icon: "Gavel",
    text: {
      en: {
        name: "IRS Audit Representation",
        description: "We deal with the IRS for you under a power of attorney, anywhere in the country.",
      },
      es: {
        name: "Representación en Auditorías de la IRS",
        description: "Tratamos con la IRS en su nombre mediante un poder legal, en cualquier parte del país.",
      },
    },
  },
  {
    page: "service/irs-payment-plan",
    category: "irs",
    icon: "CalendarCheck",
    text: {
      en: {
        name: "IRS Payment Plans",
        description: "Installment agreements of up to 72 months, set up in 1-2 weeks when the case is simple.",
      },
      es: {
        name: "Planes de Pago con la IRS",
        description: "Acuerdos de pago de hasta 72 meses, listos en 1 a 2 semanas cuando el caso es sencillo.",
      },
    },
  },
  {
    page: "service/offer-in-compromise",
    category: "irs",
    icon: "Handshake",
    text: {
      en: {
        name: "Offer in Compromise",
        description: "Settle a tax debt for less when you truly cannot pay it in full.",
      },
      es: {
        name: "Oferta en Compromiso",
        description: "Liquide una deuda de impuestos por menos cuando de verdad no puede pagarla completa.",
      },
    },
  },
  {
    page: "service/irs-scripts",
    category: "irs",
    icon: "MessageSquare",
    text: {
      en: {
        name: "IRS Scripts",
        description: "What to say when you call the IRS yourself, and when it is time to get a representative.",
      },
      es: {
        name: "Guiones para la IRS",
        description: "Qué decir cuando usted mismo llama a la IRS, y cuándo conviene buscar un representante.",
      },
    },
  },
  {
    page: "service/non-filed-tax-returns",
    category: "irs",
    icon: "FileWarning",
    text: {
      en: { name: "Non-Filed Tax Returns", description: "Catch up on missing years and stop penalties from growing." },
      es: {
        name: "Declaraciones No Presentadas",
        description: "Póngase al día con los años pendientes y evite que las multas sigan creciendo.",
      },
    },
  },
  {
    page: "service/payroll-tax-problems",
    category: "irs",
    icon: "TriangleAlert",
    text: {
      en: {
        name: "Payroll Tax Problems",
        description: "Unpaid Form 941 taxes, trust fund penalties and EDD notices resolved before they escalate.",
      },
      es: {
        name: "Problemas de Impuestos de Nómina",
        description:
          "Impuestos del Formulario 941 sin pagar, multas de fondos fiduciarios y avisos del EDD resueltos a tiempo.",
      },
    },
  },
  {
    page: "service/taxes-owed",
    category: "irs",
    icon: "Coins",
    text: {
      en: {
        name: "Taxes Owed",
        description: "A realistic plan for back taxes: penalty relief, payment plans or a settlement.",
      },
      es: {
        name: "Deudas de Impuestos",
        description: "Un plan realista para impuestos atrasados: alivio de multas, planes de pago o un arreglo.",
      },
    },
  },
  {
    page: "service/irs-liens",
    category: "irs",
    icon: "Stamp",
    text: {
      en: { name: "IRS Liens", description: "Release, withdrawal, subordination or discharge of a federal tax lien." },
      es: {
        name: "Gravámenes de la IRS",
        description: "Liberación, retiro, subordinación o exoneración de un gravamen federal de impuestos.",
      },
    },
  },
  {
    page: "service/irs-levies",
    category: "irs",
    icon: "Unlock",
    text: {
      en: {
        name: "IRS Levies",
        description: "Fast action on bank and wage levies, while the 21-day bank hold still runs.",
      },
      es: {
        name: "Embargos de la IRS",
        description:
          "Acción rápida ante embargos de cuentas y de salario, mientras corre la retención bancaria de 21 días.",
      },
    },
  },
  {
    page: "service/certified-acceptance-agent",
    category: "tax",
    icon: "IdCard",
    text: {
      en: {
        name: "ITIN Certified Acceptance Agent",
        description: "Form W-7 applications and renewals without mailing your original passport.",
      },
      es: {
        name: "Agente de Aceptación Certificado (ITIN)",
        description: "Solicitudes y renovaciones con el Formulario W-7 sin enviar su pasaporte original.",
      },
    },
  },
  {
    page: "service/small-business",
    category: "business",
    icon: "Store",
    text: {
      en: {
        name: "Small Business Services",
        description: "Bookkeeping, payroll and taxes in one monthly package for owners who want one trusted office.",
      },
      es: {
        name: "Servicios para Pequeñas Empresas",
        description:
          "Contabilidad, nómina e impuestos en un paquete mensual para dueños que quieren una sola oficina de confianza.",
      },
    },
  },
  {
    page: "service/new-business-formation",
    category: "business",
    icon: "Rocket",
    text: {
      en: {
        name: "New Business Formation",
        description: "From the idea to the first invoice: registration, permits, EIN, bank account and books.",
      },
      es: {
        name: "Apertura de Negocios",
        description: "De la idea a la primera factura: registro, permisos, EIN, cuenta bancaria y contabilidad.",
      },
    },
  },
  {
    page: "service/business-structure",
    category: "business",
    icon: "Layers",
    text: {
      en: {
        name: "Business Structure",
        description: "Sole proprietorship, LLC, S or C corporation: the liability and tax trade-offs, explained.",
      },
      es: {
        name: "Estructura Empresarial",
        description: "Negocio propio, LLC, corporación S o C: las ventajas de responsabilidad e impuestos, explicadas.",
      },
    },
  },
  {
    page: "service/ein-application",
    category: "business",
    icon: "Fingerprint",
    text: {
      en: {
        name: "EIN Application",
        description: "Your federal Employer Identification Number requested correctly, including for ITIN holders.",
      },
      es: {
        name: "Solicitud de EIN",
        description:
          "Su Número de Identificación del Empleador solicitado correctamente, también para personas con ITIN.",
      },
    },
  },
  {
    page: "service/corporation-formation",
    category: "business",
    icon: "Building",
    text: {
      en: {
        name: "Corporation Formation",
        description: "C or S corporation set up properly: articles, bylaws, shares, first minutes and state filings.",
      },
      es: {
        name: "Constitución de Corporaciones",
        description:
          "Su corporación C o S bien constituida: artículos, estatutos, acciones, primeras actas y trámites estatales.",
      },
    },
  },
  {
    page: "service/tax-strategy",
    category: "tax",
    icon: "Target",
    text: {
      en: {
        name: "Tax Strategy",
        description: "Year-round planning so the decisions you make in June lower the tax you owe in April.",
      },
      es: {
        name: "Estrategia Fiscal",
        description:
          "Planificación todo el año para que las decisiones de junio reduzcan el impuesto que paga en abril.",
      },
    },
  },
  {
    page: "service/quickbooks-setup",
    category: "quickbooks",
    icon: "Settings",
    text: {
      en: {
        name: "QuickBooks Setup",
        description: "A company file built right in 2-4 business days, with 30 days of support afterwards.",
      },
      es: {
        name: "Configuración de QuickBooks",
        description: "Su archivo de empresa bien configurado en 2 a 4 días hábiles, con 30 días de apoyo después.",
      },
    },
  },
  {
    page: "service/quickbooks-tips",
    category: "quickbooks",
    icon: "Lightbulb",
    text: {
      en: {
        name: "QuickBooks Tips",
        description: "Practical habits for bank feeds, reconciliations and reports that save hours every month.",
      },
      es: {
        name: "Consejos de QuickBooks",
        description:
          "Hábitos prácticos para las conexiones bancarias, conciliaciones y reportes que ahorran horas cada mes.",
      },
    },
  },
  {
    page: "service/quickbooks-courses",
    category: "quickbooks",
    icon: "GraduationCap",
    text: {
      en: {
        name: "QuickBooks Courses",
        description: "Group courses and one-on-one training from certified QuickBooks ProAdvisors.",
      },
      es: {
        name: "Cursos de QuickBooks",
        description: "Cursos en grupo y capacitación individual con asesores certificados QuickBooks ProAdvisor.",
      },
    },
  },
];

export const directoryCards: Bilingual<DirectoryCard[]> = {
  en: cards.map(({ text, ...card }) => ({ ...card, ...text.en })),
  es: cards.map(({ text, ...card }) => ({ ...card, ...text.es })),
};
