import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Defensa en Auditorías Fiscales",
  subheading: "Auditorías de la IRS, FTB, EDD y CDTFA",
  description: `Una carta de auditoría de la IRS, del Franchise Tax Board, del EDD o del CDTFA siempre trae una fecha límite. En NAIS organizamos sus registros, contestamos lo que pide el auditor y defendemos las cifras de sus declaraciones de impuestos, reportes de nómina o declaraciones de impuesto sobre las ventas; ante la IRS, ${rep.named}, lo representa con el Formulario 2848. Cobramos la auditoría con una tarifa fija que le damos después de una consulta gratuita, así el costo no aumenta con cada pregunta del auditor.`,
  metaDescription:
    "Defensa en auditorías de la IRS, FTB, EDD y CDTFA en Santa Maria: por correo, en oficina o en su negocio. Tarifa fija, atención en español y consulta gratuita.",
  features: [
    {
      title: "Auditorías por correo",
      description:
        "Cuando la IRS o el Franchise Tax Board (FTB) cuestionan unas cuantas partidas por carta, preparamos una respuesta completa y ordenada, con los comprobantes de cada partida, y la enviamos antes de la fecha que indica el aviso.",
    },
    {
      title: "Auditorías en oficina",
      description: `Si la IRS lo cita a una entrevista en sus oficinas, preparamos el expediente punto por punto y ensayamos con usted las preguntas probables, y ${rep.person} lo acompaña, o va en su lugar con un poder.`,
    },
    {
      title: "Auditorías de campo en su negocio",
      description: `Cuando un examinador visita su tienda, su restaurante o su obra, planeamos la visita y tenemos listos los registros solicitados, y ${rep.person} ayuda a que la conversación se limite a los años y temas que planteó el auditor.`,
    },
    {
      title: "Auditorías de nómina del EDD",
      description:
        "El EDD revisa si las personas que usted pagó como contratistas independientes debieron estar en nómina según la prueba ABC de California. Cuadramos sus reportes DE 9 y DE 9C con su contabilidad y documentamos cada relación de trabajo.",
    },
    {
      title: "Auditorías de impuesto sobre las ventas del CDTFA",
      description:
        "Los auditores del CDTFA comparan las ventas reportadas con sus depósitos, los estados de cuenta de su procesador de tarjetas y sus compras. Reconstruimos las cifras, sustentamos las ventas exentas y rebatimos estimaciones que no reflejan cómo funciona su negocio.",
    },
    {
      title: "Tarifa fija para auditorías",
      description:
        "La defensa de una auditoría se cobra con una tarifa fija acordada antes de empezar. Usted sabe desde el principio cuánto le va a costar, sin cargos por hora que crecen con cada nueva solicitud de documentos.",
    },
  ],
  clients: [
    {
      type: "Dueños de restaurantes y loncheras",
      description:
        "Negocios que manejan mucho efectivo y a los que el CDTFA puede auditar comparando ventas con tarjeta, depósitos y compras de alimentos con lo declarado.",
    },
    {
      type: "Contratistas y oficios de la construcción",
      description:
        "Constructores que pagan a sus ayudantes como contratistas independientes con el Formulario 1099-NEC y ahora tienen preguntas del EDD o de la IRS sobre cómo clasificarlos.",
    },
    {
      type: "Contratistas agrícolas y rancheros",
      description:
        "Empleadores del campo con cuadrillas de temporada cuyos reportes de salarios al EDD o declaraciones de nómina ante la IRS están en revisión.",
    },
    {
      type: "Trabajadores por cuenta propia",
      description:
        "Personas que declaran en el Anexo C (Schedule C) y a quienes les cuestionan sus ingresos, gastos de vehículo o la deducción por oficina en casa.",
    },
    {
      type: "Familias que reclaman créditos",
      description:
        "Hogares a los que se les pide comprobar que los hijos reclamados vivieron con ellos durante el año o que sus dependientes califican para los créditos.",
    },
    {
      type: "Dueños de propiedades en renta",
      description:
        "Propietarios que deben sustentar sus ingresos de renta, la diferencia entre reparaciones y mejoras y la depreciación reportada en el Anexo E.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Traiga la carta de auditoría con todo y sobre. Identificamos la agencia, el tipo de auditoría, los años y partidas en revisión y su fecha límite para responder.",
    },
    {
      title: "Contrato con tarifa fija",
      description: `Le damos una sola tarifa fija por la auditoría, le explicamos qué incluye y presentamos la autorización que pide la agencia; para la IRS, un Formulario 2848 que nombra a ${rep.person}.`,
    },
    {
      title: "Reunir los registros",
      description:
        "Hacemos la lista exacta de lo que pidió el auditor y le ayudamos a juntar estados de cuenta, recibos, facturas, registros de nómina y bitácoras de millaje.",
    },
    {
      title: "Reconstrucción y revisión",
      description:
        "Si faltan registros, los reconstruimos con datos del banco, estados de cuenta de proveedores y registros de terceros, y encontramos los puntos débiles antes que el auditor.",
    },
    {
      title: "Respuesta y reuniones",
      description: `Enviamos la respuesta ordenada o asistimos a la reunión (${rep.person}, si es con la IRS), contestamos las solicitudes adicionales y llevamos un registro por escrito de cada contacto con la agencia.`,
    },
    {
      title: "Resultados y siguientes pasos",
      description:
        "Revisamos con usted, renglón por renglón, los cambios propuestos; si no está de acuerdo le explicamos cómo apelar, y si resulta un saldo le ayudamos a organizar el pago.",
    },
  ],
  faqs: [
    {
      question: "¿Qué diferencia hay entre una auditoría por correo, en oficina y de campo?",
      answer:
        "La auditoría por correo se lleva completamente por carta y casi siempre cubre unas cuantas partidas. La de oficina es una entrevista en una oficina de la IRS sobre un grupo más amplio de partidas. La de campo es la más completa: un examinador visita su casa, su negocio o la oficina de su representante y puede revisar toda su contabilidad. Las agencias de California también auditan tanto por correo como en persona.",
    },
    {
      question: "¿También me defienden en auditorías del estado?",
      answer: [
        "Sí. Además de las auditorías de la IRS, atendemos auditorías de impuesto sobre el ingreso del Franchise Tax Board, auditorías de nómina del EDD y auditorías de impuesto sobre las ventas del CDTFA. California tiene que ser informada de los cambios que haga una auditoría federal, así que un ajuste de la IRS muchas veces trae un ajuste igual del FTB; por eso revisamos las dos cosas juntas. Si su auditoría es solo con la IRS y quiere que alguien hable por usted con un poder, vea nuestro servicio de ",
        { text: "representación en auditorías de la IRS", page: "service/irs-audit-representation" },
        ".",
      ],
    },
    {
      question: "¿Cuánto cuesta la defensa en una auditoría?",
      answer:
        "Las auditorías se cobran con tarifa fija. En la consulta gratuita leemos su carta y medimos el alcance de la auditoría; después le damos un solo precio y le dejamos por escrito qué incluye, para que el costo no suba cada vez que el auditor pida algo más.",
    },
    {
      question: "¿Qué debo traer a la primera cita?",
      answer:
        "La carta de auditoría y cualquier aviso posterior, sus declaraciones de los años en revisión, los estados de cuenta bancarios y de tarjetas de esos años, y los recibos, facturas, reportes de nómina o bitácoras que tenga. Es muy común que falten papeles en una auditoría; traiga lo que tenga y partimos de ahí.",
    },
    {
      question: "¿Qué pasa si no contesto la carta de auditoría?",
      answer: [
        "El auditor puede cerrar el caso y cobrarle el impuesto propuesto, con multas e intereses, sin escuchar su versión. Luego el saldo pasa a la etapa de cobro, y eso puede terminar en ",
        { text: "embargos de su cuenta bancaria o de su sueldo", page: "service/irs-levies" },
        ". Contestar tarde siempre es mucho mejor que no contestar, así que llámenos aunque la fecha límite esté cerca.",
      ],
    },
    {
      question: "¿Una auditoría siempre significa que voy a deber más?",
      answer: [
        "No. Algunas auditorías se cierran sin cambios y otras hasta terminan con un reembolso; otras sí dejan un saldo. El resultado depende de sus registros, y nuestro trabajo es presentarlos con claridad y defender que solo se cobre el impuesto que esos registros sustentan. Si al final queda debiendo, le ayudamos a ",
        { text: "establecer un plan de pagos", page: "service/irs-payment-plan" },
        ".",
      ],
    },
  ],
} satisfies ServicePageCopy;
