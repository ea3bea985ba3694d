import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Personal Tax Services",
    subheading: "Individual and Family Tax Returns",
    description:
      "We prepare federal Form 1040 and California Form 540 returns for individuals and families in Santa Maria and the Central Coast. Bring your W-2s, 1099s and receipts; we look for every credit and deduction you qualify for and explain your return line by line in English or Spanish.",
    metaDescription:
      "Personal tax preparation in Santa Maria, CA: Form 1040 and California 540 returns, child and education credits, and ITIN filers welcome. Free consultation.",
    icon: "House",
    features: [
      {
        icon: "FileText",
        title: "Federal and California Returns",
        description:
          "We prepare your Form 1040 and California Form 540 together, reporting wages, self-employment, rental, retirement and investment income correctly on each.",
      },
      {
        icon: "Baby",
        title: "Family and Child Credits",
        description:
          "We check whether you qualify for the Child Tax Credit, the Earned Income Tax Credit, California's CalEITC and Young Child Tax Credit, and the child care credit.",
      },
      {
        icon: "GraduationCap",
        title: "Education Credits and Student Loans",
        description:
          "Students and parents may claim the American Opportunity Credit of up to $2,500 per student or the Lifetime Learning Credit of up to $2,000 per return, plus up to $2,500 of student loan interest.",
      },
      {
        icon: "Scale",
        title: "Standard or Itemized Deduction",
        description:
          "We compare the standard deduction with itemizing mortgage interest, property taxes and charitable gifts, separately for your federal and your California return.",
      },
      {
        icon: "Lock",
        title: "Secure Document Upload",
        description:
          "Send W-2s, 1099s and copies of ID through our client portal with 256-bit encryption instead of by email, or drop them off at our Santa Maria office.",
      },
      {
        icon: "Mail",
        title: "Letters and Amended Returns",
        description:
          "If the IRS or the FTB writes to you about a return, we explain the letter and help you respond; if something was left out, we prepare a Form 1040-X amendment.",
      },
    ],
    clients: [
      {
        type: "Wage Earners",
        description:
          "Field workers, nurses, hotel and restaurant staff and tradespeople who want their withholding checked and every credit they are owed claimed.",
      },
      {
        type: "Families With Children",
        description:
          "Parents who may qualify for the Child Tax Credit, the Earned Income Tax Credit, CalEITC and the credit for child and dependent care expenses.",
      },
      {
        type: "Students and Their Parents",
        description:
          "College students and the parents paying tuition, who can benefit from the education credits and the student loan interest deduction.",
      },
      {
        type: "Self-Employed and Gig Workers",
        description:
          "Rideshare drivers, house cleaners, market vendors and freelancers with 1099 income who need expenses tracked and self-employment tax figured.",
      },
      {
        type: "Retirees",
        description:
          "People receiving Social Security, a pension or IRA distributions who want to know how much is taxable and whether to adjust their withholding.",
      },
      {
        type: "Homeowners and Landlords",
        description:
          "Households with mortgage interest, property taxes or a rental unit whose rent, repairs and depreciation must be reported correctly.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free Consultation",
        description:
          "Tell us about your household and anything that changed this year, such as a new baby, a marriage, a new job or a home purchase; we quote a flat fee up front.",
      },
      {
        number: 2,
        title: "Your Personal Checklist",
        description:
          "We send a list for your situation: W-2s, 1099s, Form 1098 for mortgage interest, Form 1098-T for tuition, and the SSN or ITIN of everyone on the return.",
      },
      {
        number: 3,
        title: "Document Review",
        description:
          "We read last year's return alongside this year's papers to catch missing forms, carryovers and credits that were never claimed before.",
      },
      {
        number: 4,
        title: "Return Preparation",
        description:
          "We prepare the federal and California returns, choose between the standard deduction and itemizing, and apply each credit you qualify for.",
      },
      {
        number: 5,
        title: "Review in Your Language",
        description:
          "We walk you through the return in English or Spanish, show you the refund or the balance due, and you sign the e-file authorization.",
      },
      {
        number: 6,
        title: "E-File and Follow-Up",
        description:
          "We e-file both returns and confirm they were accepted; keep your copy and its records for 7 years, and call us if a letter ever arrives about it.",
      },
    ],
    faqs: [
      {
        question: "What should I bring to my appointment?",
        answer:
          "Photo ID; Social Security cards or ITIN letters for you, your spouse and your dependents; every W-2 and 1099; Form 1098 for mortgage interest; Form 1098-T for tuition; child care receipts with the provider's tax ID number; and last year's return.",
      },
      {
        question: "When is the deadline for personal tax returns?",
        answer:
          "Individual returns are generally due April 15; when that date falls on a weekend or legal holiday, it moves to the next business day. We recommend coming in during February or March, once your W-2s and 1099s have arrived.",
      },
      {
        question: "Should I take the standard deduction or itemize?",
        answer:
          "Whichever gives you the larger deduction. For 2022 returns, the standard deduction was $12,950 for single filers and $25,900 for married couples filing jointly; the amounts are adjusted every year. If your deductible expenses, such as mortgage interest, property taxes and charitable gifts, add up to more, itemizing lowers your taxable income.",
      },
      {
        question: "What tax breaks are there for college costs?",
        answer:
          "The American Opportunity Credit is worth up to $2,500 per eligible student, and the Lifetime Learning Credit up to $2,000 per return; you cannot claim both for the same student in the same year. Separately, you may deduct up to $2,500 of student loan interest. Income limits apply to all three, and we check them for you.",
      },
      {
        question: "Can you help if I haven't filed for a few years?",
        answer: [
          "Yes. We prepare the past-due returns along with the current one and tell you where you stand. Learn how our ",
          { text: "non-filed tax return services", page: "service/non-filed-tax-returns" },
          " work, and if a balance comes due, our ",
          { text: "tax debt resolution services", page: "service/taxes-owed" },
          " can help you deal with it.",
        ],
      },
      {
        question: "I don't have a Social Security number. Can I still file?",
        answer: [
          "Yes. If you or someone in your family is not eligible for a Social Security number, the return can be filed with an ITIN. As an IRS Certified Acceptance Agent, we can ",
          { text: "help you apply for or renew an ITIN", page: "service/certified-acceptance-agent" },
          " and prepare your return at the same appointment.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Another office never claimed the California credits for my kids. At NAIS they explained the CalEITC and the Young Child Tax Credit to me in Spanish, and I understood exactly what I was signing.",
        name: "Maricela V.",
        position: "Farmworker and mother of three",
      },
      {
        quote:
          "Between my 1098-T and my student loan interest I had no idea what I could claim. They explained the American Opportunity Credit and helped my parents and me decide who should claim it.",
        name: "Tyler B.",
        position: "Nursing student",
      },
      {
        quote:
          "When I started collecting Social Security and my pension, I was worried about owing at tax time. They adjusted my withholding, and my return came out just the way they said it would.",
        name: "Ernesto S.",
        position: "Retired school custodian",
      },
    ],
  },
  es: {
    title: "Servicios de Impuestos Personales",
    subheading: "Declaraciones para personas y familias",
    description:
      "Preparamos la declaración federal (Formulario 1040) y la de California (Formulario 540) para personas y familias de Santa Maria y la Costa Central. Traiga sus W-2, sus 1099 y sus recibos; buscamos todos los créditos y deducciones que le corresponden y le explicamos su declaración renglón por renglón, en español o en inglés.",
    metaDescription:
      "Preparación de impuestos personales en Santa Maria, CA: Formularios 1040 y 540, créditos por hijos y por estudios. Atendemos a quienes declaran con ITIN.",
    icon: "House",
    features: [
      {
        icon: "FileText",
        title: "Declaración federal y de California",
        description:
          "Preparamos juntos su Formulario 1040 y su Formulario 540 de California, y reportamos bien en cada uno sueldos, trabajo por cuenta propia, rentas, jubilación e inversiones.",
      },
      {
        icon: "Baby",
        title: "Créditos para familias con hijos",
        description:
          "Revisamos si le corresponden el Crédito Tributario por Hijos, el Crédito por Ingreso del Trabajo, el CalEITC y el Young Child Tax Credit de California, y el crédito por cuidado de niños.",
      },
      {
        icon: "GraduationCap",
        title: "Créditos por estudios y préstamos estudiantiles",
        description:
          "Estudiantes y padres pueden reclamar el Crédito de Oportunidad Americana, de hasta $2,500 por estudiante, o el Crédito Vitalicio por Aprendizaje, de hasta $2,000 por declaración, además de deducir hasta $2,500 de intereses de préstamos estudiantiles.",
      },
      {
        icon: "Scale",
        title: "Deducción estándar o detallada",
        description:
          "Comparamos la deducción estándar con detallar intereses hipotecarios, impuestos a la propiedad y donativos, por separado en su declaración federal y en la de California.",
      },
      {
        icon: "Lock",
        title: "Envío seguro de documentos",
        description:
          "Mande sus W-2, 1099 y copias de identificación por nuestro portal de clientes con cifrado de 256 bits en vez de por correo electrónico, o déjelos en nuestra oficina de Santa Maria.",
      },
      {
        icon: "Mail",
        title: "Cartas y declaraciones enmendadas",
        description:
          "Si la IRS o la FTB le escriben sobre una declaración, le explicamos la carta y le ayudamos a contestar; si algo quedó fuera, preparamos la enmienda con el Formulario 1040-X.",
      },
    ],
    clients: [
      {
        type: "Trabajadores asalariados",
        description:
          "Trabajadores del campo, enfermeras, personal de hoteles y restaurantes y gente de oficios que quiere revisar su retención y reclamar todos sus créditos.",
      },
      {
        type: "Familias con hijos",
        description:
          "Padres y madres que pueden calificar para el Crédito Tributario por Hijos, el Crédito por Ingreso del Trabajo, el CalEITC y el crédito por gastos de cuidado de dependientes.",
      },
      {
        type: "Estudiantes y sus padres",
        description:
          "Estudiantes universitarios y los padres que pagan la colegiatura, que pueden aprovechar los créditos por estudios y la deducción de intereses de préstamos estudiantiles.",
      },
      {
        type: "Trabajadores independientes",
        description:
          "Choferes de aplicación, personas que limpian casas, vendedores de mercado y quienes cobran con 1099, que necesitan llevar sus gastos y calcular el impuesto de autoempleo.",
      },
      {
        type: "Jubilados",
        description:
          "Personas que reciben Seguro Social, una pensión o retiros de su IRA y quieren saber cuánto está sujeto a impuesto y si deben ajustar su retención.",
      },
      {
        type: "Dueños de casa y arrendadores",
        description:
          "Familias con intereses hipotecarios, impuestos a la propiedad o una unidad de renta, cuyas rentas, reparaciones y depreciación deben reportarse bien.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Cuéntenos sobre su familia y lo que cambió este año, como un bebé, una boda, un trabajo nuevo o la compra de una casa; le damos una tarifa fija desde el principio.",
      },
      {
        number: 2,
        title: "Su lista de documentos",
        description:
          "Le mandamos una lista según su caso: W-2, 1099, el Formulario 1098 de intereses hipotecarios, el 1098-T de colegiatura y el número de Seguro Social o ITIN de cada persona en la declaración.",
      },
      {
        number: 3,
        title: "Revisión de documentos",
        description:
          "Leemos su declaración del año pasado junto con los papeles de este año para encontrar formularios que falten, saldos que se arrastran y créditos que nunca se reclamaron.",
      },
      {
        number: 4,
        title: "Preparación de la declaración",
        description:
          "Preparamos la declaración federal y la de California, escogemos entre la deducción estándar y la detallada y aplicamos cada crédito que le corresponde.",
      },
      {
        number: 5,
        title: "Revisión en su idioma",
        description:
          "Repasamos la declaración con usted en español o en inglés, le mostramos el reembolso o el saldo a pagar, y usted firma la autorización de envío electrónico.",
      },
      {
        number: 6,
        title: "Envío electrónico y seguimiento",
        description:
          "Enviamos las dos declaraciones y confirmamos que fueron aceptadas; guarde su copia y sus comprobantes durante 7 años, y llámenos si algún día le llega una carta.",
      },
    ],
    faqs: [
      {
        question: "¿Qué debo traer a mi cita?",
        answer:
          "Identificación con foto; tarjetas de Seguro Social o cartas del ITIN de usted, su cónyuge y sus dependientes; todos sus W-2 y 1099; el Formulario 1098 de intereses hipotecarios; el 1098-T de colegiatura; los recibos de la guardería con el número de identificación fiscal del proveedor; y su declaración del año pasado.",
      },
      {
        question: "¿Cuál es la fecha límite para la declaración personal?",
        answer:
          "Las declaraciones personales vencen por lo general el 15 de abril; si esa fecha cae en fin de semana o día feriado, pasa al siguiente día hábil. Le recomendamos venir en febrero o marzo, cuando ya le hayan llegado sus W-2 y 1099.",
      },
      {
        question: "¿Me conviene la deducción estándar o detallar?",
        answer:
          "La que le dé la deducción más grande. Para las declaraciones de 2022, la deducción estándar fue de $12,950 para solteros y de $25,900 para matrimonios que declaran en conjunto; las cantidades se ajustan cada año. Si sus gastos deducibles, como intereses hipotecarios, impuestos a la propiedad y donativos, suman más, detallar le baja el ingreso sujeto a impuesto.",
      },
      {
        question: "¿Qué beneficios fiscales hay por gastos de universidad?",
        answer:
          "El Crédito de Oportunidad Americana vale hasta $2,500 por estudiante elegible, y el Crédito Vitalicio por Aprendizaje hasta $2,000 por declaración; no se pueden reclamar los dos por el mismo estudiante en el mismo año. Aparte, puede deducir hasta $2,500 de intereses de préstamos estudiantiles. Los tres tienen límites de ingreso, y nosotros los revisamos por usted.",
      },
      {
        question: "¿Me pueden ayudar si llevo algunos años sin declarar?",
        answer: [
          "Sí. Preparamos las declaraciones atrasadas junto con la del año en curso y le decimos en qué situación está. Vea cómo funcionan nuestros ",
          { text: "servicios de declaraciones no presentadas", page: "service/non-filed-tax-returns" },
          " y, si resulta un saldo a pagar, nuestros ",
          { text: "servicios de resolución de deuda fiscal", page: "service/taxes-owed" },
          " le ayudan a resolverlo.",
        ],
      },
      {
        question: "No tengo número de Seguro Social. ¿Puedo declarar de todos modos?",
        answer: [
          "Sí. Si usted o alguien de su familia no puede obtener un número de Seguro Social, la declaración se puede presentar con un ITIN. Como Agente de Aceptación Certificado de la IRS, podemos ",
          { text: "ayudarle a solicitar o renovar su ITIN", page: "service/certified-acceptance-agent" },
          " y preparar su declaración en la misma cita.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "En otra oficina nunca me reclamaron los créditos de California por mis hijos. En NAIS me explicaron en español el CalEITC y el Young Child Tax Credit, y entendí bien lo que estaba firmando.",
        name: "Maricela V.",
        position: "Trabajadora del campo y madre de tres hijos",
      },
      {
        quote:
          "Con mi 1098-T y los intereses de mi préstamo estudiantil no sabía qué podía reclamar. Me explicaron el Crédito de Oportunidad Americana y nos ayudaron a mis papás y a mí a decidir quién lo reclamaba.",
        name: "Tyler B.",
        position: "Estudiante de enfermería",
      },
      {
        quote:
          "Cuando empecé a cobrar el Seguro Social y mi pensión, me preocupaba quedar debiendo al declarar. Me ajustaron la retención y mi declaración salió tal como me dijeron.",
        name: "Ernesto S.",
        position: "Conserje escolar jubilado",
      },
    ],
  },
};
