import { portal, portalLink } from "#app/content/client-portal.ts";
import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

const pw = portal.es;

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Representación de Auditoría de la IRS",
  subheading: "Su representante ante la IRS",
  description: `Con un poder legal firmado en el Formulario 2848, ${rep.named}, se convierte en su representante ante la IRS: recibe copia de sus avisos, habla con el examinador, contesta las solicitudes de documentos y asiste a las reuniones, para que usted no enfrente la auditoría solo. Preparamos cada respuesta con usted, en español o en inglés, para contribuyentes de todo el país.`,
  metaDescription:
    "Representación en auditorías de la IRS en todo el país: un representante autorizado para ejercer ante la IRS trata con el examinador (Formulario 2848).",
  features: [
    {
      title: "Poder en el Formulario 2848",
      description: `Preparamos el Formulario 2848, que nombra a ${rep.person} como su representante para los formularios y años en auditoría, para que la IRS pueda hablar de su caso con su representante y le mande copia de las cartas que le envía a usted.`,
    },
    {
      title: "La IRS trata con nosotros",
      description: `Una vez registrado el poder, el examinador por lo general se comunica con ${rep.person}. Contestamos con precisión, pedimos tiempo cuando hay que buscar registros y le informamos después de cada conversación.`,
    },
    {
      title: "Respuesta a solicitudes de documentos",
      description:
        "Contestamos cada Solicitud de Información (Formulario 4564) punto por punto, con un índice de lo enviado, para que nada se pierda y el examinador reciba un expediente completo y ordenado.",
    },
    {
      title: "Entrevistas sin que usted vaya",
      description: `En la mayoría de las auditorías usted no tiene que presentarse a la entrevista. ${rep.person} se reúne con el examinador en su nombre, y solo lo involucramos a usted cuando de verdad se necesita información que únicamente usted conoce.`,
    },
    {
      title: "En todo el país y a distancia",
      description: `Una auditoría de la IRS es un asunto federal, así que ${rep.person} puede representar a contribuyentes de cualquier estado. Los documentos se manejan en nuestro portal seguro${pw.withEncryption} y nuestras citas con usted pueden ser por teléfono o video.`,
    },
    {
      title: "Revisión del informe y apelaciones",
      description: `Cuando el examinador propone cambios en el Formulario 4549, revisamos cada ajuste. Si usted no está de acuerdo, ${rep.person} puede pedir una reunión con el supervisor del examinador o llevar el caso a la Oficina Independiente de Apelaciones de la IRS.`,
    },
  ],
  clients: [
    {
      type: "Profesionales por cuenta propia",
      description:
        "Consultores, agentes de bienes raíces y camioneros con camión propio cuyos ingresos y gastos del Anexo C están en revisión y que prefieren no contestar solos.",
    },
    {
      type: "Dueños de corporaciones S y sociedades",
      description:
        "Dueños de negocios cuyo Formulario 1120-S o Formulario 1065 está en auditoría, muchas veces junto con las declaraciones personales donde se reporta ese ingreso.",
    },
    {
      type: "Contribuyentes fuera de California",
      description:
        "Personas en cualquier parte de Estados Unidos que buscan un representante bilingüe para una auditoría federal y están cómodas trabajando a distancia.",
    },
    {
      type: "Contribuyentes que prefieren el español",
      description:
        "Clientes que quieren que cada carta, pregunta y cambio propuesto se les explique claramente en español mientras nosotros llevamos la conversación con la IRS.",
    },
    {
      type: "Clientes de un preparador que ya no responde",
      description:
        "Personas cuya declaración la presentó un preparador que cerró su oficina o que no quiere ayudar ahora que la IRS tiene preguntas.",
    },
    {
      type: "Trabajadores que no pueden faltar",
      description:
        "Empleados y padres de familia que no pueden pedir permiso para atender llamadas y citas de la IRS en horas de trabajo y necesitan que alguien lo haga por ellos.",
    },
  ],
  process: [
    {
      title: "Revisión gratuita del caso",
      description:
        "Leemos su aviso de auditoría, confirmamos los años y temas en revisión y le explicamos qué incluye la representación antes de que usted se comprometa.",
    },
    {
      title: "Poder legal (Formulario 2848)",
      description: `Usted firma el Formulario 2848, que nombra a ${rep.person} como su representante; nosotros lo enviamos a la IRS y pedimos sus transcripciones de cuenta y de declaración para ver exactamente lo que ve la IRS.`,
    },
    {
      title: "Estrategia y comprobantes",
      description:
        "Revisamos la declaración auditada, detectamos las partidas que el examinador probablemente cuestionará y reunimos los documentos que respaldan cada una.",
    },
    {
      title: "Contacto con el examinador",
      description: `${rep.person} se presenta ante el examinador como su representante, acuerda fechas de respuesta y entrega los documentos solicitados en paquetes ordenados y con índice.`,
    },
    {
      title: "Entrevistas y negociación",
      description: `${rep.person} asiste a las entrevistas en su lugar, presenta su postura con pruebas y rebate los ajustes que sus registros no justifican.`,
    },
    {
      title: "Cierre o apelación",
      description: `Revisamos con usted el informe de la auditoría y, según el caso, se acepta y se cierra o, si usted no está de acuerdo, ${rep.person} presenta una protesta por escrito y da seguimiento al caso en Apelaciones.`,
    },
  ],
  faqs: [
    {
      question: "¿Qué nos permite hacer el Formulario 2848?",
      answer: `Nombra a su representante, ${rep.named}, y autoriza a esa persona a recibir su información fiscal confidencial de los formularios y años indicados, a hablar con la IRS por usted y a representarlo en las reuniones. Un preparador que no es agente inscrito, CPA ni abogado puede, como máximo, representarlo por una declaración que esa persona preparó y firmó, y solo mientras participe en el Programa Anual de la Temporada de Declaración de Impuestos (Annual Filing Season Program) de la IRS: en una auditoría, ante el servicio al cliente de la IRS o ante el Servicio del Defensor del Contribuyente. Las Apelaciones, los cobros y las declaraciones que esa persona no firmó requieren una de esas tres credenciales. Algunas cosas le siguen correspondiendo a usted, como firmar su propia declaración, y puede revocar el poder en cualquier momento.`,
    },
    {
      question: "¿Tengo que reunirme yo con el auditor?",
      answer:
        "Por lo general, no. Usted tiene derecho a ser representado, y una vez autorizado su representante la IRS normalmente debe tratar con él. La IRS todavía puede exigir que usted se presente mediante una citación formal; eso no es común, y si sucede, vamos con usted.",
    },
    {
      question: "¿Representan a personas que no viven en Santa Maria?",
      answer: [
        "Sí. La representación ante la IRS es federal, así que trabajamos con contribuyentes de cualquier parte del país. Intercambiamos documentos en nuestro ",
        portalLink("portal seguro"),
        `, hablamos con usted por teléfono o video y ${rep.person} atiende a la IRS desde nuestra oficina.`,
      ],
    },
    {
      question: "¿En qué se diferencia de su servicio de defensa en auditorías?",
      answer: [
        "Nuestro servicio de ",
        { text: "defensa en auditorías fiscales", page: "service/tax-audit-defense" },
        ` abarca auditorías de la IRS y de agencias de California como el FTB, el EDD y el CDTFA, incluso la reconstrucción de registros desde cero. La representación en auditorías consiste en que ${rep.named}, actúe en su nombre ante la IRS con un poder, viva usted donde viva.`,
      ],
    },
    {
      question: "La IRS ya me mandó un informe con cambios propuestos. ¿Ya es tarde?",
      answer: [
        `Tráiganos de inmediato el informe y la carta que lo acompaña. Esa carta marca una fecha límite para responder, y antes de que venza ${rep.person} todavía puede enviar documentos faltantes, pedir una reunión con el supervisor o solicitar una apelación. Pasada la fecha, las opciones se reducen. Si el saldo final es más de lo que puede pagar de una vez, después se puede tramitar un `,
        { text: "plan de pagos", page: "service/irs-payment-plan" },
        ".",
      ],
    },
    {
      question: "¿Cuánto cuesta la representación en una auditoría de la IRS?",
      answer:
        "Las auditorías se cobran con tarifa fija. Se la cotizamos después de la consulta gratuita, cuando ya sabemos los años, los temas y si la auditoría es por correo, en una oficina de la IRS o de campo, y la cotización detalla qué incluye.",
    },
  ],
} satisfies ServicePageCopy;
