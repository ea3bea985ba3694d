import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Certified Acceptance Agent ITIN Services",
    subheading: "ITIN Applications and Renewals",
    description:
      "Need an ITIN to file your taxes or to list a spouse or children on your return? As an IRS Certified Acceptance Agent, NAIS prepares your Form W-7 and verifies your passport or other identity documents in our Santa Maria office, so your originals stay with you instead of going in the mail to the IRS.",
    metaDescription:
      "ITIN applications and renewals in Santa Maria, CA with an IRS Certified Acceptance Agent: Form W-7 prepared and your passport verified here, never mailed.",
    icon: "IdCard",
    features: [
      {
        icon: "FileCheck",
        title: "Form W-7 Preparation",
        description:
          "We complete Form W-7, mark the reason for applying that matches your situation and pair it with the federal return it supports, avoiding the mistakes that get applications sent back.",
      },
      {
        icon: "IdCard",
        title: "Your Originals Stay With You",
        description:
          "We examine your passport or other identity documents in person and send the IRS copies with our Certificate of Accuracy, so you never mail your originals away.",
      },
      {
        icon: "RefreshCw",
        title: "ITIN Renewals",
        description:
          "If your ITIN has expired, we prepare the renewal application so your refund is not delayed and the credits claimed for your family are not held up.",
      },
      {
        icon: "Users",
        title: "Spouses and Dependents",
        description:
          "We prepare applications for a husband, wife or children who need an ITIN to appear on your return, including the additional records dependents must provide.",
      },
      {
        icon: "FileText",
        title: "Application and Return Together",
        description:
          "A new ITIN application generally goes to the IRS with a federal tax return; we prepare both so they match and leave our office as one complete package.",
      },
      {
        icon: "Languages",
        title: "Service in Spanish",
        description:
          "Every step is explained in Spanish or English, from the list of documents to bring to the IRS letter that finally arrives with your new number.",
      },
    ],
    clients: [
      {
        type: "Workers Without a Social Security Number",
        description:
          "People who earn income in the United States, are not eligible for a Social Security number and still have a federal return to file.",
      },
      {
        type: "Spouses of Citizens and Residents",
        description:
          "A husband or wife without a Social Security number who needs an ITIN so the couple can file jointly or list the spouse on the return.",
      },
      {
        type: "Dependents of a Taxpayer",
        description:
          "Children or other relatives who need an ITIN to be claimed on a parent's or relative's return for a tax benefit they qualify for.",
      },
      {
        type: "Holders of Expired ITINs",
        description:
          "Anyone whose ITIN expired because of the middle-digit schedule or years without use, and who needs to file or be listed on a return again.",
      },
      {
        type: "Nonresident Property Owners",
        description:
          "Nonresidents who own rental property or receive income in the United States and must file a federal return or claim a treaty benefit.",
      },
      {
        type: "Foreign Business Owners",
        description:
          "Owners living outside the United States with an interest in a U.S. LLC or partnership who need an ITIN for their own federal tax filings.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Eligibility Check",
        description:
          "We confirm that you need an ITIN rather than a Social Security number and identify the reason for applying that fits your case.",
      },
      {
        number: 2,
        title: "Document List",
        description:
          "We tell you exactly what to bring: a valid passport, or a combination of other accepted documents such as a national ID card and a birth certificate.",
      },
      {
        number: 3,
        title: "In-Person Verification",
        description:
          "At our Santa Maria office we review your original documents, copy them and hand the originals back to you during the same appointment.",
      },
      {
        number: 4,
        title: "Form W-7 and Tax Return",
        description:
          "We prepare Form W-7 and, for a new application, the federal return it must accompany, then review both with you before you sign.",
      },
      {
        number: 5,
        title: "Submission to the IRS",
        description:
          "We send the complete package, with our Certificate of Accuracy and the document copies, to the IRS office that processes ITIN applications.",
      },
      {
        number: 6,
        title: "Your ITIN Arrives",
        description:
          "The IRS mails you a letter with your ITIN; bring it to us and we make sure the number is used correctly on every return from then on.",
      },
    ],
    faqs: [
      {
        question: "What is an ITIN, and who needs one?",
        answer:
          "An Individual Taxpayer Identification Number is a tax processing number the IRS issues to people who must file or be listed on a federal return but are not eligible for a Social Security number. It is used only for federal tax purposes; it does not authorize work or change immigration status.",
      },
      {
        question: "Do I have to mail my passport to the IRS?",
        answer:
          "Not when you apply through us. As a Certified Acceptance Agent, we verify your passport or other identity documents in person and give them back to you right away; the IRS receives copies along with our certificate. People who apply on their own generally must mail originals or copies certified by the agency that issued them.",
      },
      {
        question: "How long does it take to get an ITIN?",
        answer:
          "The processing times we go by are 6-8 weeks during tax season (January through April) and 4-6 weeks from May through December, while regular applications can take 10-14 weeks or more. Sending a complete, correct package early is the best way to avoid extra delays.",
      },
      {
        question: "My ITIN expired. What should I do?",
        answer:
          "An ITIN expires if it is not used on a federal tax return for three consecutive years, and the IRS has also retired older ITINs in groups according to their middle digits (the fourth and fifth digits). If yours has expired, renew it with Form W-7, ideally before you file; a return filed with an expired ITIN can have its refund delayed and some credits held up.",
      },
      {
        question: "Which documents will I need?",
        answer:
          "A current passport is the only document that proves both identity and foreign status on its own. Without one, you will need a combination of other accepted documents, such as a national identity card with a photo, a civil birth certificate or a foreign driver's license. Dependents may also need school or medical records, and some of their documents may still have to go to the IRS as originals or certified copies; we tell you which ones before your appointment.",
      },
      {
        question: "Can you prepare my tax return too?",
        answer: [
          "Yes, and for a new application we usually must, because the W-7 travels with the return. See our ",
          { text: "personal tax services", page: "service/personal-tax" },
          ", and if there are years you did not file, our ",
          { text: "non-filed tax return services", page: "service/non-filed-tax-returns" },
          ". We quote one flat fee for the whole package after a free consultation.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I was afraid to mail my passport and be left without it. At NAIS they checked it in front of me, handed it right back, and a few weeks later my ITIN letter came in the mail.",
        name: "Rosa M.",
        position: "Agricultural worker",
      },
      {
        quote:
          "My wife needed an ITIN so we could file jointly. They prepared her W-7 together with our return, explained everything in Spanish for her and in English for me, and it all went out as one package.",
        name: "James O.",
        position: "Construction supervisor",
      },
      {
        quote:
          "I didn't know my old ITIN had expired. They renewed it before filing my return, so this year my refund wasn't stuck waiting on the IRS.",
        name: "Héctor A.",
        position: "Line cook, local restaurant",
      },
    ],
  },
  es: {
    title: "Servicios de ITIN con Agente de Aceptación Certificado",
    subheading: "Solicitudes y renovaciones de ITIN",
    description:
      "¿Necesita un ITIN para declarar impuestos o para incluir a su esposo, esposa o hijos en su declaración? Como Agente de Aceptación Certificado de la IRS, en NAIS le preparamos el Formulario W-7 y verificamos su pasaporte u otros documentos de identidad en nuestra oficina de Santa Maria, para que sus originales se queden con usted y no tenga que mandarlos por correo a la IRS.",
    metaDescription:
      "Solicitud y renovación de ITIN en Santa Maria, CA con un Agente de Aceptación Certificado: le preparamos el Formulario W-7 y su pasaporte no sale de sus manos.",
    icon: "IdCard",
    features: [
      {
        icon: "FileCheck",
        title: "Preparación del Formulario W-7",
        description:
          "Llenamos el Formulario W-7, marcamos el motivo de solicitud que corresponde a su caso y lo unimos a la declaración federal que lo respalda, evitando los errores por los que regresan las solicitudes.",
      },
      {
        icon: "IdCard",
        title: "Sus originales se quedan con usted",
        description:
          "Revisamos en persona su pasaporte u otros documentos de identidad y enviamos a la IRS copias con nuestro certificado de exactitud (Certificate of Accuracy), así que nunca tiene que mandar sus originales.",
      },
      {
        icon: "RefreshCw",
        title: "Renovación de ITIN",
        description:
          "Si su ITIN ya venció, preparamos la solicitud de renovación para que no se atrase su reembolso ni se detengan los créditos que reclama por su familia.",
      },
      {
        icon: "Users",
        title: "Cónyuges y dependientes",
        description:
          "Preparamos la solicitud de su esposo, esposa o hijos que necesitan un ITIN para aparecer en su declaración, con los comprobantes adicionales que se piden a los dependientes.",
      },
      {
        icon: "FileText",
        title: "Solicitud y declaración juntas",
        description:
          "Una solicitud nueva de ITIN por lo general se envía a la IRS junto con una declaración federal; preparamos las dos para que coincidan y salgan de nuestra oficina como un solo paquete completo.",
      },
      {
        icon: "Languages",
        title: "Atención en español",
        description:
          "Le explicamos cada paso en español o en inglés, desde la lista de documentos que debe traer hasta la carta de la IRS que por fin le llega con su número.",
      },
    ],
    clients: [
      {
        type: "Trabajadores sin número de Seguro Social",
        description:
          "Personas que ganan dinero en Estados Unidos, no pueden obtener un número de Seguro Social y aun así tienen que presentar una declaración federal.",
      },
      {
        type: "Cónyuges de ciudadanos y residentes",
        description:
          "El esposo o la esposa sin número de Seguro Social que necesita un ITIN para que la pareja declare en conjunto o para aparecer en la declaración.",
      },
      {
        type: "Dependientes de un contribuyente",
        description:
          "Hijos u otros familiares que necesitan un ITIN para que su padre, madre o pariente los reclame y reciba un beneficio fiscal al que tiene derecho.",
      },
      {
        type: "Personas con ITIN vencido",
        description:
          "Quienes tienen un ITIN que venció por el calendario de dígitos del medio o por años sin usarse, y necesitan volver a declarar o aparecer en una declaración.",
      },
      {
        type: "Dueños de propiedades que no son residentes",
        description:
          "No residentes que tienen una propiedad de renta o reciben ingresos en Estados Unidos y deben presentar una declaración federal o reclamar un beneficio de tratado.",
      },
      {
        type: "Dueños de negocios en el extranjero",
        description:
          "Personas que viven fuera de Estados Unidos, son socias de una LLC o sociedad estadounidense y necesitan un ITIN para sus propias declaraciones federales.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Revisión de elegibilidad",
        description:
          "Confirmamos que usted necesita un ITIN y no un número de Seguro Social, y definimos el motivo de solicitud que corresponde a su caso.",
      },
      {
        number: 2,
        title: "Lista de documentos",
        description:
          "Le decimos exactamente qué traer: un pasaporte vigente, o una combinación de otros documentos aceptados, como una credencial nacional de identidad y un acta de nacimiento.",
      },
      {
        number: 3,
        title: "Verificación en persona",
        description:
          "En nuestra oficina de Santa Maria revisamos sus documentos originales, les sacamos copia y se los devolvemos en la misma cita.",
      },
      {
        number: 4,
        title: "Formulario W-7 y declaración",
        description:
          "Preparamos el Formulario W-7 y, si es una solicitud nueva, la declaración federal que debe acompañarlo, y revisamos los dos con usted antes de que firme.",
      },
      {
        number: 5,
        title: "Envío a la IRS",
        description:
          "Mandamos el paquete completo, con nuestro certificado de exactitud y las copias de sus documentos, a la oficina de la IRS que procesa las solicitudes de ITIN.",
      },
      {
        number: 6,
        title: "Llega su ITIN",
        description:
          "La IRS le manda por correo una carta con su ITIN; tráigala y nos aseguramos de que el número se use correctamente en todas sus declaraciones de ahí en adelante.",
      },
    ],
    faqs: [
      {
        question: "¿Qué es el ITIN y quién lo necesita?",
        answer:
          "El ITIN (número de identificación personal del contribuyente) es un número de identificación fiscal que la IRS da a las personas que deben declarar o aparecer en una declaración federal pero no pueden obtener un número de Seguro Social. Sirve solo para fines de impuestos federales: no autoriza a trabajar ni cambia su situación migratoria.",
      },
      {
        question: "¿Tengo que mandar mi pasaporte a la IRS?",
        answer:
          "No, si hace el trámite con nosotros. Como Agente de Aceptación Certificado, verificamos en persona su pasaporte u otros documentos de identidad y se los devolvemos al momento; la IRS recibe copias junto con nuestro certificado. Quien hace la solicitud por su cuenta por lo general tiene que mandar los originales o copias certificadas por la dependencia que los expidió.",
      },
      {
        question: "¿Cuánto tarda en llegar el ITIN?",
        answer:
          "Los tiempos de trámite con los que trabajamos son de 6 a 8 semanas en temporada de impuestos (de enero a abril) y de 4 a 6 semanas de mayo a diciembre, mientras que las solicitudes regulares pueden tardar de 10 a 14 semanas o más. Mandar un paquete completo y correcto, y con tiempo, es la mejor manera de evitar más retrasos.",
      },
      {
        question: "Mi ITIN ya venció. ¿Qué hago?",
        answer:
          "Un ITIN vence si no se usa en una declaración federal durante tres años seguidos, y además la IRS ha ido dando de baja los ITIN más antiguos por grupos, según sus dígitos del medio (el cuarto y el quinto). Si el suyo venció, renuévelo con el Formulario W-7, de preferencia antes de declarar; una declaración con un ITIN vencido puede tener el reembolso atrasado y algunos créditos detenidos.",
      },
      {
        question: "¿Qué documentos voy a necesitar?",
        answer:
          "El pasaporte vigente es el único documento que por sí solo comprueba su identidad y su condición de extranjero. Si no tiene pasaporte, necesitará una combinación de otros documentos aceptados, como una credencial nacional de identidad con foto, un acta de nacimiento o una licencia de manejo extranjera. A los dependientes también se les pueden pedir registros escolares o médicos, y algunos de sus documentos quizá tengan que enviarse a la IRS en original o en copia certificada; antes de su cita le decimos cuáles.",
      },
      {
        question: "¿También me pueden preparar la declaración de impuestos?",
        answer: [
          "Sí, y en una solicitud nueva casi siempre hace falta, porque el W-7 va junto con la declaración. Conozca nuestros ",
          { text: "servicios de impuestos personales", page: "service/personal-tax" },
          " y, si tiene años sin declarar, nuestra ",
          { text: "ayuda con declaraciones atrasadas", page: "service/non-filed-tax-returns" },
          ". Después de una consulta gratuita le damos una sola tarifa fija por todo el paquete.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Me daba miedo mandar mi pasaporte por correo y quedarme sin él. En NAIS lo revisaron enfrente de mí, me lo devolvieron ahí mismo y a las pocas semanas me llegó por correo la carta con mi ITIN.",
        name: "Rosa M.",
        position: "Trabajadora agrícola",
      },
      {
        quote:
          "Mi esposa necesitaba un ITIN para que declaráramos juntos. Le prepararon el W-7 junto con nuestra declaración, a ella le explicaron todo en español y a mí en inglés, y todo salió en un solo paquete.",
        name: "James O.",
        position: "Supervisor de construcción",
      },
      {
        quote:
          "No sabía que mi ITIN viejo ya había vencido. Me lo renovaron antes de presentar mi declaración, y este año mi reembolso no se quedó atorado esperando a la IRS.",
        name: "Héctor A.",
        position: "Cocinero, restaurante local",
      },
    ],
  },
};
