import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Impuestos sobre las Ventas",
  subheading: "Impuesto sobre las ventas y el uso en California",
  description:
    "En NAIS nos encargamos del impuesto sobre las ventas y el uso de California para negocios que venden mercancía gravable: tramitamos su permiso de vendedor ante el CDTFA, llevamos el control del impuesto que cobra y presentamos cada declaración según la frecuencia que el CDTFA le asigne. También revisamos el impuesto sobre el uso en compras a vendedores de otros estados, para que lo que debe quede bien reportado y no se le acumulen multas.",
  metaDescription:
    "Impuesto sobre las ventas en Santa Maria: permiso de vendedor del CDTFA, declaraciones según su frecuencia asignada, impuesto sobre el uso y avisos, en español.",
  features: [
    {
      title: "Trámite del permiso de vendedor",
      description:
        "Vemos si su negocio necesita permiso de vendedor, lo solicitamos ante el CDTFA y tramitamos permisos temporales cuando usted vende en ferias, festivales u otros eventos de corta duración.",
    },
    {
      title: "Declaraciones según su frecuencia",
      description:
        "El CDTFA asigna a cada cuenta una frecuencia de declaración, por ejemplo trimestral, trimestral con pagos anticipados, mensual o anual. Nosotros llevamos sus fechas y presentamos cada declaración a tiempo.",
    },
    {
      title: "La tasa correcta en cada lugar",
      description:
        "A la tasa estatal de California se suman impuestos de distrito que cambian según la ciudad y el condado, así que revisamos que su caja y sus facturas cobren la tasa correcta donde usted venda.",
    },
    {
      title: "Impuesto sobre el uso en compras de fuera",
      description:
        "Si compra equipo o materiales a un vendedor que no le cobró el impuesto de California, normalmente se debe el impuesto sobre el uso; identificamos esas compras y las reportamos en su declaración.",
    },
    {
      title: "Ventas exentas y certificados de reventa",
      description:
        "Las ventas para reventa, la mayoría de los productos alimenticios y otras ventas exentas deben estar documentadas. Nos aseguramos de tener los certificados de reventa y de reportar bien lo exento.",
    },
    {
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
      title: "Consulta gratuita",
      description:
        "Revisamos qué vende, dónde lo vende y cómo le pagan sus clientes, para definir qué es gravable y si necesita permiso de vendedor.",
    },
    {
      title: "Registro o revisión de su cuenta",
      description:
        "Solicitamos su permiso de vendedor o, si ya lo tiene, revisamos su frecuencia de declaración, las declaraciones anteriores y cualquier saldo que muestre el CDTFA.",
    },
    {
      title: "Registros de ventas en orden",
      description:
        "Configuramos su punto de venta y su contabilidad para separar ventas gravables, ventas exentas e impuesto cobrado, y así las cifras de cada declaración salen directo de sus libros.",
    },
    {
      title: "Preparación de la declaración",
      description:
        "En cada periodo comparamos las ventas con sus depósitos bancarios, sumamos el impuesto sobre el uso que corresponda y le pasamos la declaración para que la revise.",
    },
    {
      title: "Presentación y pago",
      description:
        "En cuanto usted la aprueba, la presentamos por los servicios en línea del CDTFA y programamos el pago para que quede hecho antes de la fecha límite.",
    },
    {
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
        "El impuesto sobre el uso se aplica cuando compra artículos gravables para usarlos en California a un vendedor que no le cobró el impuesto de California, por ejemplo equipo pedido a una página de otro estado. Los negocios con permiso de vendedor lo reportan en su declaración del impuesto sobre las ventas y el uso; las personas pueden reportarlo en su declaración estatal de impuestos sobre el ingreso ante el Franchise Tax Board (FTB).",
    },
    {
      question: "¿Qué hago si estoy atrasado con mis declaraciones del impuesto sobre las ventas?",
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
} satisfies ServicePageCopy;
