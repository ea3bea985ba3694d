import { portal } from "#app/content/client-portal.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";

const pw = portal.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Impuestos Personales",
  subheading: "Declaraciones para personas y familias",
  description:
    "Preparamos la declaración federal (Formulario 1040) y la de California (Formulario 540) para personas y familias de Santa Maria y la Costa Central. Traiga sus W-2, sus 1099 y sus recibos; buscamos todos los créditos y deducciones que le corresponden y le explicamos su declaración renglón por renglón, en español o en inglés.",
  metaDescription:
    "Preparación de impuestos personales en Santa Maria, CA: Formularios 1040 y 540, Crédito Tributario por Hijos y más. Atendemos a quienes declaran con ITIN.",
  features: [
    {
      title: "Declaración federal y de California",
      description:
        "Preparamos juntos su Formulario 1040 y su Formulario 540 de California, y reportamos bien en cada uno sueldos, trabajo por cuenta propia, rentas, jubilación e inversiones.",
    },
    {
      title: "Créditos para familias con hijos",
      description:
        "Revisamos si le corresponden el Crédito Tributario por Hijos, el Crédito por Ingreso del Trabajo y el crédito por cuidado de hijos y dependientes, y en California el CalEITC y el Crédito Tributario por Hijos Menores de 6 Años (Young Child Tax Credit).",
    },
    {
      title: "Créditos por estudios y préstamos estudiantiles",
      description: `Estudiantes y padres pueden reclamar el Crédito de Oportunidad Americana, de hasta ${usd(f.americanOpportunityCreditMax)} por estudiante, o el Crédito Vitalicio por Aprendizaje, de hasta ${usd(f.lifetimeLearningCreditMax)} por declaración, además de deducir hasta ${usd(f.studentLoanInterestDeductionMax)} de intereses de préstamos estudiantiles.`,
    },
    {
      title: "Deducción estándar o detallada",
      description:
        "Comparamos la deducción estándar con detallar intereses hipotecarios, impuestos a la propiedad y donativos, por separado en su declaración federal y en la de California.",
    },
    {
      title: "Envío seguro de documentos",
      description: `Mande sus W-2, 1099 y copias de identificación por nuestro portal de clientes${pw.withEncryption} en vez de por correo electrónico, o déjelos en nuestra oficina de Santa Maria.`,
    },
    {
      title: "Cartas y declaraciones enmendadas",
      description:
        "Si la IRS o el Franchise Tax Board (FTB) le escriben sobre una declaración, le explicamos la carta y le ayudamos a contestar; si algo quedó fuera, preparamos la enmienda con el Formulario 1040-X.",
    },
  ],
  clients: [
    {
      type: "Trabajadores asalariados",
      description:
        "Trabajadores del campo, enfermeras, personal de hoteles y restaurantes y gente de oficios que quiere revisar su retención y reclamar todos sus créditos.",
    },
    {
      type: "Familias con hijos",
      description:
        "Padres y madres que pueden calificar para el Crédito Tributario por Hijos, el Crédito por Ingreso del Trabajo, el CalEITC y el crédito por cuidado de hijos y dependientes.",
    },
    {
      type: "Estudiantes y sus padres",
      description:
        "Estudiantes universitarios y los padres que pagan la colegiatura, que pueden aprovechar los créditos por estudios y la deducción de intereses de préstamos estudiantiles.",
    },
    {
      type: "Trabajadores por cuenta propia",
      description:
        "Choferes de aplicación, personas que limpian casas, vendedores de mercado y quienes cobran con 1099, que necesitan llevar sus gastos y calcular el impuesto sobre el trabajo por cuenta propia.",
    },
    {
      type: "Jubilados",
      description:
        "Personas que reciben Seguro Social, una pensión o retiros de su IRA y quieren saber cuánto está sujeto a impuesto y si deben ajustar su retención.",
    },
    {
      type: "Dueños de casa y arrendadores",
      description:
        "Familias con intereses hipotecarios, impuestos a la propiedad o una unidad de renta, cuyas rentas, reparaciones y depreciación deben reportarse bien.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Cuéntenos sobre su familia y lo que cambió este año, como un bebé, una boda, un trabajo nuevo o la compra de una casa; le damos una tarifa fija desde el principio.",
    },
    {
      title: "Su lista de documentos",
      description:
        "Le mandamos una lista según su caso: W-2, 1099, el Formulario 1098 de intereses hipotecarios, el 1098-T de colegiatura y el número de Seguro Social o ITIN de cada persona en la declaración.",
    },
    {
      title: "Revisión de documentos",
      description:
        "Leemos su declaración del año pasado junto con los papeles de este año para encontrar formularios que falten, saldos que se arrastran y créditos que nunca se reclamaron.",
    },
    {
      title: "Preparación de la declaración",
      description:
        "Preparamos la declaración federal y la de California, escogemos entre la deducción estándar y la detallada y aplicamos cada crédito que le corresponde.",
    },
    {
      title: "Revisión en su idioma",
      description:
        "Repasamos la declaración con usted en español o en inglés, le mostramos el reembolso o el saldo a pagar, y usted firma la autorización de envío electrónico.",
    },
    {
      title: "Envío electrónico y seguimiento",
      description:
        "Enviamos las dos declaraciones y confirmamos que fueron aceptadas; guarde su copia y sus comprobantes durante 7 años, y llámenos si algún día le llega una carta.",
    },
  ],
  faqs: [
    {
      question: "¿Qué debo traer a mi cita?",
      answer:
        "Identificación con foto; tarjetas de Seguro Social o cartas del ITIN de usted, su cónyuge y sus dependientes; todos sus W-2 y 1099; el Formulario 1098 de intereses hipotecarios; el 1098-T de colegiatura; los recibos de la guardería con el número de identificación fiscal del proveedor; y su declaración del año pasado.",
    },
    {
      question: "¿Cuál es la fecha límite para la declaración personal?",
      answer:
        "Las declaraciones personales vencen por lo general el 15 de abril; si esa fecha cae en fin de semana o día feriado, pasa al siguiente día hábil. Le recomendamos venir en febrero o marzo, cuando ya le hayan llegado sus W-2 y 1099.",
    },
    {
      question: "¿Me conviene la deducción estándar o detallar?",
      answer: `La que le dé la deducción más grande. Para el año fiscal ${f.standardDeductionSingle.taxYear} (las declaraciones que se presentan en ${f.standardDeductionSingle.taxYear + 1}), la deducción estándar federal es de ${usd(f.standardDeductionSingle)} para solteros, de ${usd(f.standardDeductionMarriedJoint)} para matrimonios que declaran en conjunto y de ${usd(f.standardDeductionHeadOfHousehold)} para cabezas de familia; la IRS ajusta las cantidades cada año, y California tiene su propia deducción estándar, más baja. Si sus gastos deducibles, como intereses hipotecarios, impuestos a la propiedad y donativos, suman más, detallar le baja el ingreso sujeto a impuesto.`,
    },
    {
      question: "¿Qué beneficios fiscales hay por gastos de universidad?",
      answer: `El Crédito de Oportunidad Americana vale hasta ${usd(f.americanOpportunityCreditMax)} por estudiante elegible, y el Crédito Vitalicio por Aprendizaje hasta ${usd(f.lifetimeLearningCreditMax)} por declaración; no se pueden reclamar los dos por el mismo estudiante en el mismo año. Aparte, puede deducir hasta ${usd(f.studentLoanInterestDeductionMax)} de intereses de préstamos estudiantiles. Los tres tienen límites de ingreso, y nosotros los revisamos por usted.`,
    },
    {
      question: "¿Me pueden ayudar si llevo algunos años sin declarar?",
      answer: [
        "Sí. Preparamos las declaraciones atrasadas junto con la del año en curso y le decimos en qué situación está. Vea cómo funcionan nuestros ",
        { text: "servicios de declaraciones no presentadas", page: "service/non-filed-tax-returns" },
        " y, si resulta un saldo a pagar, nuestros ",
        { text: "servicios de resolución de deuda fiscal", page: "service/taxes-owed" },
        " le ayudan a resolverlo.",
      ],
    },
    {
      question: "No tengo número de Seguro Social. ¿Puedo declarar de todos modos?",
      answer: [
        "Sí. Si usted o alguien de su familia no puede obtener un número de Seguro Social, la declaración se puede presentar con un ITIN. Como Agente Certificador de Aceptación (Certifying Acceptance Agent) de la IRS, podemos ",
        { text: "ayudarle a solicitar o renovar su ITIN", page: "service/certified-acceptance-agent" },
        ` y preparar su declaración en la misma cita. Algunos créditos sí piden número de Seguro Social: desde el año fiscal ${f.childTaxCreditTaxpayerSsnSinceYear.value}, el Crédito Tributario por Hijos federal exige uno válido para usted (o, en una declaración conjunta, para al menos uno de los cónyuges) y para cada niño, y el Crédito por Ingreso del Trabajo federal también los exige. Un hogar que declara con ITIN todavía puede calificar para el crédito federal por otros dependientes y, en California, para el CalEITC y el Crédito Tributario por Hijos Menores de 6 Años (Young Child Tax Credit).`,
      ],
    },
  ],
} satisfies ServicePageCopy;
