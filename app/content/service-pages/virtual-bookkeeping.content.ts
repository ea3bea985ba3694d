import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Virtual Bookkeeping Services",
    subheading: "Your books, handled online",
    description:
      "Virtual bookkeeping from NAIS gives you careful monthly books without a trip to the office: you photograph receipts on your phone, share statements through our encrypted portal, and meet your bookkeeper by video or phone. It suits busy owners across Santa Maria and the Central Coast who run their business from a truck, a field or a kitchen.",
    metaDescription:
      "Virtual bookkeeping for Central Coast businesses: QuickBooks Online, bank feeds, receipt capture and a 256-bit encrypted portal, with bilingual video check-ins.",
    icon: "Cloud",
    features: [
      {
        icon: "Cloud",
        title: "QuickBooks Online in the cloud",
        description:
          "Your books live in QuickBooks Online, so you, your bookkeeper and your tax preparer all see the same up-to-date numbers from any computer or phone.",
      },
      {
        icon: "Lock",
        title: "Encrypted client portal",
        description:
          "Statements, receipts and reports move through a secure portal protected by 256-bit encryption instead of unprotected email or paper sent by mail.",
      },
      {
        icon: "RefreshCw",
        title: "Automatic bank feeds",
        description:
          "Read-only connections bring in transactions from your bank and card accounts automatically, which means fewer statements to chase and a faster month-end close.",
      },
      {
        icon: "Receipt",
        title: "Receipt capture from your phone",
        description:
          "Photograph a receipt at the parts counter or the supply store and it is attached to the right transaction, saved before the paper fades or gets lost.",
      },
      {
        icon: "Video",
        title: "Video and phone check-ins",
        description:
          "Go over your monthly reports with your bookkeeper on a video call or by phone, in English or Spanish, at a time that fits around your workday.",
      },
      {
        icon: "ChartLine",
        title: "Dashboards on demand",
        description:
          "Check cash balances, unpaid invoices and month-to-date profit whenever you log in, instead of waiting for an appointment to learn where you stand.",
      },
    ],
    clients: [
      {
        type: "Owners who work in the field",
        description:
          "Contractors, landscapers and mobile mechanics who are on job sites all day and cannot stop by an office during business hours.",
      },
      {
        type: "Food trucks and caterers",
        description:
          "Cash-and-card businesses on the move around the county that need sales deposits and commissary costs recorded without paperwork piling up.",
      },
      {
        type: "Online and home-based sellers",
        description:
          "Businesses whose sales, platform fees and refunds arrive through marketplaces and payment apps and must be matched to what actually lands in the bank.",
      },
      {
        type: "Businesses with more than one location",
        description:
          "Owners with a shop in Santa Maria and another in Orcutt, Nipomo or Lompoc who want every location's numbers in one shared file.",
      },
      {
        type: "Owners who travel or split their time",
        description:
          "Clients who spend part of the year away, including with family in Mexico, and still need their California business books kept current.",
      },
      {
        type: "Teams that share the books",
        description:
          "Businesses where a partner, office manager or outside advisor needs a separate login with the right level of access in QuickBooks.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free video or phone consultation",
        description:
          "We learn how your business runs, which accounts and apps you use and how you prefer to communicate, then quote a flat monthly fee.",
      },
      {
        number: 2,
        title: "Portal and access setup",
        description:
          "You receive a login to our encrypted portal, and we connect read-only bank feeds and set user permissions in QuickBooks Online.",
      },
      {
        number: 3,
        title: "Opening balance review",
        description:
          "We check your opening balances and recent months so that the virtual service starts from figures that really match your bank.",
      },
      {
        number: 4,
        title: "Ongoing capture",
        description:
          "You upload receipts and invoices as they happen; we categorize transactions and message you only when something needs your answer.",
      },
      {
        number: 5,
        title: "Monthly close",
        description:
          "We reconcile every account, close the month and post your profit and loss, balance sheet and a short written summary to the portal.",
      },
      {
        number: 6,
        title: "Check-in call",
        description:
          "We meet by video or phone to review the results, upcoming tax deadlines and your questions, in whichever language you prefer.",
      },
    ],
    faqs: [
      {
        question: "Will I ever need to come to your office?",
        answer:
          "No. Everything from the first consultation to the year-end close can happen online or by phone. If you would like to sit down with us now and then, you are always welcome at our Santa Maria offices; the service stays the same either way.",
      },
      {
        question: "How is virtual bookkeeping different from regular bookkeeping?",
        answer: [
          "The accounting work is the same: reconciliations, categorization and monthly statements. What changes is how we work together. With our in-office ",
          { text: "bookkeeping services", page: "service/bookkeeping" },
          " you can drop off paperwork in person; with virtual bookkeeping everything flows through the portal, bank feeds and video calls.",
        ],
      },
      {
        question: "Is it safe to connect my bank accounts online?",
        answer:
          "We use read-only bank connections, which show us transactions but do not allow anyone to move money. Please never send account passwords by email: documents and messages go through our portal, protected by 256-bit encryption.",
      },
      {
        question: "What if I'm not comfortable with technology?",
        answer: [
          "During setup we walk you through the portal and the QuickBooks mobile app step by step, in Spanish or English. If you can take a photo with your phone, you can send us receipts. To learn more on your own, see our ",
          { text: "QuickBooks courses", page: "service/quickbooks-courses" },
          ".",
        ],
      },
      {
        question: "How much does virtual bookkeeping cost?",
        answer:
          "It is a flat monthly fee based on your transaction volume and number of accounts, quoted after a free consultation. You know the fee before we start, and it stays the same from month to month unless the scope of the work changes.",
      },
      {
        question: "Can you work with the software I use now?",
        answer: [
          "We work in QuickBooks Online. If your books are in QuickBooks Desktop, another program or spreadsheets, we can move them over as part of ",
          { text: "QuickBooks setup", page: "service/quickbooks-setup" },
          " so your history comes with you.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I'm on job sites from early morning until dark, so driving to an office was never going to happen. I take photos of receipts in the truck and NAIS handles the rest, and the monthly video call is in Spanish so my wife can join.",
        name: "Héctor V.",
        position: "Owner, landscaping company",
      },
      {
        quote:
          "My sales come from two marketplaces and my own website, and the payouts never matched my bank. Now every payout is reconciled online and I finally trust my numbers.",
        name: "Karen T.",
        position: "Owner, online home-goods shop",
      },
      {
        quote:
          "Between cash, card readers and commissary bills I used to guess at my profit. With bank feeds and the portal my books stay current, and I haven't had to leave the truck to make it happen.",
        name: "Miguel A.",
        position: "Owner-operator, food truck",
      },
    ],
  },
  es: {
    title: "Servicios de Contabilidad Virtual",
    subheading: "Sus libros, al día y en línea",
    description:
      "Con la contabilidad virtual de NAIS sus libros se llevan con el mismo cuidado, sin tener que ir a la oficina: usted toma fotos de sus recibos con el celular, comparte sus estados de cuenta en nuestro portal cifrado y habla con su contadora por videollamada o por teléfono. Es ideal para dueños de Santa Maria y la Costa Central que trabajan desde la camioneta, el campo o la cocina.",
    metaDescription:
      "Contabilidad virtual en la Costa Central: QuickBooks Online, conexión bancaria, fotos de recibos y portal con cifrado de 256 bits, con atención en español.",
    icon: "Cloud",
    features: [
      {
        icon: "Cloud",
        title: "QuickBooks Online en la nube",
        description:
          "Sus libros están en QuickBooks Online, así que usted, su contadora y su preparador de impuestos ven las mismas cifras actualizadas desde cualquier computadora o celular.",
      },
      {
        icon: "Lock",
        title: "Portal cifrado para clientes",
        description:
          "Estados de cuenta, recibos y reportes viajan por un portal seguro con cifrado de 256 bits, en lugar de correos sin protección o papeles enviados por correo postal.",
      },
      {
        icon: "RefreshCw",
        title: "Conexión automática con su banco",
        description:
          "Una conexión de solo lectura trae solos los movimientos de sus cuentas y tarjetas, así hay menos estados de cuenta que perseguir y el cierre de mes sale más rápido.",
      },
      {
        icon: "Receipt",
        title: "Recibos desde su celular",
        description:
          "Tómele foto al recibo en la refaccionaria o en la tienda de materiales y queda ligado al movimiento correcto, guardado antes de que el papel se borre o se pierda.",
      },
      {
        icon: "Video",
        title: "Videollamadas y llamadas de seguimiento",
        description:
          "Revise sus reportes mensuales con su contadora por videollamada o por teléfono, en español o en inglés, a la hora que le acomode según su jornada.",
      },
      {
        icon: "ChartLine",
        title: "Tableros a la mano",
        description:
          "Consulte su saldo en el banco, las facturas sin cobrar y la ganancia del mes cada vez que entre al sistema, sin esperar una cita para saber cómo va.",
      },
    ],
    clients: [
      {
        type: "Dueños que trabajan en la calle",
        description:
          "Contratistas, jardineros y mecánicos a domicilio que pasan el día en la obra y no pueden pasar por una oficina en horario de trabajo.",
      },
      {
        type: "Loncheras y servicios de banquetes",
        description:
          "Negocios de efectivo y tarjeta que se mueven por todo el condado y necesitan registrar ventas y gastos de comisariato sin que se junte el papeleo.",
      },
      {
        type: "Vendedores en línea y negocios desde casa",
        description:
          "Negocios cuyas ventas, comisiones de plataforma y reembolsos llegan por mercados en línea y aplicaciones de pago, y hay que cuadrarlos con lo que de verdad entra al banco.",
      },
      {
        type: "Negocios con más de un local",
        description:
          "Dueños con una tienda en Santa Maria y otra en Orcutt, Nipomo o Lompoc que quieren los números de todos sus locales en un mismo archivo.",
      },
      {
        type: "Dueños que viajan o viven entre dos lugares",
        description:
          "Clientes que pasan parte del año fuera, por ejemplo con la familia en México, y necesitan que la contabilidad de su negocio en California siga al día.",
      },
      {
        type: "Equipos que comparten los libros",
        description:
          "Negocios donde un socio, la encargada de oficina o un asesor externo necesita su propio usuario en QuickBooks con el nivel de acceso adecuado.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita por video o teléfono",
        description:
          "Conocemos cómo funciona su negocio, qué cuentas y aplicaciones usa y cómo prefiere comunicarse; luego le cotizamos una tarifa fija mensual.",
      },
      {
        number: 2,
        title: "Acceso al portal y permisos",
        description:
          "Le damos su usuario en nuestro portal cifrado, conectamos sus cuentas bancarias en modo de solo lectura y configuramos los permisos en QuickBooks Online.",
      },
      {
        number: 3,
        title: "Revisión de saldos iniciales",
        description:
          "Revisamos los saldos de apertura y los meses recientes para que el servicio virtual arranque con cifras que de verdad coinciden con su banco.",
      },
      {
        number: 4,
        title: "Registro continuo",
        description:
          "Usted sube recibos y facturas conforme van saliendo; nosotros clasificamos los movimientos y solo le escribimos cuando algo necesita su respuesta.",
      },
      {
        number: 5,
        title: "Cierre mensual",
        description:
          "Conciliamos todas las cuentas, cerramos el mes y dejamos en el portal su estado de pérdidas y ganancias, su balance general y un resumen por escrito.",
      },
      {
        number: 6,
        title: "Llamada de seguimiento",
        description:
          "Nos reunimos por video o por teléfono para revisar resultados, próximas fechas de impuestos y sus preguntas, en el idioma que usted prefiera.",
      },
    ],
    faqs: [
      {
        question: "¿Alguna vez tendré que ir a su oficina?",
        answer:
          "No. Desde la primera consulta hasta el cierre de fin de año, todo se puede hacer en línea o por teléfono. Si de vez en cuando prefiere sentarse con nosotros, con gusto le recibimos en nuestras oficinas de Santa Maria; el servicio es el mismo de las dos maneras.",
      },
      {
        question: "¿En qué se diferencia la contabilidad virtual de la tradicional?",
        answer: [
          "El trabajo contable es igual: conciliaciones, clasificación y estados mensuales. Lo que cambia es la forma de trabajar juntos. Con nuestros ",
          { text: "servicios de contabilidad", page: "service/bookkeeping" },
          " en oficina puede traer sus papeles en persona; con la contabilidad virtual todo pasa por el portal, la conexión bancaria y las videollamadas.",
        ],
      },
      {
        question: "¿Es seguro conectar mis cuentas bancarias en línea?",
        answer:
          "Usamos conexiones bancarias de solo lectura, que nos dejan ver los movimientos pero no permiten a nadie mover dinero. Por favor, nunca mande contraseñas por correo electrónico: los documentos y mensajes pasan por nuestro portal, protegido con cifrado de 256 bits.",
      },
      {
        question: "¿Y si no me llevo bien con la tecnología?",
        answer: [
          "Al empezar le enseñamos paso a paso a usar el portal y la aplicación de QuickBooks en el celular, en español o en inglés. Si sabe tomar una foto con su teléfono, ya puede mandarnos sus recibos. Si quiere aprender más por su cuenta, vea nuestros ",
          { text: "cursos de QuickBooks", page: "service/quickbooks-courses" },
          ".",
        ],
      },
      {
        question: "¿Cuánto cuesta la contabilidad virtual?",
        answer:
          "Es una tarifa fija mensual según el volumen de movimientos y el número de cuentas, y se la cotizamos después de una consulta gratuita. Usted conoce el precio antes de empezar, y no cambia de un mes a otro a menos que cambie el alcance del trabajo.",
      },
      {
        question: "¿Pueden trabajar con el programa que uso ahora?",
        answer: [
          "Trabajamos en QuickBooks Online. Si sus libros están en QuickBooks Desktop, en otro programa o en hojas de cálculo, los podemos pasar como parte de la ",
          { text: "configuración de QuickBooks", page: "service/quickbooks-setup" },
          " para que no pierda su historial.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Ando en las obras desde temprano hasta que oscurece, así que ir a una oficina nunca iba a pasar. Tomo fotos de los recibos en la troca y NAIS se encarga de lo demás, y la videollamada del mes es en español para que mi esposa también participe.",
        name: "Héctor V.",
        position: "Dueño, empresa de jardinería",
      },
      {
        quote:
          "Vendo en dos plataformas y en mi propia página, y los depósitos nunca cuadraban con el banco. Ahora cada pago está conciliado en línea y por fin confío en mis números.",
        name: "Karen T.",
        position: "Dueña, tienda en línea de artículos para el hogar",
      },
      {
        quote:
          "Entre el efectivo, las terminales de tarjeta y las cuentas del comisariato, antes calculaba mi ganancia al tanteo. Con la conexión al banco y el portal mis libros están al día, y no he tenido que dejar la lonchera para lograrlo.",
        name: "Miguel A.",
        position: "Dueño y operador, lonchera",
      },
    ],
  },
};
