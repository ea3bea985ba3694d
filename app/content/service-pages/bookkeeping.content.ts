import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Bookkeeping Services",
    subheading: "Monthly books for growing businesses",
    description:
      "NAIS keeps the books for Santa Maria and Central Coast businesses with 1 to 50 employees: every bank and credit card account reconciled, income and expenses categorized, and monthly statements you can actually read. Our QuickBooks ProAdvisor certified team works in English or Spanish, so you always know where your money went and what you can afford next.",
    metaDescription:
      "Bookkeeping for Santa Maria businesses with 1-50 employees: monthly reconciliations, financial statements and QuickBooks support in English or Spanish.",
    icon: "BookOpen",
    features: [
      {
        icon: "RefreshCw",
        title: "Monthly bank and card reconciliation",
        description:
          "Every checking, savings, credit card and loan account is matched to its statement each month, so missing deposits, duplicate charges and bank errors surface while they are still easy to fix.",
      },
      {
        icon: "ChartBar",
        title: "Financial statements you can use",
        description:
          "Each month you receive a profit and loss statement and a balance sheet, with a short plain-language note on what changed and what deserves a closer look.",
      },
      {
        icon: "Receipt",
        title: "Accounts payable and receivable",
        description:
          "We track what customers owe you and what you owe suppliers, flag invoices that are past due, and keep vendor bills organized so nothing is paid twice or forgotten.",
      },
      {
        icon: "FileText",
        title: "1099-NEC preparation",
        description:
          "Payments to independent contractors are tracked all year and W-9s are requested up front, so your 1099-NEC forms are ready for subcontractors and the IRS without a January scramble.",
      },
      {
        icon: "FileClock",
        title: "Catch-up and cleanup bookkeeping",
        description:
          "Months or years behind? We rebuild your records from bank statements, receipts and invoices, correct miscategorized entries, and bring the file current before tax season.",
      },
      {
        icon: "BadgeCheck",
        title: "QuickBooks ProAdvisor expertise",
        description:
          "Your books live in QuickBooks with a chart of accounts that fits your trade, kept by a certified ProAdvisor who can also show your staff how to enter sales and bills correctly.",
      },
    ],
    clients: [
      {
        type: "Restaurants and food trucks",
        description:
          "Daily sales, card processor deposits, tips and food-cost invoices add up fast; we reconcile them so your margins are visible every month.",
      },
      {
        type: "Contractors and trades",
        description:
          "Job costs, materials, subcontractor payments and progress billing tracked by project, so you can see which jobs actually made money.",
      },
      {
        type: "Retail shops and boutiques",
        description:
          "Inventory purchases, point-of-sale deposits and the sales tax you collect recorded accurately and ready for your sales tax return.",
      },
      {
        type: "Agricultural businesses",
        description:
          "Growers, labor contractors and ag service companies with seasonal revenue and heavy expense cycles who need clean books for lenders and tax time.",
      },
      {
        type: "Service and professional offices",
        description:
          "Clinics, salons, insurance and real estate offices that need receivables followed up and business expenses kept apart from personal spending.",
      },
      {
        type: "Growing companies up to 50 employees",
        description:
          "Businesses that have outgrown a shoebox of receipts or a spreadsheet and need reliable monthly statements for a bank, an investor or a partner.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "We talk through your business, how many accounts you use, how far behind the books are and which reports you need, then quote a flat monthly fee.",
      },
      {
        number: 2,
        title: "Secure document collection",
        description:
          "You upload bank and card statements, last year's tax return and any existing QuickBooks file through our encrypted client portal.",
      },
      {
        number: 3,
        title: "Setup or cleanup",
        description:
          "We build or repair your chart of accounts, connect bank feeds, and bring any past-due months up to date before regular monthly service begins.",
      },
      {
        number: 4,
        title: "Monthly bookkeeping",
        description:
          "Each month we categorize transactions, reconcile every account and ask you about anything unclear, in English or Spanish.",
      },
      {
        number: 5,
        title: "Reports and review",
        description:
          "You receive your profit and loss statement and balance sheet, and we walk you through the numbers by phone or in person whenever you want.",
      },
      {
        number: 6,
        title: "Year-end package",
        description:
          "At year end we close the books and deliver the reports and contractor totals your tax preparer needs, or pass them straight to our own tax team.",
      },
    ],
    faqs: [
      {
        question: "What does bookkeeping cost?",
        answer: [
          "We charge a flat monthly fee rather than billing by the hour. It depends on how many bank and card accounts you have, your monthly transaction volume and whether catch-up work is needed, so we quote it after a free consultation. You can also combine bookkeeping with payroll and tax filing in a ",
          { text: "monthly small-business package", page: "service/small-business" },
          ".",
        ],
      },
      {
        question: "What do I need to give you each month?",
        answer:
          "Your bank and card statements (or read-only bank feeds), receipts and invoices for the month, and a quick answer when we ask what an unusual transaction was for. Everything can be uploaded through the client portal or dropped off at our Santa Maria office.",
      },
      {
        question: "My books are a year behind. Can you still help?",
        answer:
          "Yes. Catch-up bookkeeping is a regular part of our work: we rebuild the missing months from your bank statements first, then fill in detail from receipts and invoices. Waiting only makes it harder, because unreconciled accounts hide errors and your tax return cannot be prepared accurately without them.",
      },
      {
        question: "Do I have to use QuickBooks?",
        answer: [
          "QuickBooks Online is what we recommend and support best, since our team is ProAdvisor certified. If you work in another program or in spreadsheets, we can move your history into QuickBooks; our ",
          { text: "QuickBooks setup service", page: "service/quickbooks-setup" },
          " explains how the move works.",
        ],
      },
      {
        question: "Is my financial information safe with you?",
        answer:
          "Documents travel through our secure client portal with 256-bit encryption, not as ordinary email attachments. We ask for read-only access to bank feeds, which lets us see transactions but never move money.",
      },
      {
        question: "Will you also prepare my business taxes?",
        answer: [
          "Bookkeeping and tax preparation are separate services, but they work best together. When our team keeps your books, your year-end numbers go directly to ",
          { text: "business tax preparation", page: "service/tax-preparation" },
          ", and questions get answered before the filing deadline instead of after it.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "For years I did the books on Sunday nights and never really knew if we were making money. Now NAIS sends me a profit and loss every month, explained in Spanish, and I finally see what our food costs are.",
        name: "Rosa M.",
        position: "Owner, family restaurant",
      },
      {
        quote:
          "They cleaned up two years of messy QuickBooks entries before my tax appointment. Now every job has its own numbers and I can tell which bids were worth taking.",
        name: "Daniel K.",
        position: "Owner, general contracting company",
      },
      {
        quote:
          "Our bank asked for current financial statements before renewing our line of credit. NAIS had a reconciled balance sheet and profit and loss ready, and the meeting with the loan officer was easy.",
        name: "Lupita R.",
        position: "Co-owner, clothing boutique",
      },
    ],
  },
  es: {
    title: "Servicios de Contabilidad",
    subheading: "Contabilidad mensual para su negocio",
    description:
      "En NAIS llevamos la contabilidad de negocios de Santa Maria y la Costa Central que tienen de 1 a 50 empleados: conciliamos cada cuenta de banco y de tarjeta, clasificamos ingresos y gastos, y cada mes le entregamos estados financieros que sí se entienden. Nuestro equipo, certificado como QuickBooks ProAdvisor, le atiende en español o en inglés para que siempre sepa en qué se fue su dinero y qué puede permitirse.",
    metaDescription:
      "Contabilidad para negocios de Santa Maria con 1 a 50 empleados: conciliaciones mensuales, estados financieros y QuickBooks, con atención en español o inglés.",
    icon: "BookOpen",
    features: [
      {
        icon: "RefreshCw",
        title: "Conciliación mensual de bancos y tarjetas",
        description:
          "Cada mes cuadramos sus cuentas de cheques, de ahorro, tarjetas de crédito y préstamos contra el estado de cuenta, para detectar depósitos faltantes, cargos duplicados o errores del banco cuando todavía es fácil corregirlos.",
      },
      {
        icon: "ChartBar",
        title: "Estados financieros útiles",
        description:
          "Cada mes recibe su estado de pérdidas y ganancias y su balance general, con una nota breve y sencilla sobre qué cambió y qué conviene revisar con más cuidado.",
      },
      {
        icon: "Receipt",
        title: "Cuentas por cobrar y por pagar",
        description:
          "Llevamos el control de lo que le deben sus clientes y de lo que usted debe a sus proveedores, le avisamos de facturas vencidas y ordenamos las cuentas para que nada se pague dos veces ni se quede olvidado.",
      },
      {
        icon: "FileText",
        title: "Preparación de formularios 1099-NEC",
        description:
          "Registramos todo el año los pagos a contratistas independientes y pedimos el Formulario W-9 desde el principio, así sus 1099-NEC quedan listos para sus subcontratistas y la IRS sin carreras en enero.",
      },
      {
        icon: "FileClock",
        title: "Contabilidad atrasada y limpieza de libros",
        description:
          "¿Lleva meses o años de atraso? Reconstruimos sus registros con estados de cuenta, recibos y facturas, corregimos movimientos mal clasificados y dejamos todo al día antes de la temporada de impuestos.",
      },
      {
        icon: "BadgeCheck",
        title: "Expertos certificados en QuickBooks",
        description:
          "Sus libros se llevan en QuickBooks con un catálogo de cuentas hecho para su giro, a cargo de un ProAdvisor certificado que también puede enseñar a su personal a registrar ventas y facturas correctamente.",
      },
    ],
    clients: [
      {
        type: "Restaurantes y loncheras",
        description:
          "Ventas diarias, depósitos de la terminal de tarjetas, propinas y facturas de insumos se acumulan rápido; los conciliamos para que vea su margen real cada mes.",
      },
      {
        type: "Contratistas y oficios",
        description:
          "Costos por obra, materiales, pagos a subcontratistas y facturación por avance, separados por proyecto para que sepa qué trabajos sí le dejaron ganancia.",
      },
      {
        type: "Tiendas y boutiques",
        description:
          "Compras de inventario, depósitos del punto de venta e impuesto sobre las ventas cobrado, registrados con exactitud y listos para su declaración de ventas.",
      },
      {
        type: "Negocios agrícolas",
        description:
          "Productores, contratistas de mano de obra agrícola y empresas de servicios al campo con ingresos de temporada que necesitan libros limpios para el banco y para los impuestos.",
      },
      {
        type: "Oficinas de servicios y profesionales",
        description:
          "Clínicas, salones de belleza, agencias de seguros y oficinas de bienes raíces que necesitan dar seguimiento a sus cobros y separar los gastos del negocio de los personales.",
      },
      {
        type: "Empresas en crecimiento de hasta 50 empleados",
        description:
          "Negocios que ya no caben en una caja de recibos ni en una hoja de cálculo y necesitan estados mensuales confiables para un banco, un inversionista o un socio.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Platicamos sobre su negocio, cuántas cuentas maneja, qué tan atrasados están los libros y qué reportes necesita; después le cotizamos una tarifa fija mensual.",
      },
      {
        number: 2,
        title: "Entrega segura de documentos",
        description:
          "Usted sube sus estados de cuenta, la declaración de impuestos del año pasado y su archivo de QuickBooks, si ya tiene uno, a nuestro portal cifrado para clientes.",
      },
      {
        number: 3,
        title: "Configuración o limpieza",
        description:
          "Creamos o corregimos su catálogo de cuentas, conectamos las cuentas bancarias y ponemos al día los meses atrasados antes de empezar el servicio mensual.",
      },
      {
        number: 4,
        title: "Contabilidad de cada mes",
        description:
          "Cada mes clasificamos los movimientos, conciliamos todas las cuentas y le preguntamos, en español o en inglés, por cualquier cosa que no esté clara.",
      },
      {
        number: 5,
        title: "Reportes y revisión",
        description:
          "Recibe su estado de pérdidas y ganancias y su balance general, y le explicamos las cifras por teléfono o en persona cuando usted lo pida.",
      },
      {
        number: 6,
        title: "Cierre de fin de año",
        description:
          "Al terminar el año cerramos los libros y entregamos los reportes y los totales de contratistas que necesita su preparador de impuestos, o se los pasamos directo a nuestro equipo de impuestos.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto cuesta el servicio de contabilidad?",
        answer: [
          "Cobramos una tarifa fija mensual, no por hora. Depende de cuántas cuentas de banco y tarjetas tenga, del volumen de movimientos y de si hay trabajo atrasado, por eso se la cotizamos después de una consulta gratuita. También puede juntar la contabilidad con la nómina y los impuestos en un ",
          { text: "paquete mensual para pequeñas empresas", page: "service/small-business" },
          ".",
        ],
      },
      {
        question: "¿Qué tengo que entregarles cada mes?",
        answer:
          "Sus estados de cuenta de banco y tarjetas (o acceso de solo lectura a sus cuentas), los recibos y facturas del mes, y una respuesta rápida cuando le preguntemos por algún movimiento fuera de lo común. Puede subir todo al portal o dejarlo en nuestra oficina de Santa Maria.",
      },
      {
        question: "Tengo la contabilidad atrasada un año. ¿Todavía me pueden ayudar?",
        answer:
          "Sí. Poner al día libros atrasados es parte normal de nuestro trabajo: primero reconstruimos los meses faltantes con sus estados de cuenta y luego completamos el detalle con recibos y facturas. Esperar solo lo complica, porque las cuentas sin conciliar esconden errores y sin ellas no se puede preparar bien su declaración de impuestos.",
      },
      {
        question: "¿Tengo que usar QuickBooks?",
        answer: [
          "Recomendamos QuickBooks Online porque es el programa que mejor manejamos como ProAdvisors certificados. Si hoy usa otro sistema u hojas de cálculo, podemos pasar su historial a QuickBooks; en nuestro servicio de ",
          { text: "configuración de QuickBooks", page: "service/quickbooks-setup" },
          " le explicamos cómo se hace el cambio.",
        ],
      },
      {
        question: "¿Mi información financiera está segura con ustedes?",
        answer:
          "Los documentos se intercambian por nuestro portal seguro para clientes con cifrado de 256 bits, no como archivos adjuntos en un correo común. Pedimos acceso de solo lectura a sus cuentas bancarias: podemos ver los movimientos, pero nunca mover dinero.",
      },
      {
        question: "¿También me preparan los impuestos del negocio?",
        answer: [
          "La contabilidad y la preparación de impuestos son servicios distintos, pero funcionan mejor juntos. Cuando nosotros llevamos sus libros, las cifras de fin de año pasan directo a la ",
          { text: "preparación de impuestos del negocio", page: "service/tax-preparation" },
          ", y las dudas se resuelven antes de la fecha límite y no después.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Durante años hice la contabilidad los domingos en la noche y nunca supe bien si estábamos ganando. Ahora NAIS me manda cada mes las pérdidas y ganancias, me lo explican en español y por fin veo cuánto nos cuesta la comida.",
        name: "Rosa M.",
        position: "Dueña, restaurante familiar",
      },
      {
        quote:
          "Arreglaron dos años de registros desordenados en QuickBooks antes de mi cita de impuestos. Ahora cada obra tiene sus propios números y sé qué presupuestos valió la pena aceptar.",
        name: "Daniel K.",
        position: "Dueño, empresa de construcción general",
      },
      {
        quote:
          "El banco nos pidió estados financieros al día para renovar nuestra línea de crédito. NAIS ya tenía listo el balance conciliado y el estado de pérdidas y ganancias, y la reunión con el banco fue muy sencilla.",
        name: "Lupita R.",
        position: "Socia, boutique de ropa",
      },
    ],
  },
};
