import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Consejos y Buenas Prácticas de QuickBooks",
  subheading: "Talleres con ProAdvisors certificados",
  description:
    "Muchos dolores de cabeza con QuickBooks empiezan por costumbres pequeñas: una cuenta que nadie concilia, una regla bancaria que manda los cargos al lugar equivocado, un mes cerrado que alguien modifica después. En NAIS enseñamos buenas prácticas en talleres prácticos y sesiones individuales, en español o en inglés, para que sus libros se mantengan correctos entre una temporada de impuestos y otra.",
  metaDescription:
    "Talleres de QuickBooks en español o inglés: conciliación mensual, reglas bancarias, clases y ubicaciones, cierre de mes y reportes confiables.",
  features: [
    {
      title: "Conciliación mensual",
      description:
        "Aprenda a conciliar cada cuenta bancaria y tarjeta de crédito contra su estado de cuenta todos los meses, y a encontrar la diferencia cuando los números no cuadran.",
    },
    {
      title: "Reglas bancarias que sí ayudan",
      description:
        "Le enseñamos a crear reglas que clasifican solas las transacciones que se repiten, y cuándo es mejor no crear una regla para que no mande pagos a la cuenta equivocada.",
    },
    {
      title: "Clases y ubicaciones",
      description:
        "Vea la ganancia por cuadrilla, rancho, tienda o tipo de servicio marcando las transacciones con clases o ubicaciones, y aprenda cuál de las dos responde a su pregunta.",
    },
    {
      title: "Cierre de libros",
      description:
        "Practique una rutina de fin de mes y ponga una fecha de cierre protegida con contraseña, para que las cifras del mes pasado no cambien después de declararlas o reportarlas.",
    },
    {
      title: "Reportes que responden preguntas",
      description:
        "Personalice y guarde el estado de pérdidas y ganancias, el balance general, la antigüedad de cuentas por cobrar y el reporte de impuesto sobre las ventas que de verdad usa, y aprenda a leerlos para tomar decisiones.",
    },
    {
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
      type: "Personal de oficina y encargados de contabilidad internos",
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
      title: "Cuéntenos qué se le dificulta",
      description:
        "Empezamos preguntándole cómo usa QuickBooks hoy y qué tareas le causan errores o le quitan más tiempo del que deberían.",
    },
    {
      title: "Elija el formato",
      description:
        "Escoja un taller en grupo, una sesión privada para su equipo o ayuda individual, en persona en Santa Maria o en línea.",
    },
    {
      title: "Revisamos su archivo",
      description:
        "Con su permiso, revisamos antes su archivo de la compañía para detectar problemas que se repiten, como cuentas sin conciliar o reglas bancarias demasiado amplias.",
    },
    {
      title: "Sesión práctica",
      description:
        "Usted practica con casos reales: conciliar, crear reglas bancarias, asignar clases y sacar los reportes de fin de mes.",
    },
    {
      title: "Lista para llevar",
      description:
        "Cada participante se lleva una lista de cierre de mes y apuntes en español o en inglés para seguirlos en su propio escritorio.",
    },
    {
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
} satisfies ServicePageCopy;
