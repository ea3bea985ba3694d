import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";
import { siteConfig } from "#app/lib/site-config.ts";

const price = siteConfig.prices;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Apertura de Negocios",
  subheading: "Abra su negocio en Santa Maria",
  description:
    "Abrir un negocio en Santa Maria implica trámites con el estado, la ciudad, la IRS y muchas veces con el CDTFA y el EDD, y en el orden correcto. En NAIS lo acompañamos en todo el proceso, en español o en inglés: registro, licencia local, permiso de vendedor, EIN, cuenta bancaria y contabilidad, para que abra sus puertas listo para trabajar.",
  metaDescription:
    "Abra su negocio en Santa Maria, CA: registro estatal, licencia de la ciudad, permiso de vendedor, EIN, cuenta bancaria y contabilidad. Atención en español.",
  features: [
    {
      title: "Una lista de arranque para su negocio",
      description:
        "Preparamos una lista según su tipo de negocio y su ubicación para que nada quede pendiente: registro estatal, nombre comercial ficticio, licencia de la ciudad, permisos y cuentas fiscales, cada uno en el orden en que debe hacerse.",
    },
    {
      title: "Registro ante el estado y el condado",
      description:
        "Preparamos y presentamos el acta constitutiva de su LLC (Articles of Organization) o de su corporación (Articles of Incorporation) ante la Secretaría de Estado de California, o la declaración de nombre comercial ficticio ante el condado de Santa Barbara si va a usar un nombre distinto al suyo.",
    },
    {
      title: "Licencia de negocio de la Ciudad de Santa Maria",
      description:
        "Si su negocio queda dentro de los límites de la ciudad, le ayudamos a tramitar la licencia de negocio municipal y le indicamos qué consultar con el departamento de planificación, por ejemplo si trabajará desde casa o si el local está zonificado para su actividad.",
    },
    {
      title: "Permiso de vendedor y cuenta de empleador",
      description:
        "Para vender mercancía, incluidas las comidas de un restaurante, se necesita un permiso de vendedor del CDTFA, y para contratar empleados, una cuenta de empleador con el EDD. Lo registramos en los que le correspondan, y solo en esas.",
    },
    {
      title: "EIN y cuenta bancaria del negocio",
      description:
        "Obtenemos su EIN ante la IRS y preparamos los documentos que el banco normalmente pide, para que abra una cuenta a nombre del negocio y separe el dinero personal del dinero del negocio desde la primera venta.",
    },
    {
      title: "Libros en orden desde el inicio",
      description:
        "Organizamos su contabilidad con un catálogo de cuentas y una rutina sencilla para guardar recibos, de modo que sus primeros pagos estimados y su primera declaración de impuestos salgan de registros limpios y no de una caja de zapatos.",
    },
  ],
  clients: [
    {
      type: "Dueños de restaurantes y loncheras",
      description:
        "Un negocio de comida necesita permiso de vendedor, permiso de salud del condado y licencia de la ciudad; nosotros llevamos la parte fiscal y de registros mientras usted resuelve la cocina con Salud Ambiental del condado.",
    },
    {
      type: "Contratistas que se independizan",
      description:
        "Trabajadores de la construcción y de oficios que dejan la cuadrilla de otro para abrir su propia compañía y necesitan registrar el negocio, sacar su EIN y llevar libros ordenados junto con su licencia del CSLB.",
    },
    {
      type: "Contratistas agrícolas y servicios al campo",
      description:
        "Los negocios que trabajan para los agricultores del Valle de Santa Maria suelen contratar de un día para otro; dejamos lista la cuenta de empleador del EDD, la nómina y los registros antes de pagarle a la primera cuadrilla.",
    },
    {
      type: "Ventas desde casa o por internet",
      description:
        "Si vende manualidades, cosméticos u otros productos en línea, revisamos si necesita permiso de vendedor, nombre comercial ficticio y licencia de la ciudad para un negocio en casa.",
    },
    {
      type: "Proveedores de servicios que empiezan",
      description:
        "Consultores, servicios de limpieza, estilistas y otros profesionales reciben un plan claro de registros, licencias y obligaciones fiscales antes de cobrarle al primer cliente.",
    },
    {
      type: "Emprendedores inmigrantes",
      description:
        "Si se siente más cómodo en español o usa un ITIN en lugar de número de Seguro Social, le explicamos cada paso en su idioma, incluido cómo obtener el EIN de su negocio.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Conocemos qué va a vender, dónde va a operar, si piensa contratar personal y quiénes son los dueños, en persona en Santa Maria o por teléfono o videollamada.",
    },
    {
      title: "Elegimos la estructura",
      description:
        "Comparamos el negocio individual, la LLC y la corporación en su caso concreto, para que el registro que sigue responda a sus necesidades de protección y de impuestos.",
    },
    {
      title: "Trámites ante el estado o el condado",
      description:
        "Preparamos y presentamos sus documentos de constitución ante el estado o su declaración de nombre comercial ficticio, y les damos seguimiento hasta que queden registrados.",
    },
    {
      title: "EIN, licencia y permisos",
      description:
        "Solicitamos su EIN y después la licencia de negocio de la ciudad, el permiso de vendedor del CDTFA y la cuenta de empleador del EDD que su negocio realmente necesite.",
    },
    {
      title: "Abra la cuenta bancaria",
      description:
        "Usted lleva al banco sus documentos de constitución y la confirmación del EIN; le decimos exactamente qué presentar para que no lo regresen por un papel que falte.",
    },
    {
      title: "Contabilidad y calendario",
      description:
        "Dejamos lista su contabilidad, en QuickBooks u otro sistema, y le entregamos un calendario con los trámites y las fechas de impuestos que tendrá su nuevo negocio.",
    },
  ],
  faqs: [
    {
      question: "¿Qué necesito para abrir legalmente un negocio en Santa Maria?",
      answer:
        "Depende de su actividad y de dónde la realice, pero la mayoría de los negocios necesita alguna combinación de lo siguiente: registro estatal (LLC o corporación) o nombre comercial ficticio, licencia de negocio de la Ciudad de Santa Maria si está dentro de los límites de la ciudad, permiso de vendedor del CDTFA si vende mercancía, un EIN y una cuenta de empleador del EDD si contrata personal. En la consulta gratuita armamos la lista para su negocio en particular.",
    },
    {
      question: "¿Me conviene formar una LLC o seguir como negocio individual?",
      answer: [
        `El negocio individual (sole proprietorship) es la forma más económica de empezar, pero no separa su patrimonio personal del negocio. La LLC agrega esa protección y, con ella, el impuesto anual de LLC de California de ${usd(f.californiaMinimumFranchiseTax)} cada año. Con nuestro `,
        { text: "servicio de estructura empresarial", page: "service/business-structure" },
        " comparamos las opciones con sus propios números antes de presentar cualquier trámite.",
      ],
    },
    {
      question: "¿Cuánto cuesta abrir un negocio con NAIS?",
      answer: `Nuestros paquetes de constitución van generalmente de ${usd(price.formationPackage.from)} a ${usd(price.formationPackage.to)}, según el tipo de entidad y cuántos registros necesite su negocio, y le confirmamos una tarifa fija después de la consulta gratuita. Su cotización también indica los cobros del estado que le correspondan, como la tarifa de ${usd(f.californiaLlcFilingFee)} de California por el acta constitutiva de una LLC o de ${usd(f.californiaCorporationFilingFee)} por la de una corporación.`,
    },
    {
      question: "¿Necesito un EIN si soy el único dueño?",
      answer: [
        "Un negocio individual sin empleados puede declarar con el número de Seguro Social, pero muchos bancos piden un EIN para abrir la cuenta del negocio, el EIN evita que su número de Seguro Social aparezca en los formularios W-9 que le piden sus clientes, y se vuelve obligatorio en cuanto contrata personal o forma una corporación o una LLC con varios socios. Con nuestro ",
        { text: "servicio de solicitud de EIN", page: "service/ein-application" },
        " le preparamos el Formulario SS-4, también si usted usa un ITIN.",
      ],
    },
    {
      question: "¿Qué pasa si empiezo a trabajar antes de registrarme?",
      answer:
        "Puede terminar debiendo cuotas atrasadas y multas a la ciudad, el impuesto sobre las ventas que nunca les cobró a sus clientes y los impuestos de nómina si les pagó a trabajadores sin cuenta de empleador. Registrarse tarde siempre es mejor que no registrarse, y ayudamos tanto a los negocios que ya están abiertos y necesitan ponerse al día como a los que apenas empiezan.",
    },
    {
      question: "¿Pueden llevar mi contabilidad cuando el negocio ya esté abierto?",
      answer: [
        "Sí. Muchos dueños pasan directamente a nuestro ",
        { text: "servicio mensual de contabilidad", page: "service/bookkeeping" },
        ", así los registros que empezamos en la apertura se mantienen al día para las declaraciones de impuestos sobre las ventas, la nómina y la primera declaración anual del negocio.",
      ],
    },
  ],
} satisfies ServicePageCopy;
