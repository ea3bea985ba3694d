import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num, usd } from "#app/content/tax-figures.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Plan de Pago de la IRS",
  subheading: "Planes de pagos a plazos con la IRS",
  description: `Si le debe a la IRS más de lo que puede pagar de una vez, un plan de pagos a plazos le permite pagar poco a poco, y mientras el plan esté al corriente la IRS por lo general no embarga. En NAIS calculamos una mensualidad que usted pueda sostener y preparamos los formularios que pide la IRS, y ${rep.named}, solicita el plan por usted con el Formulario 2848: los casos sencillos suelen quedar en 1 a 2 semanas y los complejos en 30 a 60 días.`,
  metaDescription: `Planes de pagos con la IRS: Plan de Pagos Simple para saldos de hasta ${usd(f.simplePaymentPlanMaxBalance)}, planes para negocios, Formularios 9465 y 433-F y atención en español.`,
  features: [
    {
      title: "Una mensualidad que sí pueda pagar",
      description:
        "Calculamos la mensualidad con sus ingresos y gastos reales, para que el plan aguante un mes flojo o una temporada baja y no se caiga a los pocos pagos.",
    },
    {
      title: "Formulario 9465 y estados financieros",
      description:
        "Preparamos el Formulario 9465 y, cuando la IRS lo pide, el estado de información de cobro en el Formulario 433-F o 433-A, con talones de pago y estados de cuenta que respaldan cada cifra.",
    },
    {
      title: "Plan de Pagos Simple",
      description: `Desde ${f.simplePaymentPlanSinceYear.value}, quien debe ${usd(f.simplePaymentPlanMaxBalance)} o menos entre impuesto, multas e intereses puede obtener un Plan de Pagos Simple (Simple Payment Plan): sin estado financiero ni decisión sobre un gravamen, y con pagos hasta que venza el plazo de cobro, por lo general hasta ${num(f.collectionStatuteYears)} años.`,
    },
    {
      title: "Planes de pagos parciales",
      description: `Si su presupuesto no alcanza para liquidar todo el saldo antes de que venza el plazo de cobro de ${num(f.collectionStatuteYears)} años, evaluamos un plan de pagos parciales y documentamos por qué le corresponde.`,
    },
    {
      title: "También deudas con California",
      description:
        "Si también le debe al Franchise Tax Board, tramitamos un plan de pagos estatal junto con el federal, para que las dos mensualidades quepan en el mismo presupuesto familiar.",
    },
    {
      title: "Mantener el plan al corriente",
      description:
        "Le dejamos claras las condiciones: presentar a tiempo todas sus declaraciones futuras, pagar completos los impuestos nuevos y avisarnos antes de atrasarse en un pago para que el plan no se cancele.",
    },
  ],
  clients: [
    {
      type: "Trabajadores por cuenta propia con saldo pendiente",
      description:
        "Personas con negocio propio que deben un año en que no hicieron pagos estimados y necesitan tiempo para ponerse al día sin atrasarse en el año actual.",
    },
    {
      type: "Empleados con poca retención",
      description:
        "Asalariados a quienes no les retuvieron lo suficiente en su W-2, muchas veces por un segundo trabajo o ingresos extra, y que quedaron con un saldo que no pueden pagar.",
    },
    {
      type: "Empleadores atrasados con la nómina",
      description:
        "Negocios con saldos pendientes del Formulario 941 que necesitan un plan de pagos para el negocio mientras mantienen al día los depósitos de la nómina actual.",
    },
    {
      type: "Jubilados con ingreso fijo",
      description:
        "Contribuyentes que deben por retiros de su cuenta de jubilación y necesitan una mensualidad que quepa en su pensión o su Seguro Social.",
    },
    {
      type: "Trabajadores del campo y de temporada",
      description:
        "Personas cuyo ingreso sube y baja con la cosecha y necesitan una mensualidad que puedan seguir pagando cuando no hay temporada.",
    },
    {
      type: "Quienes reciben avisos de cobro",
      description:
        "Cualquier persona con avisos CP14, CP501 o CP503 que quiere actuar antes de que las cartas lleguen a un aviso de intención de embargo.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Traiga sus avisos de la IRS y sus talones de pago recientes o las cifras de su negocio; confirmamos cuánto debe y si un plan de pagos es la mejor opción.",
    },
    {
      title: "Transcripciones y declaraciones al día",
      description:
        "Obtenemos sus transcripciones de cuenta de la IRS y confirmamos que todas las declaraciones requeridas estén presentadas, porque sin eso la IRS no aprueba un plan.",
    },
    {
      title: "Presupuesto y estado financiero",
      description:
        "Documentamos sus ingresos y gastos de vida permitidos y preparamos el Formulario 433-F o 433-A cuando la IRS exige un estado financiero.",
    },
    {
      title: "Elegir el plan",
      description:
        "Comparamos las opciones, desde pagar todo el saldo a plazos hasta un plan de pagos parciales, y decidimos con usted la mensualidad.",
    },
    {
      title: "Presentar la solicitud",
      description: `${rep.person} solicita el plan en línea, por teléfono o con el Formulario 9465 y da seguimiento hasta que la IRS lo confirme: de 1 a 2 semanas en casos sencillos y de 30 a 60 días en los complejos.`,
    },
    {
      title: "Seguir al corriente",
      description:
        "Le recomendamos pagar por débito directo, revisamos el plan en temporada de impuestos y actuamos rápido si cambian sus ingresos, para modificar el plan antes de que se cancele.",
    },
  ],
  faqs: [
    {
      question: "¿Cuánto tarda en quedar listo un plan de pagos con la IRS?",
      answer:
        "Un plan sencillo suele quedar en 1 a 2 semanas a partir de que tenemos su información. Los casos que requieren un estado financiero completo, incluyen impuestos de nómina de un negocio o necesitan un plan de pagos parciales normalmente tardan de 30 a 60 días.",
    },
    {
      question: "¿Qué tan baja puede ser la mensualidad?",
      answer: `Depende de cuánto debe y de lo que su presupuesto permita. En un Plan de Pagos Simple usted elige la mensualidad, siempre que liquide el saldo antes de que venza el plazo de cobro (por lo general ${num(f.collectionStatuteYears)} años desde la liquidación del impuesto); mientras más largo el plan, más intereses y multas paga. Un negocio en operación que debe hasta ${usd(f.businessStreamlinedMaxBalance)} de impuesto sobre el ingreso puede obtener un plan de pagos simplificado de hasta ${num(f.businessStreamlinedMaxMonths)} meses. Los saldos de más de ${usd(f.simplePaymentPlanMaxBalance)} necesitan otro tipo de plan y, muchas veces, un estado financiero y una revisión más a fondo de sus gastos antes de que la IRS acepte una cantidad.`,
    },
    {
      question: "¿Se detienen las multas y los intereses cuando estoy en un plan?",
      answer:
        "No. Los intereses y la multa por pago tardío siguen sumándose hasta liquidar el saldo, aunque para las personas que presentaron a tiempo la tasa de esa multa baja mientras el plan aprobado está vigente. Pagar más del mínimo cuando se pueda acorta el plan y reduce el costo total.",
    },
    {
      question: "¿Qué pasa si me atraso en un pago?",
      answer: [
        "La IRS puede cancelar el plan y volver a cobrar, incluso con ",
        { text: "embargos de sueldo y de cuentas bancarias", page: "service/irs-levies" },
        ". Si sabe que un pago se va a atrasar, llámenos antes: muchas veces se puede modificar o restablecer el plan, a veces pagando un cargo.",
      ],
    },
    {
      question: "¿Hay un límite de tiempo para que la IRS cobre?",
      answer: [
        `Por lo general la IRS tiene ${num(f.collectionStatuteYears)} años desde que se determina el impuesto para cobrarlo, y ciertas situaciones, como una oferta en trámite o una bancarrota, detienen ese reloj. Ese plazo importa al elegir un plan: si el saldo completo no se puede pagar antes de que venza, vale la pena considerar un plan de pagos parciales o una `,
        { text: "oferta en compromiso", page: "service/offer-in-compromise" },
        ".",
      ],
    },
    {
      question: "¿Puedo tramitar el plan de pagos yo mismo?",
      answer: [
        "Sí. Muchas personas pueden solicitarlo con la Solicitud en Línea para un Plan de Pagos de la IRS o por teléfono, y nuestro servicio de ",
        { text: "guiones para llamar a la IRS", page: "service/irs-scripts" },
        ` lo prepara para esa llamada. ${rep.person} interviene como su representante cuando el saldo es mayor, se necesita un estado financiero, hay impuestos de nómina de por medio o ya se canceló un plan anterior.`,
      ],
    },
  ],
} satisfies ServicePageCopy;
