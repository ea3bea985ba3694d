import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "IRS Levy Resolution",
    subheading: "Stop a bank or wage levy",
    description:
      "An IRS levy can freeze your bank account or take a large part of every paycheck. We contact the IRS right away, request a levy release when the facts support one, and put a payment plan or other resolution in place so collection does not simply start over again.",
    metaDescription:
      "IRS levy on your bank account or paycheck? NAIS moves fast to request a release, files Collection Due Process appeals and sets up a lasting solution.",
    icon: "ShieldAlert",
    features: [
      {
        icon: "Banknote",
        title: "Bank levy response",
        description:
          "When a bank receives an IRS levy, it holds the funds for 21 days before sending them to the IRS. We use that window to seek a release of money you need for rent, food and other basic expenses.",
      },
      {
        icon: "Wallet",
        title: "Wage levy relief",
        description:
          "A wage levy continues every payday until it is released, leaving you only an exempt amount based on your filing status and dependents. We push for a release and a plan you can afford.",
      },
      {
        icon: "Zap",
        title: "Fast release requests",
        description:
          "When the IRS agrees to release a levy, the release is usually issued within 24-72 hours. We prepare the financial statements and hardship proof that make that agreement possible.",
      },
      {
        icon: "Gavel",
        title: "Collection Due Process hearings",
        description:
          "A final notice of intent to levy gives you 30 days to request a hearing on Form 12153. We file it on time, which generally keeps the IRS from levying while the appeal is open.",
      },
      {
        icon: "Building2",
        title: "Business levy defense",
        description:
          "Levies on a business bank account or on payments owed to you by customers can stop operations. We work to release them and show the IRS how the business can pay while staying open.",
      },
      {
        icon: "ShieldCheck",
        title: "Wrongful levy and hardship claims",
        description:
          "If the IRS took money that belongs to someone else, such as a relative who shares the account, or if the levy causes economic hardship, we file the right claim or release request.",
      },
    ],
    clients: [
      {
        type: "Employees with a wage levy",
        description:
          "Workers whose employer received a levy notice from the IRS and who now take home only a fraction of their usual pay.",
      },
      {
        type: "Households with a frozen bank account",
        description:
          "Families who found their checking account frozen right before rent, a car payment or another bill was due.",
      },
      {
        type: "Small business owners",
        description:
          "Owners whose business account, card deposits or customer payments were levied over payroll or income tax debt.",
      },
      {
        type: "Self-employed contractors",
        description:
          "Independent workers whose clients were ordered by the IRS to send payments to the government instead of to them.",
      },
      {
        type: "People holding a final notice",
        description:
          "Taxpayers with a final notice of intent to levy who still have time to request a hearing before anything is seized.",
      },
      {
        type: "Retirees and benefit recipients",
        description:
          "Retirees whose Social Security or pension payments are being reduced by a federal levy on their benefits.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Urgent review",
        description:
          "Call as soon as you learn of a levy; we review the notice, the amount taken and whether the 21-day bank hold or a 30-day hearing deadline applies.",
      },
      {
        number: 2,
        title: "Contact the IRS",
        description:
          "With Form 2848 signed, we reach the IRS collection unit or revenue officer handling your case and ask what is needed for a release.",
      },
      {
        number: 3,
        title: "Document your finances",
        description:
          "You bring recent pay stubs, bank statements and household bills; we prepare Form 433-A or 433-F to show what you can and cannot afford.",
      },
      {
        number: 4,
        title: "Request the release",
        description:
          "We present the hardship facts or a proposed payment arrangement; once the IRS agrees, a release generally goes out within 24-72 hours.",
      },
      {
        number: 5,
        title: "Set up the long-term solution",
        description:
          "A release without a plan invites another levy, so we arrange an installment agreement, hardship status or settlement that covers the remaining balance.",
      },
      {
        number: 6,
        title: "Stay protected",
        description:
          "We help you keep filings and payments current and tell you right away if a new IRS notice puts the arrangement at risk.",
      },
    ],
    faqs: [
      {
        question: "How much time do I have after a final notice of intent to levy?",
        answer:
          "You have 30 days from the date of the notice to request a Collection Due Process hearing on Form 12153. A timely request generally stops levy action while the appeal is open and lets you propose a payment plan or dispute the debt.",
      },
      {
        question: "My bank account was levied. Is the money already gone?",
        answer:
          "Not yet. The bank must hold the levied funds for 21 days before sending them to the IRS. A bank levy takes only what is in the account on the day it arrives, but the IRS can issue another one later, so acting within those 21 days matters.",
      },
      {
        question: "How much of my paycheck can the IRS take?",
        answer:
          "A wage levy can take a large share of each paycheck. Only an exempt amount, set by your filing status and number of dependents, is left to you, and the levy repeats every payday until the IRS releases it.",
      },
      {
        question: "Can you get a levy released quickly?",
        answer: [
          "When the IRS agrees to a release, for example because the levy causes economic hardship or an ",
          { text: "IRS payment plan", page: "service/irs-payment-plan" },
          " is in place, the release usually goes out within 24-72 hours. No one can promise the IRS will agree, but we prepare the strongest request your facts support.",
        ],
      },
      {
        question: "Can the IRS levy me again after a release?",
        answer: [
          "Yes, if a balance remains and nothing has been arranged to pay it. That is why every levy case we take ends with a long-term ",
          { text: "tax debt resolution", page: "service/taxes-owed" },
          ", not just the release.",
        ],
      },
      {
        question: "What is the difference between a levy and a tax lien?",
        answer: [
          "A levy takes property; a lien is the government's legal claim against it. Many people facing a levy also have a ",
          { text: "federal tax lien", page: "service/irs-liens" },
          " on record, and we can address both in the same case.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "The IRS levied my paycheck and I couldn't cover rent. NAIS sent in my hardship paperwork that same week, the levy was released, and my payment plan started the next month.",
        name: "Jessica N.",
        position: "Medical assistant",
      },
      {
        quote:
          "Our business account was frozen two days before payroll. They called the revenue officer, worked out a plan and we had the account back in time to pay our drivers.",
        name: "Ramón F.",
        position: "Owner, trucking company",
      },
      {
        quote:
          "Part of my Social Security was being taken and I didn't understand why. They explained everything to me in Spanish and helped me show the IRS I needed that money to live.",
        name: "Patricia E.",
        position: "Retired farmworker",
      },
    ],
  },
  es: {
    title: "Resolución de Embargos de la IRS",
    subheading: "Detenga un embargo de banco o de sueldo",
    description:
      "Un embargo de la IRS puede congelar su cuenta de banco o llevarse buena parte de cada cheque de pago. Nos comunicamos con la IRS de inmediato, pedimos la liberación del embargo cuando los hechos la respaldan y dejamos establecido un plan de pagos u otra solución para que el cobro no vuelva a empezar.",
    metaDescription:
      "¿La IRS embargó su cuenta de banco o su sueldo? NAIS actúa rápido para pedir la liberación, apela por el Debido Proceso de Cobro y busca una solución duradera.",
    icon: "ShieldAlert",
    features: [
      {
        icon: "Banknote",
        title: "Respuesta a embargos bancarios",
        description:
          "Cuando el banco recibe un embargo de la IRS, retiene los fondos durante 21 días antes de enviarlos. Aprovechamos ese plazo para pedir que se libere el dinero que usted necesita para la renta, la comida y otros gastos básicos.",
      },
      {
        icon: "Wallet",
        title: "Alivio del embargo de sueldo",
        description:
          "El embargo de sueldo se repite cada día de pago hasta que se libera, y solo le deja una cantidad exenta según su estado civil para efectos fiscales y sus dependientes. Luchamos por la liberación y por un plan que pueda pagar.",
      },
      {
        icon: "Zap",
        title: "Solicitudes de liberación rápida",
        description:
          "Cuando la IRS acepta liberar un embargo, la liberación por lo general sale en 24 a 72 horas. Preparamos los estados financieros y las pruebas de dificultad económica que hacen posible ese acuerdo.",
      },
      {
        icon: "Gavel",
        title: "Audiencias del Debido Proceso de Cobro",
        description:
          "El aviso final de intención de embargo le da 30 días para pedir una audiencia con el Formulario 12153. La presentamos a tiempo, lo que por lo general impide que la IRS embargue mientras la apelación sigue abierta.",
      },
      {
        icon: "Building2",
        title: "Defensa de embargos a negocios",
        description:
          "Un embargo a la cuenta del negocio o a los pagos que le deben sus clientes puede paralizar su operación. Trabajamos para liberarlo y mostrarle a la IRS cómo puede pagar el negocio sin cerrar.",
      },
      {
        icon: "ShieldCheck",
        title: "Reclamos por embargo indebido o dificultad",
        description:
          "Si la IRS se llevó dinero que es de otra persona, como un familiar que comparte la cuenta, o si el embargo le causa una dificultad económica, presentamos el reclamo o la solicitud de liberación que corresponda.",
      },
    ],
    clients: [
      {
        type: "Empleados con embargo de sueldo",
        description:
          "Trabajadores cuyo patrón recibió un aviso de embargo de la IRS y que ahora se llevan a casa solo una parte de su pago normal.",
      },
      {
        type: "Familias con la cuenta de banco congelada",
        description:
          "Hogares que encontraron su cuenta de cheques congelada justo antes de pagar la renta, el carro u otra cuenta.",
      },
      {
        type: "Dueños de pequeños negocios",
        description:
          "Dueños a quienes les embargaron la cuenta del negocio, los depósitos de tarjeta o los pagos de sus clientes por deudas de nómina o de impuestos sobre el ingreso.",
      },
      {
        type: "Contratistas por cuenta propia",
        description:
          "Trabajadores independientes cuyos clientes recibieron la orden de la IRS de mandarle los pagos al gobierno y no a ellos.",
      },
      {
        type: "Quienes tienen un aviso final",
        description:
          "Contribuyentes con un aviso final de intención de embargo que todavía están a tiempo de pedir una audiencia antes de que se lleven algo.",
      },
      {
        type: "Jubilados y beneficiarios",
        description:
          "Personas retiradas a quienes un embargo federal les está reduciendo el Seguro Social o los pagos de su pensión.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Revisión urgente",
        description:
          "Llámenos en cuanto se entere del embargo; revisamos el aviso, la cantidad retenida y si aplica la retención bancaria de 21 días o un plazo de 30 días para la audiencia.",
      },
      {
        number: 2,
        title: "Contacto con la IRS",
        description:
          "Con el Formulario 2848 firmado, hablamos con la unidad de cobros o con el oficial de la IRS que lleva su caso y preguntamos qué se necesita para la liberación.",
      },
      {
        number: 3,
        title: "Documentar sus finanzas",
        description:
          "Usted trae sus talones de pago recientes, estados de cuenta y los gastos de la casa; nosotros preparamos el Formulario 433-A o 433-F para mostrar lo que puede y no puede pagar.",
      },
      {
        number: 4,
        title: "Solicitar la liberación",
        description:
          "Presentamos los hechos de la dificultad económica o una propuesta de pago; cuando la IRS acepta, la liberación normalmente sale en 24 a 72 horas.",
      },
      {
        number: 5,
        title: "Solución a largo plazo",
        description:
          "Una liberación sin un plan es invitar otro embargo, así que acordamos un plan de pagos a plazos, un estado por dificultad económica o un arreglo que cubra el saldo restante.",
      },
      {
        number: 6,
        title: "Mantenerse protegido",
        description:
          "Le ayudamos a mantener al día sus declaraciones y pagos, y le avisamos de inmediato si un nuevo aviso de la IRS pone en riesgo el acuerdo.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto tiempo tengo después de recibir un aviso final de intención de embargo?",
        answer:
          "Tiene 30 días a partir de la fecha del aviso para pedir una audiencia del Debido Proceso de Cobro con el Formulario 12153. Si la pide a tiempo, por lo general se detienen los embargos mientras la apelación está abierta y puede proponer un plan de pagos o disputar la deuda.",
      },
      {
        question: "Me embargaron la cuenta de banco. ¿Ya perdí ese dinero?",
        answer:
          "Todavía no. El banco tiene que retener los fondos embargados durante 21 días antes de mandarlos a la IRS. El embargo bancario solo se lleva lo que hay en la cuenta el día que llega, pero la IRS puede mandar otro más adelante, por eso es importante actuar dentro de esos 21 días.",
      },
      {
        question: "¿Qué parte de mi cheque de pago se puede llevar la IRS?",
        answer:
          "Un embargo de sueldo puede llevarse una buena parte de cada cheque. Solo le queda una cantidad exenta que depende de su estado civil para efectos fiscales y de cuántos dependientes tiene, y el embargo se repite cada día de pago hasta que la IRS lo libere.",
      },
      {
        question: "¿Pueden conseguir que liberen el embargo rápido?",
        answer: [
          "Cuando la IRS acepta la liberación, por ejemplo porque el embargo le causa una dificultad económica o porque ya tiene un ",
          { text: "plan de pagos con la IRS", page: "service/irs-payment-plan" },
          ", la liberación normalmente sale en 24 a 72 horas. Nadie puede prometer que la IRS aceptará, pero preparamos la solicitud más sólida que permitan los hechos de su caso.",
        ],
      },
      {
        question: "¿La IRS me puede volver a embargar después de una liberación?",
        answer: [
          "Sí, si queda saldo y no se ha acordado nada para pagarlo. Por eso todos los casos de embargo que atendemos terminan con una ",
          { text: "solución para la deuda fiscal", page: "service/taxes-owed" },
          " a largo plazo, no solo con la liberación.",
        ],
      },
      {
        question: "¿Cuál es la diferencia entre un embargo y un gravamen?",
        answer: [
          "El embargo se lleva los bienes; el gravamen es el derecho legal del gobierno sobre ellos. Muchas personas con un embargo también tienen un ",
          { text: "gravamen federal", page: "service/irs-liens" },
          " registrado, y podemos atender los dos en el mismo caso.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "La IRS me embargó el sueldo y no me alcanzaba para la renta. NAIS mandó mis papeles de dificultad económica esa misma semana, liberaron el embargo y mi plan de pagos empezó al mes siguiente.",
        name: "Jessica N.",
        position: "Asistente médica",
      },
      {
        quote:
          "Nos congelaron la cuenta del negocio dos días antes de la nómina. Llamaron al oficial de la IRS, acordaron un plan y recuperamos la cuenta a tiempo para pagarles a los choferes.",
        name: "Ramón F.",
        position: "Dueño, compañía de transporte",
      },
      {
        quote:
          "Me estaban quitando parte de mi Seguro Social y no entendía por qué. Me explicaron todo en español y me ayudaron a demostrarle a la IRS que necesitaba ese dinero para vivir.",
        name: "Patricia E.",
        position: "Jubilada, ex trabajadora del campo",
      },
    ],
  },
};
