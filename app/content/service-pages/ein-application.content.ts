import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "EIN Application Services",
    subheading: "Your federal business number, done right",
    description:
      "An Employer Identification Number (EIN) is the number the IRS uses to identify your business on tax returns, payroll filings and bank applications. NAIS prepares Form SS-4 with you, applies on your behalf and makes sure the details match your state registration, including for owners who use an ITIN instead of a Social Security number.",
    metaDescription:
      "Get your IRS Employer Identification Number right: NAIS prepares Form SS-4 and applies for your EIN, including for ITIN holders. Bilingual, Santa Maria.",
    icon: "IdCard",
    features: [
      {
        icon: "FileText",
        title: "Form SS-4 prepared correctly",
        description:
          "We complete Form SS-4 with the right entity type, reason for applying, responsible party and first wage date, the answers that most often trip up first-time applicants.",
      },
      {
        icon: "IdCard",
        title: "Applications for ITIN holders",
        description:
          "A responsible party with an ITIN can obtain an EIN, online included. We confirm the ITIN is still current before applying and explain every line of the form in Spanish.",
      },
      {
        icon: "Globe",
        title: "Owners with no SSN or ITIN",
        description:
          "The IRS online application requires a responsible party with an SSN or ITIN. When the owner has neither, we prepare the SS-4 for the fax or mail route the IRS provides for that case.",
      },
      {
        icon: "UserCheck",
        title: "We act as your designee",
        description:
          "With your signed authorization in the third-party designee section of the SS-4, we can receive the EIN for you and answer the IRS's questions about the application.",
      },
      {
        icon: "Files",
        title: "Confirmation kept on file",
        description:
          "We keep your IRS assignment notice (CP 575) with your records and help you request a 147C verification letter if a bank or agency later asks for proof of the number.",
      },
      {
        icon: "RefreshCw",
        title: "Responsible-party changes",
        description:
          "When an owner leaves or the business address changes, we file Form 8822-B; a change of responsible party has to be reported to the IRS within 60 days.",
      },
    ],
    clients: [
      {
        type: "Newly registered LLCs and corporations",
        description:
          "Entities just filed with the California Secretary of State that need an EIN before they can open a bank account or run payroll.",
      },
      {
        type: "Employers hiring their first worker",
        description:
          "Any business that pays employees needs an EIN for Form 941 and W-2s, even a sole proprietorship, and it comes before the EDD registration.",
      },
      {
        type: "Sole proprietors protecting their SSN",
        description:
          "Freelancers and contractors who would rather write an EIN than their Social Security number on the W-9 forms clients ask them to fill out.",
      },
      {
        type: "ITIN holders starting a business",
        description:
          "Entrepreneurs without a Social Security number who want someone to explain in Spanish how an ITIN holder obtains an EIN, and to do it with them.",
      },
      {
        type: "Owners living outside the U.S.",
        description:
          "Foreign owners of a U.S. business, with no SSN or ITIN, who need the paper SS-4 route handled correctly the first time.",
      },
      {
        type: "Estates, trusts and nonprofits",
        description:
          "Executors, trustees and newly organized nonprofits, which need their own EIN separate from any individual's number.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Check the entity and owner",
        description:
          "We confirm the entity is registered, who the responsible party is and whether that person holds an SSN or ITIN, which decides how we apply.",
      },
      {
        number: 2,
        title: "Gather the details",
        description:
          "You give us the legal name, address, owners, start date, type of activity and expected first payroll date, with ID for the responsible party.",
      },
      {
        number: 3,
        title: "Prepare Form SS-4",
        description:
          "We complete the form, review it with you in English or Spanish and collect your signature authorizing us as third-party designee where needed.",
      },
      {
        number: 4,
        title: "Submit to the IRS",
        description:
          "We apply online when the responsible party has an SSN or ITIN, or by fax or mail when they do not, and answer any IRS follow-up.",
      },
      {
        number: 5,
        title: "Deliver your EIN",
        description:
          "You receive the number and the IRS confirmation notice, with a short note on what to keep and where the EIN will be used.",
      },
      {
        number: 6,
        title: "Connect what comes next",
        description:
          "We move on to your bank paperwork, EDD employer account, seller's permit or payroll setup, so the new number is used consistently everywhere.",
      },
    ],
    faqs: [
      {
        question: "Does the IRS charge for an EIN?",
        answer:
          "No, the IRS issues EINs free of charge. What you pay us for is preparing the SS-4 correctly, choosing the right entity type and tax classification, and tying the EIN to your state, bank and payroll registrations. We quote that as a flat fee after a free consultation.",
      },
      {
        question: "Can I get an EIN with an ITIN instead of a Social Security number?",
        answer: [
          "Yes. A responsible party with a valid ITIN can apply, and the IRS online application accepts an ITIN as well as an SSN. If your ITIN has expired, or you still need one for your tax returns, our ",
          { text: "Certified Acceptance Agent service", page: "service/certified-acceptance-agent" },
          " helps you with Form W-7 without mailing your original documents.",
        ],
      },
      {
        question: "What if the owner has neither an SSN nor an ITIN?",
        answer:
          "The business can still get an EIN, just not through the online application. The SS-4 goes to the IRS by fax or mail, and applicants outside the United States can also apply by phone. We prepare the form so the responsible-party line is completed the way the IRS instructions require, which avoids a rejected application.",
      },
      {
        question: "Does my LLC need its own EIN?",
        answer:
          "A multi-member LLC always does. A single-member LLC with no employees can report its income under the owner's number, but it needs its own EIN to run payroll or pay certain excise taxes, and banks usually require one to open the LLC's account.",
      },
      {
        question: "Is the EIN the only number I need to hire employees?",
        answer: [
          "No. California employers also register with the EDD for a state employer account number, which goes on the DE 9 and DE 9C filings. Our ",
          { text: "payroll service", page: "service/payroll" },
          " sets up both accounts and the quarterly Form 941 so your very first paycheck is reported correctly.",
        ],
      },
      {
        question: "What if the owner or responsible party changes?",
        answer: [
          "A new owner does not automatically mean a new EIN, but the IRS must be told: Form 8822-B reports a change of responsible party within 60 days. Other changes, such as turning a sole proprietorship into a corporation, do require a new EIN; if you are reorganizing, our ",
          { text: "new business formation service", page: "service/new-business-formation" },
          " handles the registrations that come with it.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I only have an ITIN and someone told me I could never get an EIN. NAIS showed me that was not true, prepared the SS-4 with me in Spanish, and I opened the business account with my own number.",
        name: "Alejandro V.",
        position: "Owner, landscaping business",
      },
      {
        quote:
          "I almost paid a website to get my EIN. NAIS explained the IRS does not charge for it, prepared the form correctly for my LLC, and then helped me register with the EDD before my first employee started.",
        name: "Sarah L.",
        position: "Owner, online boutique",
      },
      {
        quote:
          "When my father retired from our company, we did not know the IRS had to be told. They filed the 8822-B on time and updated the bank and the payroll records so everything matched.",
        name: "Francisco M.",
        position: "Partner, farm labor contracting company",
      },
    ],
  },
  es: {
    title: "Servicios de Solicitud de EIN",
    subheading: "Su número federal de negocio, sin errores",
    description:
      "El Número de Identificación Patronal (EIN) es el número con el que la IRS identifica a su negocio en las declaraciones de impuestos, en la nómina y ante el banco. En NAIS preparamos con usted el Formulario SS-4, lo presentamos en su nombre y cuidamos que los datos coincidan con su registro estatal, también si usted usa un ITIN en lugar de número de Seguro Social.",
    metaDescription:
      "Obtenga su Número de Identificación Patronal (EIN) sin errores: NAIS prepara el Formulario SS-4 y lo tramita, también si usted tiene ITIN. En español.",
    icon: "IdCard",
    features: [
      {
        icon: "FileText",
        title: "Formulario SS-4 bien llenado",
        description:
          "Llenamos el Formulario SS-4 con el tipo de entidad, el motivo de la solicitud, la parte responsable y la fecha del primer pago de sueldos correctos, que son las respuestas donde más se equivoca quien solicita por primera vez.",
      },
      {
        icon: "IdCard",
        title: "Solicitudes con ITIN",
        description:
          "Una parte responsable con ITIN sí puede obtener un EIN, incluso por internet. Antes de solicitarlo verificamos que su ITIN siga vigente y le explicamos en español cada línea del formulario.",
      },
      {
        icon: "Globe",
        title: "Dueños sin SSN ni ITIN",
        description:
          "La solicitud en línea de la IRS exige una parte responsable con número de Seguro Social o ITIN. Si el dueño no tiene ninguno de los dos, preparamos el SS-4 para enviarlo por fax o por correo, que es la vía que la IRS tiene para ese caso.",
      },
      {
        icon: "UserCheck",
        title: "Actuamos como su tercero autorizado",
        description:
          "Con su firma en la sección de tercero autorizado (third-party designee) del SS-4, podemos recibir el EIN por usted y contestar las preguntas de la IRS sobre la solicitud.",
      },
      {
        icon: "Files",
        title: "Confirmación guardada en su expediente",
        description:
          "Guardamos en su expediente el aviso de asignación de la IRS (CP 575) y le ayudamos a pedir la carta de verificación 147C si más adelante un banco o una agencia le pide comprobar el número.",
      },
      {
        icon: "RefreshCw",
        title: "Cambios de parte responsable",
        description:
          "Cuando un socio se retira o cambia la dirección del negocio, presentamos el Formulario 8822-B; el cambio de parte responsable se debe reportar a la IRS dentro de 60 días.",
      },
    ],
    clients: [
      {
        type: "LLC y corporaciones recién registradas",
        description:
          "Entidades que acaban de registrarse ante la Secretaría de Estado de California y necesitan el EIN para abrir su cuenta bancaria o pagar nómina.",
      },
      {
        type: "Empleadores que contratan a su primer trabajador",
        description:
          "Todo negocio que paga empleados necesita un EIN para el Formulario 941 y los W-2, aunque sea un negocio individual, y se tramita antes del registro con el EDD.",
      },
      {
        type: "Negocios individuales que cuidan su SSN",
        description:
          "Trabajadores independientes y contratistas que prefieren anotar un EIN y no su número de Seguro Social en los formularios W-9 que les piden sus clientes.",
      },
      {
        type: "Personas con ITIN que abren negocio",
        description:
          "Emprendedores sin número de Seguro Social que quieren que alguien les explique en español cómo se obtiene un EIN con ITIN, y que lo tramite con ellos.",
      },
      {
        type: "Dueños que viven fuera de EE. UU.",
        description:
          "Dueños extranjeros de un negocio en Estados Unidos, sin SSN ni ITIN, que necesitan que el trámite en papel del SS-4 salga bien desde la primera vez.",
      },
      {
        type: "Herencias, fideicomisos y organizaciones sin fines de lucro",
        description:
          "Albaceas, fiduciarios y organizaciones sin fines de lucro recién creadas, que necesitan su propio EIN, distinto del número de cualquier persona.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Revisamos la entidad y al dueño",
        description:
          "Confirmamos que la entidad esté registrada, quién es la parte responsable y si tiene número de Seguro Social o ITIN, porque de eso depende cómo se solicita.",
      },
      {
        number: 2,
        title: "Reunimos los datos",
        description:
          "Usted nos da el nombre legal, la dirección, los dueños, la fecha de inicio, el tipo de actividad y la fecha prevista de la primera nómina, con identificación de la parte responsable.",
      },
      {
        number: 3,
        title: "Preparamos el Formulario SS-4",
        description:
          "Llenamos el formulario, lo revisamos con usted en español o en inglés y recabamos su firma para actuar como tercero autorizado cuando haga falta.",
      },
      {
        number: 4,
        title: "Lo presentamos a la IRS",
        description:
          "Lo solicitamos en línea si la parte responsable tiene SSN o ITIN, o por fax o correo si no los tiene, y atendemos cualquier pregunta de la IRS.",
      },
      {
        number: 5,
        title: "Le entregamos su EIN",
        description:
          "Recibe el número y el aviso de confirmación de la IRS, con una breve explicación de qué debe guardar y dónde va a usar el EIN.",
      },
      {
        number: 6,
        title: "Seguimos con lo que viene",
        description:
          "Pasamos a los papeles del banco, la cuenta de empleador del EDD, el permiso de vendedor o la nómina, para que el número nuevo se use igual en todas partes.",
      },
    ],
    faqs: [
      {
        question: "¿La IRS cobra por el EIN?",
        answer:
          "No, la IRS asigna el EIN sin costo. Lo que usted nos paga es preparar bien el SS-4, escoger el tipo de entidad y la clasificación fiscal correctos, y enlazar el EIN con sus registros ante el estado, el banco y la nómina. Le damos una tarifa fija después de una consulta gratuita.",
      },
      {
        question: "¿Puedo sacar un EIN con ITIN en lugar de número de Seguro Social?",
        answer: [
          "Sí. Una parte responsable con un ITIN vigente puede solicitarlo, y la solicitud en línea de la IRS acepta tanto el ITIN como el número de Seguro Social. Si su ITIN venció o todavía necesita uno para sus declaraciones, nuestro ",
          { text: "servicio de Agente de Aceptación Certificado", page: "service/certified-acceptance-agent" },
          " le ayuda con el Formulario W-7 sin que tenga que enviar por correo sus documentos originales.",
        ],
      },
      {
        question: "¿Y si el dueño no tiene ni SSN ni ITIN?",
        answer:
          "El negocio puede obtener su EIN de todos modos, solo que no por la solicitud en línea. El SS-4 se envía a la IRS por fax o por correo, y quienes solicitan desde fuera de Estados Unidos también pueden hacerlo por teléfono. Preparamos el formulario para que la línea de la parte responsable quede llenada como lo piden las instrucciones de la IRS y la solicitud no sea rechazada.",
      },
      {
        question: "¿Mi LLC necesita su propio EIN?",
        answer:
          "Una LLC con varios socios siempre lo necesita. Una LLC de un solo dueño y sin empleados puede declarar sus ingresos con el número del dueño, pero necesita su propio EIN para pagar nómina o ciertos impuestos especiales (excise taxes), y los bancos normalmente lo piden para abrir la cuenta de la LLC.",
      },
      {
        question: "¿El EIN es el único número que necesito para contratar empleados?",
        answer: [
          "No. En California los empleadores también se registran con el EDD para obtener un número de cuenta de empleador estatal, que se usa en los reportes DE 9 y DE 9C. Nuestro ",
          { text: "servicio de nómina", page: "service/payroll" },
          " abre las dos cuentas y prepara el Formulario 941 trimestral para que desde el primer cheque todo quede bien reportado.",
        ],
      },
      {
        question: "¿Qué pasa si cambia el dueño o la parte responsable?",
        answer: [
          "Un dueño nuevo no significa por fuerza un EIN nuevo, pero hay que avisarle a la IRS: el Formulario 8822-B reporta el cambio de parte responsable dentro de 60 días. Otros cambios, como convertir un negocio individual en corporación, sí requieren un EIN nuevo; si está reorganizando su negocio, nuestro ",
          { text: "servicio de apertura de negocios", page: "service/new-business-formation" },
          " se encarga de los registros que eso implica.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Yo solo tengo ITIN y me habían dicho que nunca iba a poder sacar un EIN. En NAIS me demostraron que no era cierto, llenaron el SS-4 conmigo en español y abrí la cuenta del negocio con mi propio número.",
        name: "Alejandro V.",
        position: "Dueño, negocio de jardinería",
      },
      {
        quote:
          "Casi le pago a una página de internet para sacar mi EIN. En NAIS me explicaron que la IRS no cobra por él, llenaron bien el formulario para mi LLC y luego me ayudaron a registrarme con el EDD antes de que empezara mi primera empleada.",
        name: "Sarah L.",
        position: "Dueña, boutique en línea",
      },
      {
        quote:
          "Cuando mi papá se retiró de la compañía no sabíamos que había que avisarle a la IRS. Presentaron el 8822-B a tiempo y actualizaron el banco y la nómina para que todo coincidiera.",
        name: "Francisco M.",
        position: "Socio, compañía de contratación agrícola",
      },
    ],
  },
};
