import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Small Business Financial Services",
    subheading: "One team for your whole business",
    description:
      "NAIS brings bookkeeping, payroll, sales tax, quarterly estimates and year-end taxes together for Santa Maria's small businesses in one monthly package, handled by one team that knows your numbers. Instead of juggling a bookkeeper, a payroll company and a tax preparer, you have a single point of contact who speaks English and Spanish.",
    metaDescription:
      "Small-business packages in Santa Maria from $250-$1,000 a month: bookkeeping, payroll, sales tax and tax planning from one bilingual team that knows your books.",
    icon: "Store",
    features: [
      {
        icon: "Layers",
        title: "All-in-one monthly packages",
        description:
          "Monthly small-business packages run $250-$1,000 and combine only the bookkeeping, payroll and filings you actually need, at a flat fee agreed after a free consultation.",
      },
      {
        icon: "Calculator",
        title: "Quarterly estimated taxes",
        description:
          "We calculate your estimated payments from actual year-to-date profit, including the 15.3% self-employment tax, so April does not bring a bill you never saw coming.",
      },
      {
        icon: "ChartPie",
        title: "Cash flow and profit reviews",
        description:
          "Regular reviews show which products, services or jobs make money, when cash will run tight, and whether you can afford to hire or buy equipment.",
      },
      {
        icon: "Briefcase",
        title: "Structure and owner-pay guidance",
        description:
          "As you grow, we look at whether a different business structure or paying yourself a salary makes sense, and explain the trade-offs in plain language.",
      },
      {
        icon: "CalendarCheck",
        title: "Year-round compliance calendar",
        description:
          "Sales tax returns, payroll filings, 1099s, your California Statement of Information and income tax deadlines are tracked for you, with a reminder before each one is due.",
      },
      {
        icon: "Languages",
        title: "Bilingual, local support",
        description:
          "Talk with us in English or Spanish, by phone, by video or in person at our Santa Maria offices, and get explanations your partners and family can follow too.",
      },
    ],
    clients: [
      {
        type: "Sole proprietors and freelancers",
        description:
          "Independent contractors, drivers, house cleaners and consultants filing Schedule C who need to set money aside for self-employment tax.",
      },
      {
        type: "Family-run businesses",
        description:
          "Restaurants, markets and shops where spouses, parents and children all pitch in, and business money has to stay separate from household money.",
      },
      {
        type: "Construction and trades",
        description:
          "Contractors with crews, equipment and subcontractors who want job profitability, payroll and 1099s managed in one place.",
      },
      {
        type: "Agricultural service businesses",
        description:
          "Farm labor contractors, equipment operators and ag suppliers with seasonal cash flow and payroll that swings with the harvest.",
      },
      {
        type: "Newly formed LLCs and corporations",
        description:
          "Owners in their first years who need the books, payroll and state filings started correctly from the very beginning.",
      },
      {
        type: "Businesses ready to grow",
        description:
          "Companies adding employees or a second location that need someone watching cash, payroll costs and taxes together.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "We learn how your business earns and spends money, which filings you handle today, and where you feel you have fallen behind.",
      },
      {
        number: 2,
        title: "Package proposal",
        description:
          "You receive a written proposal that lists exactly which services are included and the flat monthly fee, before any work begins.",
      },
      {
        number: 3,
        title: "Onboarding and catch-up",
        description:
          "We gather prior tax returns, bank access, payroll records and permits, and bring any past-due bookkeeping or filings up to date.",
      },
      {
        number: 4,
        title: "Monthly work",
        description:
          "Your books are reconciled, payroll is run and sales tax is filed on schedule, all by the same team that will prepare your taxes.",
      },
      {
        number: 5,
        title: "Quarterly check-in",
        description:
          "Every quarter we review profit, estimated taxes and cash flow with you and adjust the plan before the next payment is due.",
      },
      {
        number: 6,
        title: "Year-end and tax filing",
        description:
          "We close the year, issue W-2s and 1099s, and prepare your business return from numbers we have already checked month by month.",
      },
    ],
    faqs: [
      {
        question: "How much do your small-business packages cost?",
        answer:
          "Monthly small-business packages run $250-$1,000, depending on which services you include, your transaction volume and how many employees you pay. We set your exact flat fee after a free consultation, and it only changes if your needs do.",
      },
      {
        question: "What is self-employment tax?",
        answer:
          "Sole proprietors and most partners pay self-employment tax of 15.3% on their net earnings from self-employment to cover Social Security and Medicare, on top of income tax. No employer withholds it for you, which is why we plan quarterly estimated payments with you.",
      },
      {
        question: "Should my business be an LLC or an S corporation?",
        answer: [
          "It depends on your profit, how you pay yourself and your plans for the business. Our ",
          { text: "business structure", page: "service/business-structure" },
          " service compares the options using your real numbers, and our ",
          { text: "tax strategy", page: "service/tax-strategy" },
          " service looks at how you pay yourself once the structure is in place.",
        ],
      },
      {
        question: "Can I choose only some of the services?",
        answer:
          "Yes. Each package is built from what you need. Some owners start with bookkeeping and add payroll when they hire their first employee; others already have payroll covered and only need their books and taxes.",
      },
      {
        question: "What should I bring to our first small-business meeting?",
        answer:
          "Your last business and personal tax returns, recent bank and credit card statements, any payroll reports, your seller's permit if you have one, and recent letters from the IRS, FTB, EDD or CDTFA. If something is missing, bring what you have and we will help you request the rest.",
      },
      {
        question: "What if I have already fallen behind?",
        answer: [
          "Bring everything anyway. We catch up first on the filings that build penalties fastest, such as payroll deposits and sales tax, and then move on to the rest. If you already owe the IRS, our ",
          { text: "tax debt resolution", page: "service/taxes-owed" },
          " team can work on that at the same time.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I had one person for payroll, another for taxes and a shoebox for everything else. Now NAIS handles all of it, and at our quarterly meeting I actually understand where the business stands.",
        name: "Alejandro N.",
        position: "Owner, heating and air conditioning company",
      },
      {
        quote:
          "My first year on my own I got hit with a big tax bill because nobody told me about self-employment tax. Now my quarterly estimates are worked out for me and April is calm.",
        name: "Jennifer W.",
        position: "Owner, residential cleaning service",
      },
      {
        quote:
          "My husband and I run the market with our kids. NAIS explains everything in Spanish, keeps the sales tax and payroll on track, and helped us finally separate the store's money from the house's.",
        name: "Carmen D.",
        position: "Co-owner, family market",
      },
    ],
  },
  es: {
    title: "Servicios Financieros para Pequeñas Empresas",
    subheading: "Un solo equipo para todo su negocio",
    description:
      "En NAIS reunimos contabilidad, nómina, impuesto sobre las ventas, pagos estimados y la declaración anual de los pequeños negocios de Santa Maria en un solo paquete mensual, a cargo de un equipo que conoce sus números. En lugar de tratar con un contador, una compañía de nómina y un preparador de impuestos por separado, usted tiene una sola persona de contacto que habla español e inglés.",
    metaDescription:
      "Paquetes para pequeñas empresas en Santa Maria de $250-$1,000 al mes: contabilidad, nómina, impuesto de ventas y planeación fiscal con un equipo bilingüe.",
    icon: "Store",
    features: [
      {
        icon: "Layers",
        title: "Paquetes mensuales todo en uno",
        description:
          "Los paquetes mensuales para pequeñas empresas van de $250 a $1,000 e incluyen solo la contabilidad, la nómina y las declaraciones que usted necesita, con una tarifa fija acordada tras una consulta gratuita.",
      },
      {
        icon: "Calculator",
        title: "Pagos de impuestos estimados",
        description:
          "Calculamos sus pagos estimados con la ganancia real del año, incluido el 15.3% del impuesto sobre el trabajo por cuenta propia, para que en abril no le llegue una cuenta inesperada.",
      },
      {
        icon: "ChartPie",
        title: "Revisión de flujo de efectivo y ganancias",
        description:
          "Revisiones periódicas que muestran qué productos, servicios o trabajos le dejan dinero, cuándo va a estar apretado el efectivo y si le alcanza para contratar o comprar equipo.",
      },
      {
        icon: "Briefcase",
        title: "Orientación sobre estructura y sueldo del dueño",
        description:
          "Conforme crece, analizamos si le conviene otra estructura de negocio o pagarse un sueldo, y le explicamos las ventajas y desventajas en palabras sencillas.",
      },
      {
        icon: "CalendarCheck",
        title: "Calendario de obligaciones todo el año",
        description:
          "Llevamos el control de las declaraciones de ventas, la nómina, los 1099, su Declaración de Información (Statement of Information) ante el Secretario de Estado de California y las fechas de impuestos sobre el ingreso, con un aviso antes de cada vencimiento.",
      },
      {
        icon: "Languages",
        title: "Atención bilingüe y local",
        description:
          "Hable con nosotros en español o en inglés, por teléfono, por video o en persona en nuestras oficinas de Santa Maria, con explicaciones que también entienden sus socios y su familia.",
      },
    ],
    clients: [
      {
        type: "Trabajadores por cuenta propia",
        description:
          "Contratistas independientes, choferes, personas que limpian casas y consultores que presentan el Anexo C y necesitan apartar dinero para el impuesto sobre el trabajo por cuenta propia.",
      },
      {
        type: "Negocios familiares",
        description:
          "Restaurantes, mercados y tiendas donde esposos, padres e hijos echan la mano, y el dinero del negocio tiene que estar separado del de la casa.",
      },
      {
        type: "Construcción y oficios",
        description:
          "Contratistas con cuadrillas, equipo y subcontratistas que quieren la ganancia por obra, la nómina y los 1099 manejados en un solo lugar.",
      },
      {
        type: "Servicios agrícolas",
        description:
          "Contratistas de mano de obra agrícola, operadores de maquinaria y proveedores del campo con efectivo de temporada y una nómina que sube y baja con la cosecha.",
      },
      {
        type: "LLC y corporaciones recién formadas",
        description:
          "Dueños en sus primeros años que necesitan arrancar bien desde el principio con la contabilidad, la nómina y los trámites estatales.",
      },
      {
        type: "Negocios listos para crecer",
        description:
          "Empresas que van a sumar empleados o abrir otro local y necesitan a alguien que vigile el efectivo, el costo de la nómina y los impuestos a la vez.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Conocemos cómo gana y gasta dinero su negocio, qué declaraciones maneja hoy y en qué siente que se ha quedado atrás.",
      },
      {
        number: 2,
        title: "Propuesta de paquete",
        description:
          "Recibe una propuesta por escrito con los servicios incluidos y la tarifa fija mensual, antes de que empecemos cualquier trabajo.",
      },
      {
        number: 3,
        title: "Inicio y puesta al día",
        description:
          "Reunimos sus declaraciones anteriores, el acceso al banco, los registros de nómina y sus permisos, y ponemos al día la contabilidad o las declaraciones atrasadas.",
      },
      {
        number: 4,
        title: "Trabajo mensual",
        description:
          "Conciliamos sus libros, procesamos la nómina y presentamos el impuesto sobre las ventas a tiempo, todo con el mismo equipo que preparará sus impuestos.",
      },
      {
        number: 5,
        title: "Revisión trimestral",
        description:
          "Cada trimestre revisamos con usted la ganancia, los impuestos estimados y el flujo de efectivo, y ajustamos el plan antes del siguiente pago.",
      },
      {
        number: 6,
        title: "Cierre del año y declaración",
        description:
          "Cerramos el año, emitimos los W-2 y 1099, y preparamos la declaración de su negocio con cifras que ya revisamos mes con mes.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto cuestan sus paquetes para pequeñas empresas?",
        answer:
          "Los paquetes mensuales para pequeñas empresas van de $250 a $1,000, según los servicios que incluya, el volumen de movimientos y cuántos empleados tenga en nómina. Fijamos su tarifa exacta después de una consulta gratuita, y solo cambia si cambian sus necesidades.",
      },
      {
        question: "¿Qué es el impuesto sobre el trabajo por cuenta propia?",
        answer:
          "Los dueños de un negocio propio no incorporado y la mayoría de los socios pagan un impuesto del 15.3% sobre sus ganancias netas del trabajo por cuenta propia, que cubre el Seguro Social y Medicare, además del impuesto sobre el ingreso. Nadie se lo retiene de un cheque, por eso planeamos con usted los pagos estimados de cada trimestre.",
      },
      {
        question: "¿Mi negocio debe ser LLC o corporación S?",
        answer: [
          "Depende de su ganancia, de cómo se paga usted y de sus planes para el negocio. Nuestro servicio de ",
          { text: "estructura empresarial", page: "service/business-structure" },
          " compara las opciones con sus números reales, y el de ",
          { text: "estrategia fiscal", page: "service/tax-strategy" },
          " revisa cómo pagarse una vez que la estructura está definida.",
        ],
      },
      {
        question: "¿Puedo escoger solo algunos servicios?",
        answer:
          "Sí. Cada paquete se arma con lo que usted necesita. Algunos dueños empiezan con la contabilidad y agregan la nómina cuando contratan a su primer empleado; otros ya tienen resuelta la nómina y solo necesitan los libros y los impuestos.",
      },
      {
        question: "¿Qué debo traer a la primera reunión sobre mi negocio?",
        answer:
          "Sus últimas declaraciones de impuestos del negocio y personales, estados de cuenta recientes del banco y de tarjetas, reportes de nómina si los tiene, su permiso de vendedor si aplica y las cartas recientes de la IRS, el FTB, el EDD o el CDTFA. Si le falta algo, traiga lo que tenga y le ayudamos a pedir lo demás.",
      },
      {
        question: "¿Y si ya me atrasé?",
        answer: [
          "Traiga todo de todos modos. Primero ponemos al día lo que genera multas más rápido, como los depósitos de nómina y el impuesto sobre las ventas, y después seguimos con lo demás. Si ya le debe a la IRS, nuestro equipo de ",
          { text: "resolución de deuda fiscal", page: "service/taxes-owed" },
          " puede trabajar en eso al mismo tiempo.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Tenía a una persona para la nómina, otra para los impuestos y una caja de zapatos para todo lo demás. Ahora NAIS se encarga de todo, y en la reunión de cada trimestre de verdad entiendo cómo va el negocio.",
        name: "Alejandro N.",
        position: "Dueño, empresa de calefacción y aire acondicionado",
      },
      {
        quote:
          "Mi primer año trabajando por mi cuenta me llegó una cuenta de impuestos enorme porque nadie me habló del impuesto sobre el trabajo por cuenta propia. Ahora me calculan los pagos estimados y abril ya no me asusta.",
        name: "Jennifer W.",
        position: "Dueña, servicio de limpieza de casas",
      },
      {
        quote:
          "Mi esposo y yo llevamos el mercado con nuestros hijos. NAIS nos explica todo en español, tiene al día el impuesto sobre las ventas y la nómina, y nos ayudó por fin a separar el dinero de la tienda del de la casa.",
        name: "Carmen D.",
        position: "Socia, mercado familiar",
      },
    ],
  },
};
