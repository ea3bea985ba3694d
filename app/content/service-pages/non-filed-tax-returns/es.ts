import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Declaraciones No Presentadas",
  subheading: "Póngase al día con sus impuestos",
  description:
    "¿Le faltan uno o varios años por declarar? Averiguamos qué años la IRS y el Franchise Tax Board (FTB) de California tienen como pendientes, reconstruimos los ingresos y gastos de los que ya no tiene comprobantes y preparamos cada declaración atrasada, para que se ponga al corriente y pueda resolver el saldo real. La consulta es gratuita, en español o en inglés.",
  metaDescription:
    "¿Tiene declaraciones sin presentar? NAIS obtiene sus registros de la IRS, reconstruye sus ingresos y gastos y presenta los años atrasados. Consulta gratuita.",
  features: [
    {
      title: "Revisión de registros de la IRS y del FTB",
      description:
        "Con su autorización pedimos a la IRS sus registros de salarios e ingresos (wage and income transcripts) y revisamos su cuenta con el FTB, para saber con exactitud qué años faltan y qué ingresos ya tienen reportados.",
    },
    {
      title: "Reconstrucción de registros",
      description:
        "¿Perdió los recibos o nunca llevó contabilidad? Reconstruimos sus ingresos y gastos deducibles a partir de estados de cuenta, formularios 1099-NEC, facturas y registros de millaje, para que cada declaración refleje lo que realmente gastó.",
    },
    {
      title: "Corrección de declaraciones sustitutas",
      description:
        "Cuando la IRS prepara una declaración sustituta (Substitute for Return) a su nombre, solo toma los ingresos reportados y deja fuera sus gastos, dependientes y el mejor estado civil para efectos fiscales. Una declaración correcta puede reemplazarla.",
    },
    {
      title: "Recuperación de reembolsos",
      description: `Es posible que algunos de esos años le dejen dinero a favor. Los reembolsos, incluido el Crédito por Ingreso del Trabajo (EITC), por lo general solo se pueden reclamar dentro de los ${num(f.refundClaimYears)} años siguientes a la fecha límite original, así que empezamos por esos años.`,
    },
    {
      title: "Declaraciones federales y de California",
      description:
        "Para cada año preparamos la declaración federal y la de California que le corresponde, ya sea de persona física, de negocio propio con Anexo C (Schedule C) o de una corporación pequeña, con cifras que cuadran ante ambas agencias.",
    },
    {
      title: "Un plan para el saldo pendiente",
      description:
        "Una vez presentadas las declaraciones y conocido el saldo verdadero, le explicamos sus opciones: pagar todo, un plan de pagos mensuales u otro tipo de alivio, antes de que los avisos de cobro se vuelvan más serios.",
    },
  ],
  clients: [
    {
      type: "Trabajadores por cuenta propia y contratistas",
      description:
        "Contratistas independientes que cobran con 1099-NEC, nunca apartaron dinero para impuestos y hoy tienen varios años pendientes.",
    },
    {
      type: "Trabajadores del campo y de temporada",
      description:
        "Personas que en un mismo año recibieron W-2 de varios rancheros o contratistas agrícolas y quizá tienen reembolsos que nunca cobraron.",
    },
    {
      type: "Dueños de pequeños negocios",
      description:
        "Dueños de restaurantes, tiendas y negocios de transporte que se atrasaron con sus declaraciones por sacar adelante el negocio.",
    },
    {
      type: "Quienes recibieron cartas de la IRS o del FTB",
      description:
        "Cualquier persona con un aviso que le pide una declaración faltante, o con un cobro que la agencia calculó por su cuenta.",
    },
    {
      type: "Familias que pasaron por una mala racha",
      description:
        "Contribuyentes que dejaron de declarar tras una enfermedad, un divorcio, la pérdida del trabajo o la muerte de un familiar.",
    },
    {
      type: "Solicitantes que deben mostrar declaraciones",
      description:
        "Personas que tramitan una hipoteca, un préstamo para su negocio, ayuda financiera escolar o un trámite migratorio y necesitan sus declaraciones presentadas.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Escuchamos su caso, leemos las cartas que haya recibido y le decimos qué años probablemente hay que atender, sin costo alguno.",
    },
    {
      title: "Autorización y registros",
      description: `Usted firma el Formulario 2848, que nombra a ${rep.named}, para que pueda hablar con la IRS en su nombre, y obtenemos los registros de ingresos de cada año faltante.`,
    },
    {
      title: "Reunir y completar documentos",
      description:
        "Usted trae lo que tenga: W-2, 1099, estados de cuenta, recibos. Nosotros completamos lo que falta y le decimos qué más necesitamos.",
    },
    {
      title: "Preparación de las declaraciones",
      description:
        "Las declaraciones sencillas suelen quedar listas en 1 a 2 semanas; las que incluyen un negocio o registros muy incompletos, en 2 a 4 semanas.",
    },
    {
      title: "Revisión, firma y envío",
      description:
        "Repasamos cada declaración con usted en español o en inglés, usted firma y la presentamos ante la IRS y el FTB. Solo el año en curso y los dos anteriores se pueden enviar por vía electrónica; los años más antiguos van en papel, y la IRS puede tardar meses en procesarlos.",
    },
    {
      title: "Resolver lo que quede",
      description:
        "Confirmamos que las declaraciones quedaron registradas, revisamos el saldo de su cuenta y tramitamos la solución adecuada si todavía debe algo.",
    },
  ],
  faqs: [
    {
      question: "¿Cuántos años de declaraciones tengo que presentar?",
      answer:
        "En la mayoría de los casos la IRS pide que estén presentados los últimos seis años para considerar que usted está al corriente. Hay situaciones que requieren más o menos años, por eso lo confirmamos con sus registros antes de preparar nada.",
    },
    {
      question: "Ya no tengo mis formularios W-2 ni 1099. ¿Aun así pueden preparar mis declaraciones?",
      answer:
        "Sí. La IRS guarda la información de ingresos que reportaron sus empleadores y clientes, y nosotros le pedimos esos registros por usted. Para los gastos trabajamos con estados de cuenta, recibos y otros comprobantes razonables.",
    },
    {
      question: "¿Todavía puedo recibir reembolsos de los años que no declaré?",
      answer: `Por lo general tiene ${num(f.refundClaimYears)} años a partir de la fecha límite original de cada declaración para reclamar su reembolso. Pasado ese plazo el dinero se pierde, aunque la IRS todavía le pida esa declaración; por eso buscamos primero los años con reembolso.`,
    },
    {
      question: "La IRS me mandó un cobro de un año que nunca declaré. ¿Tengo que pagarlo?",
      answer: [
        "Ese cobro casi siempre viene de una declaración sustituta que la IRS preparó con los ingresos reportados, sin sus deducciones ni créditos. Lo normal es corregirlo presentando su propia declaración; cuando se conozca el saldo real puede pagarlo o ",
        { text: "solicitar un plan de pagos con la IRS", page: "service/irs-payment-plan" },
        ".",
      ],
    },
    {
      question: "¿Qué pasa si lo sigo dejando para después?",
      answer: [
        "Las multas por no declarar aumentan cada mes de atraso, los intereses siguen corriendo y la IRS puede pasar de las cartas al cobro forzoso, incluidos ",
        { text: "embargos de sueldo o de cuentas bancarias", page: "service/irs-levies" },
        `. Además, los años con reembolso pueden quedar fuera del plazo de ${num(f.refundClaimYears)} años.`,
      ],
    },
    {
      question: "¿Cuánto cuesta presentar varias declaraciones atrasadas?",
      answer:
        "Depende de cuántos años estén pendientes y de qué tan completos estén sus registros. Después de la consulta gratuita le damos una tarifa fija por todo el trabajo, para que sepa el costo antes de empezar.",
    },
  ],
} satisfies ServicePageCopy;
