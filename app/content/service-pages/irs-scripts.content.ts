import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "IRS Scripts for Self-Representation",
    subheading: "Call the IRS yourself, prepared",
    description:
      "Not every IRS problem needs a representative. For a simple balance-due notice, a payment plan request or a penalty relief request, NAIS writes you a script for the call in English or Spanish, built around your notice, with a list of what to have on hand and clear signs that it is time to hang up and let a professional take over.",
    metaDescription:
      "Calling the IRS yourself? Scripts for balance-due notices, payment plans and penalty relief in English or Spanish, and when to stop and get a representative.",
    icon: "MessageSquare",
    features: [
      {
        icon: "FileSearch",
        title: "Scripts built around your notice",
        description:
          "We read your CP14, CP501, CP503 or other notice and write the call around it: which number to dial, what the notice is asking for, and the first thing to say once an agent answers.",
      },
      {
        icon: "Phone",
        title: "Payment plan request script",
        description:
          "Step-by-step wording to ask for an installment agreement by phone, with the monthly amount you have already decided you can afford and what to answer if the agent asks for more.",
      },
      {
        icon: "Undo2",
        title: "Penalty relief script",
        description:
          "The words to request first-time penalty abatement or reasonable-cause relief, the facts worth mentioning, and the follow-up questions the agent is likely to ask you.",
      },
      {
        icon: "ClipboardCheck",
        title: "Call preparation checklist",
        description:
          "What to have in front of you: the notice, the return for that year, your SSN or ITIN, the prior year's return for identity checks, and paper to write down the agent's name and ID number.",
      },
      {
        icon: "Languages",
        title: "Calls in Spanish",
        description:
          "The IRS offers phone service in Spanish and interpreters for many other languages. We write your script in the language you will use on the call and show you how to ask for it.",
      },
      {
        icon: "TriangleAlert",
        title: "Clear stop signs",
        description:
          "Each script marks the moments to end the call politely and call us instead: a levy notice, questions about your business records, a revenue officer, or a request for a full financial statement.",
      },
    ],
    clients: [
      {
        type: "First-time notice recipients",
        description:
          "People holding their first balance-due letter from the IRS who would like to handle it themselves but do not know what to say.",
      },
      {
        type: "Taxpayers with a manageable balance",
        description:
          "Individuals who can pay off what they owe in a reasonable time and mainly need to set up a plan without paying for full representation.",
      },
      {
        type: "People with a one-time penalty",
        description:
          "Taxpayers with a good record who were charged a penalty after a single late return or late payment and want to ask for it to be removed.",
      },
      {
        type: "Spanish speakers calling the IRS",
        description:
          "Clients who want to call in Spanish with the right terms written out in front of them, so nothing gets lost between languages.",
      },
      {
        type: "Do-it-yourself filers",
        description:
          "People who prepare their own returns and want to resolve a simple notice the same way, with a professional checking their plan first.",
      },
      {
        type: "Small business owners on a budget",
        description:
          "Owners with a straightforward question about a business notice or a payment that was not credited, before deciding whether they need more help.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Send us your notice",
        description:
          "Upload the notice through our secure client portal or bring it to the office, and tell us what you want the call to accomplish.",
      },
      {
        number: 2,
        title: "Notice review",
        description:
          "We confirm what the notice says, check its response date, and tell you honestly whether the issue is one you can handle on your own.",
      },
      {
        number: 3,
        title: "Your written script",
        description:
          "We write a script for your case: opening lines, answers to likely questions, the request you will make, and what to say if the agent says no.",
      },
      {
        number: 4,
        title: "Practice session",
        description:
          "We rehearse the script with you, with one of us playing the IRS agent, until the wording and the numbers feel natural to you.",
      },
      {
        number: 5,
        title: "You make the call",
        description:
          "You call the IRS yourself, take notes, and record the agent's name, ID number, the date and anything the agent says will be mailed to you.",
      },
      {
        number: 6,
        title: "Debrief and follow-up",
        description:
          "We go over what was agreed, watch for the confirmation letter, and if the call went off track we can take over with a power of attorney.",
      },
    ],
    faqs: [
      {
        question: "Which IRS notices can I usually handle with a script?",
        answer:
          "Balance-due notices such as CP14, CP501 and CP503, a payment plan request on a balance you can manage, and penalty relief after a first-time lapse are good candidates. Audits, levy notices and payroll tax problems are not; those call for a representative.",
      },
      {
        question: "What should I say first when the IRS answers?",
        answer:
          "Give your name, say you are calling about a notice you received, and read the notice number and date, printed in the top or bottom right corner. Let the agent verify your identity, then state your request in one sentence, for example that you would like to set up a payment plan. Write down the agent's name and ID number before going further.",
      },
      {
        question: "Can I ask for penalty relief over the phone?",
        answer:
          "Often, yes. If your penalty history is clean, you can ask the agent for first-time abatement of failure-to-file, failure-to-pay or failure-to-deposit penalties. If something beyond your control caused the problem, such as a serious illness or a disaster, ask for reasonable-cause relief and be ready to explain the facts. Interest generally is not removed, except the interest on penalties that are abated.",
      },
      {
        question: "How do I request a payment plan by phone?",
        answer: [
          "Decide on your monthly amount before calling, make sure all your returns are filed, and ask the agent for an installment agreement on the balance shown in your notice. Ask that the terms be confirmed in writing. If the agent asks for a full financial statement, that is a good moment to ",
          { text: "let us set up the plan", page: "service/irs-payment-plan" },
          " for you.",
        ],
      },
      {
        question: "When should I stop and get a representative?",
        answer: [
          "Stop if you receive a final notice of intent to levy, a revenue officer is assigned, the agent asks about your business records or unreported income, payroll taxes are involved, or you feel pressed to agree to an amount you cannot pay. You can always say you need to review your records and will call back. Our ",
          { text: "IRS audit representation", page: "service/irs-audit-representation" },
          " service takes over when questions turn into an examination, and for a levy notice see our ",
          { text: "levy help", page: "service/irs-levies" },
          ".",
        ],
      },
      {
        question: "What does a script cost, and can it turn into representation?",
        answer:
          "We quote a flat fee after the free consultation, once we have seen your notice. If the call does not go as planned or the case turns out to be more complex, we can become your representative with Form 2848 and continue from where you left off.",
      },
    ],
    testimonials: [
      {
        quote:
          "I owed for a year when I forgot to report a 1099. With the Spanish script in front of me I asked for a payment plan, wrote down the agent's ID number, and the confirmation letter came in the mail. I did not need full representation for that.",
        name: "Verónica D.",
        position: "Grocery store cashier and mother of two",
      },
      {
        quote:
          "I was charged a late-filing penalty the year my wife was in the hospital. NAIS wrote out exactly what to say about reasonable cause, and we practiced twice before I called. The agent asked the very questions we had rehearsed.",
        name: "Bill N.",
        position: "Retired machinist",
      },
      {
        quote:
          "I started with a script for a payment plan, but when the agent brought up my quarterly payroll returns I remembered the stop signs and ended the call politely. NAIS took over with a power of attorney from there.",
        name: "Alma F.",
        position: "Owner, hair salon",
      },
    ],
  },
  es: {
    title: "Scripts de la IRS para Auto-Defensa",
    subheading: "Llame usted a la IRS, bien preparado",
    description:
      "No todo problema con la IRS necesita un representante. Para un aviso de saldo pendiente, una solicitud de plan de pagos o un pedido de alivio de multas, en NAIS le escribimos un guion para la llamada, en español o en inglés, hecho a la medida de su aviso, con la lista de lo que debe tener a la mano y señales claras de cuándo colgar y dejar el caso en manos de un profesional.",
    metaDescription:
      "Llame a la IRS con seguridad: guiones en español para avisos de saldo, planes de pago y alivio de multas, y cuándo es momento de buscar un representante.",
    icon: "MessageSquare",
    features: [
      {
        icon: "FileSearch",
        title: "Guiones según su aviso",
        description:
          "Leemos su aviso CP14, CP501, CP503 u otro y armamos la llamada en torno a él: a qué número marcar, qué le está pidiendo el aviso y qué decir primero cuando conteste un agente.",
      },
      {
        icon: "Phone",
        title: "Guion para pedir un plan de pagos",
        description:
          "Las palabras, paso a paso, para solicitar por teléfono un acuerdo de pagos a plazos, con la mensualidad que usted ya decidió que puede pagar y qué contestar si el agente le pide más.",
      },
      {
        icon: "Undo2",
        title: "Guion para el alivio de multas",
        description:
          "Cómo pedir la cancelación de multas por primera vez o el alivio por causa razonable, qué hechos conviene mencionar y qué preguntas de seguimiento le hará probablemente el agente.",
      },
      {
        icon: "ClipboardCheck",
        title: "Lista para antes de llamar",
        description:
          "Lo que debe tener enfrente: el aviso, la declaración de ese año, su número de Seguro Social o ITIN, la declaración del año anterior para verificar su identidad y papel para anotar el nombre y número de identificación del agente.",
      },
      {
        icon: "Languages",
        title: "Llamadas en español",
        description:
          "La IRS atiende por teléfono en español y ofrece intérpretes en muchos otros idiomas. Le escribimos el guion en el idioma en que va a hablar y le explicamos cómo pedir esa atención.",
      },
      {
        icon: "TriangleAlert",
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
        number: 1,
        title: "Mándenos su aviso",
        description:
          "Suba el aviso a nuestro portal seguro para clientes o tráigalo a la oficina, y díganos qué quiere lograr con la llamada.",
      },
      {
        number: 2,
        title: "Revisión del aviso",
        description:
          "Confirmamos qué dice el aviso, revisamos su fecha de respuesta y le decimos con honestidad si es un asunto que usted puede resolver por su cuenta.",
      },
      {
        number: 3,
        title: "Su guion por escrito",
        description:
          "Escribimos un guion para su caso: cómo empezar, respuestas a las preguntas probables, lo que va a solicitar y qué decir si el agente le dice que no.",
      },
      {
        number: 4,
        title: "Sesión de práctica",
        description:
          "Ensayamos el guion con usted, con uno de nosotros haciendo de agente de la IRS, hasta que las palabras y las cifras le salgan con naturalidad.",
      },
      {
        number: 5,
        title: "Usted hace la llamada",
        description:
          "Usted llama a la IRS, toma notas y apunta el nombre y número de identificación del agente, la fecha y lo que le digan que le van a enviar por correo.",
      },
      {
        number: 6,
        title: "Repaso y seguimiento",
        description:
          "Revisamos lo que se acordó, estamos pendientes de la carta de confirmación y, si la llamada se complicó, podemos tomar el caso con un poder de representación.",
      },
    ],
    faqs: [
      {
        question: "¿Qué avisos de la IRS puedo resolver normalmente con un guion?",
        answer:
          "Los avisos de saldo pendiente como el CP14, el CP501 y el CP503, la solicitud de un plan de pagos por un saldo manejable y el alivio de una multa por un primer descuido son buenos candidatos. Las auditorías, los avisos de embargo y los problemas de nómina no lo son; para eso se necesita un representante.",
      },
      {
        question: "¿Qué digo primero cuando contesta la IRS?",
        answer:
          "Diga su nombre, explique que llama por un aviso que recibió y lea el número y la fecha del aviso, que vienen en la esquina superior o inferior derecha. Deje que el agente verifique su identidad y luego diga en una sola frase lo que necesita, por ejemplo, que quiere establecer un plan de pagos. Anote el nombre y número de identificación del agente antes de seguir.",
      },
      {
        question: "¿Puedo pedir alivio de multas por teléfono?",
        answer:
          "Muchas veces, sí. Si no tiene multas anteriores, puede pedirle al agente la cancelación por primera vez de las multas por no presentar, por no pagar o por no depositar a tiempo. Si el problema se debió a algo fuera de su control, como una enfermedad grave o un desastre, pida el alivio por causa razonable y esté listo para explicar los hechos. Los intereses por lo general no se quitan, salvo los que corresponden a las multas canceladas.",
      },
      {
        question: "¿Cómo pido un plan de pagos por teléfono?",
        answer: [
          "Decida su mensualidad antes de llamar, asegúrese de tener todas sus declaraciones presentadas y pídale al agente un acuerdo de pagos a plazos por el saldo que aparece en su aviso. Pida que le confirmen las condiciones por escrito. Si el agente le pide un estado financiero completo, es buen momento para ",
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
        answer:
          "Le damos una tarifa fija después de la consulta gratuita, cuando ya vimos su aviso. Si la llamada no sale como se planeó o el caso resulta más complicado, podemos convertirnos en su representante con el Formulario 2848 y seguir desde donde usted se quedó.",
      },
    ],
    testimonials: [
      {
        quote:
          "Debía de un año en que se me olvidó reportar un 1099. Con el guion en español enfrente pedí el plan de pagos, apunté el número del agente y la carta de confirmación me llegó por correo. Para eso no necesité una representación completa.",
        name: "Verónica D.",
        position: "Cajera de supermercado y madre de dos",
      },
      {
        quote:
          "Me cobraron una multa por declarar tarde el año que mi esposa estuvo en el hospital. NAIS me escribió exactamente qué decir sobre la causa razonable y practicamos dos veces antes de que yo llamara. El agente me hizo justo las preguntas que habíamos ensayado.",
        name: "Bill N.",
        position: "Maquinista jubilado",
      },
      {
        quote:
          "Empecé con un guion para un plan de pagos, pero cuando el agente mencionó mis declaraciones trimestrales de nómina me acordé de las señales para detenerme y terminé la llamada con cortesía. De ahí en adelante NAIS tomó el caso con un poder.",
        name: "Alma F.",
        position: "Dueña, salón de belleza",
      },
    ],
  },
};
