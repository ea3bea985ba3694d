import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Resolución de Deuda Fiscal",
  subheading: "Opciones reales para impuestos atrasados",
  description: `Deberle a la IRS o al Franchise Tax Board (FTB) de California más de lo que puede pagar hoy causa mucha angustia, pero casi nunca es un caso perdido. Revisamos que el saldo sea correcto, pedimos que le quiten las multas que se puedan quitar y buscamos la solución que sus ingresos permiten, desde un plan de pagos mensuales hasta una oferta en compromiso. Ante la IRS, ${rep.named}, lo representa con el Formulario 2848.`,
  metaDescription:
    "¿Debe impuestos a la IRS o al FTB? NAIS revisa su saldo, y un representante autorizado ante la IRS pide alivio de multas y negocia un plan de pagos por usted.",
  features: [
    {
      title: "Verificación del saldo",
      description:
        "Obtenemos sus registros de cuenta de la IRS año por año y revisamos cada cargo, pago y crédito, para que no termine pagando de más por un pago que se aplicó mal.",
    },
    {
      title: "Solicitudes de alivio de multas",
      description:
        "Pedimos el alivio de multas por primera vez cuando su historial lo permite, o el alivio por causa razonable, como una enfermedad grave, un desastre o la muerte de un familiar, con los documentos que lo respaldan.",
    },
    {
      title: "Planes de pagos a plazos",
      description: `Cuando conviene pagar poco a poco, preparamos las cifras financieras y ${rep.person} solicita un plan mensual que la IRS pueda aprobar y que usted de verdad pueda cumplir.`,
    },
    {
      title: "Análisis de oferta en compromiso",
      description:
        "Si por sus ingresos y bienes nunca podrá pagar el saldo completo, calculamos si una oferta con el Formulario 656 es realista antes de que invierta tiempo y dinero en ella.",
    },
    {
      title: "Estado de No Cobrable Actualmente",
      description: `Si cualquier pago lo dejaría sin poder cubrir la renta, la comida y otros gastos básicos, documentamos esa dificultad económica y ${rep.person} le pide a la IRS que suspenda el cobro de su cuenta.`,
    },
    {
      title: "Revisión del plazo de cobro",
      description: `Por lo general la IRS tiene ${num(f.collectionStatuteYears)} años desde que se determina el impuesto para cobrarlo. Calculamos la fecha de vencimiento de cada año que debe, porque puede cambiar cuál opción le sale más barata.`,
    },
  ],
  clients: [
    {
      type: "Trabajadores por cuenta propia sin pagos estimados",
      description:
        "Personas con negocio propio que tuvieron un buen año, no hicieron sus pagos trimestrales y se llevaron una sorpresa en abril.",
    },
    {
      type: "Empleados con poca retención",
      description:
        "Asalariados con un segundo trabajo, ingresos extra o un W-4 desactualizado que ahora deben más de un año.",
    },
    {
      type: "Jubilados con ingreso fijo",
      description:
        "Personas retiradas que deben impuestos por un retiro de su plan de jubilación o por su Seguro Social y tienen poco margen cada mes.",
    },
    {
      type: "Pequeños negocios con deudas viejas",
      description:
        "Dueños que arrastran impuestos sobre el ingreso de años anteriores mientras intentan pagar a tiempo los del año en curso.",
    },
    {
      type: "Contribuyentes con avisos finales",
      description:
        "Personas que dejaron de abrir las cartas de la IRS y ahora tienen un aviso de intención de embargo o se enteraron de un gravamen.",
    },
    {
      type: "Quienes también deben a California",
      description:
        "Residentes que le deben a la IRS y también al FTB, y necesitan un plan que tome en cuenta a las dos agencias.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Revisamos sus avisos y le decimos con franqueza qué opciones son realistas, aunque al final decida no contratarnos.",
    },
    {
      title: "Revisión de cuenta y declaraciones",
      description:
        "Obtenemos sus registros y confirmamos que todas las declaraciones requeridas estén presentadas, porque la IRS casi siempre lo exige antes de conceder cualquier alivio.",
    },
    {
      title: "Su situación financiera",
      description:
        "Usted trae talones de pago, estados de cuenta y sus gastos del mes; nosotros preparamos el Formulario 433-A o 433-F aplicando bien los gastos de vida permitidos.",
    },
    {
      title: "Quitar lo que se pueda quitar",
      description: `Antes de negociar, ${rep.person} presenta las solicitudes de alivio de multas para que cualquier alivio baje la cantidad que la solución final tiene que cubrir.`,
    },
    {
      title: "Negociar la solución",
      description: `${rep.person} presenta el plan de pagos, la solicitud por dificultad económica o la oferta del Formulario 656 y se encarga de todo el ir y venir con la IRS; nosotros hacemos lo mismo con el FTB.`,
    },
    {
      title: "Mantenerse al corriente",
      description:
        "Le recordamos sus fechas de pago y le ayudamos a declarar y pagar a tiempo de aquí en adelante, porque un saldo nuevo sin pagar puede cancelar un plan de pagos o una oferta ya aceptada.",
    },
  ],
  faqs: [
    {
      question: "¿Por cuánto tiempo puede cobrarme la IRS una deuda de impuestos?",
      answer: `Por lo general, ${num(f.collectionStatuteYears)} años a partir de la fecha en que se determinó el impuesto. Algunos hechos, como una oferta en compromiso en trámite o una bancarrota, detienen ese reloj, así que cada año de su cuenta puede tener su propia fecha de vencimiento.`,
    },
    {
      question: "¿La IRS me puede quitar las multas?",
      answer:
        "Muchas veces sí. El alivio de multas por primera vez está disponible para quienes no han tenido multas recientes, tienen presentadas todas sus declaraciones y han pagado el impuesto que deben o tienen un plan para pagarlo. Si no califica, todavía puede pedir el alivio por causa razonable, es decir, por circunstancias fuera de su control que le impidieron declarar o pagar. También se eliminan los intereses de esas multas; los intereses sobre el impuesto en sí por lo general se quedan.",
    },
    {
      question: "¿Y si no me alcanza para ningún pago mensual?",
      answer:
        "Si pagar lo dejaría sin poder cubrir sus gastos básicos, la IRS puede poner su cuenta en estado de No Cobrable Actualmente. Los intereses siguen corriendo y la IRS puede volver a revisar su situación más adelante, pero el cobro activo se detiene por ahora.",
    },
    {
      question: "¿Puedo arreglar mi deuda por menos de lo que debo?",
      answer: [
        "A veces. Una ",
        { text: "oferta en compromiso", page: "service/offer-in-compromise" },
        " se acepta con más frecuencia cuando la IRS reconoce que no podrá cobrar el saldo completo en el tiempo que le queda. Primero hacemos los números, porque a muchas personas les conviene más un ",
        { text: "plan de pagos con la IRS", page: "service/irs-payment-plan" },
        ".",
      ],
    },
    {
      question: "¿Qué pasa si no hago caso a los avisos de la IRS?",
      answer: [
        "El saldo sigue creciendo con multas e intereses, y la IRS puede registrar un gravamen público y, con el tiempo, ",
        { text: "embargar su sueldo o sus cuentas de banco", page: "service/irs-levies" },
        ". Si responde a tiempo, tendrá más opciones y mucha menos presión.",
      ],
    },
    {
      question: "¿Cuánto cuesta resolver una deuda de impuestos?",
      answer:
        "Depende de cuántos años debe, de qué agencias intervienen y de la opción que le convenga. Le damos una tarifa fija después de la consulta gratuita, y si basta con un plan sencillo que usted mismo puede tramitar, se lo decimos.",
    },
  ],
} satisfies ServicePageCopy;
