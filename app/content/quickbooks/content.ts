import type { Bilingual } from "../types";
import type { QuickbooksPageContent } from "./types";

/**
 * Copy of the QuickBooks training page (content-catalogue.md 2.3; decisions.md 11-13).
 * No prices, durations or start dates are invented: where the spec gives no figure, the text says so
 * honestly and stays here, in data, for the firm to fill in.
 */
export const quickbooksContent: Bilingual<QuickbooksPageContent> = {
  en: {
    title: "QuickBooks Courses & Training",
    subheading: "Learn QuickBooks from certified ProAdvisors",
    description:
      "Whether you are opening QuickBooks Online for the first time or want your staff to work in it with more confidence, NAIS teaches the software the way small businesses on the Central Coast really use it. Our certified QuickBooks ProAdvisors lead group courses, private sessions and workshops in English or Spanish, built on real transactions instead of slides.",
    metaDescription:
      "QuickBooks Online courses and one-on-one training in English or Spanish with certified ProAdvisors in Santa Maria, CA. Join the waitlist for our next course.",
    heroBadge: "Certified QuickBooks ProAdvisors",
    benefits: [
      {
        icon: "BadgeCheck",
        title: "Certified ProAdvisors",
        description:
          "Every class is taught by a member of our team who holds QuickBooks ProAdvisor certification for both QuickBooks Online and QuickBooks Desktop.",
      },
      {
        icon: "Laptop",
        title: "Hands-on training",
        description:
          "You keep your hands on the keyboard: during class you create invoices, match bank transactions and run reports yourself instead of watching someone else do it.",
      },
      {
        icon: "LifeBuoy",
        title: "Ongoing support",
        description:
          "Questions do not stop when the class ends. Reach us by phone, by e-mail or through our secure client portal when something in your own file does not look right.",
      },
    ],
    badgeLabels: ["QuickBooks ProAdvisor", "QuickBooks Online certified", "QuickBooks Desktop certified"],
    waitlistCta: "Join the waitlist",
    formats: {
      title: "Learning Formats",
      lead: "Choose the way you learn best: a scheduled group course, private sessions at your own pace, a setup we build with you, or a short, focused workshop.",
      labels: {
        all: "All",
        course: "Group Courses",
        training: "1-on-1 Training",
        setup: "QB Setup",
        tips: "Tips & Tricks",
      },
    },
    offerings: [
      {
        id: "qb-basics",
        title: "QuickBooks Fundamentals",
        description:
          "Our upcoming QuickBooks Online course for owners and staff starting from zero: company settings, everyday transactions and the reports that show where your business stands.",
        format: "course",
        icon: "GraduationCap",
        badge: "Coming soon",
        duration: "Schedule to be announced",
        startDate: "Join the waitlist for the first dates",
        price: "Contact us for current pricing",
        details: {
          overview:
            "QuickBooks Fundamentals is a group course in QuickBooks Online for people who are new to the software or have been using it without any training. We begin with how a company file is organized and work up to a simple month-end routine you can repeat on your own. Join the waitlist and we will e-mail you when enrollment opens.",
          outcomes: [
            "Find your way around the QuickBooks Online dashboard, menus and company settings",
            "Understand and maintain a chart of accounts that fits your business",
            "Create customers, send invoices and record the payments you receive",
            "Enter bills and expenses, and categorize bank feed transactions correctly",
            "Reconcile a bank account against its monthly statement",
            "Run and read a profit and loss statement and a balance sheet",
          ],
          curriculum: [
            "Company settings, navigation and user access",
            "The chart of accounts and the products and services list",
            "Customers, invoices, sales receipts and receiving payments",
            "Vendors, bills, expenses and paying bills",
            "Bank feeds: matching, adding and categorizing transactions",
            "Reconciling bank and credit card accounts",
            "Core reports: profit and loss, balance sheet and A/R aging",
          ],
          requirements: [
            "A QuickBooks Online subscription or free trial",
            "A laptop with an up-to-date web browser",
            "Basic computer skills; no accounting background needed",
          ],
          pricing: [
            {
              amount: "Fee to be announced",
              description:
                "Waitlist members hear the course fee before enrollment opens; joining the waitlist is free and commits you to nothing.",
            },
            {
              amount: "Group rate",
              description: "Teams of 5 or more who enroll together receive a group rate.",
            },
          ],
        },
      },
      {
        id: "qb-advanced",
        title: "Advanced QuickBooks Features",
        description:
          "For users already comfortable with daily entries: classes and locations, bank rules, budgets, custom reports, sales tax, payroll basics and a dependable month-end close.",
        format: "course",
        icon: "Layers",
        badge: "Advanced",
        duration: "Flexible scheduling",
        startDate: "Contact us for upcoming dates",
        price: "Contact us for current pricing",
        details: {
          overview:
            "This course is for owners, office managers and in-house bookkeepers who already record transactions in QuickBooks Online and want more from it. We cover the features that turn a file full of entries into information you can manage by, and the controls that keep that information accurate. Each topic is practiced in a sample company before you apply it to your own.",
          outcomes: [
            "Track profit by department, crew or store with classes and locations",
            "Write bank rules that save time without sending transactions to the wrong account",
            "Build a budget and compare it with actual results during the year",
            "Customize, save and schedule the reports your business relies on",
            "Review sales tax and payroll liabilities before each filing",
            "Close every month and protect closed periods with a closing date",
          ],
          curriculum: [
            "Classes, locations and projects",
            "Bank rules and recurring transactions",
            "Sales tax settings and the sales tax liability report",
            "Payroll basics: employees, pay schedules and payroll reports",
            "Budgets and budget vs. actuals reports",
            "Customizing, saving and scheduling reports",
            "Month-end close, adjusting journal entries and the closing date",
            "User roles and permissions for staff and your outside accountant",
          ],
          requirements: [
            "Regular use of QuickBooks Online, or completion of QuickBooks Fundamentals",
            "A QuickBooks Online subscription; classes, locations and budgets need the Plus or Advanced plan",
            "A laptop with an up-to-date web browser",
          ],
          pricing: [
            {
              amount: "Custom quote",
              description:
                "Tell us who will attend and which topics matter most, and we quote the course after a free consultation.",
            },
            {
              amount: "Group rate",
              description:
                "Enroll 5 or more people from your company and we adapt the topics to your own file and apply group rates.",
            },
          ],
        },
      },
      {
        id: "one-on-one",
        title: "Personalized QuickBooks Training",
        description:
          "Private sessions in English or Spanish that follow your own company file and your own questions, at your pace, in person in Santa Maria or online.",
        format: "training",
        icon: "UserCheck",
        duration: "Flexible scheduling",
        startDate: "Contact us to schedule your first session",
        price: "Contact us for current pricing",
        details: {
          overview:
            "One-on-one training starts from what you need to get done this week, not from a fixed syllabus. We work in your own QuickBooks file with you at the keyboard, so every example is one of your real customers, vendors or bank transactions. It suits owners who learn best with undivided attention and new employees who need to get up to speed.",
          outcomes: [
            "Clear answers to the questions that come up in your particular business",
            "Confidence with your weekly tasks, practiced step by step in your own file",
            "Invoicing, bill-paying and bank feed routines that fit how your office runs",
            "Notes in English or Spanish to follow after each session",
            "A plan for what to learn next, or what to hand off to a bookkeeper",
          ],
          requirements: [
            "Access to your QuickBooks Online company file, or a free trial if you have not started yet",
            "A laptop, or a computer that can share its screen for online sessions",
            "A short list of the tasks or questions you want to cover",
          ],
          pricing: [
            {
              amount: "Free consultation",
              description:
                "A first conversation about what you need to learn, at no cost, before you book any session.",
            },
            {
              amount: "Custom quote",
              description: "Priced by the number of sessions you need; we suggest a plan once we know your goals.",
            },
          ],
        },
      },
      {
        id: "qb-setup",
        title: "QuickBooks Setup & Configuration",
        description:
          "We build your QuickBooks Online file and teach you how it works along the way: chart of accounts, bank feeds, sales tax, payroll settings and user roles.",
        format: "setup",
        icon: "Settings",
        duration: "2-4 business days; 1-2 weeks if complex",
        startDate: "Contact us to schedule",
        price: "Contact us for current pricing",
        details: {
          overview:
            "Our ProAdvisors create your company in QuickBooks Online, or bring it over from QuickBooks Desktop or spreadsheets, and then train you on the finished file. Most setups are ready in 2-4 business days after we receive your information, while complex ones need 1-2 weeks. Afterwards you keep 30 days of post-setup support for the questions your first weeks raise.",
          outcomes: [
            "A chart of accounts designed around your industry and your tax return",
            "Bank and credit card feeds connected, with opening balances tied to your statements",
            "Sales tax, payroll settings and invoice templates ready to use",
            "User roles assigned to owners, staff and your outside accountant",
            "Your history migrated from QuickBooks Desktop or spreadsheets, when needed",
            "A walkthrough of the daily tasks in the file we built together",
          ],
          requirements: [
            "Bank and credit card statements for your chosen start date",
            "Customer, vendor and employee lists, plus your seller's permit number if you collect sales tax",
            "A QuickBooks Online subscription; we help you pick the right plan",
          ],
          pricing: [
            {
              amount: "Custom quote",
              description:
                "A flat fee quoted after a free consultation, based on your accounts, payroll, sales tax and any data to migrate.",
            },
            {
              amount: "30 days of support",
              description: "Questions during the 30 days after you go live are part of the setup.",
            },
          ],
        },
      },
      {
        id: "qb-tips",
        title: "QuickBooks Tips & Tricks Workshop",
        description:
          "A practical workshop on the shortcuts and habits that keep a QuickBooks Online file clean: bank rules, recurring transactions, reconciliation and a month-end checklist.",
        format: "tips",
        icon: "Lightbulb",
        duration: "Flexible scheduling",
        startDate: "Contact us for upcoming dates",
        price: "Contact us for current pricing",
        details: {
          overview:
            "A focused workshop for people who already use QuickBooks Online every day and want to work faster with fewer corrections. We cover the time-savers most users never discover and the common mistakes that surface at tax time. It can run as an open session or privately for your team.",
          outcomes: [
            "Move faster with keyboard shortcuts, search and the customizable dashboard",
            "Automate repeat entries with recurring transactions and bank rules",
            "Spot and fix duplicated or miscategorized transactions",
            "Keep receipts attached to the transactions they support",
            "Follow a month-end checklist that keeps reconciliations current",
          ],
          curriculum: [
            "Keyboard shortcuts, search and navigation tricks",
            "Bank rules: when they help and when they hurt",
            "Recurring templates for invoices, bills and journal entries",
            "Receipt capture and attachments",
            "Finding duplicates and uncategorized income or expenses",
            "A monthly close checklist and the closing date",
            "Reports worth saving: A/R aging, unpaid bills and sales tax liability",
          ],
          requirements: [
            "Day-to-day experience with QuickBooks Online",
            "A laptop with access to your company file, or a trial account for practice",
          ],
          pricing: [
            {
              amount: "Custom quote",
              description: "Fees for open and private workshops are quoted once dates are set.",
            },
            {
              amount: "Group rate",
              description:
                "Teams of 5 or more can book a private workshop, at group rates, that uses examples from their own company.",
            },
          ],
        },
      },
    ],
    teamsNote:
      "Teams of 5 or more get a custom program built around their own company file, at group rates, in English, Spanish or both.",
    faqs: [
      {
        question: "Do I need accounting experience to take a course?",
        answer: [
          "No. QuickBooks Fundamentals assumes no bookkeeping background, and we explain terms such as accounts receivable and reconciliation in plain language as they come up. If you already work in QuickBooks every day, the advanced course or the workshop will suit you better; for a taste of the habits we teach, read our ",
          { text: "QuickBooks tips", page: "service/quickbooks-tips" },
          ".",
        ],
      },
      {
        question: "Is the training for QuickBooks Online or QuickBooks Desktop?",
        answer: [
          "Group courses and workshops are taught in QuickBooks Online. Our ProAdvisors are certified in both versions, so one-on-one sessions can cover Desktop as well, and if you are ready to switch we can ",
          { text: "move your file to QuickBooks Online", page: "service/quickbooks-setup" },
          " before you start learning.",
        ],
      },
      {
        question: "Can I take the training in Spanish?",
        answer:
          "Yes, every format is available in Spanish or English, and mixed groups are welcome. Because the menus you will see in QuickBooks are in English, we always give you the English name of each screen and report together with the explanation in Spanish.",
      },
      {
        question: "When does the QuickBooks Fundamentals course start?",
        answer: [
          "The first dates have not been set yet. Leave your e-mail address in the waitlist below and we will write to you as soon as enrollment opens, with the schedule and the fee. If you need help before then, ask for personalized training through our ",
          { text: "contact page", page: "contact" },
          ".",
        ],
      },
      {
        question: "What if I would rather not keep the books myself?",
        answer: [
          "That is a sensible choice for many owners. Training helps you understand your numbers, but you can also hand the monthly work to our ",
          { text: "bookkeeping team", page: "service/bookkeeping" },
          " or have your books kept remotely through ",
          { text: "virtual bookkeeping", page: "service/virtual-bookkeeping" },
          ", and keep QuickBooks only for reading reports.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I had QuickBooks Online for two years and only used it to send invoices. The private sessions in Spanish showed me how to match bank transactions and read my profit and loss, with my own customers as examples.",
        name: "Leticia O.",
        position: "Owner, tailoring and alterations shop",
      },
      {
        quote:
          "We booked a private workshop for our office staff. The examples came from our own service calls, and the month-end checklist we left with is now pinned next to every desk.",
        name: "Brandon H.",
        position: "Office manager, HVAC contractor",
      },
      {
        quote:
          "I knew the basics but had never touched locations or budgets. After the advanced course I report on each of our restaurants separately, and the owners finally read the reports I send them.",
        name: "Verónica S.",
        position: "Bookkeeper, family restaurant group",
      },
    ],
  },
  es: {
    title: "Cursos y Capacitación en QuickBooks",
    subheading: "Aprenda QuickBooks con ProAdvisors certificados",
    description:
      "Ya sea que vaya a abrir QuickBooks Online por primera vez o que quiera que su personal lo use con más seguridad, en NAIS enseñamos el programa tal como lo usan los pequeños negocios de la Costa Central. Nuestros ProAdvisors certificados de QuickBooks imparten cursos en grupo, sesiones privadas y talleres en español o en inglés, con transacciones reales y no con diapositivas.",
    metaDescription:
      "Cursos de QuickBooks Online y capacitación individual en español o inglés con ProAdvisors certificados en Santa María, CA. Únase a nuestra lista de espera.",
    heroBadge: "ProAdvisors certificados de QuickBooks",
    benefits: [
      {
        icon: "BadgeCheck",
        title: "ProAdvisors certificados",
        description:
          "Cada clase la imparte un integrante de nuestro equipo con la certificación QuickBooks ProAdvisor, tanto en QuickBooks Online como en QuickBooks Desktop.",
      },
      {
        icon: "Laptop",
        title: "Capacitación práctica",
        description:
          "Aquí se aprende haciendo: durante la clase usted mismo crea facturas, concilia los movimientos del banco y saca reportes, en lugar de solo ver cómo lo hace otra persona.",
      },
      {
        icon: "LifeBuoy",
        title: "Apoyo continuo",
        description:
          "Las dudas no se acaban cuando termina la clase. Comuníquese con nosotros por teléfono, por correo electrónico o por nuestro portal seguro para clientes cuando algo en su archivo no cuadre.",
      },
    ],
    badgeLabels: ["QuickBooks ProAdvisor", "Certificados en QuickBooks Online", "Certificados en QuickBooks Desktop"],
    waitlistCta: "Únase a la lista de espera",
    formats: {
      title: "Formatos de aprendizaje",
      lead: "Elija la forma en que mejor aprende: un curso en grupo con fechas fijas, sesiones privadas a su propio ritmo, una configuración que hacemos junto con usted o un taller corto y enfocado.",
      labels: {
        all: "Todos",
        course: "Cursos Grupales",
        training: "Capacitación 1 a 1",
        setup: "Configuración de QuickBooks",
        tips: "Consejos y Trucos",
      },
    },
    offerings: [
      {
        id: "qb-basics",
        title: "Fundamentos de QuickBooks",
        description:
          "Nuestro próximo curso de QuickBooks Online para dueños y empleados que empiezan desde cero: configuración de la compañía, transacciones del día a día y los reportes que muestran cómo va su negocio.",
        format: "course",
        icon: "GraduationCap",
        badge: "Próximamente",
        duration: "Horario por anunciar",
        startDate: "Inscríbase en la lista de espera para conocer las primeras fechas",
        price: "Consúltenos el precio vigente",
        details: {
          overview:
            "Fundamentos de QuickBooks es un curso en grupo de QuickBooks Online para quienes apenas empiezan con el programa o lo han usado sin ninguna capacitación. Empezamos por cómo está organizado el archivo de la compañía y llegamos hasta una rutina sencilla de cierre de mes que usted puede repetir por su cuenta. Anótese en la lista de espera y le avisaremos por correo cuando abran las inscripciones.",
          outcomes: [
            "Moverse con soltura por el panel, los menús y la configuración de QuickBooks Online",
            "Entender y mantener un catálogo de cuentas que se ajuste a su negocio",
            "Dar de alta clientes, enviar facturas y registrar los pagos que recibe",
            "Capturar cuentas por pagar y gastos, y clasificar bien las transacciones bancarias",
            "Conciliar una cuenta bancaria con su estado de cuenta mensual",
            "Sacar e interpretar el estado de resultados y el balance general",
          ],
          curriculum: [
            "Configuración de la compañía, navegación y acceso de usuarios",
            "El catálogo de cuentas y la lista de productos y servicios",
            "Clientes, facturas, recibos de venta y cobros",
            "Proveedores, cuentas por pagar, gastos y pago de facturas",
            "Transacciones bancarias: cómo vincular, agregar y clasificar",
            "Conciliación de cuentas bancarias y tarjetas de crédito",
            "Reportes básicos: estado de resultados, balance general y antigüedad de cuentas por cobrar",
          ],
          requirements: [
            "Una suscripción a QuickBooks Online o la prueba gratuita",
            "Una computadora portátil con un navegador actualizado",
            "Conocimientos básicos de computación; no se necesita experiencia en contabilidad",
          ],
          pricing: [
            {
              amount: "Precio por anunciar",
              description:
                "Quienes estén en la lista de espera conocerán el precio del curso antes de que abran las inscripciones; anotarse es gratis y no lo compromete a nada.",
            },
            {
              amount: "Tarifa de grupo",
              description: "Los equipos de 5 personas o más que se inscriben juntos reciben una tarifa de grupo.",
            },
          ],
        },
      },
      {
        id: "qb-advanced",
        title: "Funciones avanzadas de QuickBooks",
        description:
          "Para quienes ya registran sus operaciones diarias sin problema: clases y ubicaciones, reglas bancarias, presupuestos, reportes personalizados, impuesto sobre las ventas, nómina básica y un cierre de mes confiable.",
        format: "course",
        icon: "Layers",
        badge: "Avanzado",
        duration: "Horario flexible",
        startDate: "Contáctenos para conocer las próximas fechas",
        price: "Consúltenos el precio vigente",
        details: {
          overview:
            "Este curso es para dueños, gerentes de oficina y contadores internos que ya registran transacciones en QuickBooks Online y quieren sacarle más provecho. Vemos las funciones que convierten un archivo lleno de movimientos en información útil para tomar decisiones, y los controles que la mantienen correcta. Cada tema se practica primero en una compañía de ejemplo y después en la suya.",
          outcomes: [
            "Ver la ganancia por departamento, cuadrilla o tienda con clases y ubicaciones",
            "Crear reglas bancarias que ahorran tiempo sin mandar movimientos a la cuenta equivocada",
            "Armar un presupuesto y compararlo con los resultados reales durante el año",
            "Personalizar, guardar y programar los reportes que su negocio necesita",
            "Revisar lo que debe de impuesto sobre las ventas y de nómina antes de cada declaración",
            "Cerrar cada mes y proteger los periodos cerrados con una fecha de cierre",
          ],
          curriculum: [
            "Clases, ubicaciones y proyectos",
            "Reglas bancarias y transacciones recurrentes",
            "Configuración del impuesto sobre las ventas y el reporte de impuesto por pagar",
            "Nómina básica: empleados, periodos de pago y reportes de nómina",
            "Presupuestos y el reporte de presupuesto contra resultados reales",
            "Cómo personalizar, guardar y programar reportes",
            "Cierre de mes, asientos de ajuste y la fecha de cierre",
            "Funciones y permisos de usuario para su personal y su contador externo",
          ],
          requirements: [
            "Usar QuickBooks Online con regularidad, o haber terminado Fundamentos de QuickBooks",
            "Una suscripción a QuickBooks Online; las clases, ubicaciones y presupuestos requieren el plan Plus o Advanced",
            "Una computadora portátil con un navegador actualizado",
          ],
          pricing: [
            {
              amount: "Cotización a la medida",
              description:
                "Díganos quiénes van a asistir y qué temas le interesan más, y le cotizamos el curso después de una consulta gratuita.",
            },
            {
              amount: "Tarifa de grupo",
              description:
                "Si inscribe a 5 personas o más de su compañía, adaptamos los temas a su propio archivo y aplicamos tarifas de grupo.",
            },
          ],
        },
      },
      {
        id: "one-on-one",
        title: "Capacitación personalizada en QuickBooks",
        description:
          "Sesiones privadas en español o en inglés que siguen su propio archivo y sus propias preguntas, a su ritmo, en persona en Santa María o en línea.",
        format: "training",
        icon: "UserCheck",
        duration: "Horario flexible",
        startDate: "Contáctenos para agendar su primera sesión",
        price: "Consúltenos el precio vigente",
        details: {
          overview:
            "La capacitación individual parte de lo que usted necesita resolver esta semana, no de un temario fijo. Trabajamos en su propio archivo de QuickBooks con usted al teclado, así que cada ejemplo es uno de sus clientes, proveedores o movimientos bancarios reales. Es ideal para dueños que aprenden mejor con atención exclusiva y para empleados nuevos que necesitan ponerse al corriente.",
          outcomes: [
            "Respuestas claras a las dudas que surgen en su negocio en particular",
            "Seguridad en sus tareas de cada semana, practicadas paso a paso en su archivo",
            "Rutinas de facturación, pago de cuentas y transacciones bancarias a la medida de su oficina",
            "Apuntes en español o en inglés para repasar después de cada sesión",
            "Un plan de lo que le conviene aprender después, o de lo que puede delegar a un contador",
          ],
          requirements: [
            "Acceso a su archivo de QuickBooks Online, o la prueba gratuita si todavía no empieza",
            "Una computadora portátil, o una computadora que pueda compartir pantalla para las sesiones en línea",
            "Una lista corta de las tareas o preguntas que quiere ver",
          ],
          pricing: [
            {
              amount: "Consulta gratuita",
              description:
                "Una primera plática sin costo sobre lo que necesita aprender, antes de reservar cualquier sesión.",
            },
            {
              amount: "Cotización a la medida",
              description:
                "El precio depende de cuántas sesiones necesite; le proponemos un plan cuando conozcamos sus objetivos.",
            },
          ],
        },
      },
      {
        id: "qb-setup",
        title: "Configuración de QuickBooks",
        description:
          "Armamos su archivo de QuickBooks Online y le enseñamos a usarlo sobre la marcha: catálogo de cuentas, conexión bancaria, impuesto sobre las ventas, nómina y permisos de usuario.",
        format: "setup",
        icon: "Settings",
        duration: "De 2 a 4 días hábiles; de 1 a 2 semanas si es compleja",
        startDate: "Contáctenos para agendar",
        price: "Consúltenos el precio vigente",
        details: {
          overview:
            "Nuestros ProAdvisors crean su compañía en QuickBooks Online, o la traen desde QuickBooks Desktop u hojas de cálculo, y después le enseñan a trabajar en el archivo terminado. La mayoría de las configuraciones quedan listas de 2 a 4 días hábiles después de recibir su información; las complejas requieren de 1 a 2 semanas. Luego cuenta con 30 días de soporte para las preguntas de sus primeras semanas.",
          outcomes: [
            "Un catálogo de cuentas pensado para su giro y su declaración de impuestos",
            "Bancos y tarjetas conectados, con saldos iniciales que cuadran con sus estados de cuenta",
            "Impuesto sobre las ventas, nómina y plantillas de factura listos para usar",
            "Permisos asignados al dueño, al personal y a su contador externo",
            "Su historial migrado desde QuickBooks Desktop u hojas de cálculo, cuando haga falta",
            "Un recorrido por las tareas diarias en el archivo que armamos juntos",
          ],
          requirements: [
            "Estados de cuenta del banco y de las tarjetas a la fecha de inicio que elija",
            "Listas de clientes, proveedores y empleados, y su número de permiso de vendedor si cobra impuesto sobre las ventas",
            "Una suscripción a QuickBooks Online; le ayudamos a elegir el plan adecuado",
          ],
          pricing: [
            {
              amount: "Cotización a la medida",
              description:
                "Una tarifa fija que le damos después de una consulta gratuita, según sus cuentas, nómina, impuesto sobre las ventas y los datos que haya que migrar.",
            },
            {
              amount: "30 días de soporte",
              description: "Las dudas de los 30 días siguientes al arranque forman parte de la configuración.",
            },
          ],
        },
      },
      {
        id: "qb-tips",
        title: "Taller de consejos y trucos de QuickBooks",
        description:
          "Un taller práctico sobre los atajos y hábitos que mantienen en orden un archivo de QuickBooks Online: reglas bancarias, transacciones recurrentes, conciliación y una lista de cierre de mes.",
        format: "tips",
        icon: "Lightbulb",
        duration: "Horario flexible",
        startDate: "Contáctenos para conocer las próximas fechas",
        price: "Consúltenos el precio vigente",
        details: {
          overview:
            "Un taller enfocado para quienes ya usan QuickBooks Online todos los días y quieren trabajar más rápido y corregir menos. Vemos los trucos que ahorran tiempo y que casi nadie descubre por su cuenta, y los errores comunes que salen a la luz en temporada de impuestos. Puede tomarse como sesión abierta o en privado para su equipo.",
          outcomes: [
            "Trabajar más rápido con atajos de teclado, la búsqueda y el panel personalizable",
            "Automatizar registros repetidos con transacciones recurrentes y reglas bancarias",
            "Detectar y corregir movimientos duplicados o mal clasificados",
            "Mantener cada recibo adjunto a la transacción que respalda",
            "Seguir una lista de cierre de mes que mantiene las conciliaciones al día",
          ],
          curriculum: [
            "Atajos de teclado, búsqueda y trucos de navegación",
            "Reglas bancarias: cuándo ayudan y cuándo estorban",
            "Plantillas recurrentes para facturas, cuentas por pagar y asientos contables",
            "Captura de recibos y archivos adjuntos",
            "Cómo encontrar duplicados e ingresos o gastos sin clasificar",
            "Lista de cierre mensual y la fecha de cierre",
            "Reportes que vale la pena guardar: antigüedad de cuentas por cobrar, facturas pendientes de pago e impuesto sobre las ventas por pagar",
          ],
          requirements: [
            "Experiencia diaria con QuickBooks Online",
            "Una computadora portátil con acceso a su archivo, o una cuenta de prueba para practicar",
          ],
          pricing: [
            {
              amount: "Cotización a la medida",
              description: "El precio de los talleres abiertos y privados se cotiza cuando se fijan las fechas.",
            },
            {
              amount: "Tarifa de grupo",
              description:
                "Los equipos de 5 personas o más pueden reservar un taller privado, con tarifa de grupo, que usa ejemplos de su propia compañía.",
            },
          ],
        },
      },
    ],
    teamsNote:
      "Los equipos de 5 personas o más reciben un programa a la medida de su propio archivo, con tarifas de grupo, en español, en inglés o en ambos idiomas.",
    faqs: [
      {
        question: "¿Necesito saber de contabilidad para tomar un curso?",
        answer: [
          "No. Fundamentos de QuickBooks no supone ninguna experiencia en contabilidad, y explicamos con palabras sencillas términos como cuentas por cobrar o conciliación conforme van apareciendo. Si usted ya trabaja en QuickBooks todos los días, le conviene más el curso avanzado o el taller; para darse una idea de los hábitos que enseñamos, lea nuestros ",
          { text: "consejos de QuickBooks", page: "service/quickbooks-tips" },
          ".",
        ],
      },
      {
        question: "¿La capacitación es de QuickBooks Online o de QuickBooks Desktop?",
        answer: [
          "Los cursos en grupo y los talleres se imparten en QuickBooks Online. Nuestros ProAdvisors están certificados en las dos versiones, así que las sesiones individuales también pueden cubrir Desktop, y si ya está listo para cambiarse podemos ",
          { text: "pasar su archivo a QuickBooks Online", page: "service/quickbooks-setup" },
          " antes de que empiece a aprender.",
        ],
      },
      {
        question: "¿Puedo tomar la capacitación en español?",
        answer:
          "Claro que sí: todos los formatos se ofrecen en español o en inglés, y los grupos mixtos son bienvenidos. Como los menús que verá en QuickBooks están en inglés, siempre le damos el nombre en inglés de cada pantalla y reporte junto con la explicación en español.",
      },
      {
        question: "¿Cuándo empieza el curso Fundamentos de QuickBooks?",
        answer: [
          "Todavía no hay fechas para el primer grupo. Deje su correo electrónico en la lista de espera aquí abajo y le escribiremos en cuanto abran las inscripciones, con el horario y el precio. Si necesita ayuda antes, pida una capacitación personalizada desde nuestra ",
          { text: "página de contacto", page: "contact" },
          ".",
        ],
      },
      {
        question: "¿Y si prefiero no llevar la contabilidad yo mismo?",
        answer: [
          "Es una decisión razonable para muchos dueños. La capacitación le ayuda a entender sus números, pero también puede dejarle el trabajo mensual a nuestro ",
          { text: "equipo de contabilidad", page: "service/bookkeeping" },
          " o que le llevemos los libros a distancia con la ",
          { text: "contabilidad virtual", page: "service/virtual-bookkeeping" },
          ", y usar QuickBooks solo para consultar sus reportes.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Tenía QuickBooks Online desde hace dos años y solo lo usaba para mandar facturas. En las sesiones privadas en español aprendí a vincular los movimientos del banco y a leer mi estado de resultados, con mis propios clientes de ejemplo.",
        name: "Leticia O.",
        position: "Dueña, taller de costura y arreglos",
      },
      {
        quote:
          "Reservamos un taller privado para el personal de la oficina. Los ejemplos salieron de nuestras propias llamadas de servicio, y la lista de cierre de mes que nos dieron ahora está pegada junto a cada escritorio.",
        name: "Brandon H.",
        position: "Gerente de oficina, contratista de calefacción y aire acondicionado",
      },
      {
        quote:
          "Sabía lo básico, pero nunca había usado ubicaciones ni presupuestos. Después del curso avanzado saco reportes de cada uno de nuestros restaurantes por separado, y los dueños por fin leen lo que les mando.",
        name: "Verónica S.",
        position: "Contadora, grupo familiar de restaurantes",
      },
    ],
  },
};
