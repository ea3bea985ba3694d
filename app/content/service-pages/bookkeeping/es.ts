import { portal, portalLink } from "#app/content/client-portal.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";

const pw = portal.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Contabilidad",
  subheading: "Contabilidad mensual para su negocio",
  description:
    "En NAIS llevamos la contabilidad de negocios de Santa Maria y la Costa Central que tienen de 1 a 50 empleados: conciliamos cada cuenta de banco y de tarjeta, clasificamos ingresos y gastos, y cada mes le entregamos estados financieros que sí se entienden. Nuestro equipo, certificado como QuickBooks ProAdvisor, le atiende en español o en inglés para que siempre sepa en qué se fue su dinero y qué puede permitirse.",
  metaDescription:
    "Contabilidad para negocios de Santa Maria con 1 a 50 empleados: conciliaciones mensuales, estados financieros y QuickBooks, con atención en español o inglés.",
  features: [
    {
      title: "Conciliación mensual de bancos y tarjetas",
      description:
        "Cada mes cuadramos sus cuentas de cheques, de ahorro, tarjetas de crédito y préstamos contra el estado de cuenta, para detectar depósitos faltantes, cargos duplicados o errores del banco cuando todavía es fácil corregirlos.",
    },
    {
      title: "Estados financieros útiles",
      description:
        "Cada mes recibe su estado de pérdidas y ganancias y su balance general, con una nota breve y sencilla sobre qué cambió y qué conviene revisar con más cuidado.",
    },
    {
      title: "Cuentas por cobrar y por pagar",
      description:
        "Llevamos el control de lo que le deben sus clientes y de lo que usted debe a sus proveedores, le avisamos de facturas vencidas y ordenamos las cuentas para que nada se pague dos veces ni se quede olvidado.",
    },
    {
      title: "Preparación de formularios 1099-NEC",
      description: `Registramos todo el año los pagos a contratistas independientes y pedimos el Formulario W-9 desde el principio, para que el 1099-NEC de cada persona a quien pagó ${usd(f.contractorReportingThreshold)} o más en ${f.contractorReportingThreshold.taxYear} esté listo sin carreras en enero.`,
    },
    {
      title: "Contabilidad atrasada y limpieza de libros",
      description:
        "¿Lleva meses o años de atraso? Reconstruimos sus registros con estados de cuenta, recibos y facturas, corregimos movimientos mal clasificados y dejamos todo al día antes de la temporada de impuestos.",
    },
    {
      title: "Expertos certificados en QuickBooks",
      description:
        "Sus libros se llevan en QuickBooks con un catálogo de cuentas hecho para su giro, a cargo de un ProAdvisor certificado que también puede enseñar a su personal a registrar ventas y facturas correctamente.",
    },
  ],
  clients: [
    {
      type: "Restaurantes y loncheras",
      description:
        "Ventas diarias, depósitos de la terminal de tarjetas, propinas y facturas de insumos se acumulan rápido; los conciliamos para que vea su margen real cada mes.",
    },
    {
      type: "Contratistas y oficios",
      description:
        "Costos por obra, materiales, pagos a subcontratistas y facturación por avance, separados por proyecto para que sepa qué trabajos sí le dejaron ganancia.",
    },
    {
      type: "Tiendas y boutiques",
      description:
        "Compras de inventario, depósitos del punto de venta e impuesto sobre las ventas cobrado, registrados con exactitud y listos para su declaración del impuesto sobre las ventas.",
    },
    {
      type: "Negocios agrícolas",
      description:
        "Productores, contratistas de mano de obra agrícola y empresas de servicios al campo con ingresos de temporada que necesitan libros limpios para el banco y para los impuestos.",
    },
    {
      type: "Oficinas de servicios y profesionales",
      description:
        "Clínicas, salones de belleza, agencias de seguros y oficinas de bienes raíces que necesitan dar seguimiento a sus cobros y separar los gastos del negocio de los personales.",
    },
    {
      type: "Empresas en crecimiento de hasta 50 empleados",
      description:
        "Negocios que ya no caben en una caja de recibos ni en una hoja de cálculo y necesitan estados mensuales confiables para un banco, un inversionista o un socio.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Platicamos sobre su negocio, cuántas cuentas maneja, qué tan atrasados están los libros y qué reportes necesita; después le cotizamos una tarifa fija mensual.",
    },
    {
      title: "Entrega segura de documentos",
      description:
        "Usted sube sus estados de cuenta, la declaración de impuestos del año pasado y su archivo de QuickBooks, si ya tiene uno, a nuestro portal cifrado para clientes.",
    },
    {
      title: "Configuración o limpieza",
      description:
        "Creamos o corregimos su catálogo de cuentas, conectamos las cuentas bancarias y ponemos al día los meses atrasados antes de empezar el servicio mensual.",
    },
    {
      title: "Contabilidad de cada mes",
      description:
        "Cada mes clasificamos los movimientos, conciliamos todas las cuentas y le preguntamos, en español o en inglés, por cualquier cosa que no esté clara.",
    },
    {
      title: "Reportes y revisión",
      description:
        "Recibe su estado de pérdidas y ganancias y su balance general, y le explicamos las cifras por teléfono o en persona cuando usted lo pida.",
    },
    {
      title: "Cierre de fin de año",
      description:
        "Al terminar el año cerramos los libros y entregamos los reportes y los totales de contratistas que necesita su preparador de impuestos, o se los pasamos directo a nuestro equipo de impuestos.",
    },
  ],
  faqs: [
    {
      question: "¿Cuánto cuesta el servicio de contabilidad?",
      answer: [
        "Cobramos una tarifa fija mensual, no por hora. Depende de cuántas cuentas de banco y tarjetas tenga, del volumen de movimientos y de si hay trabajo atrasado, por eso se la cotizamos después de una consulta gratuita. También puede juntar la contabilidad con la nómina y los impuestos en un ",
        { text: "paquete mensual para pequeñas empresas", page: "service/small-business" },
        ".",
      ],
    },
    {
      question: "¿Qué tengo que entregarles cada mes?",
      answer:
        "Sus estados de cuenta de banco y tarjetas (o acceso de solo lectura a sus cuentas), los recibos y facturas del mes, y una respuesta rápida cuando le preguntemos por algún movimiento fuera de lo común. Puede subir todo al portal o dejarlo en nuestra oficina de Santa Maria.",
    },
    {
      question: "Tengo la contabilidad atrasada un año. ¿Todavía me pueden ayudar?",
      answer:
        "Sí. Poner al día libros atrasados es parte normal de nuestro trabajo: primero reconstruimos los meses faltantes con sus estados de cuenta y luego completamos el detalle con recibos y facturas. Esperar solo lo complica, porque las cuentas sin conciliar esconden errores y sin ellas no se puede preparar bien su declaración de impuestos.",
    },
    {
      question: "¿Tengo que usar QuickBooks?",
      answer: [
        "Recomendamos QuickBooks Online porque es el programa que mejor manejamos como ProAdvisors certificados. Si hoy usa otro sistema u hojas de cálculo, podemos pasar su historial a QuickBooks; en nuestro servicio de ",
        { text: "configuración de QuickBooks", page: "service/quickbooks-setup" },
        " le explicamos cómo se hace el cambio.",
      ],
    },
    {
      question: "¿Mi información financiera está segura con ustedes?",
      answer: [
        "Los documentos se intercambian por nuestro ",
        portalLink("portal seguro para clientes"),
        `${pw.withEncryption}, no como archivos adjuntos en un correo común. Pedimos acceso de solo lectura a sus cuentas bancarias: podemos ver los movimientos, pero nunca mover dinero.`,
      ],
    },
    {
      question: "¿También me preparan los impuestos del negocio?",
      answer: [
        "La contabilidad y la preparación de impuestos son servicios distintos, pero funcionan mejor juntos. Cuando nosotros llevamos sus libros, las cifras de fin de año pasan directo a la ",
        { text: "preparación de impuestos del negocio", page: "service/tax-preparation" },
        ", y las dudas se resuelven antes de la fecha límite y no después.",
      ],
    },
  ],
} satisfies ServicePageCopy;
