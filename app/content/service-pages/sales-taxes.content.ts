import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Sales Tax Services",
    subheading: "California sales and use tax",
    description:
      "NAIS handles California sales and use tax for businesses that sell taxable goods: registering for a seller's permit with the CDTFA, tracking the tax you collect, and filing each return on the schedule the CDTFA assigns you. We also review use tax on purchases from out-of-state sellers, so what you owe is reported correctly and penalties don't pile up.",
    metaDescription:
      "California sales and use tax help in Santa Maria: CDTFA seller's permits, returns filed on your assigned schedule, use tax and notices, in English or Spanish.",
    icon: "Receipt",
    features: [
      {
        icon: "Stamp",
        title: "Seller's permit registration",
        description:
          "We determine whether your business needs a seller's permit, apply with the CDTFA, and arrange temporary permits when you sell at fairs, festivals or other short-term events.",
      },
      {
        icon: "CalendarClock",
        title: "Returns on your assigned schedule",
        description:
          "The CDTFA gives every account a filing frequency, such as quarterly, quarterly with prepayments, monthly or yearly. We track your due dates and file each return on time.",
      },
      {
        icon: "MapPin",
        title: "The right rate for each location",
        description:
          "California's statewide rate is combined with district taxes that vary by city and county, so we check that your register and invoices charge the correct rate wherever you sell.",
      },
      {
        icon: "Truck",
        title: "Use tax on out-of-state purchases",
        description:
          "When you buy equipment or supplies from a seller that did not charge California tax, use tax is usually owed; we find those purchases and report them on your return.",
      },
      {
        icon: "ClipboardCheck",
        title: "Exempt sales and resale certificates",
        description:
          "Sales for resale, most food products and other exempt sales have to be documented. We make sure resale certificates are on file and exempt sales are reported properly.",
      },
      {
        icon: "ShieldAlert",
        title: "CDTFA notices and audits",
        description:
          "When the CDTFA sends a notice, a billing or an audit letter, we review it with you, gather the records it asks for and, with your authorization, respond on your behalf.",
      },
    ],
    clients: [
      {
        type: "Retail stores",
        description:
          "Clothing, hardware, furniture and gift shops that collect sales tax at the register every day and report it to the CDTFA.",
      },
      {
        type: "Restaurants, bakeries and food trucks",
        description:
          "Food businesses where hot prepared food and meals eaten on site are taxable while many grocery-type items are not, so the register has to know the difference.",
      },
      {
        type: "Contractors and installers",
        description:
          "Builders who buy materials, sell fixtures or both, and need to know when they pay tax as consumers and when they collect it as retailers.",
      },
      {
        type: "Online sellers",
        description:
          "Businesses selling on their own website and through online marketplaces, where the marketplace may collect the tax on some sales but the seller remains responsible for others.",
      },
      {
        type: "Auto repair and parts shops",
        description:
          "Shops that sell parts along with labor, where the parts are generally taxable and repair labor usually is not, so invoices must separate them.",
      },
      {
        type: "Event and swap meet vendors",
        description:
          "Craft fair, festival and swap meet sellers who need a temporary or regular seller's permit depending on how and where they sell.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "We look at what you sell, where you sell it and how customers pay, to decide what is taxable and whether you need a seller's permit.",
      },
      {
        number: 2,
        title: "Registration or account review",
        description:
          "We apply for your seller's permit or, if you already have one, review your filing frequency, past returns and any balance the CDTFA shows.",
      },
      {
        number: 3,
        title: "Sales records setup",
        description:
          "Your point-of-sale system and books are set up to separate taxable sales, exempt sales and tax collected, so each return's figures come straight from your records.",
      },
      {
        number: 4,
        title: "Preparing the return",
        description:
          "Each period we compare reported sales with your bank deposits, add use tax on qualifying purchases, and prepare the return for your review.",
      },
      {
        number: 5,
        title: "Filing and payment",
        description:
          "Once you approve it, we file through the CDTFA's online services and schedule the payment so it is made by the due date.",
      },
      {
        number: 6,
        title: "Ongoing monitoring",
        description:
          "We watch for CDTFA letters, changes to your filing frequency and rate changes where you sell, and let you know before they affect your business.",
      },
    ],
    faqs: [
      {
        question: "Do I need a seller's permit?",
        answer: [
          "In California you generally need a seller's permit from the CDTFA if you sell or lease tangible goods that are ordinarily subject to sales tax, whether you sell from a storefront, from home or online. Businesses that sell only services or only nontaxable items may not need one. If you are just starting out, we can review it together with your ",
          { text: "new business formation", page: "service/new-business-formation" },
          ".",
        ],
      },
      {
        question: "Is there a fee for a seller's permit?",
        answer:
          "The CDTFA does not charge a fee to issue a seller's permit, although in some cases it asks for a security deposit based on your expected sales. We help you prepare the application so it describes your business accurately.",
      },
      {
        question: "How often do I have to file a sales tax return?",
        answer:
          "As often as the filing frequency the CDTFA assigns to your account, which is based mainly on how much tax you report: it may be quarterly, quarterly with prepayments, monthly or yearly, and it can change as your sales grow. A return is due for every period, even one with no sales.",
      },
      {
        question: "What is use tax, and do I owe it?",
        answer:
          "Use tax applies when you buy taxable items for use in California from a seller that did not collect California tax, such as equipment ordered from an out-of-state website. Businesses with a seller's permit report it on their sales and use tax return; individuals can report it on their California income tax return filed with the FTB.",
      },
      {
        question: "What if I'm behind on my sales tax returns?",
        answer:
          "File as soon as you can. Penalties and interest keep adding up, and if returns are not filed the CDTFA can estimate what you owe on its own. We rebuild your sales from bank and point-of-sale records, file the missing returns and, if a balance remains, talk with you about the payment options the CDTFA offers.",
      },
      {
        question: "Can NAIS handle my income taxes too?",
        answer: [
          "Yes. Sales tax is reported to the CDTFA, while income tax goes to the IRS and the FTB, so they are separate returns. Our ",
          { text: "business tax preparation", page: "service/tax-preparation" },
          " team works from the same books, and monthly ",
          { text: "bookkeeping", page: "service/bookkeeping" },
          " keeps your taxable sales figures ready for every period.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I didn't realize that putting tables in our bakery changed how some of our sales were taxed. NAIS set up our register the right way, and now our return is filed each period without me worrying about it.",
        name: "Guadalupe S.",
        position: "Owner, bakery and café",
      },
      {
        quote:
          "We got a CDTFA letter asking about our parts sales from a couple of years back. NAIS pulled our invoices, separated parts from labor and answered the letter for us. I slept a lot better after that.",
        name: "Tom B.",
        position: "Owner, auto repair shop",
      },
      {
        quote:
          "I sell through my own website and an online marketplace, and I never knew which sales I had to report myself. Now every return is clear, and I understand why each number is there.",
        name: "Ana F.",
        position: "Online seller, handmade goods",
      },
    ],
  },
  es: {
    title: "Servicios de Impuestos sobre las Ventas",
    subheading: "Impuesto sobre las ventas y el uso en California",
    description:
      "En NAIS nos encargamos del impuesto sobre las ventas y el uso de California para negocios que venden mercancía gravable: tramitamos su permiso de vendedor ante el CDTFA, llevamos el control del impuesto que cobra y presentamos cada declaración según la frecuencia que el CDTFA le asigne. También revisamos el impuesto sobre el uso en compras a vendedores de otros estados, para que lo que debe quede bien reportado y no se le acumulen multas.",
    metaDescription:
      "Impuesto sobre las ventas en Santa Maria: permiso de vendedor del CDTFA, declaraciones según su frecuencia asignada, impuesto sobre el uso y avisos, en español.",
    icon: "Receipt",
    features: [
      {
        icon: "Stamp",
        title: "Trámite del permiso de vendedor",
        description:
          "Vemos si su negocio necesita permiso de vendedor, lo solicitamos ante el CDTFA y tramitamos permisos temporales cuando usted vende en ferias, festivales u otros eventos de corta duración.",
      },
      {
        icon: "CalendarClock",
        title: "Declaraciones según su frecuencia",
        description:
          "El CDTFA asigna a cada cuenta una frecuencia de declaración, por ejemplo trimestral, trimestral con pagos anticipados, mensual o anual. Nosotros llevamos sus fechas y presentamos cada declaración a tiempo.",
      },
      {
        icon: "MapPin",
        title: "La tasa correcta en cada lugar",
        description:
          "A la tasa estatal de California se suman impuestos de distrito que cambian según la ciudad y el condado, así que revisamos que su caja y sus facturas cobren la tasa correcta donde usted venda.",
      },
      {
        icon: "Truck",
        title: "Impuesto sobre el uso en compras de fuera",
        description:
          "Si compra equipo o materiales a un vendedor que no le cobró el impuesto de California, normalmente se debe el impuesto sobre el uso; identificamos esas compras y las reportamos en su declaración.",
      },
      {
        icon: "ClipboardCheck",
        title: "Ventas exentas y certificados de reventa",
        description:
          "Las ventas para reventa, la mayoría de los productos alimenticios y otras ventas exentas deben estar documentadas. Nos aseguramos de tener los certificados de reventa y de reportar bien lo exento.",
      },
      {
        icon: "ShieldAlert",
        title: "Avisos y auditorías del CDTFA",
        description:
          "Si el CDTFA le manda un aviso, un cobro o una carta de auditoría, la revisamos con usted, juntamos los registros que piden y, con su autorización, respondemos en su nombre.",
      },
    ],
    clients: [
      {
        type: "Tiendas al por menor",
        description:
          "Tiendas de ropa, ferreterías, mueblerías y tiendas de regalos que cobran el impuesto en la caja todos los días y lo reportan al CDTFA.",
      },
      {
        type: "Restaurantes, panaderías y loncheras",
        description:
          "Negocios de comida donde los alimentos calientes preparados y lo que se come en el local pagan impuesto, pero muchos productos de abarrotes no, y la caja tiene que saber distinguirlos.",
      },
      {
        type: "Contratistas e instaladores",
        description:
          "Constructores que compran materiales, venden accesorios o ambas cosas, y necesitan saber cuándo pagan el impuesto como consumidores y cuándo lo cobran como vendedores.",
      },
      {
        type: "Vendedores en línea",
        description:
          "Negocios que venden en su propia página y en mercados en línea, donde la plataforma puede cobrar el impuesto de algunas ventas pero el vendedor sigue respondiendo por otras.",
      },
      {
        type: "Talleres mecánicos y refaccionarias",
        description:
          "Talleres que venden refacciones junto con la mano de obra: las piezas por lo general pagan impuesto y la reparación normalmente no, así que la factura debe separarlas.",
      },
      {
        type: "Vendedores de eventos y swap meets",
        description:
          "Quienes venden en ferias de artesanías, festivales o swap meets y necesitan un permiso de vendedor temporal o regular según cómo y dónde vendan.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Revisamos qué vende, dónde lo vende y cómo le pagan sus clientes, para definir qué es gravable y si necesita permiso de vendedor.",
      },
      {
        number: 2,
        title: "Registro o revisión de su cuenta",
        description:
          "Solicitamos su permiso de vendedor o, si ya lo tiene, revisamos su frecuencia de declaración, las declaraciones anteriores y cualquier saldo que muestre el CDTFA.",
      },
      {
        number: 3,
        title: "Registros de ventas en orden",
        description:
          "Configuramos su punto de venta y su contabilidad para separar ventas gravables, ventas exentas e impuesto cobrado, y así las cifras de cada declaración salen directo de sus libros.",
      },
      {
        number: 4,
        title: "Preparación de la declaración",
        description:
          "En cada periodo comparamos las ventas con sus depósitos bancarios, sumamos el impuesto sobre el uso que corresponda y le pasamos la declaración para que la revise.",
      },
      {
        number: 5,
        title: "Presentación y pago",
        description:
          "En cuanto usted la aprueba, la presentamos por los servicios en línea del CDTFA y programamos el pago para que quede hecho antes de la fecha límite.",
      },
      {
        number: 6,
        title: "Seguimiento constante",
        description:
          "Estamos pendientes de las cartas del CDTFA, de cambios en su frecuencia de declaración y en las tasas de donde vende, y le avisamos antes de que le afecten.",
      },
    ],
    faqs: [
      {
        question: "¿Necesito un permiso de vendedor?",
        answer: [
          "En California, por lo general necesita un permiso de vendedor del CDTFA si vende o renta mercancía que normalmente paga impuesto sobre las ventas, ya sea en un local, desde su casa o en línea. Los negocios que solo venden servicios o solo artículos no gravables quizá no lo necesiten. Si apenas va a empezar, lo podemos revisar junto con la ",
          { text: "formación de su nueva empresa", page: "service/new-business-formation" },
          ".",
        ],
      },
      {
        question: "¿Cuesta algo sacar el permiso de vendedor?",
        answer:
          "El CDTFA no cobra por emitir el permiso de vendedor, aunque en algunos casos pide un depósito de garantía según las ventas que usted espera tener. Le ayudamos a llenar la solicitud para que describa su negocio con exactitud.",
      },
      {
        question: "¿Cada cuándo tengo que declarar el impuesto sobre las ventas?",
        answer:
          "Según la frecuencia que el CDTFA le asigne a su cuenta, que depende sobre todo de cuánto impuesto reporta: puede ser trimestral, trimestral con pagos anticipados, mensual o anual, y puede cambiar si sus ventas crecen. Hay que presentar la declaración de cada periodo, aunque no haya tenido ventas.",
      },
      {
        question: "¿Qué es el impuesto sobre el uso y tengo que pagarlo?",
        answer:
          "El impuesto sobre el uso se aplica cuando compra artículos gravables para usarlos en California a un vendedor que no le cobró el impuesto de California, por ejemplo equipo pedido a una página de otro estado. Los negocios con permiso de vendedor lo reportan en su declaración de ventas y uso; las personas pueden reportarlo en su declaración estatal de impuestos sobre el ingreso ante el FTB.",
      },
      {
        question: "¿Qué hago si estoy atrasado con mis declaraciones de ventas?",
        answer:
          "Presente lo antes posible. Las multas y los intereses siguen sumando, y si no se presentan las declaraciones el CDTFA puede calcular por su cuenta lo que usted debe. Reconstruimos sus ventas con los registros del banco y del punto de venta, presentamos las declaraciones que faltan y, si queda saldo, vemos con usted las opciones de pago que ofrece el CDTFA.",
      },
      {
        question: "¿NAIS también me puede hacer los impuestos sobre el ingreso?",
        answer: [
          "Sí. El impuesto sobre las ventas se reporta al CDTFA, y el impuesto sobre el ingreso a la IRS y al FTB, así que son declaraciones distintas. Nuestro equipo de ",
          { text: "preparación de impuestos del negocio", page: "service/tax-preparation" },
          " trabaja con los mismos libros, y la ",
          { text: "contabilidad", page: "service/bookkeeping" },
          " mensual mantiene listas sus cifras de ventas gravables para cada periodo.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "No sabía que por poner mesas en la panadería cambiaba el impuesto de algunas ventas. NAIS configuró bien la caja y ahora la declaración de cada periodo se presenta sin que yo tenga que preocuparme.",
        name: "Guadalupe S.",
        position: "Dueña, panadería y cafetería",
      },
      {
        quote:
          "Nos llegó una carta del CDTFA preguntando por la venta de refacciones de hace un par de años. NAIS sacó nuestras facturas, separó las piezas de la mano de obra y contestó la carta por nosotros. Después de eso dormí mucho más tranquilo.",
        name: "Tom B.",
        position: "Dueño, taller mecánico",
      },
      {
        quote:
          "Vendo en mi propia página y en un mercado en línea, y nunca supe qué ventas me tocaba reportar a mí. Ahora cada declaración está clara y entiendo de dónde sale cada número.",
        name: "Ana F.",
        position: "Vendedora en línea, productos hechos a mano",
      },
    ],
  },
};
