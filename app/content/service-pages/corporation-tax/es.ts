import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios para Corporaciones",
  subheading: "Declaraciones de corporaciones C y S",
  description:
    "Una corporación tiene obligaciones que una persona nunca ve: el Formulario 1120 o 1120-S, el impuesto de franquicia de California, los K-1 de los accionistas y la Declaración de Información (Statement of Information) ante la Secretaría de Estado. En NAIS preparamos las declaraciones federales y estatales, llevamos el calendario de su corporación y les explicamos cada trámite a sus directivos en español o en inglés.",
  metaDescription: `Servicios para corporaciones en Santa Maria, CA: Formularios 1120 y 1120-S, Formularios 100 y 100S de California, impuesto mínimo de franquicia de ${usd(f.californiaMinimumFranchiseTax)} y K-1.`,
  features: [
    {
      title: "Corporaciones C (Formulario 1120)",
      description:
        "Preparamos el Formulario 1120 federal y el Formulario 100 de California, calculamos el impuesto que debe la propia corporación y planeamos sus pagos estimados del año siguiente.",
    },
    {
      title: "Corporaciones S (Formulario 1120-S)",
      description:
        "Para las corporaciones S preparamos el Formulario 1120-S y el 100S de California, y le entregamos a cada accionista el Anexo K-1 que necesita para su declaración personal.",
    },
    {
      title: "Impuesto de franquicia de California",
      description: `Las corporaciones que hacen negocios en California por lo general deben al Franchise Tax Board (FTB) por lo menos el impuesto mínimo de franquicia de ${usd(f.californiaMinimumFranchiseTax)}, aunque tengan pérdidas; nos aseguramos de que se pague a tiempo.`,
    },
    {
      title: "Sueldo de los dueños y distribuciones",
      description:
        "Ayudamos a los dueños de corporaciones S a fijarse un sueldo razonable por su trabajo, pagarlo por nómina y dejar bien documentadas las distribuciones y los préstamos de accionistas.",
    },
    {
      title: "Un balance general que cuadra",
      description:
        "La mayoría de las declaraciones corporativas incluyen un balance general y una conciliación entre la utilidad en libros y la utilidad fiscal; cuadramos ambos con su contabilidad.",
    },
    {
      title: "Calendario de cumplimiento",
      description:
        "Fechas de declaración, pagos estimados, la Declaración de Información de California y las actas anuales quedan en un solo calendario, con un aviso antes de cada fecha.",
    },
  ],
  clients: [
    {
      type: "Corporaciones S familiares",
      description:
        "Matrimonios y familias que manejan una tienda, un restaurante o una empresa de servicios como corporación S y reparten las acciones entre parientes.",
    },
    {
      type: "Corporaciones C en crecimiento",
      description:
        "Empresas que dejan las ganancias dentro del negocio para comprar equipo, inventario o crecer, y necesitan el impuesto corporativo calculado con precisión.",
    },
    {
      type: "Contratistas constituidos como corporación",
      description:
        "Corporaciones de construcción y oficios con cuadrillas, costos por obra, maquinaria y subcontratistas cuyos 1099 deben coincidir con los libros.",
    },
    {
      type: "Corporaciones recién formadas",
      description:
        "Dueños que van a presentar su primera declaración corporativa y necesitan bien hechos el balance inicial, la elección S y la primera declaración en California.",
    },
    {
      type: "Dueños que piensan constituir una corporación",
      description:
        "Dueños únicos que quieren saber si una corporación o la elección S de verdad les bajaría los impuestos antes de pagar por formarla.",
    },
    {
      type: "Corporaciones atrasadas",
      description:
        "Empresas que dejaron de presentar una declaración o perdieron su buena situación ante el FTB y necesitan ponerse al corriente para recuperarla.",
    },
  ],
  process: [
    {
      title: "Revisión de la corporación",
      description:
        "Leemos su acta constitutiva, la elección S si la hay, las declaraciones anteriores y las cartas recientes de la IRS o del FTB para confirmar cómo tributa la corporación.",
    },
    {
      title: "Cierre del año",
      description:
        "Conciliamos todas las cuentas, registramos la depreciación y confirmamos que la nómina, los préstamos de accionistas y las distribuciones estén donde corresponden.",
    },
    {
      title: "Revisión del sueldo de los directivos",
      description:
        "En las corporaciones S comparamos el sueldo de los directivos con el trabajo que hacen y le avisamos de cualquier problema antes de preparar la declaración, no cuando llegue una carta.",
    },
    {
      title: "Declaración federal y estatal",
      description:
        "Preparamos el 1120 o 1120-S y el Formulario 100 o 100S de California al mismo tiempo, para que las dos declaraciones partan del mismo balance general.",
    },
    {
      title: "Revisión con sus directivos",
      description:
        "Un directivo de la corporación revisa el borrador con nosotros, hace sus preguntas y firma; los accionistas reciben sus K-1 en cuanto la declaración queda lista.",
    },
    {
      title: "Presentación y calendario al día",
      description:
        "Presentamos por vía electrónica, programamos los pagos estimados y el impuesto de franquicia del próximo año y le recordamos cuándo toca la Declaración de Información.",
    },
  ],
  faqs: [
    {
      question: "¿Cuándo vence la declaración de mi corporación?",
      answer:
        "Para corporaciones con año calendario, el Formulario 1120-S de una corporación S vence el 15 de marzo y el Formulario 1120 de una corporación C vence el 15 de abril. Las corporaciones con año fiscal distinto tienen fechas que dependen del cierre de su propio año fiscal, y nosotros se las llevamos.",
    },
    {
      question: "¿Mi corporación debe impuestos en California si tuvo pérdidas?",
      answer: `Por lo general sí. Una corporación que hace negocios en California debe al FTB por lo menos el impuesto mínimo de franquicia de ${usd(f.californiaMinimumFranchiseTax)}, aunque reporte pérdidas. Las corporaciones S también pagan impuesto de franquicia sobre sus ingresos de California, y nosotros calculamos la cantidad correcta.`,
    },
    {
      question: "¿Qué es un sueldo razonable para el dueño de una corporación S?",
      answer: [
        "El dueño que trabaja en el negocio debe recibir un sueldo por nómina, acorde con el trabajo que hace, antes de sacar distribuciones. No hay una cifra única: vemos su puesto, sus horas y lo que se paga por un trabajo parecido, y dejamos el razonamiento por escrito. Ese sueldo lo podemos manejar con nuestro ",
        { text: "servicio de nómina", page: "service/payroll" },
        " para que las retenciones y los reportes se hagan en cada periodo de pago.",
      ],
    },
    {
      question: "¿Me conviene una corporación S o una corporación C?",
      answer: [
        "Depende de cuánta ganancia espera, de si piensa dejar las utilidades en la empresa y de quiénes son los dueños, porque la corporación S limita quién puede ser accionista. Vemos los pros y los contras en una ",
        { text: "consulta sobre la estructura de su negocio", page: "service/business-structure" },
        " antes de que usted haga la elección o cambie algo.",
      ],
    },
    {
      question: "¿Qué registros debe guardar mi corporación?",
      answer:
        "Guarde las declaraciones y sus comprobantes (estados de cuenta, reportes de nómina, facturas, recibos, contratos de préstamo y actas de la junta o de accionistas) durante 7 años. El acta constitutiva, los estatutos y el registro de acciones se guardan mientras exista la corporación.",
    },
    {
      question: "¿Cuánto cuestan sus servicios para corporaciones?",
      answer:
        "Le damos una tarifa fija después de una consulta gratuita, según el número de declaraciones, el estado de los libros y cuántos accionistas reciben K-1. Usted conoce el precio antes de empezar, y no cambia porque una pregunta nos lleve más tiempo.",
    },
  ],
} satisfies ServicePageCopy;
