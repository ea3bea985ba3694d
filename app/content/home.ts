import type { IconName } from "~/components/service/content-icons";
import type { Bilingual, Testimonial } from "./types";

export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  /** Route-table id of the page the card links to. */
  link: string;
  buttonText: string;
  mostPopular?: boolean;
}

export interface Benefit {
  icon: IconName;
  title: string;
  description: string;
}

export interface Credential {
  icon: IconName;
  title: string;
  description: string;
}

export interface HomeContent {
  metaTitle: string;
  metaDescription: string;
  hero: { eyebrow: string; headline: string; lead: string; trustPoints: string[] };
  services: { eyebrow: string; title: string; lead: string; mostPopular: string; cards: ServiceCard[] };
  why: {
    eyebrow: string;
    title: string;
    lead: string;
    videoLabel: string;
    videoFallback: string;
    benefits: Benefit[];
  };
  certifications: {
    eyebrow: string;
    title: string;
    lead: string;
    credentials: Credential[];
    badgesTitle: string;
    badges: [string, string, string];
  };
  testimonials: { title: string; items: Testimonial[] };
  cta: { title: string; text: string };
}

export const homeContent: Bilingual<HomeContent> = {
  en: {
    metaTitle: "NAIS — Bookkeeping & Tax Services in Santa Maria, CA",
    metaDescription:
      "Bilingual bookkeeping, payroll, tax preparation and IRS help in Santa Maria, CA. QuickBooks ProAdvisors and ITIN acceptance agents. Free consultation.",
    hero: {
      eyebrow: "Santa Maria, California · Since 2016",
      headline: "Bookkeeping and tax services you can understand, in English or Spanish",
      lead: "We keep your books, run your payroll, prepare your returns and stand beside you when the IRS writes — so you can get back to your business and your family.",
      trustPoints: [
        "Free consultation",
        "QuickBooks ProAdvisor certified",
        "IRS Certified Acceptance Agent",
        "Hablamos español",
      ],
    },
    services: {
      eyebrow: "Our services",
      title: "Everything your books and taxes need, under one roof",
      lead: "From the first receipt of a new business to a letter from the IRS, one bilingual team handles it.",
      mostPopular: "Most Popular",
      cards: [
        {
          title: "Bookkeeping Services",
          description:
            "Monthly bookkeeping, bank reconciliations and clear financial statements, so you always know where your business stands.",
          icon: "BookOpen",
          link: "service/bookkeeping",
          buttonText: "Explore bookkeeping",
        },
        {
          title: "Tax Preparation",
          description:
            "Business and personal returns prepared carefully and filed on time, with every deduction and credit you are entitled to.",
          icon: "FileText",
          link: "service/tax-preparation",
          buttonText: "Explore tax preparation",
        },
        {
          title: "IRS Representation",
          description:
            "Audits, back taxes, liens and levies: we speak to the IRS for you and work out a plan you can live with, anywhere in the country.",
          icon: "ShieldCheck",
          link: "service/irs-audit-representation",
          buttonText: "Get IRS help",
        },
        {
          title: "Business Services",
          description: "Choosing an LLC or corporation, getting your EIN and setting up the books right from day one.",
          icon: "Briefcase",
          link: "service/new-business-formation",
          buttonText: "Start your business",
        },
        {
          title: "Certified Acceptance Agent (CAA)",
          description:
            "ITIN applications and renewals with Form W-7, and no need to mail your original passport to the IRS.",
          icon: "IdCard",
          link: "service/certified-acceptance-agent",
          buttonText: "Apply for an ITIN",
        },
        {
          title: "QuickBooks Courses",
          description:
            "Hands-on QuickBooks training from certified ProAdvisors: group courses, one-on-one sessions and setup help.",
          icon: "GraduationCap",
          link: "service/quickbooks-courses",
          buttonText: "See the courses",
          mostPopular: true,
        },
      ],
    },
    why: {
      eyebrow: "Why NAIS",
      title: "A local firm that explains things plainly",
      lead: "Since 2016, families and small businesses on the Central Coast have trusted us with their numbers. Here is why they stay.",
      videoLabel: "Video: why clients choose NAIS",
      videoFallback: "Your browser cannot play this video. The same points are listed beside it.",
      benefits: [
        {
          icon: "Languages",
          title: "Fully bilingual",
          description:
            "Every conversation, document and explanation in English or Spanish — whichever you are most comfortable with.",
        },
        {
          icon: "BadgeCheck",
          title: "QuickBooks ProAdvisors",
          description:
            "Certified QuickBooks ProAdvisors set up, clean up and teach the software small businesses run on.",
        },
        {
          icon: "Scale",
          title: "Flat-fee audit pricing",
          description:
            "Audit defense at a flat fee agreed up front, so a letter from the IRS does not become an open-ended bill.",
        },
        {
          icon: "Lock",
          title: "Secure client portal",
          description:
            "Share tax documents through our client portal with 256-bit encryption instead of e-mail attachments.",
        },
        {
          icon: "Handshake",
          title: "Free first consultation",
          description:
            "Tell us what is going on and we will tell you honestly what we can do and what it will cost — at no charge.",
        },
        {
          icon: "Globe",
          title: "IRS help nationwide",
          description:
            "Based in Santa Maria, we represent taxpayers before the IRS in every state, by phone and secure portal.",
        },
      ],
    },
    certifications: {
      eyebrow: "Credentials",
      title: "Certified to handle what matters",
      lead: "The credentials behind the work, so you know who is looking after your numbers.",
      credentials: [
        {
          icon: "IdCard",
          title: "IRS Certified Acceptance Agent",
          description:
            "Authorized by the IRS to verify identity documents for ITIN applications, so originals stay with you.",
        },
        {
          icon: "Award",
          title: "QuickBooks ProAdvisor",
          description:
            "Certified in QuickBooks Online and Desktop, for setup, clean-up, training and year-round support.",
        },
        {
          icon: "Landmark",
          title: "IRS representation",
          description:
            "We represent clients before the IRS under a signed power of attorney, from audits to collection.",
        },
        {
          icon: "Lock",
          title: "Data security",
          description:
            "A secure client portal with 256-bit encryption and written procedures for handling taxpayer data.",
        },
      ],
      badgesTitle: "QuickBooks certifications",
      badges: ["QuickBooks ProAdvisor", "QuickBooks Online certified", "QuickBooks Desktop certified"],
    },
    testimonials: {
      title: "What our clients say",
      items: [
        {
          quote:
            "For years I did my own books in a notebook. NAIS set me up in QuickBooks, explained every report in Spanish to my mother, and now we close each month in a day.",
          name: "Rosa M.",
          position: "Owner, family bakery",
        },
        {
          quote:
            "I had four years of unfiled returns and was afraid to open my mail. They got every year filed, set up a payment plan, and I finally sleep at night.",
          name: "Daniel K.",
          position: "Independent contractor",
        },
        {
          quote:
            "They handled my ITIN with a Certified Acceptance Agent, so I never had to mail my passport. Clear, fast and always answered the phone.",
          name: "Guadalupe R.",
          position: "Farm crew supervisor",
        },
      ],
    },
    cta: {
      title: "Ready to get your books and taxes in order?",
      text: "Book a free consultation or call us today. We answer in English and Spanish, and we will tell you plainly what you need.",
    },
  },
  es: {
    metaTitle: "NAIS — Contabilidad e impuestos en Santa María, CA",
    metaDescription:
      "Contabilidad, nóminas, impuestos y ayuda con la IRS en español e inglés en Santa María, CA. Asesores QuickBooks y agentes ITIN. Consulta gratuita.",
    hero: {
      eyebrow: "Santa María, California · Desde 2016",
      headline: "Contabilidad e impuestos explicados con claridad, en español o en inglés",
      lead: "Llevamos sus libros, procesamos su nómina, preparamos sus declaraciones y le acompañamos cuando la IRS le escribe, para que usted se dedique a su negocio y a su familia.",
      trustPoints: [
        "Consulta gratuita",
        "Certificados como QuickBooks ProAdvisor",
        "Agente de Aceptación Certificado por la IRS",
        "Atención también en inglés",
      ],
    },
    services: {
      eyebrow: "Nuestros servicios",
      title: "Todo lo que necesitan sus cuentas e impuestos, en un solo lugar",
      lead: "Desde el primer recibo de un negocio nuevo hasta una carta de la IRS, un mismo equipo bilingüe se encarga.",
      mostPopular: "Más Popular",
      cards: [
        {
          title: "Servicios de Contabilidad",
          description:
            "Contabilidad mensual, conciliaciones bancarias y estados financieros claros, para que siempre sepa cómo va su negocio.",
          icon: "BookOpen",
          link: "service/bookkeeping",
          buttonText: "Ver contabilidad",
        },
        {
          title: "Preparación de Impuestos",
          description:
            "Declaraciones de negocio y personales preparadas con cuidado y presentadas a tiempo, con todas las deducciones y créditos que le corresponden.",
          icon: "FileText",
          link: "service/tax-preparation",
          buttonText: "Ver preparación de impuestos",
        },
        {
          title: "Representación ante la IRS",
          description:
            "Auditorías, impuestos atrasados, gravámenes y embargos: hablamos con la IRS por usted y buscamos un arreglo que pueda cumplir, en cualquier parte del país.",
          icon: "ShieldCheck",
          link: "service/irs-audit-representation",
          buttonText: "Pedir ayuda con la IRS",
        },
        {
          title: "Servicios para Negocios",
          description:
            "Cómo elegir entre LLC o corporación, obtener su EIN y organizar la contabilidad bien desde el primer día.",
          icon: "Briefcase",
          link: "service/new-business-formation",
          buttonText: "Abrir su negocio",
        },
        {
          title: "Agente de Aceptación Certificado (CAA)",
          description:
            "Solicitudes y renovaciones de ITIN con el Formulario W-7, sin tener que enviar su pasaporte original a la IRS.",
          icon: "IdCard",
          link: "service/certified-acceptance-agent",
          buttonText: "Solicitar su ITIN",
        },
        {
          title: "Cursos de QuickBooks",
          description:
            "Capacitación práctica en QuickBooks con asesores certificados: cursos en grupo, sesiones individuales y ayuda con la configuración.",
          icon: "GraduationCap",
          link: "service/quickbooks-courses",
          buttonText: "Ver los cursos",
          mostPopular: true,
        },
      ],
    },
    why: {
      eyebrow: "Por qué NAIS",
      title: "Una oficina local que le explica las cosas claramente",
      lead: "Desde 2016, familias y pequeños negocios de la Costa Central nos confían sus números. Estas son las razones por las que se quedan.",
      videoLabel: "Video: por qué los clientes eligen NAIS",
      videoFallback: "Su navegador no puede reproducir este video. Los mismos puntos aparecen a un lado.",
      benefits: [
        {
          icon: "Languages",
          title: "Totalmente bilingüe",
          description:
            "Cada conversación, documento y explicación en español o en inglés, como usted se sienta más cómodo.",
        },
        {
          icon: "BadgeCheck",
          title: "Asesores QuickBooks ProAdvisor",
          description:
            "Asesores certificados en QuickBooks configuran, corrigen y enseñan el programa que usan los pequeños negocios.",
        },
        {
          icon: "Scale",
          title: "Tarifa fija en auditorías",
          description:
            "Defensa en auditorías con una tarifa fija acordada desde el principio, para que una carta de la IRS no se vuelva una cuenta sin fin.",
        },
        {
          icon: "Lock",
          title: "Portal seguro para clientes",
          description:
            "Comparta sus documentos de impuestos por nuestro portal con cifrado de 256 bits, en lugar de mandarlos por correo electrónico.",
        },
        {
          icon: "Handshake",
          title: "Primera consulta gratuita",
          description:
            "Cuéntenos qué está pasando y le diremos con honestidad qué podemos hacer y cuánto costará, sin cobrarle nada.",
        },
        {
          icon: "Globe",
          title: "Ayuda con la IRS en todo el país",
          description:
            "Desde Santa María representamos a contribuyentes ante la IRS en cualquier estado, por teléfono y por el portal seguro.",
        },
      ],
    },
    certifications: {
      eyebrow: "Credenciales",
      title: "Certificados para atender lo importante",
      lead: "Las credenciales detrás de nuestro trabajo, para que sepa quién cuida sus números.",
      credentials: [
        {
          icon: "IdCard",
          title: "Agente de Aceptación Certificado por la IRS",
          description:
            "Autorizados por la IRS para verificar documentos de identidad en solicitudes de ITIN, así sus originales se quedan con usted.",
        },
        {
          icon: "Award",
          title: "QuickBooks ProAdvisor",
          description:
            "Certificados en QuickBooks Online y Desktop para configuración, corrección, capacitación y apoyo todo el año.",
        },
        {
          icon: "Landmark",
          title: "Representación ante la IRS",
          description:
            "Representamos a nuestros clientes ante la IRS con un poder firmado, desde auditorías hasta cobros.",
        },
        {
          icon: "Lock",
          title: "Seguridad de datos",
          description:
            "Un portal seguro con cifrado de 256 bits y procedimientos por escrito para manejar la información de los contribuyentes.",
        },
      ],
      badgesTitle: "Certificaciones de QuickBooks",
      badges: ["QuickBooks ProAdvisor", "Certificados en QuickBooks Online", "Certificados en QuickBooks Desktop"],
    },
    testimonials: {
      title: "Lo que dicen nuestros clientes",
      items: [
        {
          quote:
            "Por años llevé mis cuentas en un cuaderno. En NAIS me pasaron a QuickBooks, le explicaron cada reporte a mi mamá en español y ahora cerramos cada mes en un día.",
          name: "Rosa M.",
          position: "Dueña de una panadería familiar",
        },
        {
          quote:
            "Tenía cuatro años sin declarar y me daba miedo abrir el correo. Presentaron todos los años, arreglaron un plan de pagos y por fin duermo tranquilo.",
          name: "Daniel K.",
          position: "Contratista independiente",
        },
        {
          quote:
            "Tramitaron mi ITIN con un Agente de Aceptación Certificado y nunca tuve que mandar mi pasaporte. Claros, rápidos y siempre contestan el teléfono.",
          name: "Guadalupe R.",
          position: "Mayordoma de cuadrilla agrícola",
        },
      ],
    },
    cta: {
      title: "¿Listo para poner en orden sus cuentas e impuestos?",
      text: "Agende una consulta gratuita o llámenos hoy. Le atendemos en español y en inglés, y le diremos con claridad lo que necesita.",
    },
  },
};
