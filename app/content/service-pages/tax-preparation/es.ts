import { portal } from "#app/content/client-portal.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";

const pw = portal.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Preparación de Impuestos para Negocios",
  subheading: "Declaraciones federales y de California",
  description:
    "Preparamos las declaraciones federales y de California de dueños únicos, sociedades, LLC y corporaciones en Santa Maria y toda la Costa Central. Antes de presentar nada cuadramos sus libros, cada deducción tiene su comprobante y le explicamos la declaración completa en español o en inglés.",
  metaDescription:
    "Preparación de impuestos para negocios en Santa Maria, CA: Anexo C, Formularios 1065, 1120-S y 1120, declaraciones ante el FTB y pagos estimados. En español.",
  features: [
    {
      title: "Anexo C para trabajadores por cuenta propia",
      description:
        "Si usted trabaja por su cuenta, es contratista o hace trabajos por aplicación, preparamos su Anexo C con el Formulario 1040, el Anexo SE del impuesto sobre el trabajo por cuenta propia y la declaración de California.",
    },
    {
      title: "Sociedades y LLC con varios socios",
      description:
        "Las LLC de varios miembros y las sociedades presentan el Formulario 1065 y entregan a cada socio su Anexo K-1; preparamos ambos, además del Formulario 565 o 568 de California.",
    },
    {
      title: "Corporaciones S y C",
      description:
        "Preparamos el Formulario 1120-S de las corporaciones S y el 1120 de las corporaciones C, junto con el Formulario 100S o 100 de California y los K-1 de los accionistas cuando corresponden.",
    },
    {
      title: "Libros revisados antes de declarar",
      description:
        "Antes de poner una sola cifra en la declaración, conciliamos cuentas de banco y tarjetas, separamos los gastos personales y verificamos que la nómina y los 1099 coincidan con sus libros.",
    },
    {
      title: "Pagos de impuestos estimados",
      description: `Si usted calcula que deberá ${usd(f.estimatedTaxThreshold)} o más al declarar (una corporación: ${usd(f.corporateEstimatedTaxThreshold)}), la IRS espera pagos estimados trimestrales; nosotros calculamos cada pago y le marcamos las fechas en su calendario.`,
    },
    {
      title: "Todo explicado en su idioma",
      description:
        "Un preparador se sienta con usted y revisa la declaración de su negocio renglón por renglón, en español o en inglés, para que sepa qué está firmando y por qué.",
    },
  ],
  clients: [
    {
      type: "Dueños únicos y contratistas",
      description:
        "Electricistas, jardineros, camioneros y demás trabajadores por cuenta propia que reportan sus ingresos en el Anexo C y quieren que se cuente cada gasto válido.",
    },
    {
      type: "Restaurantes y tiendas",
      description:
        "Dueños que manejan ventas en efectivo, impuesto sobre las ventas y empleados, y cuya declaración tiene que cuadrar con lo que ya reportaron al CDTFA y al EDD.",
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
      title: "Consulta gratuita",
      description:
        "Conocemos cómo está organizado su negocio, qué declaraciones presenta y si tiene cartas de la IRS o del Franchise Tax Board (FTB) pendientes de respuesta; luego le damos una tarifa fija.",
    },
    {
      title: "Lista según su tipo de negocio",
      description:
        "Le enviamos una lista hecha para su entidad: estados de cuenta, los 1099 recibidos y emitidos, reportes de nómina, préstamos y compras de equipo o vehículos.",
    },
    {
      title: "Envío seguro o en persona",
      description: `Mande sus documentos por nuestro portal de clientes${pw.withEncryption ? `, protegido${pw.withEncryption},` : ""} o tráigalos a nuestra oficina de Santa Maria.`,
    },
    {
      title: "Revisión de la contabilidad",
      description:
        "Conciliamos sus cuentas, separamos los movimientos personales de los del negocio y le hacemos nuestras preguntas antes de preparar la declaración, no después.",
    },
    {
      title: "Revisión y firma",
      description:
        "Repasamos con usted la declaración terminada, le explicamos cuánto debe o cuánto le devuelven, y usted firma la autorización de envío electrónico solo cuando esté conforme.",
    },
    {
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
      answer: `Por lo general sí, si calcula que deberá ${usd(f.estimatedTaxThreshold)} o más de impuesto federal al declarar. A los dueños únicos, socios y accionistas de corporaciones S les pasa seguido, porque nadie les retiene impuestos de las ganancias del negocio. Nosotros calculamos los pagos trimestrales y le avisamos antes de cada uno.`,
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
} satisfies ServicePageCopy;
