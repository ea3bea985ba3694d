import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Tax Strategy Services",
    subheading: "Year-Round Planning for Business Owners",
    description:
      "Most of your tax bill is decided months before the return is filed: how the business is structured, when you buy equipment, how much you put toward retirement and how you pay yourself. NAIS meets with you during the year, runs the numbers on each option and puts the plan in writing.",
    metaDescription:
      "Year-round tax strategy for Santa Maria business owners: entity choice, S corporation salary, retirement contributions and timing of income and expenses.",
    icon: "Compass",
    features: [
      {
        icon: "Layers",
        title: "Entity Choice Analysis",
        description:
          "We compare sole proprietorship, LLC, S corporation and C corporation treatment with your real numbers, including California's $800 minimum franchise tax.",
      },
      {
        icon: "PiggyBank",
        title: "Retirement Contribution Planning",
        description:
          "A SEP-IRA, Solo 401(k) or SIMPLE IRA lets you deduct contributions while you save; we help you choose the plan and size contributions to your cash flow.",
      },
      {
        icon: "Calendar",
        title: "Timing of Income and Expenses",
        description:
          "Buying equipment, paying bills or sending invoices before or after year-end can move income from one tax year to the next; we model the effect before you act.",
      },
      {
        icon: "Wallet",
        title: "Owner Pay and Self-Employment Tax",
        description:
          "Sole proprietors pay self-employment tax of 15.3% for Social Security and Medicare; we show whether an S corporation salary plus distributions would change that for you.",
      },
      {
        icon: "ChartLine",
        title: "Midyear Tax Projections",
        description:
          "We project your federal and California tax from year-to-date books, so your estimated payments match reality and April brings no surprises.",
      },
      {
        icon: "Truck",
        title: "Vehicles, Home Office and Equipment",
        description:
          "We set up mileage logs, home office measurements and depreciation choices such as Section 179, noting where California's rules differ, so every deduction is documented.",
      },
    ],
    clients: [
      {
        type: "Profitable Sole Proprietors",
        description:
          "Owners whose Schedule C profit has grown to the point where a different structure or a retirement plan may reduce what they owe.",
      },
      {
        type: "S Corporation Owners",
        description:
          "Shareholder-employees who want their salary, distributions and estimated payments set deliberately each year instead of out of habit.",
      },
      {
        type: "Owners Planning Big Purchases",
        description:
          "Contractors, growers and truckers weighing a major equipment or vehicle purchase who want to know in which year the deduction helps most.",
      },
      {
        type: "Families With a Business",
        description:
          "Households where the family business, the children's education and retirement savings all compete for the same dollars.",
      },
      {
        type: "Rental Property Owners",
        description:
          "Landlords weighing depreciation, repairs versus improvements and the tax consequences of selling or refinancing a property.",
      },
      {
        type: "Owners Planning an Exit",
        description:
          "People getting ready to sell, close or hand down a business who want to understand the tax cost before they sign anything.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Discovery Meeting",
        description:
          "We review your recent returns, this year's books, your goals and the decisions ahead, such as hiring, buying property or stepping back from the business.",
      },
      {
        number: 2,
        title: "Baseline Projection",
        description:
          "We estimate this year's federal and California tax as things stand today, so every option is measured against a real starting point.",
      },
      {
        number: 3,
        title: "Options Modeled",
        description:
          "We run the numbers on each strategy that fits you: a change of entity, a retirement plan, the timing of a purchase or a different owner salary.",
      },
      {
        number: 4,
        title: "Written Plan",
        description:
          "You receive a plain-language plan, in English or Spanish, listing each recommended step, who takes care of it and the date it must be done by.",
      },
      {
        number: 5,
        title: "Putting It in Place",
        description:
          "We coordinate the pieces: an S election on Form 2553, payroll setup, retirement plan paperwork or new estimated payment amounts.",
      },
      {
        number: 6,
        title: "Year-End Check-In",
        description:
          "Before the year closes we update the projection and make final adjustments, and the plan carries straight into your tax return.",
      },
    ],
    faqs: [
      {
        question: "How is tax strategy different from tax preparation?",
        answer: [
          "Preparation reports what already happened; strategy shapes what happens next. Once the year is over, many of the choices that affect it are locked in, which is why planning takes place during the year. When it is time to file, our ",
          { text: "business tax preparation", page: "service/tax-preparation" },
          " service carries the plan onto your return.",
        ],
      },
      {
        question: "When does it make sense to become an S corporation?",
        answer: [
          "There is no universal profit level. We compare the self-employment tax you pay now with the cost of a reasonable salary, payroll, an extra return and California's $800 minimum franchise tax. If the numbers work, we help you ",
          { text: "choose the right business structure", page: "service/business-structure" },
          " and file the election.",
        ],
      },
      {
        question: "Which retirement plan fits a small business?",
        answer:
          "Self-employed owners often look at a SEP-IRA or a Solo 401(k); businesses with employees may consider a SIMPLE IRA or a 401(k) plan. Contribution limits change every year and depend on your earnings, so we calculate your own limit rather than quote a general one.",
      },
      {
        question: "Does California follow the same rules as the IRS?",
        answer:
          "Not always. California does not allow the federal qualified business income deduction, does not let you deduct health savings account contributions, and handles some depreciation differently. We plan for both returns, so a federal saving does not turn into a state surprise.",
      },
      {
        question: "Can you tell me in advance how much I will save?",
        answer:
          "No honest adviser can promise a number. Results depend on your income, your decisions and tax rules that change. What you get from us is a clear projection of each option, the assumptions behind it and a plan you can follow.",
      },
      {
        question: "What does tax strategy cost?",
        answer: [
          "We quote a flat fee after a free consultation, based on how many entities and returns are involved and how often you want to meet during the year. Planning works best alongside ",
          { text: "monthly bookkeeping", page: "service/bookkeeping" },
          ", so every projection runs on current numbers.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "We were about to put off buying a service truck until spring. NAIS showed us how the timing would play out on each year's return, and we set up a SEP-IRA in the same meeting.",
        name: "Daniel K.",
        position: "Owner, heating and air conditioning company",
      },
      {
        quote:
          "I knew self-employment tax was taking a big bite but didn't know my options. They explained the S corporation route honestly, including payroll and the franchise tax, and we switched with a clear plan.",
        name: "Sofía A.",
        position: "Owner, residential cleaning service",
      },
      {
        quote:
          "Before selling a rental house, I sat down with NAIS to see what the sale would mean at tax time. Having the projection in writing made the decision much easier for my wife and me.",
        name: "Greg W.",
        position: "Landlord, small rental properties",
      },
    ],
  },
  es: {
    title: "Servicios de Estrategia Fiscal",
    subheading: "Planificación fiscal durante todo el año",
    description:
      "Gran parte de sus impuestos se decide meses antes de declarar: cómo está estructurado su negocio, cuándo compra equipo, cuánto aparta para su jubilación y cómo se paga a sí mismo. En NAIS nos reunimos con usted durante el año, hacemos los números de cada opción y le dejamos el plan por escrito.",
    metaDescription:
      "Estrategia fiscal todo el año para negocios de Santa Maria: tipo de entidad, sueldo en una corporación S, aportaciones para el retiro y cuándo hacer sus gastos.",
    icon: "Compass",
    features: [
      {
        icon: "Layers",
        title: "Análisis del tipo de entidad",
        description:
          "Comparamos cómo tributaría como dueño único, LLC, corporación S o corporación C con sus cifras reales, incluido el impuesto mínimo de franquicia de $800 de California.",
      },
      {
        icon: "PiggyBank",
        title: "Aportaciones para la jubilación",
        description:
          "Con un SEP-IRA, un Solo 401(k) o un SIMPLE IRA usted deduce sus aportaciones mientras ahorra; le ayudamos a escoger el plan y a ajustar las aportaciones a su flujo de efectivo.",
      },
      {
        icon: "Calendar",
        title: "El momento de ingresos y gastos",
        description:
          "Comprar equipo, pagar cuentas o mandar facturas antes o después del cierre del año puede pasar ingresos de un año fiscal al siguiente; medimos el efecto antes de que usted actúe.",
      },
      {
        icon: "Wallet",
        title: "Sueldo del dueño e impuesto de autoempleo",
        description:
          "El dueño único paga un impuesto de autoempleo del 15.3% para Seguro Social y Medicare; le mostramos si un sueldo de corporación S más distribuciones cambiaría eso en su caso.",
      },
      {
        icon: "ChartLine",
        title: "Proyecciones a medio año",
        description:
          "Proyectamos sus impuestos federales y de California con los libros del año en curso, para que sus pagos estimados sean realistas y abril no traiga sorpresas.",
      },
      {
        icon: "Truck",
        title: "Vehículos, oficina en casa y equipo",
        description:
          "Organizamos bitácoras de millaje, medidas de la oficina en casa y opciones de depreciación como la Sección 179, señalando dónde California es distinta, para que cada deducción tenga respaldo.",
      },
    ],
    clients: [
      {
        type: "Dueños únicos con buenas ganancias",
        description:
          "Dueños cuya ganancia en el Anexo C ha crecido al punto de que otra estructura o un plan de retiro podría bajar lo que pagan.",
      },
      {
        type: "Dueños de corporaciones S",
        description:
          "Accionistas que trabajan en su empresa y quieren fijar con intención su sueldo, sus distribuciones y sus pagos estimados, no por costumbre.",
      },
      {
        type: "Dueños con compras grandes en puerta",
        description:
          "Contratistas, agricultores y camioneros que piensan comprar equipo o un vehículo grande y quieren saber en qué año les conviene más la deducción.",
      },
      {
        type: "Familias con negocio propio",
        description:
          "Hogares donde el negocio familiar, los estudios de los hijos y el ahorro para el retiro compiten por el mismo dinero.",
      },
      {
        type: "Dueños de propiedades de renta",
        description:
          "Arrendadores que evalúan la depreciación, la diferencia entre reparaciones y mejoras, y lo que cuesta en impuestos vender o refinanciar una propiedad.",
      },
      {
        type: "Dueños que planean retirarse del negocio",
        description:
          "Personas que se preparan para vender, cerrar o dejarle su negocio a la familia y quieren entender el costo fiscal antes de firmar cualquier cosa.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Reunión inicial",
        description:
          "Revisamos sus declaraciones recientes, los libros de este año, sus metas y las decisiones que vienen, como contratar, comprar una propiedad o dejar de trabajar en el negocio.",
      },
      {
        number: 2,
        title: "Proyección de partida",
        description:
          "Calculamos los impuestos federales y de California de este año tal como van hoy, para medir cada opción contra un punto de partida real.",
      },
      {
        number: 3,
        title: "Opciones con números",
        description:
          "Hacemos los números de cada estrategia que le aplique: cambio de entidad, plan de retiro, momento de una compra o un sueldo distinto para el dueño.",
      },
      {
        number: 4,
        title: "Plan por escrito",
        description:
          "Recibe un plan en palabras sencillas, en español o en inglés, con cada paso recomendado, quién se encarga y la fecha en que debe quedar hecho.",
      },
      {
        number: 5,
        title: "Poner el plan en marcha",
        description:
          "Coordinamos cada pieza: la elección S con el Formulario 2553, la nómina, los papeles del plan de retiro o los nuevos montos de pagos estimados.",
      },
      {
        number: 6,
        title: "Revisión de fin de año",
        description:
          "Antes de que cierre el año actualizamos la proyección y hacemos los últimos ajustes, y el plan pasa directo a su declaración de impuestos.",
      },
    ],
    faqs: [
      {
        question: "¿En qué se diferencia la estrategia fiscal de la preparación de impuestos?",
        answer: [
          "La preparación reporta lo que ya pasó; la estrategia define lo que viene. Cuando el año termina, muchas de las decisiones que lo afectan ya no se pueden cambiar, por eso la planificación se hace durante el año. A la hora de declarar, nuestro servicio de ",
          { text: "preparación de impuestos para negocios", page: "service/tax-preparation" },
          " lleva el plan a su declaración.",
        ],
      },
      {
        question: "¿Cuándo conviene convertirse en corporación S?",
        answer: [
          "No hay un nivel de ganancia que sirva para todos. Comparamos el impuesto de autoempleo que paga hoy con el costo de un sueldo razonable, la nómina, una declaración más y el impuesto mínimo de franquicia de $800 de California. Si los números dan, le ayudamos a ",
          { text: "escoger la estructura adecuada para su negocio", page: "service/business-structure" },
          " y a presentar la elección.",
        ],
      },
      {
        question: "¿Qué plan de retiro le queda a un negocio pequeño?",
        answer:
          "Quienes trabajan por su cuenta suelen considerar un SEP-IRA o un Solo 401(k); los negocios con empleados pueden ver un SIMPLE IRA o un plan 401(k). Los límites de aportación cambian cada año y dependen de sus ganancias, así que calculamos su límite en vez de darle una cifra general.",
      },
      {
        question: "¿California sigue las mismas reglas que la IRS?",
        answer:
          "No siempre. California no permite la deducción federal por ingreso calificado de negocios, no deja deducir las aportaciones a una cuenta de ahorros para la salud (HSA) y trata parte de la depreciación de otra forma. Planeamos para las dos declaraciones, para que un ahorro federal no se vuelva una sorpresa estatal.",
      },
      {
        question: "¿Me pueden decir de antemano cuánto voy a ahorrar?",
        answer:
          "Ningún asesor honesto puede prometerle una cifra. El resultado depende de sus ingresos, de sus decisiones y de reglas fiscales que cambian. Lo que sí le damos es una proyección clara de cada opción, los supuestos en que se basa y un plan que pueda seguir.",
      },
      {
        question: "¿Cuánto cuesta la estrategia fiscal?",
        answer: [
          "Le damos una tarifa fija después de una consulta gratuita, según cuántas entidades y declaraciones haya y cada cuánto quiera reunirse durante el año. La planificación funciona mejor junto con una ",
          { text: "contabilidad mensual", page: "service/bookkeeping" },
          ", para que cada proyección use cifras al día.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Íbamos a dejar la compra de una camioneta de servicio para la primavera. En NAIS nos mostraron cómo afectaría ese momento a la declaración de cada año, y en la misma reunión abrimos un SEP-IRA.",
        name: "Daniel K.",
        position: "Dueño, compañía de calefacción y aire acondicionado",
      },
      {
        quote:
          "Sabía que el impuesto de autoempleo me pegaba fuerte, pero no conocía mis opciones. Me explicaron con honestidad lo de la corporación S, con todo y nómina e impuesto de franquicia, y cambiamos con un plan claro.",
        name: "Sofía A.",
        position: "Dueña, servicio de limpieza de casas",
      },
      {
        quote:
          "Antes de vender una casa de renta me senté con NAIS para ver qué significaría la venta en mis impuestos. Tener la proyección por escrito nos facilitó mucho la decisión a mi esposa y a mí.",
        name: "Greg W.",
        position: "Arrendador, pequeñas propiedades de renta",
      },
    ],
  },
};
