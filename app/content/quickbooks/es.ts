import type { QuickbooksOfferingsCopy } from "./types.ts";

/**
 * The QuickBooks offerings in Spanish (usted), under their ids: their order, format and icon are in
 * structure.ts; the rest of the page's words are in content/pages/quickbooks.json. No prices,
 * durations or start dates are invented: where the firm has given no figure, the text says so.
 */
export const es = {
  "qb-basics": {
    title: "Fundamentos de QuickBooks",
    description:
      "Nuestro próximo curso de QuickBooks Online para dueños y empleados que empiezan desde cero: configuración de la compañía, transacciones del día a día y los reportes que muestran cómo va su negocio.",
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
        "Sacar e interpretar el estado de pérdidas y ganancias y el balance general",
      ],
      curriculum: [
        "Configuración de la compañía, navegación y acceso de usuarios",
        "El catálogo de cuentas y la lista de productos y servicios",
        "Clientes, facturas, recibos de venta y cobros",
        "Proveedores, cuentas por pagar, gastos y pago de facturas",
        "Conexión bancaria (bank feeds): cómo vincular, agregar y clasificar",
        "Conciliación de cuentas bancarias y tarjetas de crédito",
        "Reportes básicos: estado de pérdidas y ganancias, balance general y antigüedad de cuentas por cobrar",
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
  "qb-advanced": {
    title: "Funciones avanzadas de QuickBooks",
    description:
      "Para quienes ya registran sus operaciones diarias sin problema: clases y ubicaciones, reglas bancarias, presupuestos, reportes personalizados, impuesto sobre las ventas, nómina básica y un cierre de mes confiable.",
    badge: "Avanzado",
    duration: "Horario flexible",
    startDate: "Contáctenos para conocer las próximas fechas",
    price: "Consúltenos el precio vigente",
    details: {
      overview:
        "Este curso es para dueños, gerentes de oficina y encargados de contabilidad internos que ya registran transacciones en QuickBooks Online y quieren sacarle más provecho. Vemos las funciones que convierten un archivo lleno de movimientos en información útil para tomar decisiones, y los controles que la mantienen correcta. Cada tema se practica primero en una compañía de ejemplo y después en la suya.",
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
  "one-on-one": {
    title: "Capacitación personalizada en QuickBooks",
    description:
      "Sesiones privadas en español o en inglés que siguen su propio archivo y sus propias preguntas, a su ritmo, en persona en Santa Maria o en línea.",
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
        "Un plan de lo que le conviene aprender después, o de lo que puede delegar a un encargado de contabilidad",
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
  "qb-setup": {
    title: "Configuración de QuickBooks",
    description:
      "Armamos su archivo de QuickBooks Online y le enseñamos a usarlo sobre la marcha: catálogo de cuentas, conexión bancaria, impuesto sobre las ventas, nómina y permisos de usuario.",
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
  "qb-tips": {
    title: "Taller de consejos y trucos de QuickBooks",
    description:
      "Un taller práctico sobre los atajos y hábitos que mantienen en orden un archivo de QuickBooks Online: reglas bancarias, transacciones recurrentes, conciliación y una lista de cierre de mes.",
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
} satisfies QuickbooksOfferingsCopy;
