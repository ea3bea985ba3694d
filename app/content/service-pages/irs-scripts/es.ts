import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

const rep = representation.es;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Scripts de la IRS para Auto-Defensa",
  subheading: "Llame usted a la IRS, bien preparado",
  description:
    "No todo problema con la IRS necesita un representante. Para un aviso sencillo de saldo pendiente, una solicitud de plan de pagos o un pedido de alivio de multas, en NAIS le escribimos un guion para la llamada, en español o en inglés, hecho a la medida de su aviso, con la lista de lo que debe tener a la mano y señales claras de cuándo colgar y dejar el caso en manos de un profesional.",
  metaDescription:
    "Llame a la IRS con seguridad: guiones en español para avisos de saldo, planes de pagos y alivio de multas, y cuándo es momento de buscar un representante.",
  features: [
    {
      title: "Guiones según su aviso",
      description:
        "Leemos su aviso CP14, CP501, CP503 u otro y armamos la llamada en torno a él: a qué número marcar, qué le está pidiendo el aviso y qué decir primero cuando conteste un agente.",
    },
    {
      title: "Guion para pedir un plan de pagos",
      description:
        "Las palabras, paso a paso, para solicitar por teléfono un plan de pagos, con la mensualidad que usted ya decidió que puede pagar y qué contestar si el agente le pide más.",
    },
    {
      title: "Guion para el alivio de multas",
      description:
        "Cómo pedir el alivio de multas por primera vez o el alivio por causa razonable, qué hechos conviene mencionar y qué preguntas de seguimiento le hará probablemente el agente.",
    },
    {
      title: "Lista para antes de llamar",
      description:
        "Lo que debe tener enfrente: el aviso, la declaración de ese año, su número de Seguro Social o ITIN, la declaración del año anterior para verificar su identidad y papel para anotar el nombre y número de identificación del agente.",
    },
    {
      title: "Llamadas en español",
      description:
        "La IRS atiende por teléfono en español y ofrece intérpretes en muchos otros idiomas. Le escribimos el guion en el idioma en que va a hablar y le explicamos cómo pedir esa atención.",
    },
    {
      title: "Señales claras para detenerse",
      description:
        "Cada guion marca los momentos en que conviene terminar la llamada con cortesía y llamarnos: un aviso de embargo, preguntas sobre los registros de su negocio, un oficial de cobros asignado o la petición de un estado financiero completo.",
    },
  ],
  clients: [
    {
      type: "Quienes reciben su primer aviso",
      description:
        "Personas con su primera carta de saldo pendiente de la IRS que quieren resolverla por su cuenta pero no saben qué decir.",
    },
    {
      type: "Contribuyentes con un saldo manejable",
      description:
        "Personas que pueden liquidar lo que deben en un tiempo razonable y sobre todo necesitan establecer un plan sin pagar una representación completa.",
    },
    {
      type: "Quienes tienen una multa aislada",
      description:
        "Contribuyentes con buen historial a quienes les cobraron una multa por una sola declaración o un solo pago tardío y quieren pedir que se la quiten.",
    },
    {
      type: "Hispanohablantes que llaman a la IRS",
      description:
        "Clientes que quieren llamar en español con los términos correctos escritos enfrente, para que nada se pierda entre un idioma y otro.",
    },
    {
      type: "Quienes hacen su propia declaración",
      description:
        "Personas que preparan sus propias declaraciones y quieren resolver un aviso sencillo de la misma manera, con un profesional que revise su plan antes.",
    },
    {
      type: "Dueños de negocio con presupuesto ajustado",
      description:
        "Dueños con una pregunta sencilla sobre un aviso del negocio o un pago que no se acreditó, antes de decidir si necesitan más ayuda.",
    },
  ],
  process: [
    {
      title: "Mándenos su aviso",
      description:
        "Suba el aviso a nuestro portal seguro para clientes o tráigalo a la oficina, y díganos qué quiere lograr con la llamada.",
    },
    {
      title: "Revisión del aviso",
      description:
        "Confirmamos qué dice el aviso, revisamos su fecha de respuesta y le decimos con honestidad si es un asunto que usted puede resolver por su cuenta.",
    },
    {
      title: "Su guion por escrito",
      description:
        "Escribimos un guion para su caso: cómo empezar, respuestas a las preguntas probables, lo que va a solicitar y qué decir si el agente le dice que no.",
    },
    {
      title: "Sesión de práctica",
      description:
        "Ensayamos el guion con usted, con uno de nosotros haciendo de agente de la IRS, hasta que las palabras y las cifras le salgan con naturalidad.",
    },
    {
      title: "Usted hace la llamada",
      description:
        "Usted llama a la IRS, toma notas y apunta el nombre y número de identificación del agente, la fecha y lo que le digan que le van a enviar por correo.",
    },
    {
      title: "Repaso y seguimiento",
      description: `Revisamos lo que se acordó y estamos pendientes de la carta de confirmación; si la llamada se complicó, ${rep.named}, puede tomar el caso con un poder legal (Formulario 2848).`,
    },
  ],
  faqs: [
    {
      question: "¿Qué avisos de la IRS puedo resolver normalmente con un guion?",
      answer:
        "Los avisos de saldo pendiente como el CP14, el CP501 y el CP503, la solicitud de un plan de pagos por un saldo manejable y el alivio de multas por primera vez son buenos candidatos. Las auditorías, los avisos de embargo y los problemas de nómina no lo son; para eso se necesita un representante.",
    },
    {
      question: "¿Qué digo primero cuando contesta la IRS?",
      answer:
        "Diga su nombre, explique que llama por un aviso que recibió y lea el número y la fecha del aviso, que vienen en la esquina superior o inferior derecha. Deje que el agente verifique su identidad y luego diga en una sola frase lo que necesita, por ejemplo, que quiere establecer un plan de pagos. Anote el nombre y número de identificación del agente antes de seguir.",
    },
    {
      question: "¿Puedo pedir alivio de multas por teléfono?",
      answer:
        "Muchas veces, sí. Si no tiene multas anteriores, puede pedirle al agente el alivio de multas por primera vez, que cubre las de no presentar, no pagar o no depositar a tiempo. Si el problema se debió a algo fuera de su control, como una enfermedad grave o un desastre, pida el alivio por causa razonable y esté listo para explicar los hechos. Los intereses por lo general no se quitan, salvo los que corresponden a las multas canceladas.",
    },
    {
      question: "¿Cómo pido un plan de pagos por teléfono?",
      answer: [
        "Decida su mensualidad antes de llamar, asegúrese de tener todas sus declaraciones presentadas y pídale al agente un plan de pagos por el saldo que aparece en su aviso. Pida que le confirmen las condiciones por escrito. Si el agente le pide un estado financiero completo, es buen momento para ",
        { text: "dejar que nosotros tramitemos el plan", page: "service/irs-payment-plan" },
        ".",
      ],
    },
    {
      question: "¿Cuándo debo detenerme y buscar un representante?",
      answer: [
        "Deténgase si recibe un aviso final de intención de embargo, si le asignan un oficial de cobros, si el agente pregunta por los registros de su negocio o por ingresos no declarados, si hay impuestos de nómina de por medio o si se siente presionado a aceptar una cantidad que no puede pagar. Siempre puede decir que necesita revisar sus papeles y que volverá a llamar. Nuestro servicio de ",
        { text: "representación en auditorías de la IRS", page: "service/irs-audit-representation" },
        " se encarga cuando las preguntas se convierten en una revisión, y para un aviso de embargo vea nuestra ",
        { text: "ayuda con embargos", page: "service/irs-levies" },
        ".",
      ],
    },
    {
      question: "¿Cuánto cuesta un guion y puede convertirse en representación?",
      answer: `Le damos una tarifa fija después de la consulta gratuita, cuando ya vimos su aviso. Si la llamada no sale como se planeó o el caso resulta más complicado, ${rep.named}, puede convertirse en su representante con el Formulario 2848 y seguir desde donde usted se quedó.`,
    },
  ],
} satisfies ServicePageCopy;
