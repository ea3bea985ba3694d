import { portal, portalLink } from "#app/content/client-portal.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

const pw = portal.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Contabilidad Virtual",
  subheading: "Sus libros, al día y en línea",
  description:
    "Con la contabilidad virtual de NAIS sus libros se llevan con el mismo cuidado, sin tener que ir a la oficina: usted toma fotos de sus recibos con el celular, comparte sus estados de cuenta en nuestro portal cifrado y habla con su encargada de contabilidad por videollamada o por teléfono. Es ideal para dueños de Santa Maria y la Costa Central que trabajan desde la camioneta, el campo o la cocina.",
  metaDescription:
    "Contabilidad virtual en la Costa Central: QuickBooks Online, conexión bancaria, fotos de recibos y un portal seguro para clientes, con atención en español.",
  features: [
    {
      title: "QuickBooks Online en la nube",
      description:
        "Sus libros están en QuickBooks Online, así que usted, su encargada de contabilidad y su preparador de impuestos ven las mismas cifras actualizadas desde cualquier computadora o celular.",
    },
    {
      title: "Portal cifrado para clientes",
      description: `Estados de cuenta, recibos y reportes viajan por un portal seguro${pw.withEncryption}, en lugar de correos sin protección o papeles enviados por correo postal.`,
    },
    {
      title: "Conexión automática con su banco",
      description:
        "Una conexión de solo lectura trae solos los movimientos de sus cuentas y tarjetas, así hay menos estados de cuenta que perseguir y el cierre de mes sale más rápido.",
    },
    {
      title: "Recibos desde su celular",
      description:
        "Tómele foto al recibo en la refaccionaria o en la tienda de materiales y queda ligado al movimiento correcto, guardado antes de que el papel se borre o se pierda.",
    },
    {
      title: "Videollamadas y llamadas de seguimiento",
      description:
        "Revise sus reportes mensuales con su encargada de contabilidad por videollamada o por teléfono, en español o en inglés, a la hora que le acomode según su jornada.",
    },
    {
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
      title: "Consulta gratuita por video o teléfono",
      description:
        "Conocemos cómo funciona su negocio, qué cuentas y aplicaciones usa y cómo prefiere comunicarse; luego le cotizamos una tarifa fija mensual.",
    },
    {
      title: "Acceso al portal y permisos",
      description:
        "Le damos su usuario en nuestro portal cifrado, conectamos sus cuentas bancarias en modo de solo lectura y configuramos los permisos en QuickBooks Online.",
    },
    {
      title: "Revisión de saldos iniciales",
      description:
        "Revisamos los saldos de apertura y los meses recientes para que el servicio virtual arranque con cifras que de verdad coinciden con su banco.",
    },
    {
      title: "Registro continuo",
      description:
        "Usted sube recibos y facturas conforme van saliendo; nosotros clasificamos los movimientos y solo le escribimos cuando algo necesita su respuesta.",
    },
    {
      title: "Cierre mensual",
      description:
        "Conciliamos todas las cuentas, cerramos el mes y dejamos en el portal su estado de pérdidas y ganancias, su balance general y un resumen por escrito.",
    },
    {
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
      answer: [
        "Usamos conexiones bancarias de solo lectura, que nos dejan ver los movimientos pero no permiten a nadie mover dinero. Por favor, nunca mande contraseñas por correo electrónico: los documentos y mensajes pasan por nuestro ",
        portalLink("portal para clientes"),
        `${pw.withEncryption}.`,
      ],
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
} satisfies ServicePageCopy;
