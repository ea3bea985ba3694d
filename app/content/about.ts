import type { IconName } from "~/components/service/content-icons";
import type { TeamCredential } from "~/lib/site-config";
import type { Bilingual } from "./types";

export interface TimelineEntry {
  year: 2016 | 2020 | 2023 | 2024;
  title: string;
  description: string;
}

export interface AboutContent {
  title: string;
  metaDescription: string;
  hero: { eyebrow: string; lead: string };
  team: { title: string; lead: string; videoLabel: string; videoFallback: string };
  credentialLabels: Record<TeamCredential, string>;
  timeline: { title: string; entries: TimelineEntry[] };
  mission: { title: string; paragraphs: string[] };
  specialties: {
    title: string;
    lead: string;
    items: { icon: IconName; title: string; description: string }[];
    link: string;
  };
  promise: { title: string; items: string[] };
  cta: { title: string; text: string };
}

export const aboutContent: Bilingual<AboutContent> = {
  en: {
    title: "About NAIS",
    metaDescription:
      "Meet NAIS: a bilingual bookkeeping and tax team serving Santa Maria and the Central Coast since 2016, with QuickBooks ProAdvisors and ITIN acceptance agents.",
    hero: {
      eyebrow: "About us",
      lead: "A Santa Maria firm that has helped families and small businesses with their books, payroll and taxes since 2016 — in the language they are most comfortable with.",
    },
    team: {
      title: "The people behind your numbers",
      lead: "A small team, so you always know who is working on your file — and every one of us will explain it in plain words.",
      videoLabel: "Video: why clients choose NAIS",
      videoFallback: "Your browser cannot play this video.",
    },
    credentialLabels: {
      founder: "Founder",
      proadvisor: "QuickBooks ProAdvisor",
      caa: "IRS Certified Acceptance Agent",
      taxPreparer: "Tax preparer",
      bilingual: "Bilingual English/Spanish",
      irsRepresentation: "IRS representation",
      bookkeeping: "Bookkeeping lead",
      payroll: "Payroll specialist",
      trainer: "QuickBooks trainer",
    },
    timeline: {
      title: "Our story",
      entries: [
        {
          year: 2016,
          title: "A bilingual office opens in Santa Maria",
          description:
            "NAIS starts with one desk and one promise: bookkeeping and tax help that Spanish-speaking families and business owners can fully understand.",
        },
        {
          year: 2020,
          title: "Secure, remote service for every client",
          description:
            "We move document exchange to a client portal with 256-bit encryption, so clients can work with us from home, the field or the road.",
        },
        {
          year: 2023,
          title: "Certified Acceptance Agent for ITINs",
          description:
            "Our ITIN applicants no longer have to mail original passports to the IRS: we verify documents here as a Certified Acceptance Agent.",
        },
        {
          year: 2024,
          title: "QuickBooks courses and a second office",
          description:
            "We begin teaching QuickBooks to owners and their staff and serve clients from two offices, on McClelland and on Broadway.",
        },
      ],
    },
    mission: {
      title: "Our mission today",
      paragraphs: [
        "Small businesses and working families deserve the same quality of bookkeeping and tax advice as large companies — explained clearly, priced honestly and delivered in their own language.",
        "We keep the books accurate, file on time, and when the IRS calls, we answer for our clients. Nationwide for IRS matters; in person in Santa Maria for everything else.",
      ],
    },
    specialties: {
      title: "What we specialize in",
      lead: "Six areas where our clients most often need a steady hand.",
      items: [
        {
          icon: "BookOpen",
          title: "Bookkeeping & payroll",
          description: "Monthly books, reconciliations, payroll and sales tax for businesses up to 50 employees.",
        },
        {
          icon: "FileText",
          title: "Tax preparation",
          description: "Personal, self-employed and business returns, prepared early and explained line by line.",
        },
        {
          icon: "ShieldCheck",
          title: "IRS problems",
          description: "Audits, unfiled returns, payment plans, liens and levies, handled under a power of attorney.",
        },
        {
          icon: "IdCard",
          title: "ITIN applications",
          description: "Form W-7 applications and renewals as a Certified Acceptance Agent.",
        },
        {
          icon: "Rocket",
          title: "Starting a business",
          description: "Choosing a structure, registering it, getting the EIN and setting up the books.",
        },
        {
          icon: "GraduationCap",
          title: "QuickBooks",
          description: "Setup, clean-up and training from certified ProAdvisors.",
        },
      ],
      link: "See all our services",
    },
    promise: {
      title: "Our promise to you",
      items: [
        "We explain your situation in plain words, in English or Spanish.",
        "You know the fee before the work starts — and audit defense is a flat fee.",
        "We answer your calls and messages promptly, and we tell you when things will be done.",
        "Your documents travel through our encrypted portal, never through loose e-mail attachments.",
        "If we are not the right fit for your case, we will tell you so at the free consultation.",
      ],
    },
    cta: {
      title: "Come meet us",
      text: "Visit one of our two Santa Maria offices, call the toll-free line, or send us a message. The first consultation is free.",
    },
  },
  es: {
    title: "Sobre NAIS",
    metaDescription:
      "Conozca a NAIS: un equipo bilingüe de contabilidad e impuestos al servicio de Santa María y la Costa Central desde 2016, con asesores QuickBooks y agentes ITIN.",
    hero: {
      eyebrow: "Quiénes somos",
      lead: "Una oficina de Santa María que desde 2016 ayuda a familias y pequeños negocios con su contabilidad, nómina e impuestos, en el idioma en que se sienten más cómodos.",
    },
    team: {
      title: "Las personas detrás de sus números",
      lead: "Somos un equipo pequeño: siempre sabrá quién trabaja en su caso, y cualquiera de nosotros se lo explicará con palabras sencillas.",
      videoLabel: "Video: por qué los clientes eligen NAIS",
      videoFallback: "Su navegador no puede reproducir este video.",
    },
    credentialLabels: {
      founder: "Fundadora",
      proadvisor: "QuickBooks ProAdvisor",
      caa: "Agente de Aceptación Certificado por la IRS",
      taxPreparer: "Especialista en impuestos",
      bilingual: "Bilingüe español/inglés",
      irsRepresentation: "Representación ante la IRS",
      bookkeeping: "Responsable de contabilidad",
      payroll: "Especialista en nóminas",
      trainer: "Capacitación en QuickBooks",
    },
    timeline: {
      title: "Nuestra historia",
      entries: [
        {
          year: 2016,
          title: "Abre una oficina bilingüe en Santa María",
          description:
            "NAIS comienza con un escritorio y una promesa: ayuda con la contabilidad y los impuestos que las familias y los dueños de negocio hispanohablantes puedan entender por completo.",
        },
        {
          year: 2020,
          title: "Servicio seguro y a distancia para todos",
          description:
            "Pasamos el intercambio de documentos a un portal para clientes con cifrado de 256 bits, para que puedan trabajar con nosotros desde su casa, el campo o la carretera.",
        },
        {
          year: 2023,
          title: "Agente de Aceptación Certificado para el ITIN",
          description:
            "Nuestros solicitantes de ITIN ya no tienen que enviar su pasaporte original a la IRS: verificamos los documentos aquí como Agente de Aceptación Certificado.",
        },
        {
          year: 2024,
          title: "Cursos de QuickBooks y una segunda oficina",
          description:
            "Empezamos a enseñar QuickBooks a dueños de negocio y a su personal, y atendemos desde dos oficinas, en la McClelland y en la Broadway.",
        },
      ],
    },
    mission: {
      title: "Nuestra misión hoy",
      paragraphs: [
        "Los pequeños negocios y las familias trabajadoras merecen la misma calidad de contabilidad y asesoría fiscal que las grandes empresas: explicada con claridad, con precios honestos y en su propio idioma.",
        "Llevamos los libros con exactitud, presentamos a tiempo y, cuando la IRS llama, respondemos por nuestros clientes. En todo el país para asuntos con la IRS; en persona en Santa María para todo lo demás.",
      ],
    },
    specialties: {
      title: "En qué nos especializamos",
      lead: "Seis áreas en las que nuestros clientes más necesitan una mano firme.",
      items: [
        {
          icon: "BookOpen",
          title: "Contabilidad y nómina",
          description:
            "Libros mensuales, conciliaciones, nómina e impuesto sobre ventas para negocios de hasta 50 empleados.",
        },
        {
          icon: "FileText",
          title: "Preparación de impuestos",
          description:
            "Declaraciones personales, de trabajadores por cuenta propia y de negocios, preparadas con tiempo y explicadas línea por línea.",
        },
        {
          icon: "ShieldCheck",
          title: "Problemas con la IRS",
          description:
            "Auditorías, declaraciones atrasadas, planes de pago, gravámenes y embargos, con un poder legal a su favor.",
        },
        {
          icon: "IdCard",
          title: "Solicitudes de ITIN",
          description: "Solicitudes y renovaciones con el Formulario W-7 como Agente de Aceptación Certificado.",
        },
        {
          icon: "Rocket",
          title: "Abrir un negocio",
          description: "Elegir la estructura, registrarla, obtener el EIN y organizar la contabilidad.",
        },
        {
          icon: "GraduationCap",
          title: "QuickBooks",
          description: "Configuración, corrección y capacitación con asesores certificados ProAdvisor.",
        },
      ],
      link: "Ver todos nuestros servicios",
    },
    promise: {
      title: "Nuestra promesa",
      items: [
        "Le explicamos su situación con palabras sencillas, en español o en inglés.",
        "Usted conoce la tarifa antes de que empiece el trabajo, y la defensa en auditorías es de tarifa fija.",
        "Respondemos pronto sus llamadas y mensajes, y le decimos cuándo estará listo cada trámite.",
        "Sus documentos viajan por nuestro portal cifrado, nunca como archivos sueltos por correo electrónico.",
        "Si no somos la mejor opción para su caso, se lo diremos en la consulta gratuita.",
      ],
    },
    cta: {
      title: "Venga a conocernos",
      text: "Visítenos en una de nuestras dos oficinas en Santa María, llame a la línea gratuita o envíenos un mensaje. La primera consulta es gratuita.",
    },
  },
};
