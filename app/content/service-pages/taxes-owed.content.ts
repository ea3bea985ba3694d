import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Tax Debt Resolution Services",
    subheading: "Real options for back taxes",
    description:
      "Owing the IRS or the California FTB more than you can pay today is stressful, but it is rarely hopeless. We check that the balance is right, ask for the removal of penalties you qualify to have taken off, and match you with the resolution your income supports, from a monthly payment plan to an offer in compromise.",
    metaDescription:
      "Owe back taxes to the IRS or California FTB? NAIS checks your balance, requests penalty relief and negotiates payment plans or settlements. Free consultation.",
    icon: "CircleDollarSign",
    features: [
      {
        icon: "Search",
        title: "Balance verification",
        description:
          "We pull your IRS account transcripts year by year and confirm every assessment, payment and credit, so you never pay more than you truly owe because of a misapplied payment.",
      },
      {
        icon: "Undo2",
        title: "Penalty abatement requests",
        description:
          "We request first-time penalty abatement when your history qualifies, or relief for reasonable cause such as a serious illness, a disaster or a death in the family, with the documents to back it up.",
      },
      {
        icon: "CalendarClock",
        title: "Installment agreements",
        description:
          "When paying over time makes sense, we prepare the financial figures and request a monthly plan the IRS can approve and that you can realistically keep paying.",
      },
      {
        icon: "HandCoins",
        title: "Offer in compromise screening",
        description:
          "If your income and assets mean the full balance can never be collected, we calculate whether an offer on Form 656 is realistic before you spend time and fees on one.",
      },
      {
        icon: "LifeBuoy",
        title: "Currently Not Collectible status",
        description:
          "When any payment would leave you unable to cover rent, food and other basic living expenses, we document the hardship so the IRS can pause collection on your account.",
      },
      {
        icon: "Clock",
        title: "Collection statute review",
        description:
          "The IRS generally has 10 years from the date a tax is assessed to collect it. We find the expiration date for each year you owe, because it can change which option costs you least.",
      },
    ],
    clients: [
      {
        type: "Self-employed people who skipped estimates",
        description:
          "Sole proprietors who had a good year, missed their quarterly estimated payments and were caught off guard by the balance in April.",
      },
      {
        type: "Employees with too little withheld",
        description:
          "Wage earners with a second job, side income or an outdated W-4 who now owe for more than one year.",
      },
      {
        type: "Retirees on a fixed income",
        description:
          "Retirees who owe tax on a retirement plan withdrawal or on Social Security benefits and have limited room in the monthly budget.",
      },
      {
        type: "Small businesses with old balances",
        description:
          "Business owners carrying income tax debt from earlier years while trying to keep the current year paid on time.",
      },
      {
        type: "Taxpayers receiving final notices",
        description:
          "People who stopped opening IRS mail and now hold a notice of intent to levy or learned a lien has been filed.",
      },
      {
        type: "People who also owe California",
        description:
          "Residents who owe the Franchise Tax Board as well as the IRS and need a plan that takes both agencies into account.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "We review your notices and tell you plainly which options look realistic, whether or not you decide to hire us afterward.",
      },
      {
        number: 2,
        title: "Account and filing check",
        description:
          "We pull your transcripts and confirm every required return is filed, since the IRS generally requires that before it grants any relief.",
      },
      {
        number: 3,
        title: "Your financial picture",
        description:
          "You bring pay stubs, bank statements and monthly bills; we prepare Form 433-A or 433-F with the allowable living expenses applied correctly.",
      },
      {
        number: 4,
        title: "Remove what can be removed",
        description:
          "Before negotiating, we file penalty abatement requests so that any relief lowers the amount the final resolution has to cover.",
      },
      {
        number: 5,
        title: "Negotiate the resolution",
        description:
          "We submit the payment plan, hardship request or Form 656 offer and handle the back-and-forth with the IRS or FTB for you.",
      },
      {
        number: 6,
        title: "Stay in good standing",
        description:
          "We remind you of payment dates and help you file and pay on time going forward, because a new unpaid balance can undo an agreement.",
      },
    ],
    faqs: [
      {
        question: "How long can the IRS collect a tax debt?",
        answer:
          "Generally 10 years from the date the tax was assessed. Some events, such as a pending offer in compromise or a bankruptcy filing, pause that clock, so each year on your account can have its own expiration date.",
      },
      {
        question: "Can the IRS take off my penalties?",
        answer:
          "Often. First-time penalty abatement is available to taxpayers with a clean recent penalty history who have filed all required returns. If you don't qualify, penalties can still be removed for reasonable cause, meaning circumstances beyond your control kept you from filing or paying. Interest charged on removed penalties comes off as well; interest on the tax itself generally stays.",
      },
      {
        question: "What if I can't afford any monthly payment?",
        answer:
          "If paying would leave you unable to cover basic living expenses, the IRS can place your account in Currently Not Collectible status. Interest keeps accruing and the IRS may review your finances later, but active collection stops for the time being.",
      },
      {
        question: "Can I settle my tax debt for less than I owe?",
        answer: [
          "Sometimes. An ",
          { text: "offer in compromise", page: "service/offer-in-compromise" },
          " is accepted when the IRS agrees the full balance can't be collected in the time it has left. We run the numbers first, because many people are better served by an ",
          { text: "IRS payment plan", page: "service/irs-payment-plan" },
          ".",
        ],
      },
      {
        question: "What happens if I ignore the IRS notices?",
        answer: [
          "The balance keeps growing with penalties and interest, and the IRS can file a public tax lien and eventually ",
          { text: "levy your wages or bank accounts", page: "service/irs-levies" },
          ". Responding early leaves you with the most choices and the least pressure.",
        ],
      },
      {
        question: "How much does it cost to resolve a tax debt?",
        answer:
          "That depends on the number of years, the agencies involved and the option that fits. We quote a flat fee after your free consultation, and if a simple plan you can set up on your own is enough, we will tell you so.",
      },
    ],
    testimonials: [
      {
        quote:
          "I owed tax on a retirement withdrawal and the penalties kept piling up. NAIS requested first-time penalty abatement for me and set up payments that fit my pension.",
        name: "Diane H.",
        position: "Retired teacher",
      },
      {
        quote:
          "I owed for three years and thought I would lose the shop. They checked every number, found a payment the IRS had applied to the wrong year and negotiated a plan I can manage.",
        name: "Miguel A.",
        position: "Owner, auto repair shop",
      },
      {
        quote:
          "I hadn't opened an IRS letter in months. They explained my options in Spanish without judging me, and for the first time I know exactly what I owe and when it will be paid off.",
        name: "Sandra L.",
        position: "Self-employed hairstylist",
      },
    ],
  },
  es: {
    title: "Servicios de Resolución de Deuda Fiscal",
    subheading: "Opciones reales para impuestos atrasados",
    description:
      "Deberle a la IRS o al FTB de California más de lo que puede pagar hoy causa mucha angustia, pero casi nunca es un caso perdido. Revisamos que el saldo sea correcto, pedimos que le quiten las multas que se puedan quitar y buscamos la solución que sus ingresos permiten, desde un plan de pagos mensuales hasta una oferta en compromiso.",
    metaDescription:
      "¿Debe impuestos a la IRS o al FTB? NAIS revisa su saldo, pide la reducción de multas y negocia un plan de pagos o un acuerdo por usted. Consulta gratuita.",
    icon: "CircleDollarSign",
    features: [
      {
        icon: "Search",
        title: "Verificación del saldo",
        description:
          "Obtenemos sus registros de cuenta de la IRS año por año y revisamos cada cargo, pago y crédito, para que no termine pagando de más por un pago que se aplicó mal.",
      },
      {
        icon: "Undo2",
        title: "Solicitudes de reducción de multas",
        description:
          "Pedimos la condonación de multas por primera vez cuando su historial lo permite, o el alivio por causa razonable, como una enfermedad grave, un desastre o la muerte de un familiar, con los documentos que lo respaldan.",
      },
      {
        icon: "CalendarClock",
        title: "Planes de pago a plazos",
        description:
          "Cuando conviene pagar poco a poco, preparamos las cifras financieras y solicitamos un plan mensual que la IRS pueda aprobar y que usted de verdad pueda cumplir.",
      },
      {
        icon: "HandCoins",
        title: "Análisis de oferta en compromiso",
        description:
          "Si por sus ingresos y bienes nunca podrá pagar el saldo completo, calculamos si una oferta con el Formulario 656 es realista antes de que invierta tiempo y dinero en ella.",
      },
      {
        icon: "LifeBuoy",
        title: "Estado de No Cobrable Actualmente",
        description:
          "Si cualquier pago lo dejaría sin poder cubrir la renta, la comida y otros gastos básicos, documentamos esa dificultad económica para que la IRS suspenda el cobro de su cuenta.",
      },
      {
        icon: "Clock",
        title: "Revisión del plazo de cobro",
        description:
          "Por lo general la IRS tiene 10 años desde que se determina el impuesto para cobrarlo. Calculamos la fecha de vencimiento de cada año que debe, porque puede cambiar cuál opción le sale más barata.",
      },
    ],
    clients: [
      {
        type: "Trabajadores independientes sin pagos estimados",
        description:
          "Personas con negocio propio que tuvieron un buen año, no hicieron sus pagos trimestrales y se llevaron una sorpresa en abril.",
      },
      {
        type: "Empleados con poca retención",
        description:
          "Asalariados con un segundo trabajo, ingresos extra o un W-4 desactualizado que ahora deben más de un año.",
      },
      {
        type: "Jubilados con ingreso fijo",
        description:
          "Personas retiradas que deben impuestos por un retiro de su plan de jubilación o por su Seguro Social y tienen poco margen cada mes.",
      },
      {
        type: "Pequeños negocios con deudas viejas",
        description:
          "Dueños que arrastran impuestos sobre el ingreso de años anteriores mientras intentan pagar a tiempo los del año en curso.",
      },
      {
        type: "Contribuyentes con avisos finales",
        description:
          "Personas que dejaron de abrir las cartas de la IRS y ahora tienen un aviso de intención de embargo o se enteraron de un gravamen.",
      },
      {
        type: "Quienes también deben a California",
        description:
          "Residentes que deben a la Junta de Impuestos de Franquicia (FTB) además de la IRS y necesitan un plan que tome en cuenta a las dos agencias.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Revisamos sus avisos y le decimos con franqueza qué opciones son realistas, aunque al final decida no contratarnos.",
      },
      {
        number: 2,
        title: "Revisión de cuenta y declaraciones",
        description:
          "Obtenemos sus registros y confirmamos que todas las declaraciones requeridas estén presentadas, porque la IRS casi siempre lo exige antes de conceder cualquier alivio.",
      },
      {
        number: 3,
        title: "Su situación financiera",
        description:
          "Usted trae talones de pago, estados de cuenta y sus gastos del mes; nosotros preparamos el Formulario 433-A o 433-F aplicando bien los gastos de vida permitidos.",
      },
      {
        number: 4,
        title: "Quitar lo que se pueda quitar",
        description:
          "Antes de negociar, presentamos las solicitudes de reducción de multas para que cualquier alivio baje la cantidad que la solución final tiene que cubrir.",
      },
      {
        number: 5,
        title: "Negociar la solución",
        description:
          "Presentamos el plan de pagos, la solicitud por dificultad económica o la oferta del Formulario 656, y nos encargamos de todo el ir y venir con la IRS o el FTB.",
      },
      {
        number: 6,
        title: "Mantenerse al corriente",
        description:
          "Le recordamos sus fechas de pago y le ayudamos a declarar y pagar a tiempo de aquí en adelante, porque un saldo nuevo sin pagar puede cancelar un acuerdo.",
      },
    ],
    faqs: [
      {
        question: "¿Por cuánto tiempo puede cobrarme la IRS una deuda de impuestos?",
        answer:
          "Por lo general, 10 años a partir de la fecha en que se determinó el impuesto. Algunos hechos, como una oferta en compromiso en trámite o una bancarrota, detienen ese reloj, así que cada año de su cuenta puede tener su propia fecha de vencimiento.",
      },
      {
        question: "¿La IRS me puede quitar las multas?",
        answer:
          "Muchas veces sí. La condonación de multas por primera vez está disponible para quienes no han tenido multas recientes y tienen presentadas todas sus declaraciones. Si no califica, las multas todavía se pueden quitar por causa razonable, es decir, por circunstancias fuera de su control que le impidieron declarar o pagar. También se eliminan los intereses de esas multas; los intereses sobre el impuesto en sí por lo general se quedan.",
      },
      {
        question: "¿Y si no me alcanza para ningún pago mensual?",
        answer:
          "Si pagar lo dejaría sin poder cubrir sus gastos básicos, la IRS puede poner su cuenta en estado de No Cobrable Actualmente. Los intereses siguen corriendo y la IRS puede volver a revisar su situación más adelante, pero el cobro activo se detiene por ahora.",
      },
      {
        question: "¿Puedo arreglar mi deuda por menos de lo que debo?",
        answer: [
          "A veces. Una ",
          { text: "oferta en compromiso", page: "service/offer-in-compromise" },
          " se acepta cuando la IRS reconoce que no podrá cobrar el saldo completo en el tiempo que le queda. Primero hacemos los números, porque a muchas personas les conviene más un ",
          { text: "plan de pagos con la IRS", page: "service/irs-payment-plan" },
          ".",
        ],
      },
      {
        question: "¿Qué pasa si no hago caso a los avisos de la IRS?",
        answer: [
          "El saldo sigue creciendo con multas e intereses, y la IRS puede registrar un gravamen público y, con el tiempo, ",
          { text: "embargar su sueldo o sus cuentas de banco", page: "service/irs-levies" },
          ". Si responde a tiempo, tendrá más opciones y mucha menos presión.",
        ],
      },
      {
        question: "¿Cuánto cuesta resolver una deuda de impuestos?",
        answer:
          "Depende de cuántos años debe, de qué agencias intervienen y de la opción que le convenga. Le damos una tarifa fija después de la consulta gratuita, y si basta con un plan sencillo que usted mismo puede tramitar, se lo decimos.",
      },
    ],
    testimonials: [
      {
        quote:
          "Debía impuestos por un retiro de mi plan de jubilación y las multas no dejaban de crecer. En NAIS pidieron la condonación de multas por primera vez y me arreglaron pagos que caben en mi pensión.",
        name: "Diane H.",
        position: "Maestra jubilada",
      },
      {
        quote:
          "Debía tres años y pensé que iba a perder el taller. Revisaron cada número, encontraron un pago que la IRS había aplicado al año equivocado y negociaron un plan que sí puedo pagar.",
        name: "Miguel A.",
        position: "Dueño, taller mecánico",
      },
      {
        quote:
          "Llevaba meses sin abrir las cartas de la IRS. Me explicaron mis opciones en español sin juzgarme, y por primera vez sé exactamente cuánto debo y cuándo voy a terminar de pagar.",
        name: "Sandra L.",
        position: "Estilista independiente",
      },
    ],
  },
};
