import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Configuración de QuickBooks",
  subheading: "Configurado por ProAdvisors certificados",
  description:
    "Un archivo de QuickBooks bien configurado le ahorra tiempo cada mes; uno hecho a las carreras da reportes en los que nadie confía. Como ProAdvisors certificados de QuickBooks, en NAIS armamos su catálogo de cuentas, conectamos sus cuentas bancarias, asignamos permisos de usuario, configuramos la nómina y el impuesto sobre las ventas, y pasamos su historial desde hojas de cálculo o QuickBooks Desktop.",
  metaDescription:
    "Configuración de QuickBooks por ProAdvisors certificados: catálogo de cuentas, conexión bancaria, usuarios, nómina, impuesto sobre las ventas y migración.",
  features: [
    {
      title: "Catálogo de cuentas para su giro",
      description:
        "Diseñamos las cuentas de ingresos, gastos y balance según la manera en que su negocio realmente gana y gasta, y las relacionamos con las líneas de su declaración de impuestos para que el cierre del año sea sencillo.",
    },
    {
      title: "Conexión de bancos y tarjetas",
      description:
        "Conectamos las cuentas bancarias y tarjetas de crédito del negocio (bank feeds), escogemos fechas de inicio que evitan transacciones duplicadas y cuadramos los saldos iniciales con sus estados de cuenta.",
    },
    {
      title: "Usuarios y permisos",
      description:
        "El dueño, el personal de oficina y su contador externo reciben cada uno el acceso que necesitan, desde administrador total hasta funciones limitadas, para que la nómina y los datos bancarios solo los vea quien debe.",
    },
    {
      title: "Configuración de nómina",
      description:
        "Capturamos empleados, periodos de pago, deducciones y sus números de cuenta federal y del EDD, para que los cheques y los reportes trimestrales como el Formulario 941 y el DE 9 salgan correctos.",
    },
    {
      title: "Impuesto sobre las ventas",
      description:
        "Si su negocio tiene permiso de vendedor del CDTFA, configuramos el impuesto para que se cobre en las ventas gravables, no en las exentas, y quede registrado para sus declaraciones.",
    },
    {
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
      title: "Evaluación",
      description:
        "Revisamos sus registros actuales, cuentas bancarias, empleados e impuesto sobre las ventas para elegir el plan de QuickBooks adecuado y acordar el alcance y la tarifa fija.",
    },
    {
      title: "Diseño de la estructura",
      description:
        "Preparamos el catálogo de cuentas, las clases o ubicaciones, la lista de productos y servicios y los permisos de usuario, y los revisamos con usted.",
    },
    {
      title: "Conexión y configuración",
      description:
        "Dejamos configuradas en su archivo la conexión bancaria, la nómina, el impuesto sobre las ventas, las plantillas de factura y las preferencias de la compañía.",
    },
    {
      title: "Migración de datos",
      description:
        "Importamos clientes, proveedores, productos y saldos desde Desktop u hojas de cálculo y los conciliamos con sus estados de cuenta.",
    },
    {
      title: "Recorrido con su equipo",
      description:
        "Les enseñamos a usted y a su personal las tareas diarias en español o en inglés: revisar las transacciones del banco, facturar, pagar cuentas y sacar reportes.",
    },
    {
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
        "Sí. Convertimos su archivo de Desktop a QuickBooks Online y luego comparamos el balance general, el estado de pérdidas y ganancias y las cuentas por cobrar y por pagar, antes y después. No todo pasa igual, por ejemplo los reportes personalizados, así que le avisamos de antemano qué va a requerir atención.",
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
} satisfies ServicePageCopy;
