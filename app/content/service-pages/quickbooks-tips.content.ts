import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "QuickBooks Tips and Best Practices",
    subheading: "Workshops from certified ProAdvisors",
    description:
      "Many QuickBooks headaches start with small habits: an account nobody reconciles, a bank rule that files charges in the wrong place, a closed month that someone edits later. NAIS teaches practical best practices in hands-on workshops and one-on-one sessions, in English or Spanish, so your books stay accurate between tax seasons.",
    metaDescription:
      "QuickBooks workshops in English or Spanish: monthly reconciliation, bank feed rules, classes and locations, closing the books and reports you can trust.",
    icon: "Lightbulb",
    features: [
      {
        icon: "ClipboardCheck",
        title: "Monthly reconciliation",
        description:
          "Learn to reconcile every bank and credit card account against its statement each month, and how to track down the difference when the numbers refuse to match.",
      },
      {
        icon: "Zap",
        title: "Bank feed rules that help",
        description:
          "We show you how to write rules that categorize recurring transactions automatically, and when to leave a rule out so it does not send payments to the wrong account.",
      },
      {
        icon: "Layers",
        title: "Classes and locations",
        description:
          "See profit by crew, ranch, store or service line by tagging transactions with classes or locations, and learn which of the two answers your question.",
      },
      {
        icon: "Lock",
        title: "Closing the books",
        description:
          "Practice a month-end routine and set a password-protected closing date, so last month's figures stay put after you have filed or reported them.",
      },
      {
        icon: "ChartBar",
        title: "Reports that answer questions",
        description:
          "Customize and save the profit and loss, balance sheet, accounts receivable aging and sales tax reports you actually use, and learn to read them to make decisions.",
      },
      {
        icon: "Presentation",
        title: "Hands-on workshops",
        description:
          "Sessions use the kinds of transactions your business really has, in English or Spanish, with group rates for teams of 5 or more and one-on-one options for owners.",
      },
    ],
    clients: [
      {
        type: "Owners who do their own books",
        description:
          "Business owners entering their own transactions who want to stop guessing where things go and start trusting their reports.",
      },
      {
        type: "Office staff and in-house bookkeepers",
        description:
          "Employees who work in QuickBooks every day and need faster, more consistent habits for bank feeds, invoices and bills.",
      },
      {
        type: "Teams of 5 or more",
        description:
          "Companies training several people at once, who qualify for group rates and a session built around their own procedures.",
      },
      {
        type: "Users with a freshly set-up file",
        description:
          "Businesses that just finished their QuickBooks setup and want good routines in place before shortcuts become habits.",
      },
      {
        type: "Multi-crew and multi-site operations",
        description:
          "Contractors, agricultural service companies and restaurants that need classes or locations to see which part of the business earns money.",
      },
      {
        type: "Spanish-speaking users",
        description:
          "Owners and staff who learn better in Spanish, with each QuickBooks term explained next to the English label they see on screen.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Tell us what is hard",
        description:
          "We start by asking how you use QuickBooks today and which tasks cause errors or take longer than they should.",
      },
      {
        number: 2,
        title: "Choose the format",
        description:
          "Pick a group workshop, a private session for your team or one-on-one help, in person in Santa Maria or online.",
      },
      {
        number: 3,
        title: "We review your file",
        description:
          "With your permission, we look at your company file beforehand for recurring issues such as unreconciled accounts or overly broad bank rules.",
      },
      {
        number: 4,
        title: "Hands-on session",
        description:
          "You practice on realistic scenarios: reconciling, writing bank rules, tagging classes and running month-end reports.",
      },
      {
        number: 5,
        title: "Take-home checklist",
        description:
          "Each participant leaves with a month-end checklist and notes in English or Spanish to follow at their own desk.",
      },
      {
        number: 6,
        title: "Follow-up questions",
        description:
          "We answer the questions that come up afterwards and can review your next month-end close to confirm the new habits stuck.",
      },
    ],
    faqs: [
      {
        question: "How often should I reconcile my accounts?",
        answer:
          "Every month, for every bank and credit card account, as soon as the statement arrives. Monthly reconciliation catches duplicate entries, missed deposits and bank errors while they are still easy to trace; waiting until tax time turns a quick task into a long search through old paperwork.",
      },
      {
        question: "Should I accept every transaction the bank feed suggests?",
        answer:
          "No. The bank feed's suggestion is a starting point, not a decision. First check whether the transaction is already in QuickBooks as an invoice payment or a bill payment; if it is, match it instead of adding it again. Create rules only for charges that always belong to the same account.",
      },
      {
        question: "What is the difference between classes and locations?",
        answer:
          "Both tag transactions so you can run reports by segment. Locations usually stand for stores, offices or regions, and each transaction carries one; classes suit departments, crews or service lines and can be assigned line by line. Both are available in QuickBooks Online Plus and Advanced.",
      },
      {
        question: "How do I keep last month's numbers from changing?",
        answer:
          "Once a month is reconciled and reported, set a closing date in the advanced settings and require a password to edit anything dated before it. Anyone who tries to change a closed period sees a warning, which protects the figures behind your sales tax returns and payroll filings.",
      },
      {
        question: "Can you teach these practices to my staff?",
        answer: [
          "Yes. We run group workshops and private sessions for a single team, with group rates for teams of 5 or more and pricing quoted after a free consultation; structured training is part of our ",
          { text: "QuickBooks courses", page: "service/quickbooks-courses" },
          ". If your file needs repair before anyone is trained, we start with a ",
          { text: "QuickBooks setup review", page: "service/quickbooks-setup" },
          ". Tell us about your team through our ",
          { text: "contact page", page: "contact" },
          ".",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Our bank rules were sending supplier payments to the wrong account. After the workshop I fixed the rules, caught up the reconciliations, and our sales tax report finally made sense.",
        name: "Claudia P.",
        position: "Office manager, Mexican restaurant",
      },
      {
        quote:
          "We had several crews and no clear idea which ones were profitable. They taught us to use classes, and now the profit and loss by class is the first report I open every month.",
        name: "Greg S.",
        position: "Owner, vineyard management company",
      },
      {
        quote:
          "Our whole office took the workshop in Spanish. Setting a closing date with a password alone has saved me from so many changes to months I had already reported.",
        name: "Norma A.",
        position: "Bookkeeper, construction company",
      },
    ],
  },
  es: {
    title: "Consejos y Buenas Prácticas de QuickBooks",
    subheading: "Talleres con ProAdvisors certificados",
    description:
      "Muchos dolores de cabeza con QuickBooks empiezan por costumbres pequeñas: una cuenta que nadie concilia, una regla bancaria que manda los cargos al lugar equivocado, un mes cerrado que alguien modifica después. En NAIS enseñamos buenas prácticas en talleres prácticos y sesiones individuales, en español o en inglés, para que sus libros se mantengan correctos entre una temporada de impuestos y otra.",
    metaDescription:
      "Talleres de QuickBooks en español o inglés: conciliación mensual, reglas bancarias, clases y ubicaciones, cierre de mes y reportes confiables.",
    icon: "Lightbulb",
    features: [
      {
        icon: "ClipboardCheck",
        title: "Conciliación mensual",
        description:
          "Aprenda a conciliar cada cuenta bancaria y tarjeta de crédito contra su estado de cuenta todos los meses, y a encontrar la diferencia cuando los números no cuadran.",
      },
      {
        icon: "Zap",
        title: "Reglas bancarias que sí ayudan",
        description:
          "Le enseñamos a crear reglas que clasifican solas las transacciones que se repiten, y cuándo es mejor no crear una regla para que no mande pagos a la cuenta equivocada.",
      },
      {
        icon: "Layers",
        title: "Clases y ubicaciones",
        description:
          "Vea la ganancia por cuadrilla, rancho, tienda o tipo de servicio marcando las transacciones con clases o ubicaciones, y aprenda cuál de las dos responde a su pregunta.",
      },
      {
        icon: "Lock",
        title: "Cierre de libros",
        description:
          "Practique una rutina de fin de mes y ponga una fecha de cierre protegida con contraseña, para que las cifras del mes pasado no cambien después de declararlas o reportarlas.",
      },
      {
        icon: "ChartBar",
        title: "Reportes que responden preguntas",
        description:
          "Personalice y guarde el estado de resultados, el balance general, la antigüedad de cuentas por cobrar y el reporte de impuesto sobre las ventas que de verdad usa, y aprenda a leerlos para tomar decisiones.",
      },
      {
        icon: "Presentation",
        title: "Talleres prácticos",
        description:
          "Las sesiones usan el tipo de transacciones que su negocio realmente tiene, en español o en inglés, con tarifas de grupo para equipos de 5 o más personas y opciones individuales para dueños.",
      },
    ],
    clients: [
      {
        type: "Dueños que llevan sus propios libros",
        description:
          "Dueños de negocio que capturan sus propias transacciones y quieren dejar de adivinar dónde va cada cosa y empezar a confiar en sus reportes.",
      },
      {
        type: "Personal de oficina y contadores internos",
        description:
          "Empleados que trabajan en QuickBooks todos los días y necesitan hábitos más rápidos y parejos para la conexión bancaria, las facturas y las cuentas por pagar.",
      },
      {
        type: "Equipos de 5 o más personas",
        description:
          "Compañías que capacitan a varias personas a la vez, que califican para tarifas de grupo y una sesión armada según sus propios procedimientos.",
      },
      {
        type: "Usuarios con un archivo recién configurado",
        description:
          "Negocios que acaban de terminar la configuración de QuickBooks y quieren buenas rutinas antes de que los atajos se vuelvan costumbre.",
      },
      {
        type: "Operaciones con varias cuadrillas o locales",
        description:
          "Contratistas, compañías de servicios agrícolas y restaurantes que necesitan clases o ubicaciones para ver qué parte del negocio deja dinero.",
      },
      {
        type: "Usuarios que prefieren el español",
        description:
          "Dueños y empleados que aprenden mejor en español, con cada término de QuickBooks explicado junto a la etiqueta en inglés que ven en la pantalla.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Cuéntenos qué se le dificulta",
        description:
          "Empezamos preguntándole cómo usa QuickBooks hoy y qué tareas le causan errores o le quitan más tiempo del que deberían.",
      },
      {
        number: 2,
        title: "Elija el formato",
        description:
          "Escoja un taller en grupo, una sesión privada para su equipo o ayuda individual, en persona en Santa Maria o en línea.",
      },
      {
        number: 3,
        title: "Revisamos su archivo",
        description:
          "Con su permiso, revisamos antes su archivo de la compañía para detectar problemas que se repiten, como cuentas sin conciliar o reglas bancarias demasiado amplias.",
      },
      {
        number: 4,
        title: "Sesión práctica",
        description:
          "Usted practica con casos reales: conciliar, crear reglas bancarias, asignar clases y sacar los reportes de fin de mes.",
      },
      {
        number: 5,
        title: "Lista para llevar",
        description:
          "Cada participante se lleva una lista de cierre de mes y apuntes en español o en inglés para seguirlos en su propio escritorio.",
      },
      {
        number: 6,
        title: "Dudas posteriores",
        description:
          "Respondemos las preguntas que surjan después y podemos revisar su siguiente cierre de mes para confirmar que los nuevos hábitos se quedaron.",
      },
    ],
    faqs: [
      {
        question: "¿Cada cuánto debo conciliar mis cuentas?",
        answer:
          "Cada mes, en todas las cuentas bancarias y tarjetas de crédito, en cuanto llega el estado de cuenta. La conciliación mensual detecta registros duplicados, depósitos que faltan y errores del banco cuando todavía es fácil rastrearlos; si espera a la temporada de impuestos, una tarea rápida se convierte en una búsqueda larga entre papeles viejos.",
      },
      {
        question: "¿Debo aceptar todas las transacciones que sugiere la conexión bancaria?",
        answer:
          "No. La sugerencia de la conexión bancaria es un punto de partida, no una decisión. Primero revise si la transacción ya existe en QuickBooks como pago de una factura o pago de una cuenta; si es así, vincúlela (match) en lugar de agregarla otra vez. Cree reglas solo para los cargos que siempre van a la misma cuenta.",
      },
      {
        question: "¿Qué diferencia hay entre clases y ubicaciones?",
        answer:
          "Las dos sirven para marcar transacciones y sacar reportes por segmento. Las ubicaciones suelen representar tiendas, oficinas o regiones, y cada transacción lleva una sola; las clases sirven para departamentos, cuadrillas o tipos de servicio y se pueden asignar renglón por renglón. Ambas están disponibles en QuickBooks Online Plus y Advanced.",
      },
      {
        question: "¿Cómo evito que cambien las cifras del mes pasado?",
        answer:
          "Cuando el mes ya está conciliado y reportado, ponga una fecha de cierre en la configuración avanzada y exija una contraseña para modificar cualquier cosa con fecha anterior. Quien intente cambiar un periodo cerrado verá una advertencia, y así se protegen las cifras de sus declaraciones de impuesto sobre las ventas y sus reportes de nómina.",
      },
      {
        question: "¿Pueden enseñarle estas prácticas a mi personal?",
        answer: [
          "Sí. Damos talleres en grupo y sesiones privadas para un solo equipo, con tarifas de grupo para equipos de 5 o más personas y precios que le cotizamos después de una consulta gratuita; la capacitación más completa forma parte de nuestros ",
          { text: "cursos de QuickBooks", page: "service/quickbooks-courses" },
          ". Si su archivo necesita arreglo antes de capacitar a nadie, empezamos con una ",
          { text: "revisión de la configuración de QuickBooks", page: "service/quickbooks-setup" },
          ". Cuéntenos sobre su equipo en nuestra ",
          { text: "página de contacto", page: "contact" },
          ".",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Nuestras reglas bancarias mandaban los pagos a proveedores a la cuenta equivocada. Después del taller corregí las reglas, me puse al día con las conciliaciones y por fin el reporte del impuesto sobre las ventas tuvo sentido.",
        name: "Claudia P.",
        position: "Gerente de oficina, restaurante mexicano",
      },
      {
        quote:
          "Teníamos varias cuadrillas y no sabíamos bien cuáles dejaban ganancia. Nos enseñaron a usar clases, y ahora el estado de resultados por clase es el primer reporte que abro cada mes.",
        name: "Greg S.",
        position: "Dueño, compañía de manejo de viñedos",
      },
      {
        quote:
          "Toda nuestra oficina tomó el taller en español. Nada más con poner la fecha de cierre con contraseña me he salvado de muchísimos cambios a meses que ya había reportado.",
        name: "Norma A.",
        position: "Encargada de contabilidad, compañía de construcción",
      },
    ],
  },
};
