import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "IRS Payment Plan Services",
    subheading: "Installment agreements with the IRS",
    description:
      "If you owe the IRS more than you can pay at once, an installment agreement lets you pay over time, and the IRS generally will not levy while the plan is in good standing. NAIS works out a monthly amount you can keep paying, prepares the forms the IRS asks for and sets up the plan: simple cases usually in 1–2 weeks, complex ones in 30–60 days.",
    metaDescription:
      "IRS payment plans set up for you: installment agreements of up to 72 months, Forms 9465 and 433-F prepared, bilingual help nationwide. Free consultation.",
    icon: "CalendarCheck",
    features: [
      {
        icon: "Calculator",
        title: "A payment you can keep",
        description:
          "We build the monthly figure from your real income and living expenses, so the plan survives a slow month or a slow season instead of defaulting after a few payments.",
      },
      {
        icon: "FileText",
        title: "Form 9465 and financial statements",
        description:
          "We prepare Form 9465 and, when the IRS asks for one, the Form 433-F or Form 433-A collection information statement, with pay stubs and statements behind every number.",
      },
      {
        icon: "CalendarClock",
        title: "Plans of up to 72 months",
        description:
          "A long-term installment agreement can spread the balance over up to 72 months. For smaller balances, depending on your finances, monthly payments can be as low as $25–$50.",
      },
      {
        icon: "Scale",
        title: "Partial payment agreements",
        description:
          "When your budget cannot cover the full balance before the 10-year collection statute runs out, we evaluate a partial payment installment agreement and document why it fits your case.",
      },
      {
        icon: "Landmark",
        title: "California balances too",
        description:
          "If you also owe the Franchise Tax Board, we arrange a state installment agreement alongside the federal plan, so the two monthly payments fit in the same household budget.",
      },
      {
        icon: "ShieldCheck",
        title: "Keeping the plan in good standing",
        description:
          "We make sure you know the conditions: file every future return on time, pay new taxes in full, and call us before a payment is missed so the agreement is not defaulted.",
      },
    ],
    clients: [
      {
        type: "Self-employed people with a balance due",
        description:
          "Sole proprietors who owe for a year without estimated payments and need time to catch up without falling behind on the current year.",
      },
      {
        type: "Employees who were underwithheld",
        description:
          "Wage earners whose W-2 withholding fell short, often because of a second job or side income, leaving a balance they cannot pay at filing time.",
      },
      {
        type: "Employers behind on payroll taxes",
        description:
          "Businesses with unpaid Form 941 balances that need a business installment agreement while they keep current payroll deposits up to date.",
      },
      {
        type: "Retirees on a fixed income",
        description:
          "Taxpayers who owe on retirement account withdrawals and need a monthly payment sized to a pension or Social Security budget.",
      },
      {
        type: "Farmworkers and seasonal workers",
        description:
          "People whose income rises and falls with the harvest and need a monthly amount they can still pay during the off-season.",
      },
      {
        type: "Taxpayers receiving collection notices",
        description:
          "Anyone holding CP14, CP501 or CP503 notices who wants to act before the letters escalate to a notice of intent to levy.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "Bring your IRS notices and recent pay stubs or business figures; we confirm what you owe and whether a payment plan is the right tool.",
      },
      {
        number: 2,
        title: "Transcripts and filing check",
        description:
          "We pull your IRS account transcripts and confirm every required return is filed, since the IRS will not approve a plan while returns are missing.",
      },
      {
        number: 3,
        title: "Budget and financial statement",
        description:
          "We document your income and allowable living expenses and prepare Form 433-F or Form 433-A when the IRS requires a financial statement.",
      },
      {
        number: 4,
        title: "Choosing the plan",
        description:
          "We compare the options, from paying the full balance over time to a partial payment agreement, and agree with you on the monthly amount.",
      },
      {
        number: 5,
        title: "Submitting the request",
        description:
          "We request the plan online, by phone or with Form 9465 and follow up until the IRS confirms it: usually 1–2 weeks for simple cases, 30–60 days for complex ones.",
      },
      {
        number: 6,
        title: "Staying on track",
        description:
          "We recommend direct debit payments, check the plan at tax time, and act quickly if your income changes so the plan can be revised rather than defaulted.",
      },
    ],
    faqs: [
      {
        question: "How long does it take to set up an IRS payment plan?",
        answer:
          "A straightforward plan usually takes 1–2 weeks once we have your information. Cases that need a full financial statement, involve business payroll taxes or call for a partial payment agreement typically take 30–60 days.",
      },
      {
        question: "How low can the monthly payment be?",
        answer:
          "It depends on how much you owe and what your budget allows. Long-term plans can run up to 72 months, and for smaller balances monthly payments can be as low as $25–$50. Larger balances may require a financial statement and a closer look at your expenses before the IRS agrees to an amount.",
      },
      {
        question: "Do penalties and interest stop once I am on a plan?",
        answer:
          "No. Interest and the late-payment penalty keep adding up until the balance is paid, although for individuals who filed on time the penalty rate is reduced while an approved installment agreement is in effect. Paying more than the minimum whenever you can shortens the plan and lowers the total cost.",
      },
      {
        question: "What happens if I miss a payment?",
        answer: [
          "The IRS can default the agreement and restart collection, including ",
          { text: "levies on wages and bank accounts", page: "service/irs-levies" },
          ". If you know a payment will be late, call us first: it is often possible to revise or reinstate the plan, sometimes for a fee.",
        ],
      },
      {
        question: "Is there a limit on how long the IRS can collect?",
        answer: [
          "Generally the IRS has 10 years from the date a tax is assessed to collect it, and certain events, such as a pending offer or a bankruptcy, pause that clock. The collection statute matters when choosing a plan: if the full balance cannot be paid before it runs out, a partial payment agreement or an ",
          { text: "offer in compromise", page: "service/offer-in-compromise" },
          " may deserve a look.",
        ],
      },
      {
        question: "Can I set up a payment plan on my own?",
        answer: [
          "Yes. Many taxpayers can apply through the IRS Online Payment Agreement tool or by phone, and our ",
          { text: "IRS scripts", page: "service/irs-scripts" },
          " service prepares you for that call. We step in when the balance is larger, a financial statement is needed, payroll taxes are involved, or an earlier plan has already defaulted.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I owed for a year I worked as a contractor and never paid estimates. NAIS looked at my winter months, not just the harvest, and set the payment at an amount I can still cover in January. I finally stopped dreading the mailbox.",
        name: "Jorge L.",
        position: "Farmworker and crew leader",
      },
      {
        quote:
          "Taking money out of my retirement account left me with a tax bill I could not pay in one check. NAIS set up a direct debit plan and explained how the interest works, so nothing about the total surprised me.",
        name: "Sandra K.",
        position: "Retired school secretary",
      },
      {
        quote:
          "We fell behind on our 941 deposits during a bad winter. NAIS prepared the financial statement, kept our current payroll on track, and arranged a business installment agreement, explaining every step to my wife and me in Spanish.",
        name: "Ricardo A.",
        position: "Owner, auto repair shop",
      },
    ],
  },
  es: {
    title: "Servicios de Plan de Pago de la IRS",
    subheading: "Acuerdos de pago a plazos con la IRS",
    description:
      "Si le debe a la IRS más de lo que puede pagar de una vez, un acuerdo de pago a plazos le permite pagar poco a poco, y mientras el plan esté al corriente la IRS por lo general no embarga. En NAIS calculamos una mensualidad que usted pueda sostener, preparamos los formularios que pide la IRS y tramitamos el plan: los casos sencillos suelen quedar en 1 a 2 semanas y los complejos en 30 a 60 días.",
    metaDescription:
      "Tramitamos su plan de pagos con la IRS: acuerdos de hasta 72 meses, Formularios 9465 y 433-F preparados y atención en español en todo el país. Consulta gratis.",
    icon: "CalendarCheck",
    features: [
      {
        icon: "Calculator",
        title: "Una mensualidad que sí pueda pagar",
        description:
          "Calculamos la mensualidad con sus ingresos y gastos reales, para que el plan aguante un mes flojo o una temporada baja y no se caiga a los pocos pagos.",
      },
      {
        icon: "FileText",
        title: "Formulario 9465 y estados financieros",
        description:
          "Preparamos el Formulario 9465 y, cuando la IRS lo pide, el estado de información de cobro en el Formulario 433-F o 433-A, con talones de pago y estados de cuenta que respaldan cada cifra.",
      },
      {
        icon: "CalendarClock",
        title: "Planes de hasta 72 meses",
        description:
          "Un acuerdo a largo plazo puede repartir el saldo en hasta 72 meses. Cuando el saldo es pequeño, y según su situación, las mensualidades pueden ser de apenas $25 a $50.",
      },
      {
        icon: "Scale",
        title: "Acuerdos de pago parcial",
        description:
          "Si su presupuesto no alcanza para liquidar todo el saldo antes de que venza el plazo de cobro de 10 años, evaluamos un acuerdo de pago parcial a plazos y documentamos por qué le corresponde.",
      },
      {
        icon: "Landmark",
        title: "También deudas con California",
        description:
          "Si también le debe al Franchise Tax Board, tramitamos un acuerdo de pagos estatal junto con el federal, para que las dos mensualidades quepan en el mismo presupuesto familiar.",
      },
      {
        icon: "ShieldCheck",
        title: "Mantener el plan al corriente",
        description:
          "Le dejamos claras las condiciones: presentar a tiempo todas sus declaraciones futuras, pagar completos los impuestos nuevos y avisarnos antes de atrasarse en un pago para que el acuerdo no se cancele.",
      },
    ],
    clients: [
      {
        type: "Trabajadores por cuenta propia con saldo pendiente",
        description:
          "Personas con negocio propio que deben un año en que no hicieron pagos estimados y necesitan tiempo para ponerse al día sin atrasarse en el año actual.",
      },
      {
        type: "Empleados con poca retención",
        description:
          "Asalariados a quienes no les retuvieron lo suficiente en su W-2, muchas veces por un segundo trabajo o ingresos extra, y que quedaron con un saldo que no pueden pagar.",
      },
      {
        type: "Empleadores atrasados con la nómina",
        description:
          "Negocios con saldos pendientes del Formulario 941 que necesitan un acuerdo de pagos para el negocio mientras mantienen al día los depósitos de la nómina actual.",
      },
      {
        type: "Jubilados con ingreso fijo",
        description:
          "Contribuyentes que deben por retiros de su cuenta de jubilación y necesitan una mensualidad que quepa en su pensión o su Seguro Social.",
      },
      {
        type: "Trabajadores del campo y de temporada",
        description:
          "Personas cuyo ingreso sube y baja con la cosecha y necesitan una mensualidad que puedan seguir pagando cuando no hay temporada.",
      },
      {
        type: "Quienes reciben avisos de cobro",
        description:
          "Cualquier persona con avisos CP14, CP501 o CP503 que quiere actuar antes de que las cartas lleguen a un aviso de intención de embargo.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Traiga sus avisos de la IRS y sus talones de pago recientes o las cifras de su negocio; confirmamos cuánto debe y si un plan de pagos es la mejor opción.",
      },
      {
        number: 2,
        title: "Transcripciones y declaraciones al día",
        description:
          "Obtenemos sus transcripciones de cuenta de la IRS y confirmamos que todas las declaraciones requeridas estén presentadas, porque sin eso la IRS no aprueba un plan.",
      },
      {
        number: 3,
        title: "Presupuesto y estado financiero",
        description:
          "Documentamos sus ingresos y gastos de vida permitidos y preparamos el Formulario 433-F o 433-A cuando la IRS exige un estado financiero.",
      },
      {
        number: 4,
        title: "Elegir el plan",
        description:
          "Comparamos las opciones, desde pagar todo el saldo a plazos hasta un acuerdo de pago parcial, y decidimos con usted la mensualidad.",
      },
      {
        number: 5,
        title: "Presentar la solicitud",
        description:
          "Solicitamos el plan en línea, por teléfono o con el Formulario 9465 y damos seguimiento hasta que la IRS lo confirme: de 1 a 2 semanas en casos sencillos y de 30 a 60 días en los complejos.",
      },
      {
        number: 6,
        title: "Seguir al corriente",
        description:
          "Le recomendamos pagar por débito directo, revisamos el plan en temporada de impuestos y actuamos rápido si cambian sus ingresos, para modificar el plan antes de que se cancele.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto tarda en quedar listo un plan de pagos con la IRS?",
        answer:
          "Un plan sencillo suele quedar en 1 a 2 semanas a partir de que tenemos su información. Los casos que requieren un estado financiero completo, incluyen impuestos de nómina de un negocio o necesitan un acuerdo de pago parcial normalmente tardan de 30 a 60 días.",
      },
      {
        question: "¿Qué tan baja puede ser la mensualidad?",
        answer:
          "Depende de cuánto debe y de lo que su presupuesto permita. Los planes a largo plazo pueden durar hasta 72 meses, y con saldos pequeños las mensualidades pueden ser de apenas $25 a $50. Con saldos mayores, la IRS puede pedir un estado financiero y revisar más a fondo sus gastos antes de aceptar una cantidad.",
      },
      {
        question: "¿Se detienen las multas y los intereses cuando estoy en un plan?",
        answer:
          "No. Los intereses y la multa por pago tardío siguen sumándose hasta liquidar el saldo, aunque para las personas que presentaron a tiempo la tasa de esa multa baja mientras el acuerdo aprobado está vigente. Pagar más del mínimo cuando se pueda acorta el plan y reduce el costo total.",
      },
      {
        question: "¿Qué pasa si me atraso en un pago?",
        answer: [
          "La IRS puede cancelar el acuerdo y volver a cobrar, incluso con ",
          { text: "embargos de sueldo y de cuentas bancarias", page: "service/irs-levies" },
          ". Si sabe que un pago se va a atrasar, llámenos antes: muchas veces se puede modificar o restablecer el plan, a veces pagando un cargo.",
        ],
      },
      {
        question: "¿Hay un límite de tiempo para que la IRS cobre?",
        answer: [
          "Por lo general la IRS tiene 10 años desde que se determina el impuesto para cobrarlo, y ciertas situaciones, como una oferta en trámite o una bancarrota, detienen ese reloj. Ese plazo importa al elegir un plan: si el saldo completo no se puede pagar antes de que venza, vale la pena considerar un acuerdo de pago parcial o una ",
          { text: "oferta en compromiso", page: "service/offer-in-compromise" },
          ".",
        ],
      },
      {
        question: "¿Puedo tramitar el plan de pagos yo mismo?",
        answer: [
          "Sí. Muchas personas pueden solicitarlo con la herramienta de Acuerdo de Pagos en Línea de la IRS o por teléfono, y nuestro servicio de ",
          { text: "scripts de la IRS", page: "service/irs-scripts" },
          " lo prepara para esa llamada. Nosotros intervenimos cuando el saldo es mayor, se necesita un estado financiero, hay impuestos de nómina de por medio o ya se canceló un plan anterior.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Debía de un año que trabajé como contratista y nunca hice pagos estimados. NAIS tomó en cuenta mis meses de invierno, no solo la cosecha, y fijó una mensualidad que puedo pagar aunque sea enero. Por fin dejé de tenerle miedo al buzón.",
        name: "Jorge L.",
        position: "Trabajador agrícola y mayordomo de cuadrilla",
      },
      {
        quote:
          "Sacar dinero de mi cuenta de jubilación me dejó una deuda de impuestos que no podía pagar en un solo cheque. NAIS me tramitó un plan con débito directo y me explicó cómo funcionan los intereses, así que el total no me tomó por sorpresa.",
        name: "Sandra K.",
        position: "Secretaria escolar jubilada",
      },
      {
        quote:
          "Nos atrasamos con los depósitos del 941 en un invierno muy malo. NAIS preparó el estado financiero, mantuvo al día la nómina actual y tramitó un acuerdo de pagos para el negocio, y nos explicó cada paso en español a mi esposa y a mí.",
        name: "Ricardo A.",
        position: "Dueño, taller mecánico",
      },
    ],
  },
};
