import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, ficaEmployeeRate, percent, usd } from "#app/content/tax-figures.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Resolución de Problemas de Impuestos sobre la Nómina",
  subheading: "Impuestos de nómina atrasados o sin pagar",
  description: `Depósitos del Formulario 941 que no se hicieron, declaraciones trimestrales sin presentar o un cobro del EDD ponen en riesgo a su negocio y también a usted en lo personal. Averiguamos exactamente cuánto se debe a la IRS y al EDD de California y ponemos al día sus declaraciones de nómina, y ${rep.named}, negocia por usted con la IRS con el Formulario 2848, en lo posible antes de que la multa por recuperación del fondo fiduciario (Trust Fund Recovery Penalty) llegue a sus bienes personales.`,
  metaDescription:
    "¿Atrasado con el 941 o con el EDD? Presentamos lo pendiente, y nuestro representante lo defiende ante la IRS de la multa por recuperación del fondo fiduciario.",
  features: [
    {
      title: "Conciliación de sus cuentas de nómina",
      description:
        "Comparamos sus registros de nómina con los de la IRS y del EDD, trimestre por trimestre, para saber qué formularios 941, 940, DE 9 y DE 9C faltan y qué depósitos nunca se aplicaron.",
    },
    {
      title: "Declaraciones de nómina atrasadas",
      description:
        "Preparamos y presentamos los formularios 941 trimestrales (o el 943 si su negocio es agrícola), los 940 anuales, los W-2 y los reportes DE 9 y DE 9C de California, para que el cobro se base en su nómina real.",
    },
    {
      title: "Defensa contra la multa por recuperación del fondo fiduciario",
      description: `La IRS puede cobrar en lo personal a dueños, directivos y hasta a empleados que firmaban cheques por los impuestos retenidos que no se pagaron. Lo preparamos para la entrevista del Formulario 4180, y ${rep.person} disputa los cobros a quienes no eran responsables.`,
    },
    {
      title: "Casos con el EDD de California",
      description:
        "Los impuestos estatales de nómina tienen sus propias reglas y fechas. Contestamos los avisos del EDD, corregimos reportes trimestrales y acordamos pagos con el estado a la par del caso federal.",
    },
    {
      title: "Primero, el trimestre actual al corriente",
      description: `Por lo general la IRS no aprueba un plan de pagos mientras se sigan acumulando impuestos de nómina nuevos, así que primero ponemos al día sus depósitos y declaraciones federales y luego ${rep.person} negocia lo atrasado.`,
    },
    {
      title: "Planes de pagos y alivio de multas",
      description: `Según su situación económica, solicitamos un plan de pagos para negocios en operación, el alivio por causa razonable o una oferta en compromiso, y ${rep.person} presenta la solicitud ante la IRS en su nombre.`,
    },
  ],
  clients: [
    {
      type: "Restaurantes y negocios de comida",
      description:
        "Dueños con personal que recibe propinas y márgenes apretados, donde una temporada floja convirtió un depósito tardío en varios trimestres sin pagar.",
    },
    {
      type: "Rancheros y contratistas agrícolas",
      description:
        "Empleadores del campo con cuadrillas grandes de temporada que presentan el Formulario 943 y reciben avisos federales y estatales al mismo tiempo.",
    },
    {
      type: "Contratistas de construcción",
      description:
        "Contratistas con cuadrillas en nómina, o que pagaron con 1099 a trabajadores que quizá eran empleados según la prueba ABC de California.",
    },
    {
      type: "Directivos y dueños con responsabilidad personal",
      description:
        "Directivos de corporaciones, miembros de LLC y socios que recibieron a su nombre una carta que propone la multa por recuperación del fondo fiduciario.",
    },
    {
      type: "Negocios que ya cerraron",
      description:
        "Antiguos dueños a quienes los impuestos retenidos sin pagar todavía pueden perseguir en lo personal aunque la empresa ya no exista.",
    },
    {
      type: "Encargados de contabilidad y gerentes de oficina",
      description:
        "Empleados que firmaban cheques o hacían los depósitos de impuestos y a quienes un oficial de cobros de la IRS citó por impuestos de nómina sin pagar.",
    },
  ],
  process: [
    {
      title: "Atención urgente",
      description:
        "Los casos de nómina avanzan rápido, por eso procuramos responderle en un día hábil y revisamos cada aviso, fecha límite y carta del oficial de cobros.",
    },
    {
      title: "Poder legal (Formulario 2848)",
      description: `Con el Formulario 2848 firmado, ${rep.named}, se comunica con la IRS por usted, pide los registros de nómina y, cuando es posible, solicita una pausa en el cobro mientras reunimos los datos.`,
    },
    {
      title: "Cuadrar cada trimestre",
      description:
        "Cotejamos reportes de nómina, estados de cuenta y depósitos de cada trimestre para separar lo que de verdad no se pagó de los errores de declaración o pagos mal aplicados.",
    },
    {
      title: "Presentar lo que falta",
      description:
        "Preparamos y presentamos los formularios 941, 943 o 940 atrasados y los reportes trimestrales del EDD, para que las agencias cobren sobre cifras reales y no sobre sus propios estimados.",
    },
    {
      title: "Negociar la solución",
      description: `${rep.person} presenta un plan de pagos, una solicitud de alivio de multas o una oferta en compromiso respaldada por sus estados financieros en los formularios 433-A y 433-B.`,
    },
    {
      title: "Mantener la nómina en orden",
      description:
        "Le dejamos recordatorios de depósito o nos encargamos de toda su nómina, para que el próximo trimestre no vuelva a abrir el problema que acaba de cerrar.",
    },
  ],
  faqs: [
    {
      question: "¿Qué son los impuestos del fondo fiduciario y por qué la IRS los toma tan en serio?",
      answer: `Son las cantidades que usted retiene del sueldo de sus empleados: el impuesto federal sobre el ingreso más su parte del Seguro Social y Medicare (${percent(ficaEmployeeRate)} del sueldo: ${percent(f.socialSecurityRate)} para el Seguro Social sobre sueldos de hasta ${usd(f.socialSecurityWageBase)}, el tope de ${f.socialSecurityWageBase.taxYear}, y ${percent(f.medicareRate)} para Medicare sobre todo el sueldo). Ese dinero es de los empleados y del gobierno, no del negocio, así que la IRS lo cobra con más firmeza que casi cualquier otra deuda.`,
    },
    {
      question: "¿La IRS me puede cobrar a mí en lo personal los impuestos de nómina de mi empresa?",
      answer: `Sí. Con la multa por recuperación del fondo fiduciario, la IRS puede cobrar lo retenido y no pagado a cualquier persona que considere responsable y que actuó a sabiendas, como dueños, directivos o empleados que decidían qué cuentas se pagaban. Llegar a la entrevista del Formulario 4180 con un representante como ${rep.named}, puede hacer una gran diferencia.`,
    },
    {
      question: "¿Cuánto tarda la IRS en contactarme después de un depósito o declaración que no hice?",
      answer:
        "La IRS manda avisos en cuanto detecta un depósito o una declaración que faltan, y las multas e intereses se acumulan desde la fecha de vencimiento. Cada trimestre adicional sin pagar aumenta el saldo, así que llamar pronto le deja más opciones.",
    },
    {
      question: "¿Puedo conseguir un plan de pagos para impuestos de nómina?",
      answer: [
        `Muchas veces sí, siempre que sus depósitos y declaraciones actuales estén al corriente. Preparamos los estados financieros que pide la IRS, y ${rep.person} puede `,
        { text: "tramitar un plan de pagos a plazos", page: "service/irs-payment-plan" },
        " de acuerdo con lo que el negocio realmente puede pagar cada mes.",
      ],
    },
    {
      question: "¿El EDD de California maneja esto aparte de la IRS?",
      answer:
        "Sí. El EDD administra el seguro de desempleo, el impuesto de capacitación laboral, el Seguro Estatal de Incapacidad (SDI) y la retención del impuesto estatal, que se reportan en el DE 9 y el DE 9C. Manda sus propios avisos y tiene su propio proceso de cobro, por eso llevamos los dos casos en paralelo.",
    },
    {
      question: "¿Cómo evito que esto me vuelva a pasar?",
      answer: [
        "Casi todos los problemas de nómina empiezan cuando se atrasan los depósitos en un momento de poco efectivo. Nuestro ",
        { text: "servicio de nómina", page: "service/payroll" },
        " se encarga de los cálculos, depósitos y declaraciones trimestrales a tiempo, y le ayudamos a apartar el dinero de los impuestos antes de cada pago.",
      ],
    },
  ],
} satisfies ServicePageCopy;
