import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Resolución de Embargos de la IRS",
  subheading: "Ayuda con un embargo de banco o de sueldo",
  description: `Un embargo de la IRS puede congelar su cuenta de banco o llevarse buena parte de cada cheque de pago. ${rep.named}, se comunica por usted con la IRS de inmediato con el Formulario 2848, pide la liberación del embargo cuando los hechos la respaldan y busca un plan de pagos u otra solución para que el cobro no vuelva a empezar.`,
  metaDescription:
    "¿La IRS embargó su cuenta de banco o su sueldo? Un representante autorizado ante la IRS pide por usted la liberación y la audiencia del Debido Proceso de Cobro.",
  features: [
    {
      title: "Respuesta a embargos bancarios",
      description: `Cuando el banco recibe un embargo de la IRS, retiene los fondos durante ${num(f.bankLevyHoldDays)} días antes de enviarlos. ${rep.person} aprovecha ese plazo para pedir que se libere el dinero que usted necesita para la renta, la comida y otros gastos básicos.`,
    },
    {
      title: "Alivio del embargo de sueldo",
      description: `El embargo de sueldo se repite cada día de pago hasta que se libera, y solo le deja una cantidad exenta según su estado civil para efectos fiscales y sus dependientes. ${rep.person} lucha por la liberación y por un plan que usted pueda pagar.`,
    },
    {
      title: "Solicitudes de liberación rápida",
      description: `La IRS tiene que liberar un embargo en ciertos casos, por ejemplo cuando le causa una dificultad económica o cuando un plan de pagos lo permite. Preparamos los estados financieros y las pruebas de dificultad económica, y ${rep.person} los presenta ante la IRS.`,
    },
    {
      title: "Audiencias del Debido Proceso de Cobro",
      description: `El aviso final de intención de embargo le da 30 días para pedir una audiencia con el Formulario 12153. ${rep.person} la presenta a tiempo, lo que por lo general impide que la IRS embargue mientras la apelación sigue abierta.`,
    },
    {
      title: "Defensa de embargos a negocios",
      description: `Un embargo a la cuenta del negocio o a los pagos que le deben sus clientes puede paralizar su operación. ${rep.person} trabaja para liberarlo y le muestra a la IRS cómo puede pagar el negocio sin cerrar.`,
    },
    {
      title: "Reclamos por embargo indebido o dificultad",
      description: `Si la IRS se llevó dinero que es de otra persona, como un familiar que comparte la cuenta, le ayudamos a esa persona a presentar un reclamo por embargo indebido, por lo general dentro de los ${num(f.wrongfulLevyClaimYears)} años siguientes al embargo. Si el embargo le causa una dificultad económica, ${rep.person} le pide a la IRS que lo libere.`,
    },
  ],
  clients: [
    {
      type: "Empleados con embargo de sueldo",
      description:
        "Trabajadores cuyo empleador recibió un aviso de embargo de la IRS y que ahora se llevan a casa solo una parte de su pago normal.",
    },
    {
      type: "Familias con la cuenta de banco congelada",
      description:
        "Hogares que encontraron su cuenta de cheques congelada justo antes de pagar la renta, el carro u otro pago.",
    },
    {
      type: "Dueños de pequeños negocios",
      description:
        "Dueños a quienes les embargaron la cuenta del negocio, los depósitos de tarjeta o los pagos de sus clientes por deudas de nómina o de impuestos sobre el ingreso.",
    },
    {
      type: "Contratistas por cuenta propia",
      description:
        "Trabajadores por cuenta propia cuyos clientes recibieron la orden de la IRS de mandarle los pagos al gobierno y no a ellos.",
    },
    {
      type: "Quienes tienen un aviso final",
      description:
        "Contribuyentes con un aviso final de intención de embargo que todavía están a tiempo de pedir una audiencia antes de que se lleven algo.",
    },
    {
      type: "Jubilados y beneficiarios",
      description:
        "Personas retiradas a quienes un embargo federal les está reduciendo el Seguro Social o los pagos de su pensión.",
    },
  ],
  process: [
    {
      title: "Revisión urgente",
      description: `Llámenos en cuanto se entere del embargo; revisamos el aviso, la cantidad retenida y si corre la retención bancaria de ${num(f.bankLevyHoldDays)} días o un plazo de 30 días para la audiencia.`,
    },
    {
      title: "Contacto con la IRS",
      description: `Con el Formulario 2848 firmado, ${rep.named}, habla con la unidad de cobros o con el oficial de la IRS que lleva su caso y pregunta qué se necesita para la liberación.`,
    },
    {
      title: "Documentar sus finanzas",
      description:
        "Usted trae sus talones de pago recientes, estados de cuenta y los gastos de la casa; nosotros preparamos el Formulario 433-A o 433-F para mostrar lo que puede y no puede pagar.",
    },
    {
      title: "Solicitar la liberación",
      description: `${rep.person} presenta los hechos de la dificultad económica o una propuesta de pago y, cuando la IRS acepta, se asegura de que la liberación llegue a su banco o a su empleador.`,
    },
    {
      title: "Solución a largo plazo",
      description: `Una liberación sin un plan es invitar otro embargo, así que ${rep.person} solicita un plan de pagos a plazos, el estado de No Cobrable Actualmente o un arreglo que cubra el saldo restante.`,
    },
    {
      title: "Mantenerse protegido",
      description:
        "Le ayudamos a mantener al día sus declaraciones y pagos, y le avisamos de inmediato si un nuevo aviso de la IRS pone en riesgo el acuerdo.",
    },
  ],
  faqs: [
    {
      question: "¿Cuánto tiempo tengo después de recibir un aviso final de intención de embargo?",
      answer: `Tiene ${num(f.collectionDueProcessDays)} días a partir de la fecha del aviso para pedir una audiencia del Debido Proceso de Cobro con el Formulario 12153. Si la pide a tiempo, por lo general se detienen los embargos mientras la apelación está abierta y puede proponer un plan de pagos o disputar la deuda.`,
    },
    {
      question: "Me embargaron la cuenta de banco. ¿Ya perdí ese dinero?",
      answer: `Todavía no. El banco tiene que retener los fondos embargados durante ${num(f.bankLevyHoldDays)} días antes de mandarlos a la IRS. El embargo bancario solo se lleva lo que hay en la cuenta el día que llega, pero la IRS puede mandar otro más adelante, por eso es importante actuar dentro de esos ${num(f.bankLevyHoldDays)} días.`,
    },
    {
      question: "¿Qué parte de mi cheque de pago se puede llevar la IRS?",
      answer:
        "Un embargo de sueldo puede llevarse una buena parte de cada cheque. Solo le queda una cantidad exenta que depende de su estado civil para efectos fiscales y de cuántos dependientes tiene, y el embargo se repite cada día de pago hasta que la IRS lo libere.",
    },
    {
      question: "¿Pueden conseguir que liberen el embargo rápido?",
      answer: [
        "Por lo general la IRS tiene que liberar un embargo cuando, por ejemplo, le causa una dificultad económica o cuando lo permite un ",
        { text: "plan de pagos con la IRS", page: "service/irs-payment-plan" },
        `, y ${rep.person} pide la liberación en cuanto los hechos están documentados. Nadie puede prometer que la IRS aceptará, pero preparamos la solicitud más sólida que permitan los hechos de su caso.`,
      ],
    },
    {
      question: "¿La IRS me puede volver a embargar después de una liberación?",
      answer: [
        "Sí, si queda saldo y no se ha acordado nada para pagarlo. Por eso todos los casos de embargo que atendemos terminan con una ",
        { text: "solución para la deuda fiscal", page: "service/taxes-owed" },
        " a largo plazo, no solo con la liberación.",
      ],
    },
    {
      question: "¿Cuál es la diferencia entre un embargo y un gravamen?",
      answer: [
        "El embargo se lleva los bienes; el gravamen es el derecho legal del gobierno sobre ellos. Muchas personas con un embargo también tienen un ",
        { text: "gravamen federal", page: "service/irs-liens" },
        " registrado, y podemos atender los dos en el mismo caso.",
      ],
    },
  ],
} satisfies ServicePageCopy;
