import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "QuickBooks Setup and Configuration",
    subheading: "Set up by certified QuickBooks ProAdvisors",
    description:
      "A QuickBooks file set up carefully saves time every month; one set up in a hurry produces reports nobody trusts. As certified QuickBooks ProAdvisors, NAIS builds your chart of accounts, connects bank feeds, assigns user roles, configures payroll and sales tax, and moves your history over from spreadsheets or QuickBooks Desktop.",
    metaDescription:
      "QuickBooks setup by certified ProAdvisors: chart of accounts, bank feeds, user roles, payroll, sales tax and migration from Desktop or spreadsheets.",
    icon: "Settings",
    features: [
      {
        icon: "ListChecks",
        title: "Chart of accounts for your trade",
        description:
          "We design income, expense and balance sheet accounts around how your business really earns and spends, and map them to the lines of your tax return so year-end is straightforward.",
      },
      {
        icon: "Landmark",
        title: "Bank and credit card feeds",
        description:
          "We connect your business bank and card accounts, pick start dates that avoid duplicated transactions, and tie opening balances to your statements.",
      },
      {
        icon: "Lock",
        title: "User roles and permissions",
        description:
          "Owners, office staff and your outside accountant each get the access they need, from full admin to limited roles, so payroll and banking details are seen only by the right people.",
      },
      {
        icon: "Users",
        title: "Payroll settings",
        description:
          "We enter employees, pay schedules, deductions and your federal and EDD account numbers, so paychecks and quarterly filings such as Form 941 and the DE 9 come out right.",
      },
      {
        icon: "Receipt",
        title: "Sales tax configuration",
        description:
          "For businesses with a CDTFA seller's permit, we set up sales tax so it is charged on taxable sales, left off exempt ones and tracked for your returns.",
      },
      {
        icon: "Repeat",
        title: "Migration from Desktop or spreadsheets",
        description:
          "We bring over lists, open invoices, unpaid bills and balances from QuickBooks Desktop or Excel, and compare the converted reports with your old records before you go live.",
      },
    ],
    clients: [
      {
        type: "Businesses leaving spreadsheets",
        description:
          "Owners who have outgrown Excel and want invoices, expenses and reports in one place without retyping years of data.",
      },
      {
        type: "QuickBooks Desktop users moving online",
        description:
          "Companies moving to QuickBooks Online that need their history converted and checked, not just a file uploaded and hoped for.",
      },
      {
        type: "Brand-new businesses",
        description:
          "New companies that want the books right from the first transaction instead of repairing them at tax time.",
      },
      {
        type: "Employers starting payroll",
        description:
          "Businesses hiring their first employees that want payroll running inside QuickBooks with the California settings done right.",
      },
      {
        type: "Owners with a messy file",
        description:
          "Companies whose QuickBooks has duplicate accounts, unreconciled banks or old setup mistakes that call for a clean restructuring.",
      },
      {
        type: "Multi-location and job-based businesses",
        description:
          "Restaurants with more than one location, and farms or contractors tracking jobs, that need classes, locations or projects to see profit by segment.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Assessment",
        description:
          "We review your current records, bank accounts, employees and sales tax needs to choose the right QuickBooks plan and agree the setup scope and flat fee.",
      },
      {
        number: 2,
        title: "Design the structure",
        description:
          "We draft the chart of accounts, classes or locations, products and services list and user roles, then review them with you.",
      },
      {
        number: 3,
        title: "Connect and configure",
        description:
          "Bank feeds, payroll, sales tax, invoice templates and company preferences are set up in your QuickBooks file.",
      },
      {
        number: 4,
        title: "Migrate your data",
        description:
          "We import customers, vendors, items and balances from Desktop or spreadsheets and reconcile them to your statements.",
      },
      {
        number: 5,
        title: "Walkthrough for your team",
        description:
          "We show you and your staff the daily tasks in English or Spanish: reviewing bank transactions, invoicing, paying bills and running reports.",
      },
      {
        number: 6,
        title: "Go live with support",
        description:
          "You start working in the new file with 30 days of post-setup support for the questions your first month of transactions brings.",
      },
    ],
    faqs: [
      {
        question: "How long does QuickBooks setup take?",
        answer:
          "A standard setup usually takes 2-4 business days once we have your information and access to your accounts. Complex setups, such as a QuickBooks Desktop conversion, several locations or payroll for a larger crew, take 1-2 weeks. We quote a flat fee for the setup after a free consultation.",
      },
      {
        question: "Can you move my data from QuickBooks Desktop?",
        answer:
          "Yes. We convert your Desktop file to QuickBooks Online, then compare the balance sheet, profit and loss, and open receivables and payables before and after. Not everything carries over the same way, custom reports for example, so we tell you beforehand what will need attention.",
      },
      {
        question: "What do I need to provide?",
        answer:
          "Bank and credit card statements for the start date, your last tax return or a list of balances, customer and vendor lists, employee details if you run payroll, and your seller's permit number if you collect sales tax. We send you the full checklist in English or Spanish.",
      },
      {
        question: "What happens after setup is finished?",
        answer: [
          "You have 30 days of post-setup support for questions. After that you can keep the books yourself, learn more in our ",
          { text: "QuickBooks courses", page: "service/quickbooks-courses" },
          ", or hand the monthly work to our ",
          { text: "bookkeeping team", page: "service/bookkeeping" },
          ".",
        ],
      },
      {
        question: "Which QuickBooks plan should I use?",
        answer: [
          "It depends on how many people need access, whether you run payroll or track inventory, and whether you need classes or locations. We recommend a plan during the assessment; for the everyday habits that keep a file clean afterwards, see our ",
          { text: "QuickBooks tips", page: "service/quickbooks-tips" },
          ".",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I ran the flower shop on spreadsheets for years. NAIS built QuickBooks around how the shop really works, connected the bank, and showed my daughter and me how to use it, in Spanish.",
        name: "Patricia N.",
        position: "Owner, flower shop",
      },
      {
        quote:
          "Moving off Desktop worried me because of all our job history. They converted it, checked the balances against the old file, and answered my questions all through the first month.",
        name: "Mike F.",
        position: "Owner, plumbing company",
      },
      {
        quote:
          "Our payroll has many workers and crews that change every season. They set up payroll, gave each person in the office only the access they need, and created a class for each ranch we work for.",
        name: "Yesenia C.",
        position: "Office manager, farm labor contractor",
      },
    ],
  },
  es: {
    title: "Configuración de QuickBooks",
    subheading: "Configurado por ProAdvisors certificados",
    description:
      "Un archivo de QuickBooks bien configurado le ahorra tiempo cada mes; uno hecho a las carreras da reportes en los que nadie confía. Como ProAdvisors certificados de QuickBooks, en NAIS armamos su catálogo de cuentas, conectamos sus cuentas bancarias, asignamos permisos de usuario, configuramos la nómina y el impuesto sobre las ventas, y pasamos su historial desde hojas de cálculo o QuickBooks Desktop.",
    metaDescription:
      "Configuración de QuickBooks por ProAdvisors certificados: catálogo de cuentas, conexión bancaria, usuarios, nómina, impuesto sobre ventas y migración.",
    icon: "Settings",
    features: [
      {
        icon: "ListChecks",
        title: "Catálogo de cuentas para su giro",
        description:
          "Diseñamos las cuentas de ingresos, gastos y balance según la manera en que su negocio realmente gana y gasta, y las relacionamos con las líneas de su declaración de impuestos para que el cierre del año sea sencillo.",
      },
      {
        icon: "Landmark",
        title: "Conexión de bancos y tarjetas",
        description:
          "Conectamos las cuentas bancarias y tarjetas de crédito del negocio (bank feeds), escogemos fechas de inicio que evitan transacciones duplicadas y cuadramos los saldos iniciales con sus estados de cuenta.",
      },
      {
        icon: "Lock",
        title: "Usuarios y permisos",
        description:
          "El dueño, el personal de oficina y su contador externo reciben cada uno el acceso que necesitan, desde administrador total hasta funciones limitadas, para que la nómina y los datos bancarios solo los vea quien debe.",
      },
      {
        icon: "Users",
        title: "Configuración de nómina",
        description:
          "Capturamos empleados, periodos de pago, deducciones y sus números de cuenta federal y del EDD, para que los cheques y los reportes trimestrales como el Formulario 941 y el DE 9 salgan correctos.",
      },
      {
        icon: "Receipt",
        title: "Impuesto sobre las ventas",
        description:
          "Si su negocio tiene permiso de vendedor del CDTFA, configuramos el impuesto para que se cobre en las ventas gravables, no en las exentas, y quede registrado para sus declaraciones.",
      },
      {
        icon: "Repeat",
        title: "Migración desde Desktop u hojas de cálculo",
        description:
          "Pasamos listas, facturas abiertas, cuentas por pagar y saldos desde QuickBooks Desktop o Excel, y comparamos los reportes convertidos con sus registros anteriores antes de empezar a trabajar en el archivo nuevo.",
      },
    ],
    clients: [
      {
        type: "Negocios que dejan las hojas de cálculo",
        description:
          "Dueños a quienes ya no les alcanza Excel y quieren facturas, gastos y reportes en un solo lugar sin volver a capturar años de información.",
      },
      {
        type: "Usuarios de QuickBooks Desktop que pasan a la nube",
        description:
          "Compañías que se cambian a QuickBooks Online y necesitan su historial convertido y revisado, no solo un archivo subido a la suerte.",
      },
      {
        type: "Negocios recién abiertos",
        description:
          "Compañías nuevas que quieren los libros bien hechos desde la primera transacción, en lugar de arreglarlos en temporada de impuestos.",
      },
      {
        type: "Empleadores que empiezan con nómina",
        description:
          "Negocios que contratan a sus primeros empleados y quieren la nómina dentro de QuickBooks con la configuración de California bien hecha.",
      },
      {
        type: "Dueños con un archivo desordenado",
        description:
          "Compañías cuyo QuickBooks tiene cuentas duplicadas, bancos sin conciliar o errores viejos de configuración que piden una reestructuración a fondo.",
      },
      {
        type: "Negocios con varias sucursales o por proyecto",
        description:
          "Restaurantes con más de un local, y ranchos o contratistas que llevan control por obra, que necesitan clases, ubicaciones o proyectos para ver la ganancia de cada parte.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Evaluación",
        description:
          "Revisamos sus registros actuales, cuentas bancarias, empleados e impuesto sobre las ventas para elegir el plan de QuickBooks adecuado y acordar el alcance y la tarifa fija.",
      },
      {
        number: 2,
        title: "Diseño de la estructura",
        description:
          "Preparamos el catálogo de cuentas, las clases o ubicaciones, la lista de productos y servicios y los permisos de usuario, y los revisamos con usted.",
      },
      {
        number: 3,
        title: "Conexión y configuración",
        description:
          "Dejamos configuradas en su archivo la conexión bancaria, la nómina, el impuesto sobre las ventas, las plantillas de factura y las preferencias de la compañía.",
      },
      {
        number: 4,
        title: "Migración de datos",
        description:
          "Importamos clientes, proveedores, productos y saldos desde Desktop u hojas de cálculo y los conciliamos con sus estados de cuenta.",
      },
      {
        number: 5,
        title: "Recorrido con su equipo",
        description:
          "Les enseñamos a usted y a su personal las tareas diarias en español o en inglés: revisar las transacciones del banco, facturar, pagar cuentas y sacar reportes.",
      },
      {
        number: 6,
        title: "Arranque con acompañamiento",
        description:
          "Empieza a trabajar en el archivo nuevo con 30 días de soporte posterior a la configuración para las dudas que traiga su primer mes de transacciones.",
      },
    ],
    faqs: [
      {
        question: "¿Cuánto tarda la configuración de QuickBooks?",
        answer:
          "Una configuración estándar suele tomar de 2 a 4 días hábiles una vez que tenemos su información y acceso a sus cuentas. Las configuraciones complejas, como una conversión desde QuickBooks Desktop, varias sucursales o la nómina de una cuadrilla grande, toman de 1 a 2 semanas. Le damos una tarifa fija por la configuración después de una consulta gratuita.",
      },
      {
        question: "¿Pueden pasar mis datos desde QuickBooks Desktop?",
        answer:
          "Sí. Convertimos su archivo de Desktop a QuickBooks Online y luego comparamos el balance general, el estado de resultados y las cuentas por cobrar y por pagar, antes y después. No todo pasa igual, por ejemplo los reportes personalizados, así que le avisamos de antemano qué va a requerir atención.",
      },
      {
        question: "¿Qué tengo que entregarles?",
        answer:
          "Los estados de cuenta del banco y de las tarjetas a la fecha de inicio, su última declaración de impuestos o una lista de saldos, sus listas de clientes y proveedores, los datos de sus empleados si maneja nómina y su número de permiso de vendedor si cobra impuesto sobre las ventas. Le enviamos la lista completa en español o en inglés.",
      },
      {
        question: "¿Qué pasa cuando termina la configuración?",
        answer: [
          "Tiene 30 días de soporte posterior a la configuración para sus dudas. Después puede llevar los libros usted mismo, aprender más en nuestros ",
          { text: "cursos de QuickBooks", page: "service/quickbooks-courses" },
          " o dejarle el trabajo mensual a nuestro ",
          { text: "equipo de contabilidad", page: "service/bookkeeping" },
          ".",
        ],
      },
      {
        question: "¿Qué plan de QuickBooks me conviene?",
        answer: [
          "Depende de cuántas personas necesitan acceso, de si maneja nómina o inventario y de si necesita clases o ubicaciones. Le recomendamos un plan durante la evaluación; para los hábitos diarios que mantienen el archivo limpio después, vea nuestros ",
          { text: "consejos de QuickBooks", page: "service/quickbooks-tips" },
          ".",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Llevé la florería en hojas de cálculo durante años. En NAIS armaron QuickBooks según cómo funciona de verdad el negocio, conectaron el banco y nos enseñaron a mi hija y a mí a usarlo, en español.",
        name: "Patricia N.",
        position: "Dueña, florería",
      },
      {
        quote:
          "Dejar Desktop me preocupaba por todo el historial de nuestros trabajos. Lo convirtieron, revisaron los saldos contra el archivo anterior y me contestaron las dudas durante todo el primer mes.",
        name: "Mike F.",
        position: "Dueño, compañía de plomería",
      },
      {
        quote:
          "Nuestra nómina tiene muchos trabajadores y cuadrillas que cambian cada temporada. Configuraron la nómina, le dieron a cada persona de la oficina solo el acceso que necesita y crearon una clase para cada rancho con el que trabajamos.",
        name: "Yesenia C.",
        position: "Gerente de oficina, contratista agrícola",
      },
    ],
  },
};
