import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, percent, usd } from "#app/content/tax-figures.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Estrategia Fiscal",
  subheading: "Planificación fiscal durante todo el año",
  description:
    "Gran parte de sus impuestos se decide meses antes de declarar: cómo está estructurado su negocio, cuándo compra equipo, cuánto aparta para su jubilación y cómo se paga a sí mismo. En NAIS nos reunimos con usted durante el año, hacemos los números de cada opción y le dejamos el plan por escrito.",
  metaDescription:
    "Estrategia fiscal todo el año para negocios de Santa Maria: tipo de entidad, sueldo en una corporación S, ahorro para el retiro y cuándo cobrar y gastar.",
  features: [
    {
      title: "Análisis del tipo de entidad",
      description: `Comparamos cómo tributaría como dueño único, LLC, corporación S o corporación C con sus cifras reales, incluido el impuesto mínimo de franquicia de ${usd(f.californiaMinimumFranchiseTax)} de California.`,
    },
    {
      title: "Aportaciones para la jubilación",
      description:
        "Con un SEP-IRA, un Solo 401(k) o un SIMPLE IRA usted deduce sus aportaciones mientras ahorra; le ayudamos a escoger el plan y a ajustar las aportaciones a su flujo de efectivo.",
    },
    {
      title: "El momento de ingresos y gastos",
      description:
        "Comprar equipo, pagar cuentas o mandar facturas antes o después del cierre del año puede pasar ingresos de un año fiscal al siguiente; medimos el efecto antes de que usted actúe.",
    },
    {
      title: "Sueldo del dueño e impuesto sobre el trabajo por cuenta propia",
      description: `El dueño único paga un impuesto sobre el trabajo por cuenta propia del ${percent(f.selfEmploymentTaxRate)} para Seguro Social y Medicare, sobre el ${percent(f.selfEmploymentEarningsShare)} de sus ganancias netas, y la parte del Seguro Social (${percent(2 * f.socialSecurityRate.value)}) se detiene en el tope de ${usd(f.socialSecurityWageBase)} de ${f.socialSecurityWageBase.taxYear}; le mostramos si un sueldo de corporación S más distribuciones cambiaría eso en su caso.`,
    },
    {
      title: "Proyecciones a medio año",
      description:
        "Proyectamos sus impuestos federales y de California con los libros del año en curso, para que sus pagos estimados sean realistas y abril no traiga sorpresas.",
    },
    {
      title: "Vehículos, oficina en casa y equipo",
      description:
        "Organizamos bitácoras de millaje, medidas de la oficina en casa y opciones de depreciación como la Sección 179, señalando dónde California es distinta, para que cada deducción tenga respaldo.",
    },
  ],
  clients: [
    {
      type: "Dueños únicos con buenas ganancias",
      description:
        "Dueños cuya ganancia en el Anexo C ha crecido al punto de que otra estructura o un plan de retiro podría bajar lo que pagan.",
    },
    {
      type: "Dueños de corporaciones S",
      description:
        "Accionistas que trabajan en su empresa y quieren fijar con intención su sueldo, sus distribuciones y sus pagos estimados, no por costumbre.",
    },
    {
      type: "Dueños con compras grandes en puerta",
      description:
        "Contratistas, agricultores y camioneros que piensan comprar equipo o un vehículo grande y quieren saber en qué año les conviene más la deducción.",
    },
    {
      type: "Familias con negocio propio",
      description:
        "Hogares donde el negocio familiar, los estudios de los hijos y el ahorro para el retiro compiten por el mismo dinero.",
    },
    {
      type: "Dueños de propiedades de renta",
      description:
        "Arrendadores que evalúan la depreciación, la diferencia entre reparaciones y mejoras, y lo que cuesta en impuestos vender o refinanciar una propiedad.",
    },
    {
      type: "Dueños que planean retirarse del negocio",
      description:
        "Personas que se preparan para vender, cerrar o dejarle su negocio a la familia y quieren entender el costo fiscal antes de firmar cualquier cosa.",
    },
  ],
  process: [
    {
      title: "Reunión inicial",
      description:
        "Revisamos sus declaraciones recientes, los libros de este año, sus metas y las decisiones que vienen, como contratar, comprar una propiedad o dejar de trabajar en el negocio.",
    },
    {
      title: "Proyección de partida",
      description:
        "Calculamos los impuestos federales y de California de este año tal como van hoy, para medir cada opción contra un punto de partida real.",
    },
    {
      title: "Opciones con números",
      description:
        "Hacemos los números de cada estrategia que le convenga: cambio de entidad, plan de retiro, momento de una compra o un sueldo distinto para el dueño.",
    },
    {
      title: "Plan por escrito",
      description:
        "Recibe un plan en palabras sencillas, en español o en inglés, con cada paso recomendado, quién se encarga y la fecha en que debe quedar hecho.",
    },
    {
      title: "Poner el plan en marcha",
      description:
        "Coordinamos cada pieza: la elección S con el Formulario 2553, la nómina, los papeles del plan de retiro o los nuevos montos de pagos estimados.",
    },
    {
      title: "Revisión de fin de año",
      description:
        "Antes de que cierre el año actualizamos la proyección y hacemos los últimos ajustes, y el plan pasa directo a su declaración de impuestos.",
    },
  ],
  faqs: [
    {
      question: "¿En qué se diferencia la estrategia fiscal de la preparación de impuestos?",
      answer: [
        "La preparación reporta lo que ya pasó; la estrategia define lo que viene. Cuando el año termina, muchas de las decisiones que lo afectan ya no se pueden cambiar, por eso la planificación se hace durante el año. A la hora de declarar, nuestro servicio de ",
        { text: "preparación de impuestos para negocios", page: "service/tax-preparation" },
        " lleva el plan a su declaración.",
      ],
    },
    {
      question: "¿Cuándo conviene convertirse en corporación S?",
      answer: [
        `No hay un nivel de ganancia que sirva para todos. Comparamos el impuesto sobre el trabajo por cuenta propia que paga hoy con el costo de un sueldo razonable, la nómina, una declaración más y el impuesto mínimo de franquicia de ${usd(f.californiaMinimumFranchiseTax)} de California. Si los números dan, le ayudamos a `,
        { text: "escoger la estructura adecuada para su negocio", page: "service/business-structure" },
        " y a presentar la elección.",
      ],
    },
    {
      question: "¿Qué plan de retiro le queda a un negocio pequeño?",
      answer:
        "Quienes trabajan por su cuenta suelen considerar un SEP-IRA o un Solo 401(k); los negocios con empleados pueden ver un SIMPLE IRA o un plan 401(k). Los límites de aportación cambian cada año y dependen de sus ganancias, así que calculamos su límite en vez de darle una cifra general.",
    },
    {
      question: "¿California sigue las mismas reglas que la IRS?",
      answer:
        "No siempre. California no permite la deducción federal por ingreso calificado de negocios, no deja deducir las aportaciones a una cuenta de ahorros para la salud (HSA) y trata parte de la depreciación de otra forma. Planeamos para las dos declaraciones, para que un ahorro federal no se vuelva una sorpresa estatal.",
    },
    {
      question: "¿Me pueden decir de antemano cuánto voy a ahorrar?",
      answer:
        "Ningún asesor honesto puede prometerle una cifra. El resultado depende de sus ingresos, de sus decisiones y de reglas fiscales que cambian. Lo que sí le damos es una proyección clara de cada opción, los supuestos en que se basa y un plan que pueda seguir.",
    },
    {
      question: "¿Cuánto cuesta la estrategia fiscal?",
      answer: [
        "Le damos una tarifa fija después de una consulta gratuita, según cuántas entidades y declaraciones haya y cada cuánto quiera reunirse durante el año. La planificación funciona mejor junto con una ",
        { text: "contabilidad mensual", page: "service/bookkeeping" },
        ", para que cada proyección use cifras al día.",
      ],
    },
  ],
} satisfies ServicePageCopy;
