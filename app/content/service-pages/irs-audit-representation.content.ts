import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "IRS Audit Representation",
    subheading: "Your representative before the IRS",
    description:
      "With a signed Form 2848 power of attorney, NAIS becomes your representative before the IRS: we receive copies of your notices, talk with the examiner, answer document requests and attend meetings, so you do not have to face the audit alone. We represent taxpayers nationwide, remotely, in English or Spanish.",
    metaDescription:
      "IRS audit representation nationwide under Form 2848: we deal with the examiner, answer document requests and attend meetings for you, in English or Spanish.",
    icon: "Scale",
    features: [
      {
        icon: "FileCheck",
        title: "Form 2848 power of attorney",
        description:
          "We prepare Form 2848 listing the tax forms and years under examination, so the IRS can discuss your case with us and send us copies of the letters it mails to you.",
      },
      {
        icon: "Phone",
        title: "IRS contact goes through us",
        description:
          "Once the power of attorney is on file, the examiner generally works through us. We answer accurately, ask for time when records need to be found, and report back to you after every conversation.",
      },
      {
        icon: "ClipboardList",
        title: "Document request responses",
        description:
          "We answer each Information Document Request (Form 4564) item by item with an index of what was sent, so nothing gets lost and the examiner receives a complete, organized file.",
      },
      {
        icon: "UserCheck",
        title: "Interviews without you",
        description:
          "In most audits you do not need to sit in the interview yourself. We meet with the examiner on your behalf and bring you in only when your own first-hand knowledge is really needed.",
      },
      {
        icon: "Globe",
        title: "Nationwide and fully remote",
        description:
          "An IRS audit is a federal matter, so we represent taxpayers in any state. Documents travel through our secure client portal with 256-bit encryption, and our meetings with you can be by phone or video.",
      },
      {
        icon: "Gavel",
        title: "Report review and appeals",
        description:
          "When the examiner proposes changes on Form 4549, we check every adjustment. If you disagree, we can ask for a conference with the examiner's manager or take the case to the IRS Independent Office of Appeals.",
      },
    ],
    clients: [
      {
        type: "Self-employed professionals",
        description:
          "Consultants, real estate agents and owner-operator truckers whose Schedule C income and expenses are under examination and who would rather not answer alone.",
      },
      {
        type: "Owners of S corporations and partnerships",
        description:
          "Business owners whose Form 1120-S or Form 1065 is being examined, often together with the personal returns that receive the business income.",
      },
      {
        type: "Taxpayers outside California",
        description:
          "People anywhere in the United States who want a bilingual representative for a federal audit and are comfortable working with us remotely.",
      },
      {
        type: "Spanish-speaking taxpayers",
        description:
          "Clients who want every letter, question and proposed change explained clearly in Spanish while the conversation with the IRS is handled for them.",
      },
      {
        type: "Clients of an unavailable preparer",
        description:
          "People whose return was filed by a preparer who has closed shop or will not help now that the IRS is asking questions about it.",
      },
      {
        type: "Workers who cannot miss shifts",
        description:
          "Employees and parents who cannot take time off for IRS calls and meetings during business hours and want someone to handle them instead.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free case review",
        description:
          "We read your audit notice, confirm the years and issues involved, and explain what representation covers before you commit to anything.",
      },
      {
        number: 2,
        title: "Power of attorney",
        description:
          "You sign Form 2848; we submit it to the IRS and request your account and return transcripts so we see exactly what the IRS sees.",
      },
      {
        number: 3,
        title: "Strategy and supporting records",
        description:
          "We review the return under audit, spot the items the examiner is likely to question, and gather the documents that back up each one.",
      },
      {
        number: 4,
        title: "Contact with the examiner",
        description:
          "We introduce ourselves as your representative, agree on response dates, and answer document requests in organized, indexed packages.",
      },
      {
        number: 5,
        title: "Interviews and negotiation",
        description:
          "We attend interviews in your place, present your position with evidence, and push back on adjustments that your records do not support.",
      },
      {
        number: 6,
        title: "Closing or appeal",
        description:
          "We review the examination report with you, then either agree and close the audit or file a written protest and follow the case through Appeals.",
      },
    ],
    faqs: [
      {
        question: "What does Form 2848 allow you to do?",
        answer:
          "It authorizes us to receive your confidential tax information for the forms and years listed, to speak with the IRS for you, and to represent you at meetings. Some acts stay with you, such as signing your own return. You can revoke the power of attorney at any time.",
      },
      {
        question: "Do I have to meet with the auditor myself?",
        answer:
          "Usually not. You have the right to be represented, and once a representative is authorized the IRS generally has to work through that person. The IRS can still require you to appear by issuing a formal summons; that is uncommon, and if it happens we go with you.",
      },
      {
        question: "Do you represent taxpayers outside Santa Maria?",
        answer:
          "Yes. IRS representation is federal, so we work with taxpayers anywhere in the country. We exchange documents through our secure client portal, talk with you by phone or video, and handle the IRS contacts from our office.",
      },
      {
        question: "How is this different from your tax audit defense service?",
        answer: [
          "Our ",
          { text: "tax audit defense", page: "service/tax-audit-defense" },
          " service covers audits by the IRS and by California agencies such as the FTB, the EDD and the CDTFA, including rebuilding records from scratch. Audit representation is specifically about standing in for you before the IRS under a power of attorney, wherever you live.",
        ],
      },
      {
        question: "The IRS already sent a report with proposed changes. Is it too late?",
        answer: [
          "Bring us the report and the letter that came with it right away. That letter sets a response deadline, and before it passes we can still send missing documents, ask for a manager conference or request an appeal. After the deadline, the options narrow. If the final balance is more than you can pay at once, a ",
          { text: "payment plan", page: "service/irs-payment-plan" },
          " can follow.",
        ],
      },
      {
        question: "What does IRS audit representation cost?",
        answer:
          "Audit work is billed at a flat fee. We quote it after the free consultation, once we know the years, the issues and whether the audit is by mail, at an IRS office or in the field, and the quote spells out what it includes.",
      },
    ],
    testimonials: [
      {
        quote:
          "I had moved to Reno and assumed I needed someone local for my audit. NAIS handled it remotely from start to finish: they filed the power of attorney, dealt with the examiner and sent me a short update after every call.",
        name: "Gregory S.",
        position: "Owner-operator truck driver",
      },
      {
        quote:
          "I was afraid of talking to the IRS in English. With NAIS as my representative I never had to sit across from the examiner. They explained each request to me in Spanish and told me exactly which receipts to look for.",
        name: "Marisol P.",
        position: "Owner, house cleaning service",
      },
      {
        quote:
          "The examiner's report disallowed most of my car expenses. NAIS rebuilt my mileage from my calendar and closing files and got it back to the examiner before the deadline. Having them on the calls kept me calm through the whole thing.",
        name: "Tom W.",
        position: "Real estate agent",
      },
    ],
  },
  es: {
    title: "Representación de Auditoría de la IRS",
    subheading: "Su representante ante la IRS",
    description:
      "Con un poder firmado en el Formulario 2848, NAIS se convierte en su representante ante la IRS: recibimos copia de sus avisos, hablamos con el examinador, contestamos las solicitudes de documentos y asistimos a las reuniones, para que usted no enfrente la auditoría solo. Representamos a contribuyentes en todo el país, a distancia, en español o en inglés.",
    metaDescription:
      "Representación en auditorías de la IRS en todo el país con el Formulario 2848: tratamos con el examinador y asistimos a reuniones por usted, en español.",
    icon: "Scale",
    features: [
      {
        icon: "FileCheck",
        title: "Poder en el Formulario 2848",
        description:
          "Preparamos el Formulario 2848 con los formularios y años que están en auditoría, para que la IRS pueda hablar de su caso con nosotros y nos mande copia de las cartas que le envía a usted.",
      },
      {
        icon: "Phone",
        title: "La IRS trata con nosotros",
        description:
          "Una vez registrado el poder, el examinador por lo general se comunica con nosotros. Contestamos con precisión, pedimos tiempo cuando hay que buscar registros y le informamos después de cada conversación.",
      },
      {
        icon: "ClipboardList",
        title: "Respuesta a solicitudes de documentos",
        description:
          "Contestamos cada Solicitud de Información (Formulario 4564) punto por punto, con un índice de lo enviado, para que nada se pierda y el examinador reciba un expediente completo y ordenado.",
      },
      {
        icon: "UserCheck",
        title: "Entrevistas sin que usted vaya",
        description:
          "En la mayoría de las auditorías usted no tiene que presentarse a la entrevista. Nos reunimos con el examinador en su nombre y solo lo involucramos cuando de verdad se necesita información que únicamente usted conoce.",
      },
      {
        icon: "Globe",
        title: "En todo el país y a distancia",
        description:
          "Una auditoría de la IRS es un asunto federal, así que representamos a contribuyentes de cualquier estado. Los documentos se manejan en nuestro portal seguro con cifrado de 256 bits y nuestras citas con usted pueden ser por teléfono o video.",
      },
      {
        icon: "Gavel",
        title: "Revisión del informe y apelaciones",
        description:
          "Cuando el examinador propone cambios en el Formulario 4549, revisamos cada ajuste. Si usted no está de acuerdo, podemos pedir una reunión con su supervisor o llevar el caso a la Oficina Independiente de Apelaciones de la IRS.",
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
        number: 1,
        title: "Revisión gratuita del caso",
        description:
          "Leemos su aviso de auditoría, confirmamos los años y temas en revisión y le explicamos qué incluye la representación antes de que usted se comprometa.",
      },
      {
        number: 2,
        title: "Poder de representación",
        description:
          "Usted firma el Formulario 2848; nosotros lo enviamos a la IRS y pedimos sus transcripciones de cuenta y de declaración para ver exactamente lo que ve la IRS.",
      },
      {
        number: 3,
        title: "Estrategia y comprobantes",
        description:
          "Revisamos la declaración auditada, detectamos las partidas que el examinador probablemente cuestionará y reunimos los documentos que respaldan cada una.",
      },
      {
        number: 4,
        title: "Contacto con el examinador",
        description:
          "Nos presentamos como su representante, acordamos fechas de respuesta y entregamos los documentos solicitados en paquetes ordenados y con índice.",
      },
      {
        number: 5,
        title: "Entrevistas y negociación",
        description:
          "Asistimos a las entrevistas en su lugar, presentamos su postura con pruebas y rebatimos los ajustes que sus registros no justifican.",
      },
      {
        number: 6,
        title: "Cierre o apelación",
        description:
          "Revisamos con usted el informe de la auditoría y, según el caso, aceptamos y cerramos, o presentamos una protesta por escrito y damos seguimiento en Apelaciones.",
      },
    ],
    faqs: [
      {
        question: "¿Qué nos permite hacer el Formulario 2848?",
        answer:
          "Nos autoriza a recibir su información fiscal confidencial de los formularios y años indicados, a hablar con la IRS por usted y a representarlo en las reuniones. Algunas cosas le siguen correspondiendo a usted, como firmar su propia declaración. Puede revocar el poder en cualquier momento.",
      },
      {
        question: "¿Tengo que reunirme yo con el auditor?",
        answer:
          "Por lo general, no. Usted tiene derecho a ser representado, y una vez autorizado su representante la IRS normalmente debe tratar con él. La IRS todavía puede exigir que usted se presente mediante una citación formal; eso no es común, y si sucede, vamos con usted.",
      },
      {
        question: "¿Representan a personas que no viven en Santa Maria?",
        answer:
          "Sí. La representación ante la IRS es federal, así que trabajamos con contribuyentes de cualquier parte del país. Intercambiamos documentos en nuestro portal seguro, hablamos con usted por teléfono o video y atendemos a la IRS desde nuestra oficina.",
      },
      {
        question: "¿En qué se diferencia de su servicio de defensa en auditorías?",
        answer: [
          "Nuestro servicio de ",
          { text: "defensa en auditorías fiscales", page: "service/tax-audit-defense" },
          " abarca auditorías de la IRS y de agencias de California como el FTB, el EDD y el CDTFA, incluso la reconstrucción de registros desde cero. La representación en auditorías se enfoca en actuar en su nombre ante la IRS con un poder, viva usted donde viva.",
        ],
      },
      {
        question: "La IRS ya me mandó un informe con cambios propuestos. ¿Ya es tarde?",
        answer: [
          "Tráiganos de inmediato el informe y la carta que lo acompaña. Esa carta marca una fecha límite para responder, y antes de que venza todavía podemos enviar documentos faltantes, pedir una reunión con el supervisor o solicitar una apelación. Pasada la fecha, las opciones se reducen. Si el saldo final es más de lo que puede pagar de una vez, después se puede tramitar un ",
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
    testimonials: [
      {
        quote:
          "Me había mudado a Reno y pensé que necesitaba a alguien de allá para mi auditoría. NAIS la llevó a distancia de principio a fin: presentaron el poder, trataron con el examinador y me mandaban un resumen corto después de cada llamada.",
        name: "Gregory S.",
        position: "Camionero con camión propio",
      },
      {
        quote:
          "Me daba miedo hablar con la IRS en inglés. Con NAIS como mi representante nunca tuve que sentarme frente al examinador. Me explicaban cada solicitud en español y me decían exactamente qué recibos buscar.",
        name: "Marisol P.",
        position: "Dueña, servicio de limpieza de casas",
      },
      {
        quote:
          "El informe del examinador me rechazó casi todos los gastos de mi carro. NAIS reconstruyó mi millaje con mi calendario y mis expedientes de cierre y se lo entregó al examinador antes de la fecha límite. Tenerlos en las llamadas me mantuvo tranquilo todo el tiempo.",
        name: "Tom W.",
        position: "Agente de bienes raíces",
      },
    ],
  },
};
