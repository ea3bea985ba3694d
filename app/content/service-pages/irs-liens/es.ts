import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Resolución de Gravámenes de la IRS",
  subheading: "Liberar, retirar o sortear un gravamen",
  description: `Un gravamen federal es el derecho legal del gobierno sobre todo lo que usted tiene, y cuando se registra el Aviso de Gravamen Federal puede frenar un refinanciamiento, la venta de su casa o un préstamo para su negocio. ${rep.named}, tramita con el Formulario 2848 la liberación, el retiro, la subordinación o la exoneración que necesita, y trabajamos en la deuda que dio origen al gravamen.`,
  metaDescription:
    "¿Tiene un gravamen de la IRS sobre su casa o negocio? Un representante autorizado ante la IRS pide la liberación, el retiro, la subordinación o la exoneración.",
  features: [
    {
      title: "Revisión del gravamen y del saldo",
      description:
        "Confirmamos qué años cubre el gravamen, si el saldo que lo respalda es correcto y dónde se registró el aviso, que normalmente es la oficina del registrador del condado donde usted vive o tiene propiedades.",
    },
    {
      title: "Certificado de liberación",
      description: `Cuando la deuda se paga o ya no se puede cobrar legalmente, la IRS tiene que liberar el gravamen en un plazo de ${num(f.lienReleaseDays)} días. Nos aseguramos de que el certificado de liberación se emita y se registre donde se presentó el gravamen.`,
    },
    {
      title: "Retiro del aviso de gravamen",
      description: `El retiro borra el aviso público como si nunca se hubiera presentado. Preparamos el Formulario 12277 y ${rep.person} lo presenta cuando usted califica, por ejemplo al pasar a un plan de pagos con débito directo.`,
    },
    {
      title: "Subordinación para refinanciar",
      description: `Si el banco no quiere refinanciar quedando detrás de la IRS, ${rep.person} solicita con el Formulario 14134 que el nuevo préstamo tenga prioridad, muchas veces para que parte del dinero del préstamo abone a la deuda.`,
    },
    {
      title: "Exoneración para vender una propiedad",
      description: `¿Va a vender una casa, un terreno o un local con un gravamen encima? ${rep.person} presenta el Formulario 14135 para liberar esa propiedad en particular y que la venta pueda cerrar, y coordinamos el pago con el escrow.`,
    },
    {
      title: "Apelaciones de gravámenes",
      description: `Si el gravamen se presentó por error o cuando usted ya estaba arreglando su situación con la IRS, ${rep.person} puede pedir una audiencia del Debido Proceso de Cobro con el Formulario 12153 o apelar por el Programa de Apelaciones de Cobro.`,
    },
  ],
  clients: [
    {
      type: "Dueños de casa que quieren refinanciar",
      description:
        "Propietarios que necesitan la cooperación de la IRS antes de que el banco les apruebe una nueva hipoteca o un préstamo sobre el valor de su casa.",
    },
    {
      type: "Vendedores de bienes raíces",
      description:
        "Personas que venden una casa, un terreno o un edificio comercial y tienen un gravamen federal registrado a su nombre.",
    },
    {
      type: "Dueños de negocio que buscan financiamiento",
      description:
        "Dueños a quienes les negaron un préstamo para equipo, una línea de crédito o una cuenta con proveedores porque el prestamista encontró un gravamen.",
    },
    {
      type: "Contratistas que necesitan fianza",
      description:
        "Contratistas con licencia a quienes la compañía de fianzas o el contratista general les pregunta por un gravamen antes de dejarlos cotizar un trabajo.",
    },
    {
      type: "Contribuyentes que ya pagaron",
      description:
        "Personas que liquidaron el saldo pero siguen viendo el gravamen registrado y necesitan que se emita y se registre bien la liberación.",
    },
    {
      type: "Personas con plan de pagos mensuales",
      description:
        "Contribuyentes que pagan a la IRS a plazos y podrían calificar para que el aviso de gravamen se retire del registro público.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Cuéntenos qué necesita hacer, ya sea vender, refinanciar, pedir un préstamo o simplemente limpiar su historial, y le decimos qué trámite de gravamen le conviene.",
    },
    {
      title: "Obtener los registros",
      description: `Con su Formulario 2848 firmado, que nombra a ${rep.named}, conseguimos el aviso de gravamen, sus registros de cuenta y la cantidad exacta para liquidar cada año que aparece en él.`,
    },
    {
      title: "Elegir el trámite",
      description:
        "La liberación, el retiro, la subordinación y la exoneración tienen cada una sus propios requisitos; le explicamos para cuál califica y qué va a pedir la IRS.",
    },
    {
      title: "Preparar la solicitud",
      description:
        "Reunimos los formularios, avalúos, reportes de título y documentos del préstamo o de la venta que la IRS necesita para tomar una decisión.",
    },
    {
      title: "Dar seguimiento hasta la aprobación",
      description: `${rep.person} da seguimiento a la solicitud y contesta las preguntas de la IRS, y nosotros coordinamos los tiempos con su oficial de escrow o su banco para no perder la fecha de cierre.`,
    },
    {
      title: "Confirmar el registro público",
      description:
        "Verificamos que el certificado quedó registrado en el condado y le damos copias para mostrar a bancos, compañías de título o arrendadores.",
    },
  ],
  faqs: [
    {
      question: "¿Un gravamen es lo mismo que un embargo?",
      answer: [
        "No. El gravamen es un derecho legal que protege el interés del gobierno sobre sus bienes; por sí solo no le quita nada. El embargo sí se lleva bienes, como su sueldo o el dinero de su cuenta de banco. Si lo que enfrenta es un embargo, vea nuestro servicio de ",
        { text: "resolución de embargos de la IRS", page: "service/irs-levies" },
        ".",
      ],
    },
    {
      question: "¿Cuánto tarda la IRS en liberar un gravamen?",
      answer: `Una vez pagado todo el saldo, la IRS tiene que liberar el gravamen en un plazo de ${num(f.lienReleaseDays)} días, y después el certificado de liberación se registra donde se presentó el aviso. Si la necesita para un cierre, coordinamos el pago y la solicitud para que los tiempos cuadren con su escrow.`,
    },
    {
      question: "¿Si pago la deuda, el gravamen desaparece del registro público?",
      answer:
        "El pago lleva a la liberación, que demuestra que la deuda quedó saldada, pero el aviso original sigue en el registro. El retiro va más allá y elimina el aviso como si nunca se hubiera presentado, y revisamos si usted califica para pedirlo.",
    },
    {
      question: "¿Puedo vender o refinanciar mi casa si tiene un gravamen de la IRS?",
      answer:
        "Muchas veces sí. El certificado de exoneración libera una propiedad específica para que la venta pueda cerrar, y el certificado de subordinación permite que el nuevo prestamista quede en primer lugar. La IRS necesita tiempo para revisar cualquiera de las dos solicitudes, así que conviene presentarlas mucho antes de la fecha de cierre.",
    },
    {
      question: "¿Un gravamen de impuestos afecta mi crédito?",
      answer:
        "Las principales agencias de crédito ya no incluyen los gravámenes federales en los reportes de crédito personales, pero el aviso sigue siendo un registro público que consultan bancos, compañías de título y arrendadores. Quitarlo puede ayudarle cuando solicite crédito o quiera rentar.",
    },
    {
      question: "¿Tengo que pagar todo para que se quite el gravamen?",
      answer: [
        "No siempre. El gravamen también termina cuando vence el plazo de cobro, y una ",
        { text: "oferta en compromiso", page: "service/offer-in-compromise" },
        " aceptada lleva a la liberación una vez que se paga la cantidad acordada. Algunos contribuyentes con un ",
        { text: "plan de pagos con la IRS", page: "service/irs-payment-plan" },
        " por débito directo también pueden calificar para el retiro.",
      ],
    },
  ],
} satisfies ServicePageCopy;
