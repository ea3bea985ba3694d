import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Non-Filed Tax Return Services",
    subheading: "Catch up on missing tax years",
    description:
      "Behind on one tax year or several? We find out which years the IRS and California FTB consider missing, rebuild the income and expenses you can no longer find, and prepare every past-due return, so the letters stop and you can deal with the real balance. Consultations are free, in English or Spanish.",
    metaDescription:
      "Unfiled tax returns? NAIS pulls your IRS transcripts, rebuilds missing records and files past-due federal and California returns. Free bilingual consultation.",
    icon: "FileClock",
    features: [
      {
        icon: "FileSearch",
        title: "IRS and FTB transcript review",
        description:
          "With your authorization we request wage and income transcripts from the IRS and check your California FTB account, so we know exactly which years are open and what income the agencies already have on file.",
      },
      {
        icon: "FolderOpen",
        title: "Record reconstruction",
        description:
          "Lost receipts or no bookkeeping at all? We rebuild income and deductible expenses from bank statements, 1099-NEC forms, invoices and mileage logs, so each return reflects your real costs and not just gross receipts.",
      },
      {
        icon: "FileWarning",
        title: "Substitute for Return corrections",
        description:
          "When the IRS files a Substitute for Return on your behalf, it works only from reported income and leaves out your business expenses, dependents and best filing status. An accurate original return can replace that assessment.",
      },
      {
        icon: "Receipt",
        title: "Refund recovery",
        description:
          "Some missing years may owe you money. Refunds, including the Earned Income Tax Credit, can generally be claimed only within 3 years of a return's original due date, so we prepare the refund years first.",
      },
      {
        icon: "Landmark",
        title: "Federal and California returns together",
        description:
          "For each year we prepare the federal return and the matching California return, for individuals, Schedule C sole proprietors and small corporations, so both agencies see the same consistent numbers.",
      },
      {
        icon: "Route",
        title: "A plan for any balance due",
        description:
          "Once the returns are filed and the true balance is known, we walk you through paying in full, a monthly payment plan or other relief before the collection notices escalate.",
      },
    ],
    clients: [
      {
        type: "Self-employed workers and contractors",
        description:
          "Independent contractors paid on 1099-NEC who never set aside money for taxes and now have several open years.",
      },
      {
        type: "Farmworkers and seasonal employees",
        description:
          "Workers with W-2s from several growers or labor contractors in one year, who may be owed refunds they never claimed.",
      },
      {
        type: "Small business owners",
        description:
          "Owners of restaurants, shops and trucking outfits whose tax returns fell behind while they kept the doors open.",
      },
      {
        type: "People holding IRS or FTB letters",
        description:
          "Anyone with a notice asking for a missing return, or a tax bill the agency calculated on its own from reported income.",
      },
      {
        type: "Families after a hard stretch",
        description:
          "Taxpayers who stopped filing after an illness, a divorce, a job loss or a death in the family and want to get back on track.",
      },
      {
        type: "Applicants who must show filed returns",
        description:
          "People applying for a mortgage, a business loan, student financial aid or an immigration benefit who are asked for filed tax returns.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "We listen to your situation, read any notices you have received and outline which years likely need attention, at no cost to you.",
      },
      {
        number: 2,
        title: "Authorization and transcripts",
        description:
          "You sign Form 2848 so we can speak with the IRS for you, and we pull the wage and income transcripts for every missing year.",
      },
      {
        number: 3,
        title: "Gather and rebuild records",
        description:
          "You bring what you have: W-2s, 1099s, bank statements, receipts. We fill the gaps and tell you exactly what is still needed.",
      },
      {
        number: 4,
        title: "Prepare the returns",
        description:
          "Simple returns are usually ready in 1-2 weeks; returns with a business or badly incomplete records generally take 2-4 weeks.",
      },
      {
        number: 5,
        title: "Review, sign and file",
        description:
          "We go over each return with you in English or Spanish, you sign, and we file with the IRS and FTB. The IRS generally processes them in 6-8 weeks.",
      },
      {
        number: 6,
        title: "Resolve what remains",
        description:
          "We confirm the returns have posted, check the balance on your account and set up the right resolution if anything is still owed.",
      },
    ],
    faqs: [
      {
        question: "How many years of returns do I need to file?",
        answer:
          "In most cases the IRS expects the last six years to be filed before it considers you back in compliance. Some situations call for fewer or more years, so we confirm against your transcripts before preparing anything.",
      },
      {
        question: "I no longer have my W-2s or 1099s. Can you still prepare my returns?",
        answer:
          "Yes. The IRS keeps the income information your employers and clients reported, and we request those wage and income transcripts for you. For expenses, we work from bank statements, receipts and other reasonable records.",
      },
      {
        question: "Can I still get refunds for the years I didn't file?",
        answer:
          "Generally you have 3 years from a return's original due date to claim a refund. After that the refund is lost, even though the IRS may still want that return filed, which is why we look for refund years first.",
      },
      {
        question: "The IRS sent me a bill for a year I never filed. Do I have to pay it?",
        answer: [
          "That bill usually comes from a Substitute for Return, which the IRS prepares from reported income without your deductions or credits. Filing your own accurate return is normally how it gets corrected; once the real balance is known you can pay it or ",
          { text: "set up an IRS payment plan", page: "service/irs-payment-plan" },
          ".",
        ],
      },
      {
        question: "What happens if I keep putting it off?",
        answer: [
          "Failure-to-file penalties grow each month a return is late, interest keeps running, and the IRS can move from letters to enforced collection, including ",
          { text: "levies on wages or bank accounts", page: "service/irs-levies" },
          ". Waiting also lets refund years slip past the 3-year deadline.",
        ],
      },
      {
        question: "How much does it cost to file several past-due returns?",
        answer:
          "That depends on how many years are open and how complete your records are. After a free consultation we quote a flat fee for the whole catch-up project, so you know the cost before any work begins.",
      },
    ],
    testimonials: [
      {
        quote:
          "I hadn't filed since I started cleaning houses on my own. NAIS pulled my records from the IRS, found expenses I had forgotten about, and two of the years actually ended in refunds.",
        name: "Guadalupe R.",
        position: "Owner, house cleaning service",
      },
      {
        quote:
          "Four years of 1099s and a box of fuel receipts. They organized everything and replaced the bill the IRS had calculated without my expenses with real returns that owed far less.",
        name: "Tom W.",
        position: "Independent truck driver",
      },
      {
        quote:
          "I needed filed returns to qualify for a home loan and was missing three years. They explained every step in Spanish and kept me posted until the IRS showed the returns as processed.",
        name: "Alejandro C.",
        position: "Field supervisor, vegetable farm",
      },
    ],
  },
  es: {
    title: "Servicios de Declaraciones No Presentadas",
    subheading: "Póngase al día con sus impuestos",
    description:
      "¿Le faltan uno o varios años por declarar? Averiguamos qué años la IRS y el FTB de California tienen como pendientes, reconstruimos los ingresos y gastos de los que ya no tiene comprobantes y preparamos cada declaración atrasada, para que dejen de llegar cartas y pueda resolver el saldo real. La consulta es gratuita, en español o en inglés.",
    metaDescription:
      "¿Tiene declaraciones sin presentar? NAIS obtiene sus registros de la IRS, reconstruye sus ingresos y gastos y presenta los años atrasados. Consulta gratuita.",
    icon: "FileClock",
    features: [
      {
        icon: "FileSearch",
        title: "Revisión de registros de la IRS y del FTB",
        description:
          "Con su autorización pedimos a la IRS sus registros de salarios e ingresos (wage and income transcripts) y revisamos su cuenta con el FTB, para saber con exactitud qué años faltan y qué ingresos ya tienen reportados.",
      },
      {
        icon: "FolderOpen",
        title: "Reconstrucción de registros",
        description:
          "¿Perdió los recibos o nunca llevó contabilidad? Reconstruimos sus ingresos y gastos deducibles a partir de estados de cuenta, formularios 1099-NEC, facturas y registros de millaje, para que cada declaración refleje lo que realmente gastó.",
      },
      {
        icon: "FileWarning",
        title: "Corrección de declaraciones sustitutas",
        description:
          "Cuando la IRS prepara una declaración sustituta (Substitute for Return) a su nombre, solo toma los ingresos reportados y deja fuera sus gastos, dependientes y el mejor estado civil para efectos fiscales. Una declaración correcta puede reemplazarla.",
      },
      {
        icon: "Receipt",
        title: "Recuperación de reembolsos",
        description:
          "Es posible que algunos de esos años le dejen dinero a favor. Los reembolsos, incluido el Crédito por Ingreso del Trabajo (EITC), por lo general solo se pueden reclamar dentro de los 3 años siguientes a la fecha límite original, así que empezamos por esos años.",
      },
      {
        icon: "Landmark",
        title: "Declaraciones federales y de California",
        description:
          "Para cada año preparamos la declaración federal y la de California que le corresponde, ya sea de persona física, de negocio propio con Anexo C (Schedule C) o de una corporación pequeña, con cifras que cuadran ante ambas agencias.",
      },
      {
        icon: "Route",
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
        number: 1,
        title: "Consulta gratuita",
        description:
          "Escuchamos su caso, leemos las cartas que haya recibido y le decimos qué años probablemente hay que atender, sin costo alguno.",
      },
      {
        number: 2,
        title: "Autorización y registros",
        description:
          "Usted firma el Formulario 2848 para que podamos hablar con la IRS en su nombre, y obtenemos los registros de ingresos de cada año faltante.",
      },
      {
        number: 3,
        title: "Reunir y completar documentos",
        description:
          "Usted trae lo que tenga: W-2, 1099, estados de cuenta, recibos. Nosotros completamos lo que falta y le decimos qué más necesitamos.",
      },
      {
        number: 4,
        title: "Preparación de las declaraciones",
        description:
          "Las declaraciones sencillas suelen quedar listas en 1 a 2 semanas; las que incluyen un negocio o registros muy incompletos, en 2 a 4 semanas.",
      },
      {
        number: 5,
        title: "Revisión, firma y envío",
        description:
          "Repasamos cada declaración con usted en español o en inglés, usted firma y la presentamos ante la IRS y el FTB. La IRS por lo general las procesa en 6 a 8 semanas.",
      },
      {
        number: 6,
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
          "Sí. La IRS guarda la información de ingresos que reportaron sus patrones y clientes, y nosotros le pedimos esos registros por usted. Para los gastos trabajamos con estados de cuenta, recibos y otros comprobantes razonables.",
      },
      {
        question: "¿Todavía puedo recibir reembolsos de los años que no declaré?",
        answer:
          "Por lo general tiene 3 años a partir de la fecha límite original de cada declaración para reclamar su reembolso. Pasado ese plazo el dinero se pierde, aunque la IRS todavía le pida esa declaración; por eso buscamos primero los años con reembolso.",
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
          { text: "embargos de salario o de cuentas bancarias", page: "service/irs-levies" },
          ". Además, los años con reembolso pueden quedar fuera del plazo de 3 años.",
        ],
      },
      {
        question: "¿Cuánto cuesta presentar varias declaraciones atrasadas?",
        answer:
          "Depende de cuántos años estén pendientes y de qué tan completos estén sus registros. Después de la consulta gratuita le damos una tarifa fija por todo el trabajo, para que sepa el costo antes de empezar.",
      },
    ],
    testimonials: [
      {
        quote:
          "No había declarado desde que empecé a limpiar casas por mi cuenta. En NAIS consiguieron mis registros de la IRS, encontraron gastos que yo ni recordaba y dos de los años hasta salieron con reembolso.",
        name: "Guadalupe R.",
        position: "Dueña, servicio de limpieza de casas",
      },
      {
        quote:
          "Tenía cuatro años de 1099 y una caja llena de recibos de diésel. Lo organizaron todo y cambiaron el cobro que la IRS calculó sin mis gastos por declaraciones reales que debían mucho menos.",
        name: "Tom W.",
        position: "Trailero independiente",
      },
      {
        quote:
          "Necesitaba mis declaraciones para calificar para una casa y me faltaban tres años. Me explicaron cada paso en español y me avisaron hasta que la IRS mostró las declaraciones como procesadas.",
        name: "Alejandro C.",
        position: "Mayordomo de campo, rancho de verduras",
      },
    ],
  },
};
