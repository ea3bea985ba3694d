import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Solicitud de EIN",
  subheading: "Su número federal de negocio, sin errores",
  description:
    "El número de identificación del empleador (EIN) es el número con el que la IRS identifica a su negocio en las declaraciones de impuestos, en la nómina y ante el banco. En NAIS preparamos con usted el Formulario SS-4, lo presentamos en su nombre y cuidamos que los datos coincidan con su registro estatal, también si usted usa un ITIN en lugar de número de Seguro Social.",
  metaDescription:
    "Obtenga su número de identificación del empleador (EIN) sin errores: NAIS prepara el Formulario SS-4 y lo tramita, también si usted tiene ITIN. En español.",
  features: [
    {
      title: "Formulario SS-4 bien llenado",
      description:
        "Llenamos el Formulario SS-4 con el tipo de entidad, el motivo de la solicitud, la parte responsable y la fecha del primer pago de sueldos correctos, que son las respuestas donde más se equivoca quien solicita por primera vez.",
    },
    {
      title: "Solicitudes con ITIN",
      description:
        "Una parte responsable con ITIN sí puede obtener un EIN, incluso por internet. Antes de solicitarlo verificamos que su ITIN siga vigente y le explicamos en español cada línea del formulario.",
    },
    {
      title: "Dueños sin SSN ni ITIN",
      description:
        "La solicitud en línea de la IRS exige una parte responsable con número de Seguro Social o ITIN. Si el dueño no tiene ninguno de los dos, preparamos el SS-4 para enviarlo por fax o por correo, que es la vía que la IRS tiene para ese caso.",
    },
    {
      title: "Actuamos como su tercero autorizado",
      description:
        "Con su firma en la sección de tercero autorizado (third-party designee) del SS-4, podemos recibir el EIN por usted y contestar las preguntas de la IRS sobre la solicitud.",
    },
    {
      title: "Confirmación guardada en su expediente",
      description:
        "Guardamos en su expediente el aviso de asignación de la IRS (CP 575) y le ayudamos a pedir la carta de verificación 147C si más adelante un banco o una agencia le pide comprobar el número.",
    },
    {
      title: "Cambios de parte responsable",
      description: `Cuando un socio se retira o cambia la dirección del negocio, presentamos el Formulario 8822-B; el cambio de parte responsable se debe reportar a la IRS dentro de ${num(f.responsiblePartyChangeDays)} días.`,
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
        "Trabajadores por cuenta propia y contratistas que prefieren anotar un EIN y no su número de Seguro Social en los formularios W-9 que les piden sus clientes.",
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
      title: "Revisamos la entidad y al dueño",
      description:
        "Confirmamos que la entidad esté registrada, quién es la parte responsable y si tiene número de Seguro Social o ITIN, porque de eso depende cómo se solicita.",
    },
    {
      title: "Reunimos los datos",
      description:
        "Usted nos da el nombre legal, la dirección, los dueños, la fecha de inicio, el tipo de actividad y la fecha prevista de la primera nómina, con identificación de la parte responsable.",
    },
    {
      title: "Preparamos el Formulario SS-4",
      description:
        "Llenamos el formulario, lo revisamos con usted en español o en inglés y recabamos su firma para actuar como tercero autorizado cuando haga falta.",
    },
    {
      title: "Lo presentamos a la IRS",
      description:
        "Lo solicitamos en línea si la parte responsable tiene SSN o ITIN, o por fax o correo si no los tiene, y atendemos cualquier pregunta de la IRS.",
    },
    {
      title: "Le entregamos su EIN",
      description:
        "Recibe el número y el aviso de confirmación de la IRS, con una breve explicación de qué debe guardar y dónde va a usar el EIN.",
    },
    {
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
        { text: "servicio de Agente Certificador de Aceptación", page: "service/certified-acceptance-agent" },
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
        `Un dueño nuevo no significa por fuerza un EIN nuevo, pero hay que avisarle a la IRS: el Formulario 8822-B reporta el cambio de parte responsable dentro de ${num(f.responsiblePartyChangeDays)} días. Otros cambios, como convertir un negocio individual en corporación, sí requieren un EIN nuevo; si está reorganizando su negocio, nuestro `,
        { text: "servicio de apertura de negocios", page: "service/new-business-formation" },
        " se encarga de los registros que eso implica.",
      ],
    },
  ],
} satisfies ServicePageCopy;
