import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Business Structure Selection",
    subheading: "Pick the right entity from the start",
    description:
      "Sole proprietorship, partnership, LLC, S corporation or C corporation: each one shields your personal assets differently and is taxed differently by the IRS and California. NAIS compares them with your real numbers and plans, so you choose a structure for sound reasons rather than because a friend or a video picked it for you.",
    metaDescription:
      "Sole proprietorship, LLC, partnership, S corp or C corp? NAIS compares liability, self-employment tax and California franchise tax for your business.",
    icon: "Scale",
    features: [
      {
        icon: "Shield",
        title: "Liability side by side",
        description:
          "We explain how far each structure separates your home, savings and vehicles from business debts and claims, and which habits, such as a separate bank account, keep that separation intact.",
      },
      {
        icon: "Calculator",
        title: "Tax projection for each option",
        description:
          "Using your expected profit, we estimate federal and California tax under each structure, including the 15.3% self-employment tax and the $800 California minimum franchise tax.",
      },
      {
        icon: "Percent",
        title: "S corporation analysis",
        description:
          "We test whether an S corporation election would really lower your self-employment tax once a reasonable owner salary, payroll costs and the extra returns are counted, instead of assuming it always pays.",
      },
      {
        icon: "Users",
        title: "Planning for co-owners",
        description:
          "When two or more people own the business, we review how profit, losses and decisions will be shared, and which structure and filings, such as a Form 1065 partnership return, that arrangement brings.",
      },
      {
        icon: "Repeat",
        title: "Changing an existing structure",
        description:
          "Already operating as a sole proprietor or LLC? We look at converting, or electing a different tax treatment, and at what each route means for your EIN, bank accounts and filings.",
      },
      {
        icon: "Compass",
        title: "Thinking ahead to growth or sale",
        description:
          "If you plan to bring in investors, add owners or sell the business someday, we weigh which structures make that easier before you register, when changing course is still cheap.",
      },
    ],
    clients: [
      {
        type: "Freelancers and independent contractors",
        description:
          "People who receive 1099-NEC forms and want to know whether an LLC or S corporation would change their tax bill or only add paperwork.",
      },
      {
        type: "Spouses in business together",
        description:
          "Married couples who own a business jointly have specific options for how it is owned and reported, and the right one depends on their situation.",
      },
      {
        type: "Sole proprietors whose profit has grown",
        description:
          "Owners for whom self-employment tax and personal liability both weigh more than they did when the business was small.",
      },
      {
        type: "Contractors and trades",
        description:
          "Construction and trade businesses exposed to job-site risk, who want to understand what an LLC or corporation can and cannot protect.",
      },
      {
        type: "Partners and family businesses",
        description:
          "Relatives or friends going into business together, who need to think through how ownership, profit and decisions are divided before an attorney drafts their agreement.",
      },
      {
        type: "Founders expecting investors",
        description:
          "Owners who plan to sell shares or bring in outside money and need to know how C and S corporations differ for investors.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Discovery conversation",
        description:
          "We ask about your activity, expected income, owners, employees, risks and long-term plans, in English or Spanish, at no cost.",
      },
      {
        number: 2,
        title: "Gather your numbers",
        description:
          "You share last year's tax return or a realistic profit estimate, so the comparison rests on your figures rather than rules of thumb.",
      },
      {
        number: 3,
        title: "Compare the options",
        description:
          "We lay out liability, federal and California tax, payroll needs and yearly filings for every structure that fits your case.",
      },
      {
        number: 4,
        title: "Review it together",
        description:
          "We walk through the comparison with you, answer questions and, where legal drafting is needed, coordinate with your attorney.",
      },
      {
        number: 5,
        title: "Decide and file",
        description:
          "Once you choose, we move to formation or to the tax election, such as Form 2553 for S corporation status or Form 8832, and register the entity.",
      },
      {
        number: 6,
        title: "Revisit as you grow",
        description:
          "A structure that fits in the first year may not fit later; we recheck it when your profit, ownership or plans change.",
      },
    ],
    faqs: [
      {
        question: "What is the real difference between an LLC and a sole proprietorship?",
        answer:
          "With one owner, both are normally taxed the same way, on Schedule C of your personal return. The difference is liability: a properly run LLC keeps business debts and claims separate from your personal assets, while a sole proprietor answers for everything personally. In California, the LLC also owes the $800 minimum franchise tax every year, profit or not.",
      },
      {
        question: "Will an S corporation save me money?",
        answer: [
          "Sometimes. As an S corporation owner you pay yourself a reasonable salary through payroll and take the remaining profit as distributions, which are not subject to the 15.3% self-employment tax. Against that saving you add payroll costs, a federal Form 1120-S, a California Form 100S and the $800 minimum franchise tax. Our ",
          { text: "tax strategy service", page: "service/tax-strategy" },
          " runs these numbers before you make the election.",
        ],
      },
      {
        question: "When does a C corporation make sense?",
        answer:
          "A C corporation pays its own tax on Form 1120, and shareholders are taxed again on the dividends they receive, so it rarely suits a small owner-operated business. It can fit companies that plan to keep profits in the business, raise money from investors, or have owners who cannot hold S corporation shares, such as nonresident aliens.",
      },
      {
        question: "What about a partnership?",
        answer:
          "A general partnership exists as soon as two people run a business together for profit, even without paperwork, and each partner can be personally liable for the partnership's debts. It files Form 1065 and gives every partner a Schedule K-1. Many co-owners prefer a multi-member LLC, which is taxed the same way by default but adds liability protection.",
      },
      {
        question: "Can I change my structure later?",
        answer: [
          "Yes, though some changes cost more than others. An LLC can elect S corporation tax treatment and keep its EIN, while moving from a sole proprietorship to an LLC or corporation usually means a new EIN, new bank accounts and new registrations. When you are ready, our ",
          { text: "corporation formation service", page: "service/corporation-formation" },
          " takes care of the filing.",
        ],
      },
      {
        question: "Does an LLC or corporation protect me from everything?",
        answer: [
          "No. It generally protects personal assets from the business's debts, but not from your own negligence, from loans you personally guarantee, or from unpaid payroll taxes withheld from employees, for which the IRS can hold responsible people personally liable (see our ",
          { text: "payroll tax problem resolution", page: "service/payroll-tax-problems" },
          "). Mixing personal and business money also weakens the protection. We are not attorneys, so for legal risk we recommend speaking with one as well.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I was about to elect S corporation status because a podcast said so. NAIS ran my actual numbers, showed me the payroll costs and the $800 minimum tax, and I stayed an LLC for now. That was the honest answer.",
        name: "Jessica W.",
        position: "Freelance graphic designer",
      },
      {
        quote:
          "My brother and I were running our shop as a partnership without even knowing it. They explained what that meant for our liability, helped us form an LLC, and now each of us gets a K-1 we understand.",
        name: "Arturo G.",
        position: "Co-owner, auto repair shop",
      },
      {
        quote:
          "After years as a sole proprietor my cleaning business had grown a lot. NAIS compared the LLC and S corporation options in plain language, and the election we made has been worth the extra payroll work.",
        name: "Denise H.",
        position: "Owner, residential cleaning company",
      },
    ],
  },
  es: {
    title: "Selección de Estructura Empresarial",
    subheading: "Elija bien desde el principio",
    description:
      "Negocio individual, sociedad, LLC, corporación S o corporación C: cada una protege su patrimonio de manera distinta y paga impuestos de forma diferente ante la IRS y California. En NAIS las comparamos con sus números y sus planes reales, para que elija su estructura con fundamento y no porque un amigo o un video la escogió por usted.",
    metaDescription:
      "¿Negocio individual, LLC, sociedad, corporación S o C? NAIS compara responsabilidad, impuesto de autoempleo e impuesto de franquicia para su negocio.",
    icon: "Scale",
    features: [
      {
        icon: "Shield",
        title: "Protección comparada",
        description:
          "Le explicamos hasta dónde separa cada estructura su casa, sus ahorros y sus vehículos de las deudas y reclamos del negocio, y qué costumbres, como tener una cuenta bancaria aparte, mantienen esa separación.",
      },
      {
        icon: "Calculator",
        title: "Proyección de impuestos por opción",
        description:
          "Con la ganancia que usted espera, calculamos el impuesto federal y de California en cada estructura, incluido el impuesto sobre el trabajo por cuenta propia del 15.3% y el impuesto mínimo de franquicia de $800.",
      },
      {
        icon: "Percent",
        title: "Análisis de la corporación S",
        description:
          "Revisamos si la elección de corporación S de verdad bajaría su impuesto de autoempleo una vez que se cuentan un sueldo razonable para el dueño, el costo de la nómina y las declaraciones adicionales, sin dar por hecho que siempre conviene.",
      },
      {
        icon: "Users",
        title: "Planeación entre socios",
        description:
          "Cuando el negocio tiene dos o más dueños, revisamos cómo se repartirán las ganancias, las pérdidas y las decisiones, y qué estructura y declaraciones, como el Formulario 1065 de sociedades, implica ese acuerdo.",
      },
      {
        icon: "Repeat",
        title: "Cambiar una estructura existente",
        description:
          "¿Ya opera como negocio individual o como LLC? Analizamos la conversión o la elección de otro tratamiento fiscal, y lo que cada camino significa para su EIN, sus cuentas bancarias y sus declaraciones.",
      },
      {
        icon: "Compass",
        title: "Pensando en crecer o vender",
        description:
          "Si piensa traer inversionistas, sumar socios o vender el negocio algún día, consideramos qué estructuras lo facilitan antes de registrarse, cuando cambiar de rumbo todavía sale barato.",
      },
    ],
    clients: [
      {
        type: "Trabajadores independientes",
        description:
          "Personas que reciben formularios 1099-NEC y quieren saber si una LLC o una corporación S cambiaría lo que pagan de impuestos o solo les daría más papeleo.",
      },
      {
        type: "Matrimonios con negocio propio",
        description:
          "Las parejas casadas que son dueñas de un negocio tienen opciones específicas sobre cómo figurar como dueños y cómo declarar, y la correcta depende de su situación.",
      },
      {
        type: "Negocios individuales que ya crecieron",
        description:
          "Dueños a quienes el impuesto de autoempleo y la responsabilidad personal les pesan más que cuando el negocio era pequeño.",
      },
      {
        type: "Contratistas y oficios",
        description:
          "Negocios de construcción y de oficios expuestos a riesgos en la obra, que quieren entender qué puede proteger una LLC o una corporación y qué no.",
      },
      {
        type: "Socios y negocios familiares",
        description:
          "Familiares o amigos que se asocian y necesitan pensar bien cómo se dividen la propiedad, las ganancias y las decisiones antes de que un abogado redacte su acuerdo.",
      },
      {
        type: "Fundadores que buscan inversionistas",
        description:
          "Dueños que piensan vender acciones o recibir capital de fuera y necesitan saber en qué se diferencian la corporación C y la S para un inversionista.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Conversación inicial",
        description:
          "Le preguntamos por su actividad, ingresos esperados, socios, empleados, riesgos y planes a largo plazo, en español o en inglés y sin costo.",
      },
      {
        number: 2,
        title: "Reunimos sus números",
        description:
          "Usted nos comparte su declaración del año pasado o un cálculo realista de ganancias, para que la comparación se base en sus cifras y no en reglas generales.",
      },
      {
        number: 3,
        title: "Comparamos las opciones",
        description:
          "Le presentamos la responsabilidad, los impuestos federales y de California, la nómina necesaria y las declaraciones anuales de cada estructura que aplique a su caso.",
      },
      {
        number: 4,
        title: "Lo revisamos juntos",
        description:
          "Repasamos la comparación con usted, resolvemos sus dudas y, cuando hace falta redactar documentos legales, nos coordinamos con su abogado.",
      },
      {
        number: 5,
        title: "Decide y presentamos",
        description:
          "Una vez que decide, pasamos a la constitución o a la elección fiscal, como el Formulario 2553 para ser corporación S o el Formulario 8832, y registramos la entidad.",
      },
      {
        number: 6,
        title: "Revisión al crecer",
        description:
          "La estructura que le sirve el primer año quizá no le sirva después; la volvemos a revisar cuando cambian sus ganancias, sus socios o sus planes.",
      },
    ],
    faqs: [
      {
        question: "¿Cuál es la diferencia real entre una LLC y un negocio individual?",
        answer:
          "Con un solo dueño, normalmente los dos pagan impuestos igual, en el Anexo C (Schedule C) de su declaración personal. La diferencia está en la responsabilidad: una LLC bien llevada mantiene las deudas y reclamos del negocio separados de sus bienes personales, mientras que en un negocio individual usted responde por todo con su propio patrimonio. Además, en California la LLC paga el impuesto mínimo de franquicia de $800 cada año, tenga ganancias o no.",
      },
      {
        question: "¿Me ahorraría dinero una corporación S?",
        answer: [
          "A veces. Como dueño de una corporación S, usted se paga un sueldo razonable por nómina y recibe el resto de la ganancia como distribuciones, que no pagan el impuesto sobre el trabajo por cuenta propia del 15.3%. Contra ese ahorro hay que sumar el costo de la nómina, el Formulario 1120-S federal, el Formulario 100S de California y el impuesto mínimo de franquicia de $800. Nuestro ",
          { text: "servicio de estrategia fiscal", page: "service/tax-strategy" },
          " hace estas cuentas antes de que usted presente la elección.",
        ],
      },
      {
        question: "¿Cuándo conviene una corporación C?",
        answer:
          "La corporación C paga su propio impuesto en el Formulario 1120, y los accionistas vuelven a pagar sobre los dividendos que reciben, por eso casi nunca le conviene a un negocio pequeño atendido por su dueño. Puede servir a empresas que piensan reinvertir sus ganancias, levantar capital con inversionistas o que tienen dueños que no pueden ser accionistas de una corporación S, como los extranjeros no residentes.",
      },
      {
        question: "¿Y una sociedad (partnership)?",
        answer:
          "Una sociedad general existe desde que dos personas hacen negocio juntas para ganar dinero, aunque no hayan firmado nada, y cada socio puede responder personalmente por las deudas de la sociedad. Presenta el Formulario 1065 y entrega a cada socio un Anexo K-1. Muchos socios prefieren una LLC con varios miembros, que de entrada paga impuestos de la misma manera pero agrega protección de responsabilidad.",
      },
      {
        question: "¿Puedo cambiar de estructura más adelante?",
        answer: [
          "Sí, aunque unos cambios cuestan más que otros. Una LLC puede elegir que se le trate como corporación S y conservar su EIN, mientras que pasar de negocio individual a LLC o corporación normalmente implica un EIN nuevo, cuentas bancarias nuevas y registros nuevos. Cuando esté listo, nuestro ",
          { text: "servicio de constitución de corporaciones", page: "service/corporation-formation" },
          " se encarga del trámite.",
        ],
      },
      {
        question: "¿Una LLC o una corporación me protege de todo?",
        answer: [
          "No. Por lo general protege sus bienes personales de las deudas del negocio, pero no de su propia negligencia, de los préstamos que usted garantiza personalmente ni de los impuestos de nómina retenidos a los empleados y no pagados, por los que la IRS puede hacer responsables en lo personal a quienes manejaban el dinero (vea nuestra ",
          { text: "resolución de problemas de impuestos de nómina", page: "service/payroll-tax-problems" },
          "). Mezclar el dinero personal con el del negocio también debilita esa protección. No somos abogados, así que para los riesgos legales le recomendamos consultar también con uno.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Estaba a punto de elegir ser corporación S porque lo escuché en un podcast. En NAIS revisaron mis números reales, me mostraron el costo de la nómina y el impuesto mínimo de $800, y por ahora me quedé como LLC. Fue una respuesta honesta.",
        name: "Jessica W.",
        position: "Diseñadora gráfica independiente",
      },
      {
        quote:
          "Mi hermano y yo trabajábamos el taller como sociedad sin siquiera saberlo. Nos explicaron lo que eso significaba para nuestra responsabilidad, nos ayudaron a formar una LLC, y ahora cada uno recibe un K-1 que entiende.",
        name: "Arturo G.",
        position: "Socio, taller mecánico",
      },
      {
        quote:
          "Después de años como negocio individual, mi compañía de limpieza había crecido bastante. En NAIS me compararon la LLC y la corporación S con palabras sencillas, y la elección que hicimos ha valido la pena a pesar del trabajo extra de la nómina.",
        name: "Denise H.",
        position: "Dueña, compañía de limpieza residencial",
      },
    ],
  },
};
