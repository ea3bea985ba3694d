import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Payroll Tax Problem Resolution",
    subheading: "Unpaid or late payroll taxes",
    description:
      "Missed Form 941 deposits, unfiled quarterly returns or an EDD assessment can put your business, and you personally, at risk. We find out exactly what is owed to the IRS and the California EDD, bring your payroll filings current and negotiate a resolution before the Trust Fund Recovery Penalty reaches your own assets.",
    metaDescription:
      "Behind on Form 941 deposits or EDD payroll taxes? NAIS files missing payroll returns, fights the Trust Fund Recovery Penalty and negotiates with the IRS.",
    icon: "TriangleAlert",
    features: [
      {
        icon: "ClipboardList",
        title: "Payroll account reconciliation",
        description:
          "We compare your payroll records with IRS and EDD account transcripts quarter by quarter to pin down which Forms 941, 940, DE 9 and DE 9C are missing and which deposits never posted.",
      },
      {
        icon: "FileText",
        title: "Past-due payroll filings",
        description:
          "We prepare and file late quarterly Forms 941 (or Form 943 for agricultural employers), annual Forms 940, W-2s and California DE 9 and DE 9C reports, so assessments are based on your actual payroll.",
      },
      {
        icon: "ShieldAlert",
        title: "Trust Fund Recovery Penalty defense",
        description:
          "The IRS can hold owners, officers and even employees who signed checks personally liable for unpaid trust-fund taxes. We prepare you for the Form 4180 interview and contest assessments against people who were not responsible.",
      },
      {
        icon: "Landmark",
        title: "California EDD cases",
        description:
          "State payroll taxes follow their own rules and deadlines. We answer EDD notices, correct quarterly reports and work out payment arrangements with the state alongside the federal case.",
      },
      {
        icon: "CalendarCheck",
        title: "Current-quarter compliance first",
        description:
          "The IRS generally won't grant a payment plan while new payroll taxes go unpaid, so we get your federal deposits and filings on schedule before we negotiate the old balance.",
      },
      {
        icon: "Handshake",
        title: "Payment plans and penalty relief",
        description:
          "Depending on your finances, we pursue an in-business installment agreement, penalty abatement for reasonable cause or an offer in compromise, and present it to the IRS on your behalf.",
      },
    ],
    clients: [
      {
        type: "Restaurants and food businesses",
        description:
          "Owners with tipped staff and thin margins, where a slow season turned one late deposit into several unpaid quarters.",
      },
      {
        type: "Growers and farm labor contractors",
        description:
          "Agricultural employers with large seasonal crews who file Form 943 and are getting federal and state payroll notices at the same time.",
      },
      {
        type: "Construction contractors",
        description:
          "Contractors with crews on payroll, or with workers paid on 1099s who may have been employees under California's ABC test.",
      },
      {
        type: "Officers and owners facing personal liability",
        description:
          "Corporate officers, LLC members and partners who received a letter proposing the Trust Fund Recovery Penalty in their own name.",
      },
      {
        type: "Businesses that have closed",
        description:
          "Former owners whose unpaid trust-fund taxes can still follow them personally after the company itself is gone.",
      },
      {
        type: "Bookkeepers and office managers",
        description:
          "Staff who signed checks or handled tax deposits and have been asked to meet with an IRS revenue officer about unpaid payroll taxes.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Urgent intake",
        description:
          "Payroll tax cases move fast, so our aim is to answer within one business day and review every notice, deadline and revenue officer letter you have.",
      },
      {
        number: 2,
        title: "Power of attorney",
        description:
          "With a signed Form 2848 we contact the IRS for you, request payroll transcripts and, where possible, ask for a pause in collection while we gather the facts.",
      },
      {
        number: 3,
        title: "Reconcile every quarter",
        description:
          "We match payroll reports, bank records and deposits for each quarter to separate what was truly unpaid from filing errors or misapplied payments.",
      },
      {
        number: 4,
        title: "File what is missing",
        description:
          "Past-due Forms 941, 943 or 940 and EDD quarterly reports are prepared and filed so the agencies assess actual figures instead of their own estimates.",
      },
      {
        number: 5,
        title: "Negotiate the resolution",
        description:
          "We present a payment plan, penalty relief request or settlement offer supported by your financial statements on Forms 433-A and 433-B.",
      },
      {
        number: 6,
        title: "Keep payroll on track",
        description:
          "We set up deposit reminders or take over your payroll entirely, so the next quarter doesn't reopen the problem you just closed.",
      },
    ],
    faqs: [
      {
        question: "What are trust-fund taxes, and why does the IRS treat them so seriously?",
        answer:
          "Trust-fund taxes are the amounts you hold back from employees' pay: federal income tax withholding plus their 7.65% share of Social Security and Medicare. That money belongs to the employees and the government, not the business, so the IRS pursues it more forcefully than most other tax debts.",
      },
      {
        question: "Can the IRS come after me personally for my company's payroll taxes?",
        answer:
          "Yes. Through the Trust Fund Recovery Penalty, the IRS can assess the unpaid trust-fund amount against any person it considers responsible and willful, such as owners, officers or employees with authority over which bills get paid. Having a representative before the Form 4180 interview can make a real difference.",
      },
      {
        question: "How soon will the IRS contact me after a missed deposit or return?",
        answer:
          "Notices usually begin 4-6 weeks after a missed deadline, and penalties and interest start adding up right away. Every additional missed quarter grows the balance, so calling early keeps more options open.",
      },
      {
        question: "Can I get a payment plan for payroll tax debt?",
        answer: [
          "Often, yes, as long as your current deposits and filings are up to date. We prepare the financial statements the IRS asks for and can ",
          { text: "set up an installment agreement", page: "service/irs-payment-plan" },
          " sized to what the business can realistically pay each month.",
        ],
      },
      {
        question: "Does the California EDD handle this separately from the IRS?",
        answer:
          "Yes. The EDD administers unemployment insurance, employment training tax, State Disability Insurance and California income tax withholding, reported on the DE 9 and DE 9C. It sends its own notices and runs its own collections, so we work both cases side by side.",
      },
      {
        question: "How do I keep this from happening again?",
        answer: [
          "Most payroll tax problems start when deposits slip during a cash crunch. Our ",
          { text: "payroll service", page: "service/payroll" },
          " handles the calculations, deposits and quarterly filings on schedule, and we help you set aside tax money before each pay run.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "We fell behind on three quarters of 941 deposits after a slow winter. NAIS got the returns filed, dealt with the revenue officer and set up a payment plan we can actually keep up with.",
        name: "Carlos V.",
        position: "Owner, taquería",
      },
      {
        quote:
          "My name was on a Trust Fund Recovery Penalty letter even though I never decided which bills got paid. They prepared me for the IRS interview and helped me document that I had no say over payments.",
        name: "Linda P.",
        position: "Office manager, landscaping company",
      },
      {
        quote:
          "Between the EDD and the IRS I had letters coming from everywhere. They explained every notice in Spanish, filed the missing 943 and DE 9 reports, and now they run our payroll so it doesn't happen again.",
        name: "Rogelio M.",
        position: "Farm labor contractor",
      },
    ],
  },
  es: {
    title: "Resolución de Problemas de Impuestos sobre la Nómina",
    subheading: "Impuestos de nómina atrasados o sin pagar",
    description:
      "Depósitos del Formulario 941 que no se hicieron, declaraciones trimestrales sin presentar o un cobro del EDD ponen en riesgo a su negocio y también a usted en lo personal. Averiguamos exactamente cuánto se debe a la IRS y al EDD de California, ponemos al día sus declaraciones de nómina y negociamos una solución antes de que la Multa de Recuperación del Fondo Fiduciario llegue a sus bienes personales.",
    metaDescription:
      "¿Atrasado con el 941 o con los impuestos de nómina del EDD? NAIS presenta lo pendiente, lo defiende de la multa del fondo fiduciario y negocia con la IRS.",
    icon: "TriangleAlert",
    features: [
      {
        icon: "ClipboardList",
        title: "Conciliación de sus cuentas de nómina",
        description:
          "Comparamos sus registros de nómina con los de la IRS y del EDD, trimestre por trimestre, para saber qué formularios 941, 940, DE 9 y DE 9C faltan y qué depósitos nunca se aplicaron.",
      },
      {
        icon: "FileText",
        title: "Declaraciones de nómina atrasadas",
        description:
          "Preparamos y presentamos los formularios 941 trimestrales (o el 943 si su negocio es agrícola), los 940 anuales, los W-2 y los reportes DE 9 y DE 9C de California, para que el cobro se base en su nómina real.",
      },
      {
        icon: "ShieldAlert",
        title: "Defensa contra la multa del fondo fiduciario",
        description:
          "La IRS puede cobrar en lo personal a dueños, directivos y hasta a empleados que firmaban cheques por los impuestos retenidos que no se pagaron. Lo preparamos para la entrevista del Formulario 4180 y disputamos cobros a quienes no eran responsables.",
      },
      {
        icon: "Landmark",
        title: "Casos con el EDD de California",
        description:
          "Los impuestos estatales de nómina tienen sus propias reglas y fechas. Contestamos los avisos del EDD, corregimos reportes trimestrales y acordamos pagos con el estado a la par del caso federal.",
      },
      {
        icon: "CalendarCheck",
        title: "Primero, el trimestre actual al corriente",
        description:
          "Por lo general la IRS no aprueba un plan de pagos mientras se sigan acumulando impuestos de nómina nuevos, así que primero ponemos al día sus depósitos y declaraciones federales y luego negociamos lo atrasado.",
      },
      {
        icon: "Handshake",
        title: "Planes de pago y alivio de multas",
        description:
          "Según su situación económica, solicitamos un plan de pagos para negocios en operación, la reducción de multas por causa razonable o una oferta en compromiso, y la presentamos ante la IRS en su nombre.",
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
          "Patrones del campo con cuadrillas grandes de temporada que presentan el Formulario 943 y reciben avisos federales y estatales al mismo tiempo.",
      },
      {
        type: "Contratistas de construcción",
        description:
          "Contratistas con cuadrillas en nómina, o que pagaron con 1099 a trabajadores que quizá eran empleados según la prueba ABC de California.",
      },
      {
        type: "Directivos y dueños con responsabilidad personal",
        description:
          "Directivos de corporaciones, miembros de LLC y socios que recibieron a su nombre una carta que propone la multa del fondo fiduciario.",
      },
      {
        type: "Negocios que ya cerraron",
        description:
          "Antiguos dueños a quienes los impuestos retenidos sin pagar todavía pueden perseguir en lo personal aunque la empresa ya no exista.",
      },
      {
        type: "Tenedores de libros y gerentes de oficina",
        description:
          "Empleados que firmaban cheques o hacían los depósitos de impuestos y a quienes un oficial de cobros de la IRS citó por impuestos de nómina sin pagar.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Atención urgente",
        description:
          "Los casos de nómina avanzan rápido, por eso procuramos responderle en un día hábil y revisamos cada aviso, fecha límite y carta del oficial de cobros.",
      },
      {
        number: 2,
        title: "Poder de representación",
        description:
          "Con el Formulario 2848 firmado nos comunicamos con la IRS por usted, pedimos los registros de nómina y, cuando es posible, solicitamos una pausa en el cobro mientras reunimos los datos.",
      },
      {
        number: 3,
        title: "Cuadrar cada trimestre",
        description:
          "Cotejamos reportes de nómina, estados de cuenta y depósitos de cada trimestre para separar lo que de verdad no se pagó de los errores de declaración o pagos mal aplicados.",
      },
      {
        number: 4,
        title: "Presentar lo que falta",
        description:
          "Preparamos y presentamos los formularios 941, 943 o 940 atrasados y los reportes trimestrales del EDD, para que las agencias cobren sobre cifras reales y no sobre sus propios estimados.",
      },
      {
        number: 5,
        title: "Negociar la solución",
        description:
          "Presentamos un plan de pagos, una solicitud de alivio de multas o una oferta de liquidación respaldada por sus estados financieros en los formularios 433-A y 433-B.",
      },
      {
        number: 6,
        title: "Mantener la nómina en orden",
        description:
          "Le dejamos recordatorios de depósito o nos encargamos de toda su nómina, para que el próximo trimestre no vuelva a abrir el problema que acaba de cerrar.",
      },
    ],
    faqs: [
      {
        question: "¿Qué son los impuestos del fondo fiduciario y por qué la IRS los toma tan en serio?",
        answer:
          "Son las cantidades que usted retiene del sueldo de sus empleados: el impuesto federal sobre el ingreso más su parte del 7.65% para el Seguro Social y Medicare. Ese dinero es de los empleados y del gobierno, no del negocio, así que la IRS lo cobra con más firmeza que casi cualquier otra deuda.",
      },
      {
        question: "¿La IRS me puede cobrar a mí en lo personal los impuestos de nómina de mi empresa?",
        answer:
          "Sí. Con la Multa de Recuperación del Fondo Fiduciario, la IRS puede cobrar lo retenido y no pagado a cualquier persona que considere responsable y que actuó a sabiendas, como dueños, directivos o empleados que decidían qué cuentas se pagaban. Llegar a la entrevista del Formulario 4180 con un representante puede hacer una gran diferencia.",
      },
      {
        question: "¿Cuánto tarda la IRS en contactarme después de un depósito o declaración que no hice?",
        answer:
          "Los avisos suelen empezar de 4 a 6 semanas después de la fecha límite incumplida, y las multas e intereses se acumulan desde el primer día. Cada trimestre adicional sin pagar aumenta el saldo, así que llamar pronto le deja más opciones.",
      },
      {
        question: "¿Puedo conseguir un plan de pagos para impuestos de nómina?",
        answer: [
          "Muchas veces sí, siempre que sus depósitos y declaraciones actuales estén al corriente. Preparamos los estados financieros que pide la IRS y podemos ",
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
    testimonials: [
      {
        quote:
          "Nos atrasamos tres trimestres con los depósitos del 941 después de un invierno flojo. NAIS presentó las declaraciones, trató con el oficial de la IRS y nos consiguió un plan de pagos que sí podemos cumplir.",
        name: "Carlos V.",
        position: "Dueño, taquería",
      },
      {
        quote:
          "Mi nombre apareció en una carta de la multa del fondo fiduciario aunque yo nunca decidía qué cuentas se pagaban. Me prepararon para la entrevista con la IRS y me ayudaron a demostrar que yo no tenía esa autoridad.",
        name: "Linda P.",
        position: "Gerente de oficina, compañía de jardinería",
      },
      {
        quote:
          "Entre el EDD y la IRS me llegaban cartas por todos lados. Me explicaron cada aviso en español, presentaron los 943 y DE 9 que faltaban y ahora ellos llevan nuestra nómina para que no se repita.",
        name: "Rogelio M.",
        position: "Contratista agrícola",
      },
    ],
  },
};
