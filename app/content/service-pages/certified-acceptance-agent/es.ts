import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de ITIN con Agente Certificador de Aceptación",
  subheading: "Solicitudes y renovaciones de ITIN",
  description:
    "¿Necesita un ITIN para declarar impuestos o para incluir a su esposo, esposa o hijos en su declaración? Como Agente Certificador de Aceptación (Certifying Acceptance Agent) de la IRS, en NAIS le preparamos el Formulario W-7 y verificamos su pasaporte u otros documentos de identidad en nuestra oficina de Santa Maria, para que sus originales se queden con usted y no tenga que mandarlos por correo a la IRS.",
  metaDescription:
    "Solicitud y renovación de ITIN en Santa Maria, CA con un Agente Certificador de Aceptación: le preparamos el Formulario W-7 y su pasaporte no sale de sus manos.",
  features: [
    {
      title: "Preparación del Formulario W-7",
      description:
        "Llenamos el Formulario W-7, marcamos el motivo de solicitud que corresponde a su caso y lo unimos a la declaración federal que lo respalda, evitando los errores por los que regresan las solicitudes.",
    },
    {
      title: "Sus originales se quedan con usted",
      description:
        "Revisamos en persona su pasaporte u otros documentos de identidad y enviamos a la IRS copias certificadas con nuestro certificado de exactitud, el Formulario W-7 (COA), así que nunca tiene que mandar sus originales.",
    },
    {
      title: "Renovación de ITIN",
      description:
        "Si su ITIN ya venció, preparamos la solicitud de renovación para que no se atrase su reembolso ni se detengan los créditos que reclama por su familia.",
    },
    {
      title: "Cónyuges y dependientes",
      description:
        "Preparamos la solicitud de su esposo, esposa o hijos que necesitan un ITIN para aparecer en su declaración, con los comprobantes adicionales que se piden a los dependientes.",
    },
    {
      title: "Solicitud y declaración juntas",
      description:
        "Una solicitud nueva de ITIN por lo general se envía a la IRS junto con una declaración federal; preparamos las dos para que coincidan y salgan de nuestra oficina como un solo paquete completo.",
    },
    {
      title: "Atención en español",
      description:
        "Le explicamos cada paso en español o en inglés, desde la lista de documentos que debe traer hasta la carta de la IRS que por fin le llega con su número.",
    },
  ],
  clients: [
    {
      type: "Trabajadores sin número de Seguro Social",
      description:
        "Personas que ganan dinero en Estados Unidos, no pueden obtener un número de Seguro Social y aun así tienen que presentar una declaración federal.",
    },
    {
      type: "Cónyuges de ciudadanos y residentes",
      description:
        "El esposo o la esposa sin número de Seguro Social que necesita un ITIN para que la pareja declare en conjunto o para aparecer en la declaración.",
    },
    {
      type: "Dependientes de un contribuyente",
      description:
        "Hijos u otros familiares que necesitan un ITIN para que su padre, madre o pariente los reclame y reciba un beneficio fiscal al que tiene derecho.",
    },
    {
      type: "Personas con ITIN vencido",
      description:
        "Quienes tienen un ITIN que venció por el calendario de dígitos del medio o por años sin usarse, y necesitan volver a declarar o aparecer en una declaración.",
    },
    {
      type: "Dueños de propiedades que no son residentes",
      description:
        "No residentes que tienen una propiedad de renta o reciben ingresos en Estados Unidos y deben presentar una declaración federal o reclamar un beneficio de tratado.",
    },
    {
      type: "Dueños de negocios en el extranjero",
      description:
        "Personas que viven fuera de Estados Unidos, son socias de una LLC o sociedad estadounidense y necesitan un ITIN para sus propias declaraciones federales.",
    },
  ],
  process: [
    {
      title: "Revisión de elegibilidad",
      description:
        "Confirmamos que usted necesita un ITIN y no un número de Seguro Social, y definimos el motivo de solicitud que corresponde a su caso.",
    },
    {
      title: "Lista de documentos",
      description:
        "Le decimos exactamente qué traer: un pasaporte vigente, o una combinación de otros documentos aceptados, como una credencial nacional de identidad y un acta de nacimiento.",
    },
    {
      title: "Verificación en persona",
      description:
        "En nuestra oficina de Santa Maria revisamos sus documentos originales, les sacamos copia y se los devolvemos en la misma cita.",
    },
    {
      title: "Formulario W-7 y declaración",
      description:
        "Preparamos el Formulario W-7 y, si es una solicitud nueva, la declaración federal que debe acompañarlo, y revisamos los dos con usted antes de que firme.",
    },
    {
      title: "Envío a la IRS",
      description:
        "Mandamos el paquete completo, con nuestro certificado de exactitud y las copias de sus documentos, a la oficina de la IRS que procesa las solicitudes de ITIN.",
    },
    {
      title: "Llega su ITIN",
      description:
        "La IRS le manda por correo una carta con su ITIN; tráigala y nos aseguramos de que el número se use correctamente en todas sus declaraciones de ahí en adelante.",
    },
  ],
  faqs: [
    {
      question: "¿Qué es el ITIN y quién lo necesita?",
      answer: `El ITIN (número de identificación personal del contribuyente) es un número de identificación fiscal que la IRS da a las personas que deben declarar o aparecer en una declaración federal pero no pueden obtener un número de Seguro Social. Sirve solo para fines de impuestos federales: no autoriza a trabajar ni cambia su situación migratoria. Desde el año fiscal ${f.childTaxCreditTaxpayerSsnSinceYear.value}, el Crédito Tributario por Hijos federal exige un número de Seguro Social válido para el contribuyente (al menos uno de los cónyuges en una declaración conjunta) y para el niño, y el Crédito por Ingreso del Trabajo federal exige números de Seguro Social; aun así, un hogar con ITIN puede calificar para el crédito federal por otros dependientes y, en California, para el CalEITC y el Crédito Tributario por Hijos Menores de 6 Años (Young Child Tax Credit).`,
    },
    {
      question: "¿Tengo que mandar mi pasaporte a la IRS?",
      answer:
        "No, si hace el trámite con nosotros. Como Agente Certificador de Aceptación, revisamos en persona su pasaporte u otros documentos de identidad, se los devolvemos en la misma cita y enviamos a la IRS copias certificadas con nuestro certificado de exactitud. Para un dependiente, el agente certificador solo puede certificar el pasaporte o el acta de nacimiento; cualquier otro documento del dependiente se manda a la IRS en original o en copia certificada por la dependencia que lo expidió. Quien hace la solicitud por su cuenta por lo general tiene que mandar los originales o esas copias certificadas.",
    },
    {
      question: "¿Cuánto tarda en llegar el ITIN?",
      answer: `La IRS pide contar con unas ${num(f.itinProcessingWeeks)} semanas para recibir noticias de una solicitud, y de ${num(f.itinPeakProcessingWeeksMin)} a ${num(f.itinPeakProcessingWeeksMax)} semanas si llega en la temporada alta, de mediados de enero a abril, o si se envía desde fuera de Estados Unidos. Hacer el trámite con un Agente Certificador de Aceptación no hace que la IRS trabaje más rápido; lo que cambia es que sus documentos originales nunca salen de sus manos. Un paquete completo y correcto evita las semanas de más que agrega una petición de documentos o un rechazo.`,
    },
    {
      question: "Mi ITIN ya venció. ¿Qué hago?",
      answer:
        "Un ITIN vence si no se usa en una declaración federal durante tres años seguidos, y además la IRS ha ido dando de baja los ITIN más antiguos por grupos, según sus dígitos del medio (el cuarto y el quinto). Si el suyo venció, renuévelo con el Formulario W-7, de preferencia antes de declarar; una declaración con un ITIN vencido puede tener el reembolso atrasado y algunos créditos detenidos.",
    },
    {
      question: "¿Qué documentos voy a necesitar?",
      answer:
        "El pasaporte vigente es el único documento que por sí solo comprueba su identidad y su condición de extranjero. Si no tiene pasaporte, necesitará una combinación de otros documentos aceptados, como una credencial nacional de identidad con foto, un acta de nacimiento o una licencia de manejo extranjera. A los dependientes también se les pueden pedir registros escolares o médicos, y algunos de sus documentos quizá tengan que enviarse a la IRS en original o en copia certificada; antes de su cita le decimos cuáles.",
    },
    {
      question: "¿También me pueden preparar la declaración de impuestos?",
      answer: [
        "Sí, y en una solicitud nueva casi siempre hace falta, porque el W-7 va junto con la declaración. Conozca nuestros ",
        { text: "servicios de impuestos personales", page: "service/personal-tax" },
        " y, si tiene años sin declarar, nuestra ",
        { text: "ayuda con declaraciones atrasadas", page: "service/non-filed-tax-returns" },
        ". Después de una consulta gratuita le damos una sola tarifa fija por todo el paquete.",
      ],
    },
  ],
} satisfies ServicePageCopy;
