import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, percent, usd } from "#app/content/tax-figures.ts";
import { siteConfig } from "#app/lib/site-config.ts";

const price = siteConfig.prices;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios Financieros para Pequeñas Empresas",
  subheading: "Un solo equipo para todo su negocio",
  description:
    "En NAIS reunimos contabilidad, nómina, impuesto sobre las ventas, pagos estimados y la declaración anual de los pequeños negocios de Santa Maria en un solo paquete mensual, a cargo de un equipo que conoce sus números. En lugar de tratar con un encargado de contabilidad, una compañía de nómina y un preparador de impuestos por separado, usted tiene una sola persona de contacto que habla español e inglés.",
  metaDescription: `Paquetes para pequeñas empresas en Santa Maria de ${usd(price.smallBusinessMonthly.from)} a ${usd(price.smallBusinessMonthly.to)} al mes: contabilidad, nómina, impuesto sobre las ventas y planificación fiscal, en español.`,
  features: [
    {
      title: "Paquetes mensuales todo en uno",
      description: `Los paquetes mensuales para pequeñas empresas van de ${usd(price.smallBusinessMonthly.from)} a ${usd(price.smallBusinessMonthly.to)} e incluyen solo la contabilidad, la nómina y las declaraciones que usted necesita, con una tarifa fija acordada tras una consulta gratuita.`,
    },
    {
      title: "Pagos de impuestos estimados",
      description: `Calculamos sus pagos estimados con la ganancia real del año, incluido el ${percent(f.selfEmploymentTaxRate)} del impuesto sobre el trabajo por cuenta propia, para que en abril no le llegue una cuenta inesperada.`,
    },
    {
      title: "Revisión de flujo de efectivo y ganancias",
      description:
        "Revisiones periódicas que muestran qué productos, servicios o trabajos le dejan dinero, cuándo va a estar apretado el efectivo y si le alcanza para contratar o comprar equipo.",
    },
    {
      title: "Orientación sobre estructura y sueldo del dueño",
      description:
        "Conforme crece, analizamos si le conviene otra estructura de negocio o pagarse un sueldo, y le explicamos las ventajas y desventajas en palabras sencillas.",
    },
    {
      title: "Calendario de obligaciones todo el año",
      description:
        "Llevamos el control de las declaraciones del impuesto sobre las ventas, la nómina, los 1099, su Declaración de Información (Statement of Information) ante la Secretaría de Estado de California y las fechas de impuestos sobre el ingreso, con un aviso antes de cada vencimiento.",
    },
    {
      title: "Atención bilingüe y local",
      description:
        "Hable con nosotros en español o en inglés, por teléfono, por video o en persona en nuestras oficinas de Santa Maria, con explicaciones que también entienden sus socios y su familia.",
    },
  ],
  clients: [
    {
      type: "Trabajadores por cuenta propia",
      description:
        "Contratistas independientes, choferes, personas que limpian casas y consultores que presentan el Anexo C y necesitan apartar dinero para el impuesto sobre el trabajo por cuenta propia.",
    },
    {
      type: "Negocios familiares",
      description:
        "Restaurantes, mercados y tiendas donde esposos, padres e hijos echan la mano, y el dinero del negocio tiene que estar separado del de la casa.",
    },
    {
      type: "Construcción y oficios",
      description:
        "Contratistas con cuadrillas, equipo y subcontratistas que quieren la ganancia por obra, la nómina y los 1099 manejados en un solo lugar.",
    },
    {
      type: "Servicios agrícolas",
      description:
        "Contratistas de mano de obra agrícola, operadores de maquinaria y proveedores del campo con efectivo de temporada y una nómina que sube y baja con la cosecha.",
    },
    {
      type: "LLC y corporaciones recién formadas",
      description:
        "Dueños en sus primeros años que necesitan arrancar bien desde el principio con la contabilidad, la nómina y los trámites estatales.",
    },
    {
      type: "Negocios listos para crecer",
      description:
        "Empresas que van a sumar empleados o abrir otro local y necesitan a alguien que vigile el efectivo, el costo de la nómina y los impuestos a la vez.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Conocemos cómo gana y gasta dinero su negocio, qué declaraciones maneja hoy y en qué siente que se ha quedado atrás.",
    },
    {
      title: "Propuesta de paquete",
      description:
        "Recibe una propuesta por escrito con los servicios incluidos y la tarifa fija mensual, antes de que empecemos cualquier trabajo.",
    },
    {
      title: "Inicio y puesta al día",
      description:
        "Reunimos sus declaraciones anteriores, el acceso al banco, los registros de nómina y sus permisos, y ponemos al día la contabilidad o las declaraciones atrasadas.",
    },
    {
      title: "Trabajo mensual",
      description:
        "Conciliamos sus libros, procesamos la nómina y presentamos el impuesto sobre las ventas a tiempo, todo con el mismo equipo que preparará sus impuestos.",
    },
    {
      title: "Revisión trimestral",
      description:
        "Cada trimestre revisamos con usted la ganancia, los impuestos estimados y el flujo de efectivo, y ajustamos el plan antes del siguiente pago.",
    },
    {
      title: "Cierre del año y declaración",
      description:
        "Cerramos el año, emitimos los W-2 y 1099, y preparamos la declaración de su negocio con cifras que ya revisamos mes con mes.",
    },
  ],
  faqs: [
    {
      question: "¿Cuánto cuestan sus paquetes para pequeñas empresas?",
      answer: `Los paquetes mensuales para pequeñas empresas van de ${usd(price.smallBusinessMonthly.from)} a ${usd(price.smallBusinessMonthly.to)}, según los servicios que incluya, el volumen de movimientos y cuántos empleados tenga en nómina. Fijamos su tarifa exacta después de una consulta gratuita, y solo cambia si cambian sus necesidades.`,
    },
    {
      question: "¿Qué es el impuesto sobre el trabajo por cuenta propia?",
      answer: `Quienes tienen un negocio propio que no está constituido como corporación, y la mayoría de los socios, pagan un impuesto del ${percent(f.selfEmploymentTaxRate)} que cubre el Seguro Social y Medicare, además del impuesto sobre el ingreso. Se calcula sobre el ${percent(f.selfEmploymentEarningsShare)} de sus ganancias netas del trabajo por cuenta propia, y la parte del Seguro Social (${percent(2 * f.socialSecurityRate.value)}) se detiene en el tope de ${usd(f.socialSecurityWageBase)} de ${f.socialSecurityWageBase.taxYear}; la de Medicare no tiene tope. Nadie se lo retiene de un cheque, por eso planeamos con usted los pagos estimados de cada trimestre.`,
    },
    {
      question: "¿Mi negocio debe ser LLC o corporación S?",
      answer: [
        "Depende de su ganancia, de cómo se paga usted y de sus planes para el negocio. Nuestro servicio de ",
        { text: "estructura empresarial", page: "service/business-structure" },
        " compara las opciones con sus números reales, y el de ",
        { text: "estrategia fiscal", page: "service/tax-strategy" },
        " revisa cómo pagarse una vez que la estructura está definida.",
      ],
    },
    {
      question: "¿Puedo escoger solo algunos servicios?",
      answer:
        "Sí. Cada paquete se arma con lo que usted necesita. Algunos dueños empiezan con la contabilidad y agregan la nómina cuando contratan a su primer empleado; otros ya tienen resuelta la nómina y solo necesitan los libros y los impuestos.",
    },
    {
      question: "¿Qué debo traer a la primera reunión sobre mi negocio?",
      answer:
        "Sus últimas declaraciones de impuestos del negocio y personales, estados de cuenta recientes del banco y de tarjetas, reportes de nómina si los tiene, su permiso de vendedor si lo tiene y las cartas recientes de la IRS, el Franchise Tax Board (FTB), el EDD o el CDTFA. Si le falta algo, traiga lo que tenga y le ayudamos a pedir lo demás.",
    },
    {
      question: "¿Y si ya me atrasé?",
      answer: [
        "Traiga todo de todos modos. Primero ponemos al día lo que genera multas más rápido, como los depósitos de nómina y el impuesto sobre las ventas, y después seguimos con lo demás. Si ya le debe a la IRS, nuestro equipo de ",
        { text: "resolución de deuda fiscal", page: "service/taxes-owed" },
        " puede trabajar en eso al mismo tiempo.",
      ],
    },
  ],
} satisfies ServicePageCopy;
