import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Business Tax Preparation",
    subheading: "Federal and California Business Returns",
    description:
      "We prepare federal and California returns for sole proprietors, partnerships, LLCs and corporations in Santa Maria and across the Central Coast. Your books are reconciled before anything is filed, every deduction is backed by a record, and the whole return is explained to you in English or Spanish.",
    metaDescription:
      "Business tax preparation in Santa Maria, CA: Schedule C, Form 1065, 1120-S and 1120 returns, California FTB filings and estimated taxes. Free consultation.",
    icon: "Calculator",
    features: [
      {
        icon: "Calculator",
        title: "Schedule C for Sole Proprietors",
        description:
          "For self-employed owners, contractors and gig workers we prepare Schedule C with your Form 1040, the Schedule SE for self-employment tax and the matching California return.",
      },
      {
        icon: "Handshake",
        title: "Partnership and LLC Returns",
        description:
          "Multi-member LLCs and partnerships file Form 1065 and give each partner a Schedule K-1; we prepare both, plus the California Form 565 or Form 568 that goes with them.",
      },
      {
        icon: "Building2",
        title: "S and C Corporation Returns",
        description:
          "We prepare Form 1120-S for S corporations and Form 1120 for C corporations, together with California Form 100S or Form 100 and shareholder K-1s where required.",
      },
      {
        icon: "ClipboardCheck",
        title: "Books Reviewed Before Filing",
        description:
          "Before a single number goes on a return, we reconcile bank and credit card accounts, separate personal spending and check that payroll and 1099 totals agree with your books.",
      },
      {
        icon: "CalendarClock",
        title: "Estimated Tax Planning",
        description:
          "If you expect to owe $1,000 or more when you file, the IRS expects quarterly estimated payments; we calculate them and put each amount and due date on your calendar.",
      },
      {
        icon: "Languages",
        title: "Explained in English or Spanish",
        description:
          "You sit down with a preparer who walks you through your business return line by line in the language you prefer, so you know what you are signing and why.",
      },
    ],
    clients: [
      {
        type: "Sole Proprietors and Contractors",
        description:
          "Electricians, landscapers, truckers and other independent workers who report business income on Schedule C and need every legitimate expense counted.",
      },
      {
        type: "Restaurants and Retail Shops",
        description:
          "Owners juggling cash sales, sales tax and employees, whose income tax return has to agree with what they already reported to the CDTFA and the EDD.",
      },
      {
        type: "Growers and Agricultural Businesses",
        description:
          "Farmers who report on Schedule F, farm labor contractors and ag service companies in the Santa Maria Valley with seasonal crews and equipment purchases.",
      },
      {
        type: "Partnerships and Multi-Member LLCs",
        description:
          "Business partners who need Form 1065 filed on time and their K-1s in hand early enough to file their own personal returns without scrambling.",
      },
      {
        type: "S Corporation Owners",
        description:
          "Shareholder-employees who pay themselves a reasonable salary and must keep the corporation's March 15 deadline separate from their personal one.",
      },
      {
        type: "Businesses Behind on Filing",
        description:
          "Owners who missed one or more business returns and want them prepared and filed before penalties and interest keep adding up.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free Consultation",
        description:
          "We learn how your business is organized, which returns it files and whether any IRS or FTB notices are waiting for an answer, then quote a flat fee.",
      },
      {
        number: 2,
        title: "Checklist for Your Entity",
        description:
          "You receive a document list made for your type of business: bank statements, 1099s received and issued, payroll reports, loan statements and asset purchases.",
      },
      {
        number: 3,
        title: "Secure Upload or Drop-Off",
        description:
          "Send your documents through our client portal, protected with 256-bit encryption, or bring them to our Santa Maria office in person.",
      },
      {
        number: 4,
        title: "Bookkeeping Review",
        description:
          "We reconcile your accounts, untangle mixed personal and business transactions and ask our questions before the return is prepared, not after.",
      },
      {
        number: 5,
        title: "Review and Signature",
        description:
          "We go over the finished return with you, explain what you owe or will get back, and you sign the e-file authorization only when you are satisfied.",
      },
      {
        number: 6,
        title: "E-File and Next Year's Plan",
        description:
          "We file electronically, confirm the return was accepted and schedule your estimated payments so next year starts organized instead of rushed.",
      },
    ],
    faqs: [
      {
        question: "When are business tax returns due?",
        answer:
          "For calendar-year businesses, partnerships (Form 1065) and S corporations (Form 1120-S) are due March 15. C corporations (Form 1120) and sole proprietors filing Schedule C with their Form 1040 are due April 15. When a due date falls on a weekend or legal holiday, it moves to the next business day.",
      },
      {
        question: "When should I start getting ready?",
        answer:
          "Start gathering records in February or March. Beginning early leaves time to fix bookkeeping gaps, request missing 1099s and, if you run a partnership or an S corporation, meet the March 15 deadline without an extension.",
      },
      {
        question: "Do I need to make estimated tax payments?",
        answer:
          "Generally yes, if you expect to owe $1,000 or more in federal tax when you file. Sole proprietors, partners and S corporation shareholders often fall into this group because nobody withholds tax from their business income. We calculate the quarterly amounts and remind you before each payment.",
      },
      {
        question: "What if I can't file by the deadline?",
        answer: [
          "We can request an extension, but an extension gives you more time to file, not more time to pay: interest and penalties run on tax paid late. If you already owe for earlier years, a ",
          { text: "payment plan with the IRS", page: "service/irs-payment-plan" },
          " can keep the balance from turning into collection action.",
        ],
      },
      {
        question: "How long should I keep my business records?",
        answer:
          "Keep your returns and the records behind them (receipts, bank statements, payroll reports, mileage logs and invoices) for 7 years. For equipment, vehicles or property, keep the purchase records for as long as you own the asset and for 7 years after the return that reports its sale.",
      },
      {
        question: "How much does business tax preparation cost?",
        answer: [
          "We quote a flat fee after a free consultation, once we know your entity type, the condition of your books and how many federal and state returns you need. If your records need work first, our ",
          { text: "bookkeeping service", page: "service/bookkeeping" },
          " can bring them up to date before the filing deadline.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "For years I filed my Schedule C at the last minute and always owed more than I expected. Now NAIS works out my quarterly payments early, and in April I just review and sign.",
        name: "Miguel R.",
        position: "Owner, landscaping company",
      },
      {
        quote:
          "Our two-member LLC used to file its partnership return late. This year NAIS had the Form 1065 and both K-1s ready before March 15, so neither of us needed an extension on our personal returns.",
        name: "Karen D.",
        position: "Partner, vineyard management LLC",
      },
      {
        quote:
          "They cleaned up a year of mixed personal and business transactions before preparing anything, and explained every page to me in Spanish. I finally understand my own return.",
        name: "Guadalupe G.",
        position: "Owner, taquería",
      },
    ],
  },
  es: {
    title: "Preparación de Impuestos para Negocios",
    subheading: "Declaraciones federales y de California",
    description:
      "Preparamos las declaraciones federales y de California de dueños únicos, sociedades, LLC y corporaciones en Santa Maria y toda la Costa Central. Antes de presentar nada cuadramos sus libros, cada deducción tiene su comprobante y le explicamos la declaración completa en español o en inglés.",
    metaDescription:
      "Preparación de impuestos para negocios en Santa Maria, CA: Anexo C, Formularios 1065, 1120-S y 1120, declaraciones ante la FTB y pagos estimados. En español.",
    icon: "Calculator",
    features: [
      {
        icon: "Calculator",
        title: "Anexo C para trabajadores por cuenta propia",
        description:
          "Si usted trabaja por su cuenta, es contratista o hace trabajos por aplicación, preparamos su Anexo C con el Formulario 1040, el Anexo SE del impuesto de autoempleo y la declaración de California.",
      },
      {
        icon: "Handshake",
        title: "Sociedades y LLC con varios socios",
        description:
          "Las LLC de varios miembros y las sociedades presentan el Formulario 1065 y entregan a cada socio su Anexo K-1; preparamos ambos, además del Formulario 565 o 568 de California.",
      },
      {
        icon: "Building2",
        title: "Corporaciones S y C",
        description:
          "Preparamos el Formulario 1120-S de las corporaciones S y el 1120 de las corporaciones C, junto con el Formulario 100S o 100 de California y los K-1 de los accionistas cuando corresponden.",
      },
      {
        icon: "ClipboardCheck",
        title: "Libros revisados antes de declarar",
        description:
          "Antes de poner una sola cifra en la declaración, conciliamos cuentas de banco y tarjetas, separamos los gastos personales y verificamos que la nómina y los 1099 coincidan con sus libros.",
      },
      {
        icon: "CalendarClock",
        title: "Pagos de impuestos estimados",
        description:
          "Si usted calcula que deberá $1,000 o más al declarar, la IRS espera pagos estimados trimestrales; nosotros calculamos cada pago y le marcamos las fechas en su calendario.",
      },
      {
        icon: "Languages",
        title: "Todo explicado en su idioma",
        description:
          "Un preparador se sienta con usted y revisa la declaración de su negocio renglón por renglón, en español o en inglés, para que sepa qué está firmando y por qué.",
      },
    ],
    clients: [
      {
        type: "Dueños únicos y contratistas",
        description:
          "Electricistas, jardineros, camioneros y demás trabajadores independientes que reportan sus ingresos en el Anexo C y quieren que se cuente cada gasto válido.",
      },
      {
        type: "Restaurantes y tiendas",
        description:
          "Dueños que manejan ventas en efectivo, impuesto sobre las ventas y empleados, y cuya declaración tiene que cuadrar con lo que ya reportaron a la CDTFA y al EDD.",
      },
      {
        type: "Agricultores y negocios del campo",
        description:
          "Productores agrícolas que declaran en el Anexo F, contratistas de mano de obra agrícola y empresas de servicios del Valle de Santa Maria con cuadrillas de temporada y compras de equipo.",
      },
      {
        type: "Sociedades y LLC de varios socios",
        description:
          "Socios que necesitan el Formulario 1065 presentado a tiempo y sus K-1 en la mano con anticipación para poder hacer sus declaraciones personales sin carreras.",
      },
      {
        type: "Dueños de corporaciones S",
        description:
          "Accionistas que trabajan en su empresa, se pagan un sueldo razonable y deben cumplir la fecha del 15 de marzo de la corporación, aparte de la de su declaración personal.",
      },
      {
        type: "Negocios atrasados en sus declaraciones",
        description:
          "Dueños que dejaron de presentar una o más declaraciones del negocio y quieren ponerse al corriente antes de que sigan creciendo las multas y los intereses.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Conocemos cómo está organizado su negocio, qué declaraciones presenta y si tiene cartas de la IRS o de la FTB pendientes de respuesta; luego le damos una tarifa fija.",
      },
      {
        number: 2,
        title: "Lista según su tipo de negocio",
        description:
          "Le enviamos una lista hecha para su entidad: estados de cuenta, los 1099 recibidos y emitidos, reportes de nómina, préstamos y compras de equipo o vehículos.",
      },
      {
        number: 3,
        title: "Envío seguro o en persona",
        description:
          "Mande sus documentos por nuestro portal de clientes, protegido con cifrado de 256 bits, o tráigalos a nuestra oficina de Santa Maria.",
      },
      {
        number: 4,
        title: "Revisión de la contabilidad",
        description:
          "Conciliamos sus cuentas, separamos los movimientos personales de los del negocio y le hacemos nuestras preguntas antes de preparar la declaración, no después.",
      },
      {
        number: 5,
        title: "Revisión y firma",
        description:
          "Repasamos con usted la declaración terminada, le explicamos cuánto debe o cuánto le devuelven, y usted firma la autorización de envío electrónico solo cuando esté conforme.",
      },
      {
        number: 6,
        title: "Envío electrónico y plan del próximo año",
        description:
          "Presentamos la declaración por vía electrónica, confirmamos que fue aceptada y programamos sus pagos estimados para que el próximo año empiece en orden.",
      },
    ],
    faqs: [
      {
        question: "¿Cuándo vencen las declaraciones de los negocios?",
        answer:
          "Para negocios con año calendario, las sociedades (Formulario 1065) y las corporaciones S (Formulario 1120-S) vencen el 15 de marzo. Las corporaciones C (Formulario 1120) y los dueños únicos que presentan el Anexo C con su Formulario 1040 vencen el 15 de abril. Si la fecha cae en fin de semana o día feriado, pasa al siguiente día hábil.",
      },
      {
        question: "¿Cuándo debo empezar a prepararme?",
        answer:
          "Empiece a juntar sus papeles en febrero o marzo. Así hay tiempo para corregir la contabilidad, pedir los 1099 que falten y, si tiene una sociedad o una corporación S, cumplir el 15 de marzo sin pedir prórroga.",
      },
      {
        question: "¿Tengo que hacer pagos de impuestos estimados?",
        answer:
          "Por lo general sí, si calcula que deberá $1,000 o más de impuesto federal al declarar. A los dueños únicos, socios y accionistas de corporaciones S les pasa seguido, porque nadie les retiene impuestos de las ganancias del negocio. Nosotros calculamos los pagos trimestrales y le avisamos antes de cada uno.",
      },
      {
        question: "¿Qué pasa si no alcanzo a declarar a tiempo?",
        answer: [
          "Podemos pedir una prórroga, pero la prórroga le da más tiempo para declarar, no para pagar: el impuesto pagado tarde genera intereses y multas. Si ya debe de años anteriores, un ",
          { text: "plan de pagos con la IRS", page: "service/irs-payment-plan" },
          " puede evitar que la deuda llegue a acciones de cobro.",
        ],
      },
      {
        question: "¿Cuánto tiempo debo guardar los registros del negocio?",
        answer:
          "Guarde sus declaraciones y los papeles que las respaldan (recibos, estados de cuenta, reportes de nómina, bitácoras de millaje y facturas) durante 7 años. De equipo, vehículos o propiedades, conserve los comprobantes de compra mientras sean suyos y 7 años más después de la declaración donde reporte la venta.",
      },
      {
        question: "¿Cuánto cuesta preparar los impuestos de mi negocio?",
        answer: [
          "Le damos una tarifa fija después de una consulta gratuita, cuando ya conocemos su tipo de entidad, el estado de sus libros y cuántas declaraciones federales y estatales necesita. Si sus registros necesitan trabajo primero, nuestro ",
          { text: "servicio de contabilidad", page: "service/bookkeeping" },
          " puede ponerlos al día antes de la fecha límite.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Por años presenté mi Anexo C a última hora y siempre debía más de lo que esperaba. Ahora en NAIS me calculan los pagos trimestrales con tiempo, y en abril nada más reviso y firmo.",
        name: "Miguel R.",
        position: "Dueño, compañía de jardinería",
      },
      {
        quote:
          "Nuestra LLC de dos socios siempre presentaba tarde la declaración de la sociedad. Este año NAIS tuvo listos el Formulario 1065 y los dos K-1 antes del 15 de marzo, y ninguno de los dos tuvo que pedir prórroga.",
        name: "Karen D.",
        position: "Socia, LLC de administración de viñedos",
      },
      {
        quote:
          "Primero arreglaron todo un año de gastos personales revueltos con los del negocio, y luego me explicaron cada hoja en español. Por fin entiendo mi propia declaración.",
        name: "Guadalupe G.",
        position: "Dueña, taquería",
      },
    ],
  },
};
