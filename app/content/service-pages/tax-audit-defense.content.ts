import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Tax Audit Defense",
    subheading: "IRS, FTB, EDD and CDTFA audits",
    description:
      "An audit letter from the IRS, the Franchise Tax Board, the EDD or the CDTFA comes with a deadline. NAIS organizes your records, answers the auditor's requests and defends the figures on your income tax returns, payroll reports or sales tax filings. Audit work is billed at a flat fee we quote after a free consultation, so the cost does not grow with every question the auditor asks.",
    metaDescription:
      "Audit defense in Santa Maria for IRS, FTB, EDD and CDTFA audits: correspondence, office and field audits, flat-fee pricing, bilingual help. Free consultation.",
    icon: "ShieldCheck",
    features: [
      {
        icon: "Mail",
        title: "Correspondence audits",
        description:
          "When the IRS or the FTB questions a few items by letter, we prepare a complete, organized reply with the documents that support each item and send it before the date printed on the notice.",
      },
      {
        icon: "Building2",
        title: "Office audits",
        description:
          "For an interview at an IRS office, we prepare the file item by item, rehearse the likely questions with you, and attend with you or in your place under a power of attorney.",
      },
      {
        icon: "Store",
        title: "Field audits at your business",
        description:
          "When an examiner visits your shop, restaurant or job site, we plan the visit, have the requested records ready, and help keep the discussion on the years and issues the auditor has raised.",
      },
      {
        icon: "Users",
        title: "EDD payroll tax audits",
        description:
          "EDD auditors test whether people paid as independent contractors should have been on payroll under California's ABC test. We reconcile your DE 9 and DE 9C reports with your books and document each working relationship.",
      },
      {
        icon: "Receipt",
        title: "CDTFA sales and use tax audits",
        description:
          "CDTFA auditors compare reported sales with bank deposits, card processor statements and purchases. We rebuild the numbers, support exempt and nontaxable sales, and challenge estimates that do not fit how your business really runs.",
      },
      {
        icon: "BadgeDollarSign",
        title: "Flat-fee audit pricing",
        description:
          "Audit work is billed at a flat fee agreed before we begin, so you know the cost of the defense up front instead of watching hourly charges pile up with each new document request.",
      },
    ],
    clients: [
      {
        type: "Restaurant and food truck owners",
        description:
          "Cash-heavy businesses that a CDTFA auditor may test by comparing card sales, deposits and food purchases against the sales reported on returns.",
      },
      {
        type: "Contractors and construction trades",
        description:
          "Builders who pay helpers as independent contractors on Form 1099-NEC and now face EDD or IRS questions about how those workers should be classified.",
      },
      {
        type: "Farm labor contractors and growers",
        description:
          "Agricultural employers with seasonal crews whose wage reports to the EDD or payroll tax filings with the IRS are under review.",
      },
      {
        type: "Self-employed and gig workers",
        description:
          "Schedule C filers whose income, vehicle expenses or home office deduction is being questioned by letter or at an in-person interview.",
      },
      {
        type: "Families claiming tax credits",
        description:
          "Households asked to prove that the children claimed lived with them during the year or that dependents qualify for the credits on the return.",
      },
      {
        type: "Landlords and property owners",
        description:
          "Owners asked to support rental income, the line between repairs and improvements, and the depreciation reported on Schedule E.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "Bring the audit letter and its envelope. We identify the agency, the type of audit, the years and items under review, and your response deadline.",
      },
      {
        number: 2,
        title: "Flat-fee engagement",
        description:
          "We quote one flat fee for the audit, state what it covers, and file the authorization that lets us deal with the agency for you.",
      },
      {
        number: 3,
        title: "Gathering records",
        description:
          "We list exactly what the auditor asked for and help you collect bank statements, receipts, invoices, payroll records and mileage logs.",
      },
      {
        number: 4,
        title: "Reconstruction and review",
        description:
          "Where records are missing, we rebuild them from bank data, vendor statements and third-party records, and find the weak spots before the auditor does.",
      },
      {
        number: 5,
        title: "Response and meetings",
        description:
          "We submit the organized response or attend the meeting, answer follow-up requests, and keep a written log of every contact with the agency.",
      },
      {
        number: 6,
        title: "Findings and next steps",
        description:
          "We go over any proposed changes with you line by line, explain appeal options if you disagree, and help you arrange payment if tax is owed.",
      },
    ],
    faqs: [
      {
        question: "What is the difference between a correspondence, office and field audit?",
        answer:
          "A correspondence audit is handled entirely by mail and usually covers a few specific items. An office audit is an interview at an IRS office about a broader set of items. A field audit is the most thorough: an examiner visits your home, business or representative's office and may look at your books as a whole. California agencies also audit both by mail and in person.",
      },
      {
        question: "Do you defend state audits as well as IRS audits?",
        answer: [
          "Yes. Besides IRS examinations, we handle Franchise Tax Board income tax audits, EDD payroll tax audits and CDTFA sales and use tax audits. California must be told about federal audit changes, so an IRS adjustment often leads to a matching FTB adjustment, and we look at both together. If your audit is with the IRS only and you want someone to speak for you under a power of attorney, see our ",
          { text: "IRS audit representation", page: "service/irs-audit-representation" },
          " service.",
        ],
      },
      {
        question: "How much does audit defense cost?",
        answer:
          "Audit work is billed at a flat fee. At the free consultation we read your letter and gauge the scope of the audit, then quote one price and put in writing what it includes, so the cost does not rise each time the auditor sends another request.",
      },
      {
        question: "What should I bring to the first meeting?",
        answer:
          "The audit letter and any later notices, your returns for the years under review, bank and credit card statements for those years, and whatever receipts, invoices, payroll reports or logs you have. Missing records are common in audits; bring what you have and we will work from there.",
      },
      {
        question: "What happens if I ignore the audit letter?",
        answer: [
          "The auditor can close the exam and assess the proposed tax, penalties and interest without hearing your side. The balance then moves to collection, which can end in ",
          { text: "bank and wage levies", page: "service/irs-levies" },
          ". Answering late is still far better than not answering at all, so call us even if the deadline is close.",
        ],
      },
      {
        question: "Does an audit always mean I will owe more?",
        answer: [
          "No. Some audits close with no change, and some even end with a refund; others do produce a balance. The result depends on your records, and our job is to present them clearly and argue for only the tax they support. If you do end up owing, we can help you ",
          { text: "set up a payment plan", page: "service/irs-payment-plan" },
          ".",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "The CDTFA auditor wanted to estimate our taxable sales from our food purchases. NAIS pulled two years of card processor statements and deposit records and walked the auditor through every month. Knowing the fee from day one let me sleep at night.",
        name: "Lupe R.",
        position: "Owner, family taqueria",
      },
      {
        quote:
          "An EDD audit questioned the framers I had paid on 1099s. NAIS sorted out which of them really ran their own business, documented each one, and handled every call with the auditor. I knew the flat fee before they started.",
        name: "Mark T.",
        position: "General contractor",
      },
      {
        quote:
          "The IRS letter asked me to prove my children lived with me. NAIS told me exactly what to gather, from school records to our lease, and sent an organized reply. They explained every step to me in Spanish, and that meant a lot.",
        name: "Elena V.",
        position: "Home health aide and mother of three",
      },
    ],
  },
  es: {
    title: "Defensa en Auditorías Fiscales",
    subheading: "Auditorías de la IRS, FTB, EDD y CDTFA",
    description:
      "Una carta de auditoría de la IRS, del Franchise Tax Board, del EDD o del CDTFA siempre trae una fecha límite. En NAIS organizamos sus registros, contestamos lo que pide el auditor y defendemos las cifras de sus declaraciones de impuestos, reportes de nómina o declaraciones de impuesto sobre las ventas. Cobramos la auditoría con una tarifa fija que le damos después de una consulta gratuita, así el costo no aumenta con cada pregunta del auditor.",
    metaDescription:
      "Defensa en auditorías de la IRS, FTB, EDD y CDTFA en Santa Maria: por correo, en oficina o en su negocio. Tarifa fija, atención en español y consulta gratuita.",
    icon: "ShieldCheck",
    features: [
      {
        icon: "Mail",
        title: "Auditorías por correo",
        description:
          "Cuando la IRS o el FTB cuestionan unas cuantas partidas por carta, preparamos una respuesta completa y ordenada, con los comprobantes de cada partida, y la enviamos antes de la fecha que indica el aviso.",
      },
      {
        icon: "Building2",
        title: "Auditorías en oficina",
        description:
          "Si la IRS lo cita a una entrevista en sus oficinas, preparamos el expediente punto por punto, ensayamos con usted las preguntas probables y lo acompañamos, o vamos en su lugar con un poder.",
      },
      {
        icon: "Store",
        title: "Auditorías de campo en su negocio",
        description:
          "Cuando un examinador visita su tienda, su restaurante o su obra, planeamos la visita, tenemos listos los registros solicitados y ayudamos a que la conversación se limite a los años y temas que planteó el auditor.",
      },
      {
        icon: "Users",
        title: "Auditorías de nómina del EDD",
        description:
          "El EDD revisa si las personas que usted pagó como contratistas independientes debieron estar en nómina según la prueba ABC de California. Cuadramos sus reportes DE 9 y DE 9C con su contabilidad y documentamos cada relación de trabajo.",
      },
      {
        icon: "Receipt",
        title: "Auditorías de impuesto sobre las ventas del CDTFA",
        description:
          "Los auditores del CDTFA comparan las ventas reportadas con sus depósitos, los estados de cuenta de su procesador de tarjetas y sus compras. Reconstruimos las cifras, sustentamos las ventas exentas y rebatimos estimaciones que no reflejan cómo funciona su negocio.",
      },
      {
        icon: "BadgeDollarSign",
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
        number: 1,
        title: "Consulta gratuita",
        description:
          "Traiga la carta de auditoría con todo y sobre. Identificamos la agencia, el tipo de auditoría, los años y partidas en revisión y su fecha límite para responder.",
      },
      {
        number: 2,
        title: "Contrato con tarifa fija",
        description:
          "Le damos una sola tarifa fija por la auditoría, le explicamos qué incluye y presentamos la autorización para tratar con la agencia en su nombre.",
      },
      {
        number: 3,
        title: "Reunir los registros",
        description:
          "Hacemos la lista exacta de lo que pidió el auditor y le ayudamos a juntar estados de cuenta, recibos, facturas, registros de nómina y bitácoras de millaje.",
      },
      {
        number: 4,
        title: "Reconstrucción y revisión",
        description:
          "Si faltan registros, los reconstruimos con datos del banco, estados de cuenta de proveedores y registros de terceros, y encontramos los puntos débiles antes que el auditor.",
      },
      {
        number: 5,
        title: "Respuesta y reuniones",
        description:
          "Enviamos la respuesta ordenada o asistimos a la reunión, contestamos las solicitudes adicionales y llevamos un registro por escrito de cada contacto con la agencia.",
      },
      {
        number: 6,
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
          "El auditor puede cerrar el caso y cobrarle el impuesto propuesto, con multas e intereses, sin escuchar su versión. Luego el saldo pasa a cobranza, y eso puede terminar en ",
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
    testimonials: [
      {
        quote:
          "El auditor del CDTFA quería calcular nuestras ventas gravables a partir de las compras de comida. NAIS sacó dos años de estados de cuenta del procesador de tarjetas y de depósitos y le explicó al auditor mes por mes. Saber el precio desde el primer día me dejó dormir tranquila.",
        name: "Lupe R.",
        position: "Dueña, taquería familiar",
      },
      {
        quote:
          "En una auditoría del EDD cuestionaron a los carpinteros que yo pagaba con 1099. NAIS aclaró cuáles de verdad tenían su propio negocio, documentó a cada uno y se encargó de todas las llamadas con el auditor. Supe la tarifa fija antes de que empezaran.",
        name: "Mark T.",
        position: "Contratista general",
      },
      {
        quote:
          "La carta de la IRS me pedía comprobar que mis hijos vivían conmigo. En NAIS me dijeron exactamente qué juntar, desde constancias de la escuela hasta el contrato de renta, y mandaron una respuesta bien ordenada. Me explicaron todo en español y eso para mí valió mucho.",
        name: "Elena V.",
        position: "Asistente de salud en el hogar y madre de tres",
      },
    ],
  },
};
