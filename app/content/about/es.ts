import { representation } from "#app/content/representation.ts";
import { es as dictionary } from "#app/i18n/es.ts";
import type { AboutCopy } from "./types.ts";

const rep = representation.es;

/** The about page in Spanish (usted): the same keys and list lengths as en.ts. */
export const es = {
  title: "Sobre NAIS",
  metaDescription:
    "Conozca a NAIS: contabilidad e impuestos bilingües para Santa Maria y la Costa Central desde 2016, con asesores QuickBooks y Agente Certificador de Aceptación.",
  hero: {
    eyebrow: "Quiénes somos",
    lead: "Una oficina de Santa Maria que desde 2016 ayuda a familias y pequeños negocios con su contabilidad, nómina e impuestos, en el idioma en que se sienten más cómodos.",
  },
  team: {
    title: "Las personas detrás de sus números",
    lead: "Somos un equipo pequeño: siempre sabrá quién trabaja en su caso, y cualquiera de nosotros se lo explicará con palabras sencillas.",
    videoLabel: "Video: por qué los clientes eligen NAIS",
    videoFallback: "Su navegador no puede reproducir este video.",
  },
  credentialLabels: {
    founder: { feminine: "Fundadora", masculine: "Fundador", neutral: "Fundador(a)" },
    proadvisor: "QuickBooks ProAdvisor",
    caa: "Agente Certificador de Aceptación de la IRS",
    taxPreparer: {
      feminine: "Preparadora de impuestos",
      masculine: "Preparador de impuestos",
      neutral: "Preparador(a) de impuestos",
    },
    bilingual: "Bilingüe español/inglés",
    enrolledAgent: dictionary.credentials.enrolledAgent,
    bookkeeping: {
      feminine: "Encargada de contabilidad",
      masculine: "Encargado de contabilidad",
      neutral: "Encargado(a) de contabilidad",
    },
    payroll: "Especialista en nómina",
    trainer: {
      feminine: "Instructora de QuickBooks",
      masculine: "Instructor de QuickBooks",
      neutral: "Instructor(a) de QuickBooks",
    },
    quickbooksOnlineCertified: "Certificación en QuickBooks Online",
    quickbooksDesktopCertified: "Certificación en QuickBooks Desktop",
  },
  timeline: {
    title: "Nuestra historia",
  },
  mission: {
    title: "Nuestra misión hoy",
    paragraphs: [
      "Los pequeños negocios y las familias trabajadoras merecen la misma calidad de contabilidad y asesoría fiscal que las grandes empresas: explicada con claridad, con precios honestos y en su propio idioma.",
      `Llevamos los libros con exactitud y presentamos a tiempo, y cuando la IRS escribe, ${rep.named}, representa a nuestros clientes con el Formulario 2848. En todo el país para asuntos con la IRS; en persona en Santa Maria para todo lo demás.`,
      `Ante la IRS, un preparador de impuestos que no es agente inscrito, CPA ni abogado puede, como máximo, representar a un cliente por una declaración que esa persona preparó y firmó, y solo mientras participe en el Programa Anual de la Temporada de Declaración de Impuestos (Annual Filing Season Program) de la IRS: en una auditoría, ante el servicio al cliente de la IRS o ante el Servicio del Defensor del Contribuyente. Las Apelaciones, los cobros y las declaraciones que esa persona no firmó requieren un agente inscrito, un CPA o un abogado nombrado en el Formulario 2848. En NAIS es ${rep.named}. ${rep.ctec}`,
    ],
  },
  specialties: {
    title: "En qué nos especializamos",
    lead: "Seis áreas en las que nuestros clientes más necesitan una mano firme.",
    items: [
      {
        title: "Contabilidad y nómina",
        description:
          "Libros mensuales, conciliaciones, nómina e impuesto sobre las ventas para negocios de hasta 50 empleados.",
      },
      {
        title: "Preparación de impuestos",
        description:
          "Declaraciones personales, de trabajadores por cuenta propia y de negocios, preparadas con tiempo y explicadas línea por línea.",
      },
      {
        title: "Problemas con la IRS",
        description: `Auditorías, declaraciones atrasadas, planes de pagos, gravámenes y embargos, con ${rep.named}, como su representante en el Formulario 2848.`,
      },
      {
        title: "Solicitudes de ITIN",
        description:
          "Solicitudes y renovaciones con el Formulario W-7 como Agente Certificador de Aceptación (Certifying Acceptance Agent).",
      },
      {
        title: "Abrir un negocio",
        description: "Elegir la estructura, registrarla, obtener el EIN y organizar la contabilidad.",
      },
      {
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
    text: "Visítenos en una de nuestras dos oficinas en Santa Maria, llame a la línea gratuita o envíenos un mensaje. La primera consulta es gratuita.",
  },
} satisfies AboutCopy;
