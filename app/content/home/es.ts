import { portal, portalLink } from "#app/content/client-portal.ts";
import { quickbooksCertified as qb } from "#app/content/quickbooks-certifications.ts";
import { representation } from "#app/content/representation.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import type { HomeCopy } from "./types.ts";

const pw = portal.es;

const rep = representation.es;

/** The home page in Spanish (usted): the same keys and list lengths as en.ts. */
export const es = {
  metaTitle: "NAIS — Contabilidad e impuestos en Santa Maria, CA",
  metaDescription:
    "Contabilidad, nómina, impuestos y ayuda con la IRS en español e inglés en Santa Maria, CA. Asesores QuickBooks y Agente Certificador de Aceptación.",
  hero: {
    eyebrow: "Santa Maria, California · Desde 2016",
    headline: "Contabilidad e impuestos explicados con claridad, en español o en inglés",
    lead: "Llevamos sus libros, procesamos su nómina, preparamos sus declaraciones y le acompañamos cuando la IRS le escribe, para que usted se dedique a su negocio y a su familia.",
    trustPoints: [
      "Consulta gratuita",
      "Certificados como QuickBooks ProAdvisor",
      "Agente Certificador de Aceptación de la IRS",
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
        buttonText: "Ver contabilidad",
      },
      {
        title: "Preparación de Impuestos",
        description:
          "Declaraciones de negocio y personales preparadas con cuidado y presentadas a tiempo, con todas las deducciones y créditos que le corresponden.",
        buttonText: "Ver preparación de impuestos",
      },
      {
        title: "Representación ante la IRS",
        description: `Auditorías, impuestos atrasados, gravámenes y embargos: ${rep.named}, habla con la IRS por usted con el Formulario 2848 y busca un arreglo que pueda cumplir, en cualquier parte del país.`,
        buttonText: "Pedir ayuda con la IRS",
      },
      {
        title: "Servicios para Negocios",
        description:
          "Cómo elegir entre LLC o corporación, obtener su EIN y organizar la contabilidad bien desde el primer día.",
        buttonText: "Abrir su negocio",
      },
      {
        title: "Agente Certificador de Aceptación (CAA)",
        description:
          "Solicitudes y renovaciones de ITIN con el Formulario W-7, sin tener que enviar su pasaporte original a la IRS.",
        buttonText: "Solicitar su ITIN",
      },
      {
        title: "Cursos de QuickBooks",
        description:
          "Capacitación práctica en QuickBooks con asesores certificados: cursos en grupo, sesiones individuales y ayuda con la configuración.",
        buttonText: "Ver los cursos",
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
        title: "Totalmente bilingüe",
        description:
          "Cada conversación, documento y explicación en español o en inglés, en el que se sienta más cómodo.",
      },
      {
        title: "Asesores QuickBooks ProAdvisor",
        description:
          "Asesores certificados en QuickBooks configuran, corrigen y enseñan el programa que usan los pequeños negocios.",
      },
      {
        title: "Tarifa fija en auditorías",
        description:
          "Defensa en auditorías con una tarifa fija acordada desde el principio, para que una carta de la IRS no se vuelva una cuenta sin fin.",
      },
      {
        title: "Portal seguro para clientes",
        description: [
          "Comparta sus documentos de impuestos por nuestro ",
          portalLink("portal para clientes"),
          `${pw.withEncryption}, en lugar de mandarlos por correo electrónico.`,
        ],
      },
      {
        title: "Primera consulta gratuita",
        description:
          "Cuéntenos qué está pasando y le diremos con honestidad qué podemos hacer y cuánto costará, sin cobrarle nada.",
      },
      {
        title: "Ayuda con la IRS en todo el país",
        description: [
          `Desde Santa Maria, ${rep.named}, representa a contribuyentes ante la IRS en cualquier estado, por teléfono y por el `,
          portalLink("portal seguro"),
          ".",
        ],
      },
    ],
  },
  certifications: {
    eyebrow: "Credenciales",
    title: "Certificados para atender lo importante",
    lead: "Las credenciales detrás de nuestro trabajo, para que sepa quién cuida sus números.",
    credentials: [
      {
        title: "Agente Certificador de Aceptación de la IRS",
        description:
          "Autorizados por la IRS para verificar en persona los documentos de identidad de las solicitudes de ITIN, para que sus originales se queden con usted.",
      },
      {
        title: "QuickBooks ProAdvisor",
        description:
          qb.online && qb.desktop
            ? "Certificados en QuickBooks Online y Desktop para configuración, corrección, capacitación y apoyo todo el año."
            : "QuickBooks ProAdvisors para configuración, corrección, capacitación y apoyo todo el año.",
      },
      {
        title: rep.credential,
        description: `${rep.person} representa a nuestros clientes ante la IRS con el Formulario 2848, en auditorías, ante Apelaciones y en cobros, también en declaraciones preparadas en otra oficina.`,
      },
      siteConfig.ctec.registered
        ? {
            title: "Preparadores registrados ante el CTEC",
            description:
              "Nuestros preparadores de impuestos que cobran por su trabajo y no son agentes inscritos, CPA ni abogados están registrados ante el California Tax Education Council, como lo exige la ley del estado.",
          }
        : {
            title: "Seguridad de datos",
            description: `Un portal seguro${pw.withEncryption} y procedimientos por escrito para manejar la información de los contribuyentes.`,
          },
    ],
    badgesTitle: "Certificaciones de QuickBooks",
    badges: [
      "QuickBooks ProAdvisor",
      qb.online ? "Certificación en QuickBooks Online" : null,
      qb.desktop ? "Certificación en QuickBooks Desktop" : null,
    ],
  },
  testimonials: {
    title: "Lo que dicen nuestros clientes",
  },
  cta: {
    title: "¿Listo para poner en orden sus cuentas e impuestos?",
    text: "Agende una consulta gratuita o llámenos hoy. Le atendemos en español y en inglés, y le diremos con claridad lo que necesita.",
  },
} satisfies HomeCopy;
