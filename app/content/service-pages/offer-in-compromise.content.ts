import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Offer in Compromise Services",
    subheading: "When the full balance can't be paid",
    description:
      "An offer in compromise lets the IRS accept less than the full amount owed when paying it all is not realistically possible. NAIS tells you honestly whether you are likely to qualify, prepares Form 656 and the financial statement behind it, and follows the offer through a review that typically takes 6–12 months.",
    metaDescription:
      "Offer in compromise help: an honest qualification review, Form 656 and Form 433-A (OIC) prepared, and an appeal within 30 days if the IRS rejects the offer.",
    icon: "Handshake",
    features: [
      {
        icon: "Search",
        title: "Honest qualification review",
        description:
          "Before you pay any IRS application fee, we estimate your reasonable collection potential. If an offer is not realistic for you, we say so and point you to the option that fits.",
      },
      {
        icon: "FileText",
        title: "Form 656 and Form 433-A (OIC)",
        description:
          "We prepare the offer and the detailed financial statement behind it, covering income, expenses, equity in assets and bank balances, together with the documents the IRS will ask to see.",
      },
      {
        icon: "Calculator",
        title: "Working out the offer amount",
        description:
          "An offer based on inability to pay generally has to at least equal what the IRS figures it could collect from your assets and future income. We run that math with the IRS collection standards, so the offer rests on the numbers the examiner will use.",
      },
      {
        icon: "Clock",
        title: "Through the 6–12 month review",
        description:
          "An offer review typically takes 6–12 months. We answer the offer examiner's questions and document requests on time and tell you what you must keep doing while the IRS decides.",
      },
      {
        icon: "Gavel",
        title: "Appeals of rejected offers",
        description:
          "If the IRS rejects the offer, you have 30 days to appeal. We prepare Form 13711 and present your case to the IRS Independent Office of Appeals.",
      },
      {
        icon: "CalendarCheck",
        title: "The 5-year compliance period",
        description:
          "An accepted offer requires you to file and pay all your taxes on time for 5 years. We help you stay compliant so the forgiven balance is never put back on your account.",
      },
    ],
    clients: [
      {
        type: "Taxpayers whose income has dropped",
        description:
          "People who owe from better years but now earn far less because of illness, job loss or a business that had to close.",
      },
      {
        type: "Former business owners",
        description:
          "Owners of a closed restaurant, shop or trucking company still carrying tax debt, with few assets left to pay it.",
      },
      {
        type: "Retirees with limited income",
        description:
          "Seniors living on Social Security or a small pension whose tax balance is far beyond what their income and savings could ever cover.",
      },
      {
        type: "Taxpayers disputing the tax itself",
        description:
          "People who believe the assessed tax is wrong, where an offer based on doubt as to liability may be the right vehicle.",
      },
      {
        type: "Taxpayers facing serious hardship",
        description:
          "People who could technically pay, but for whom paying would cause real hardship, the situation an effective tax administration offer addresses.",
      },
      {
        type: "People who also owe California",
        description:
          "Taxpayers with Franchise Tax Board debt as well, since the FTB runs its own offer in compromise program with separate forms and rules.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "We review your notices, what you owe and your circumstances, and tell you plainly whether an offer looks realistic or another route fits better.",
      },
      {
        number: 2,
        title: "Filing compliance first",
        description:
          "The IRS only considers an offer once required returns are filed and current-year withholding or estimated payments are in place; we catch up anything missing.",
      },
      {
        number: 3,
        title: "Financial analysis",
        description:
          "We gather bank statements, pay stubs, vehicle and property values and monthly bills, and calculate your reasonable collection potential.",
      },
      {
        number: 4,
        title: "Preparing and filing the offer",
        description:
          "We prepare Form 656 with Form 433-A (OIC) or 433-B (OIC), choose the payment option, and file with the fee and initial payment unless you qualify for the low-income waiver.",
      },
      {
        number: 5,
        title: "Working with the offer examiner",
        description:
          "While the offer is under review we answer requests, explain your figures, and negotiate if the IRS proposes a different amount.",
      },
      {
        number: 6,
        title: "Acceptance or appeal",
        description:
          "If the offer is accepted, we walk you through the payment terms and the 5-year compliance period; if it is rejected, we can appeal within 30 days.",
      },
    ],
    faqs: [
      {
        question: "How much can an offer in compromise save me?",
        answer: [
          "We do not promise a percentage. The amount the IRS accepts is based on your reasonable collection potential, meaning what it could collect from your assets and future income, not on how much you owe. Some settlements end up well below the balance; for many people, though, the numbers show that a ",
          { text: "payment plan", page: "service/irs-payment-plan" },
          " is the realistic path, and we will tell you which one your figures point to.",
        ],
      },
      {
        question: "How long does the IRS take to decide?",
        answer:
          "Typically 6–12 months from filing, and longer if the case goes to appeal. While the offer is pending, the IRS generally cannot levy for the debts in the offer, and the 10-year collection statute is paused. A federal tax lien can still be filed during that time.",
      },
      {
        question: "What happens if my offer is rejected?",
        answer:
          "The rejection letter explains why. You can appeal within 30 days using Form 13711, and we prepare and present the appeal. Sometimes the better move is a revised offer or an installment agreement, and we will go over those choices with you.",
      },
      {
        question: "What do I have to do after an offer is accepted?",
        answer:
          "You must pay the agreed amount on the terms you chose and file and pay all taxes on time for 5 years. The IRS also keeps any refund due to you for tax periods through the calendar year in which the offer is accepted. If you break the terms, the IRS can reinstate the original balance.",
      },
      {
        question: "Can a business file an offer in compromise?",
        answer: [
          "Yes. Businesses use Form 433-B (OIC) for the financial statement, and a business that is still operating must be current on its federal tax deposits. When unpaid payroll taxes are involved, the owners' personal exposure to ",
          { text: "the Trust Fund Recovery Penalty", page: "service/payroll-tax-problems" },
          " also needs a careful look.",
        ],
      },
      {
        question: "How do I know if a settlement promise is realistic?",
        answer:
          "Be cautious with anyone who promises a settlement before reviewing your finances. The IRS decides based on your numbers, and it publishes a free Offer in Compromise Pre-Qualifier tool anyone can use. At our free consultation we give you an honest assessment before you pay any fee.",
      },
    ],
    testimonials: [
      {
        quote:
          "After my bakery closed I still owed payroll and income taxes from its last years. NAIS went through everything I had left, prepared the offer and answered the examiner for months. What I valued most was that they never promised me a number.",
        name: "Patricia G.",
        position: "Former owner, neighborhood bakery",
      },
      {
        quote:
          "I figured I would be paying the IRS out of my Social Security for the rest of my life. NAIS showed me how the IRS calculates what it can collect and built the offer on those same figures. They made the five-year rules very clear.",
        name: "Dennis H.",
        position: "Retired ranch hand",
      },
      {
        quote:
          "I had seen ads about settling for pennies on the dollar. NAIS looked at my income and savings and told me honestly that an offer would not fit my case, then set up a payment plan I can actually handle.",
        name: "Carmen O.",
        position: "Caregiver",
      },
    ],
  },
  es: {
    title: "Servicios de Oferta en Compromiso",
    subheading: "Cuando no es posible pagar todo",
    description:
      "Una oferta en compromiso (la IRS la llama «oferta de transacción») permite que la IRS acepte menos del total adeudado cuando pagarlo todo no es realista. En NAIS le decimos con honestidad si es probable que califique, preparamos el Formulario 656 y el estado financiero que lo respalda, y damos seguimiento a una revisión que normalmente tarda de 6 a 12 meses.",
    metaDescription:
      "Oferta en compromiso con la IRS: evaluación honesta, Formularios 656 y 433-A (OIC) preparados y apelación dentro de 30 días si la IRS la rechaza. En español.",
    icon: "Handshake",
    features: [
      {
        icon: "Search",
        title: "Evaluación honesta",
        description:
          "Antes de que pague cualquier cuota de solicitud a la IRS, calculamos su potencial razonable de cobro. Si una oferta no es realista en su caso, se lo decimos y le indicamos la opción que le conviene.",
      },
      {
        icon: "FileText",
        title: "Formulario 656 y Formulario 433-A (OIC)",
        description:
          "Preparamos la oferta y el estado financiero detallado que la acompaña, con ingresos, gastos, valor neto de sus bienes y saldos bancarios, junto con los documentos que la IRS va a pedir.",
      },
      {
        icon: "Calculator",
        title: "Cálculo del monto de la oferta",
        description:
          "Cuando se basa en la falta de capacidad de pago, la oferta por lo general debe ser al menos igual a lo que la IRS calcula que podría cobrar de sus bienes e ingresos futuros. Hacemos esas cuentas con los estándares de cobro de la IRS, para que la oferta se base en las mismas cifras que usará el examinador.",
      },
      {
        icon: "Clock",
        title: "Acompañamiento de 6 a 12 meses",
        description:
          "La revisión de una oferta normalmente tarda de 6 a 12 meses. Contestamos a tiempo las preguntas y solicitudes del examinador y le decimos qué debe seguir haciendo mientras la IRS decide.",
      },
      {
        icon: "Gavel",
        title: "Apelación si la rechazan",
        description:
          "Si la IRS rechaza la oferta, usted tiene 30 días para apelar. Preparamos el Formulario 13711 y presentamos su caso ante la Oficina Independiente de Apelaciones de la IRS.",
      },
      {
        icon: "CalendarCheck",
        title: "Los 5 años de cumplimiento",
        description:
          "Una oferta aceptada lo obliga a presentar y pagar todos sus impuestos a tiempo durante 5 años. Le ayudamos a cumplir para que la deuda perdonada nunca vuelva a cargarse a su cuenta.",
      },
    ],
    clients: [
      {
        type: "Personas cuyos ingresos bajaron",
        description:
          "Quienes deben de años mejores pero hoy ganan mucho menos por una enfermedad, la pérdida del empleo o un negocio que tuvo que cerrar.",
      },
      {
        type: "Exdueños de negocios",
        description:
          "Dueños de un restaurante, una tienda o una empresa de transporte ya cerrados que siguen cargando deudas de impuestos y casi no les quedan bienes.",
      },
      {
        type: "Jubilados con ingresos limitados",
        description:
          "Personas mayores que viven del Seguro Social o de una pensión pequeña y cuya deuda está muy por encima de lo que sus ingresos y ahorros podrían cubrir.",
      },
      {
        type: "Quienes no están de acuerdo con el impuesto",
        description:
          "Contribuyentes que consideran que el impuesto determinado está mal, caso en el que puede convenir una oferta por duda sobre la obligación tributaria.",
      },
      {
        type: "Personas en situación difícil",
        description:
          "Quienes en teoría podrían pagar, pero hacerlo les causaría un perjuicio serio, que es la situación que atiende la oferta por administración tributaria eficaz.",
      },
      {
        type: "Quienes también le deben a California",
        description:
          "Contribuyentes con deudas ante el Franchise Tax Board, que tiene su propio programa de oferta en compromiso con formularios y reglas distintos.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Revisamos sus avisos, cuánto debe y su situación, y le decimos claramente si una oferta parece realista o si otro camino le conviene más.",
      },
      {
        number: 2,
        title: "Primero, declaraciones al día",
        description:
          "La IRS solo considera una oferta si las declaraciones requeridas están presentadas y hay retenciones o pagos estimados del año en curso; ponemos al día lo que falte.",
      },
      {
        number: 3,
        title: "Análisis financiero",
        description:
          "Juntamos estados de cuenta, talones de pago, valores de vehículos y propiedades y sus gastos mensuales, y calculamos su potencial razonable de cobro.",
      },
      {
        number: 4,
        title: "Preparar y presentar la oferta",
        description:
          "Preparamos el Formulario 656 con el 433-A (OIC) o el 433-B (OIC), elegimos la forma de pago y lo presentamos con la cuota y el pago inicial, salvo que califique para la exención por bajos ingresos.",
      },
      {
        number: 5,
        title: "Trato con el examinador",
        description:
          "Mientras la oferta está en revisión contestamos las solicitudes, explicamos sus cifras y negociamos si la IRS propone otra cantidad.",
      },
      {
        number: 6,
        title: "Aceptación o apelación",
        description:
          "Si aceptan la oferta, le explicamos las condiciones de pago y el periodo de cumplimiento de 5 años; si la rechazan, podemos apelar dentro de 30 días.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto me puedo ahorrar con una oferta en compromiso?",
        answer: [
          "No prometemos ningún porcentaje. La cantidad que acepta la IRS se basa en su potencial razonable de cobro, es decir, lo que podría cobrar de sus bienes e ingresos futuros, y no en cuánto debe. Algunos acuerdos quedan muy por debajo del saldo; sin embargo, para muchas personas las cifras muestran que lo realista es un ",
          { text: "plan de pagos", page: "service/irs-payment-plan" },
          ", y le diremos hacia dónde apuntan sus números.",
        ],
      },
      {
        question: "¿Cuánto tarda la IRS en decidir?",
        answer:
          "Normalmente de 6 a 12 meses desde que se presenta, y más si el caso va a apelación. Mientras la oferta está en trámite, por lo general la IRS no puede embargar por las deudas incluidas en ella y el plazo de cobro de 10 años queda suspendido. Aun así, en ese tiempo se puede registrar un gravamen federal.",
      },
      {
        question: "¿Qué pasa si rechazan mi oferta?",
        answer:
          "La carta de rechazo explica el motivo. Puede apelar dentro de 30 días con el Formulario 13711, y nosotros preparamos y presentamos la apelación. A veces conviene más presentar una oferta corregida o un acuerdo de pagos a plazos, y revisamos esas opciones con usted.",
      },
      {
        question: "¿Qué tengo que hacer después de que aceptan la oferta?",
        answer:
          "Debe pagar la cantidad acordada en los plazos que eligió y presentar y pagar todos sus impuestos a tiempo durante 5 años. Además, la IRS se queda con cualquier reembolso que le corresponda por los periodos hasta el año calendario en que se acepta la oferta. Si no cumple las condiciones, la IRS puede restablecer el saldo original.",
      },
      {
        question: "¿Un negocio puede presentar una oferta en compromiso?",
        answer: [
          "Sí. Los negocios usan el Formulario 433-B (OIC) para el estado financiero, y un negocio que sigue operando debe estar al día con sus depósitos de impuestos federales. Cuando hay impuestos de nómina sin pagar, también hay que revisar con cuidado la responsabilidad personal de los dueños por la ",
          { text: "multa por recuperación de fondos fiduciarios", page: "service/payroll-tax-problems" },
          ".",
        ],
      },
      {
        question: "¿Cómo sé si una promesa de arreglo es realista?",
        answer:
          "Desconfíe de quien le prometa un arreglo antes de revisar sus finanzas. La IRS decide con base en sus números y ofrece gratis una herramienta de precalificación para la oferta que cualquiera puede usar. En nuestra consulta gratuita le damos una evaluación honesta antes de que pague cualquier cuota.",
      },
    ],
    testimonials: [
      {
        quote:
          "Cuando cerré mi panadería seguía debiendo impuestos de nómina y sobre el ingreso de los últimos años. NAIS revisó todo lo que me quedaba, preparó la oferta y le contestó al examinador durante meses. Lo que más valoré fue que nunca me prometieron una cifra.",
        name: "Patricia G.",
        position: "Exdueña, panadería de barrio",
      },
      {
        quote:
          "Pensaba que le iba a pagar a la IRS de mi Seguro Social por el resto de mi vida. NAIS me enseñó cómo calcula la IRS lo que puede cobrar y armó la oferta con esas mismas cifras. Me dejaron muy claras las reglas de los cinco años.",
        name: "Dennis H.",
        position: "Trabajador de rancho jubilado",
      },
      {
        quote:
          "Había visto anuncios de arreglar la deuda por centavos. NAIS revisó mis ingresos y mis ahorros y me dijo con honestidad que una oferta no era para mi caso; luego me tramitó un plan de pagos que sí puedo cumplir.",
        name: "Carmen O.",
        position: "Cuidadora",
      },
    ],
  },
};
