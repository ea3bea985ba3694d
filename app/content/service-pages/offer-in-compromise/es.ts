import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Oferta en Compromiso",
  subheading: "Cuando no es posible pagar todo",
  description: `Una oferta en compromiso (en sus formularios en español, la IRS la llama «ofrecimiento de transacción») permite que la IRS acepte menos del total adeudado cuando pagarlo todo no es realista. En NAIS le decimos con honestidad si es probable que califique y preparamos el Formulario 656 y el estado financiero que lo respalda, y ${rep.named}, lo representa durante la revisión de la IRS, que muchas veces dura varios meses.`,
  metaDescription: `Oferta en compromiso con la IRS: evaluación honesta, Formularios 656 y 433-A (OIC) preparados y apelación dentro de ${num(f.offerInCompromiseAppealDays)} días si la IRS la rechaza. En español.`,
  features: [
    {
      title: "Evaluación honesta",
      description:
        "Antes de que pague cualquier cuota de solicitud a la IRS, calculamos su potencial razonable de cobro. Si una oferta no es realista en su caso, se lo decimos y le indicamos la opción que le conviene.",
    },
    {
      title: "Formulario 656 y Formulario 433-A (OIC)",
      description:
        "Preparamos la oferta y el estado financiero detallado que la acompaña, con ingresos, gastos, valor neto de sus bienes y saldos bancarios, junto con los documentos que la IRS va a pedir.",
    },
    {
      title: "Cálculo del monto de la oferta",
      description:
        "Cuando se basa en la falta de capacidad de pago, la oferta por lo general debe ser al menos igual a lo que la IRS calcula que podría cobrar de sus bienes e ingresos futuros. Hacemos esas cuentas con los estándares de cobro de la IRS, para que la oferta se base en las mismas cifras que usará el examinador.",
    },
    {
      title: "Acompañamiento durante la revisión",
      description: `La revisión de una oferta muchas veces tarda varios meses. ${rep.person} contesta a tiempo las preguntas y solicitudes del examinador, y nosotros le decimos qué debe seguir haciendo mientras la IRS decide.`,
    },
    {
      title: "Apelación si la rechazan",
      description: `Si la IRS rechaza la oferta, usted tiene 30 días para apelar. Preparamos el Formulario 13711, y ${rep.person} presenta su caso ante la Oficina Independiente de Apelaciones de la IRS.`,
    },
    {
      title: `Los ${num(f.offerInCompromiseComplianceYears)} años de cumplimiento`,
      description: `Una oferta aceptada lo obliga a presentar y pagar todos sus impuestos a tiempo durante ${num(f.offerInCompromiseComplianceYears)} años. Le ayudamos a cumplir, porque si no cumple esas condiciones la deuda perdonada puede volver a cargarse a su cuenta.`,
    },
  ],
  clients: [
    {
      type: "Personas cuyos ingresos bajaron",
      description:
        "Quienes deben de años mejores pero hoy ganan mucho menos por una enfermedad, la pérdida del empleo o un negocio que tuvo que cerrar.",
    },
    {
      type: "Exdueños de negocios",
      description:
        "Dueños de un restaurante, una tienda o una empresa de transporte ya cerrados que siguen cargando deudas de impuestos y casi no les quedan bienes.",
    },
    {
      type: "Jubilados con ingresos limitados",
      description:
        "Personas mayores que viven del Seguro Social o de una pensión pequeña y cuya deuda está muy por encima de lo que sus ingresos y ahorros podrían cubrir.",
    },
    {
      type: "Quienes no están de acuerdo con el impuesto",
      description:
        "Contribuyentes que consideran que el impuesto determinado está mal, caso en el que puede convenir una oferta por duda sobre la obligación tributaria.",
    },
    {
      type: "Personas en situación difícil",
      description:
        "Quienes en teoría podrían pagar, pero hacerlo les causaría un perjuicio serio, que es la situación que atiende la oferta por administración tributaria eficaz.",
    },
    {
      type: "Quienes también le deben a California",
      description:
        "Contribuyentes con deudas ante el Franchise Tax Board, que tiene su propio programa de oferta en compromiso con formularios y reglas distintos.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Revisamos sus avisos, cuánto debe y su situación, y le decimos claramente si una oferta parece realista o si otro camino le conviene más.",
    },
    {
      title: "Primero, declaraciones al día",
      description:
        "La IRS solo considera una oferta si las declaraciones requeridas están presentadas y hay retenciones o pagos estimados del año en curso; ponemos al día lo que falte.",
    },
    {
      title: "Análisis financiero",
      description:
        "Juntamos estados de cuenta, talones de pago, valores de vehículos y propiedades y sus gastos mensuales, y calculamos su potencial razonable de cobro.",
    },
    {
      title: "Preparar y presentar la oferta",
      description:
        "Preparamos el Formulario 656 con el 433-A (OIC) o el 433-B (OIC), elegimos la forma de pago y lo presentamos con la cuota y el pago inicial, salvo que califique para la exención por bajos ingresos.",
    },
    {
      title: "Trato con el examinador",
      description: `Mientras la oferta está en revisión, ${rep.person} contesta las solicitudes, explica sus cifras y negocia si la IRS propone otra cantidad.`,
    },
    {
      title: "Aceptación o apelación",
      description: `Si aceptan la oferta, le explicamos las condiciones de pago y el periodo de cumplimiento de ${num(f.offerInCompromiseComplianceYears)} años; si la rechazan, ${rep.person} puede apelar dentro de 30 días.`,
    },
  ],
  faqs: [
    {
      question: "¿Cuánto me puedo ahorrar con una oferta en compromiso?",
      answer: [
        "No prometemos ningún porcentaje. La cantidad que acepta la IRS se basa en su potencial razonable de cobro, es decir, lo que podría cobrar de sus bienes e ingresos futuros, y no en cuánto debe. Algunos acuerdos quedan muy por debajo del saldo; sin embargo, para muchas personas las cifras muestran que lo realista es un ",
        { text: "plan de pagos", page: "service/irs-payment-plan" },
        ", y le diremos hacia dónde apuntan sus números.",
      ],
    },
    {
      question: "¿Cuánto tarda la IRS en decidir?",
      answer: `Depende de la carga de trabajo de la IRS y de su caso, y muchas veces son varios meses; más si el caso va a apelación. Mientras la oferta está en trámite, por lo general la IRS no puede embargar por las deudas incluidas en ella y el plazo de cobro de ${num(f.collectionStatuteYears)} años queda suspendido. Aun así, en ese tiempo se puede registrar un gravamen federal.`,
    },
    {
      question: "¿Qué pasa si rechazan mi oferta?",
      answer: `La carta de rechazo explica el motivo. Puede apelar dentro de 30 días con el Formulario 13711; nosotros preparamos la apelación y ${rep.person} la presenta. A veces conviene más presentar una oferta corregida o un plan de pagos, y revisamos esas opciones con usted.`,
    },
    {
      question: "¿Qué tengo que hacer después de que aceptan la oferta?",
      answer: `Debe pagar la cantidad acordada en los plazos que eligió y presentar y pagar todos sus impuestos a tiempo durante ${num(f.offerInCompromiseComplianceYears)} años. Además, la IRS se queda con cualquier reembolso que le corresponda por los periodos hasta el año calendario en que se acepta la oferta. Si no cumple las condiciones, la IRS puede restablecer el saldo original.`,
    },
    {
      question: "¿Un negocio puede presentar una oferta en compromiso?",
      answer: [
        "Sí. Los negocios usan el Formulario 433-B (OIC) para el estado financiero, y un negocio que sigue operando debe estar al día con sus depósitos de impuestos federales. Cuando hay impuestos de nómina sin pagar, también hay que revisar con cuidado la responsabilidad personal de los dueños por la ",
        { text: "multa por recuperación del fondo fiduciario", page: "service/payroll-tax-problems" },
        ".",
      ],
    },
    {
      question: "¿Cómo sé si una promesa de arreglo es realista?",
      answer:
        "Desconfíe de quien le prometa un arreglo antes de revisar sus finanzas. La IRS decide con base en sus números y ofrece gratis una herramienta de precalificación para la oferta que cualquiera puede usar. En nuestra consulta gratuita le damos una evaluación honesta antes de que pague cualquier cuota.",
    },
  ],
} satisfies ServicePageCopy;
