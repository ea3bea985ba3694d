import type { Bilingual } from "../types";
import type { LegalDocument } from "./types";

/**
 * Privacy policy of the marketing site (/privacy-policy, /es/politica-privacidad).
 *
 * `{email}`, `{phone}`, `{legalName}` and `{offices}` are filled by the page from the site
 * configuration. Section ids are the anchors of the table of contents: keep them identical in
 * both languages.
 */
export const privacyPolicy: Bilingual<LegalDocument> = {
  en: {
    title: "Privacy Policy",
    metaDescription:
      "How our Santa Maria bookkeeping and tax firm handles what you send through our contact form and waitlist, how long we keep it, and your California rights.",
    effectiveDate: "2026-11-22",
    intro:
      "This policy explains how {legalName} (“we” or “us”) handles personal information received through this website. In short: we only receive what you choose to send us, we use it to answer you, we never sell it, and we do not track you.",
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are and what this policy covers",
        blocks: [
          {
            kind: "p",
            text: "{legalName} is a bookkeeping, payroll, tax preparation, IRS representation, business formation and QuickBooks training firm with offices in Santa Maria, California. We are responsible for the personal information described in this policy.",
          },
          {
            kind: "p",
            text: "This policy covers our website and the messages you send through it. If you become a client, the information you give us for your bookkeeping, tax or IRS work is also governed by your written engagement agreement and by the federal rules that protect taxpayer information held by tax preparers.",
          },
        ],
      },
      {
        id: "information-we-collect",
        heading: "Information we collect",
        blocks: [
          {
            kind: "p",
            text: "The site has no accounts or logins, so we only receive information when you decide to send it:",
          },
          {
            kind: "ul",
            items: [
              "Contact form: your name, e-mail address, phone number (optional), the service you are interested in (bookkeeping, tax preparation, IRS help, QuickBooks training or new business setup), your message and, if you choose QuickBooks training, the courses you check.",
              "QuickBooks course waitlist: your e-mail address, nothing else.",
              "Anti-spam field: both forms contain a hidden field that people never see and leave empty, while spam programs tend to fill it in. It holds nothing about you.",
              "Server logs: like nearly every website, our hosting provider records technical details of each request, such as the IP address, date and time, page requested and browser type. Form submissions are logged with your e-mail address partly masked, never in full.",
              "Calls and e-mails: if you phone or write to us directly, we receive whatever you tell us, along with your phone number or e-mail address.",
            ],
          },
          {
            kind: "p",
            text: "Please do not put Social Security numbers, ITINs, bank or card numbers, or details from tax returns or IRS notices in the contact form. The Security section below explains the safe way to share documents.",
          },
        ],
      },
      {
        id: "cookies-and-local-storage",
        heading: "Cookies, local storage and tracking",
        blocks: [
          {
            kind: "p",
            text: "This site uses no tracking or advertising cookies, no analytics tools, no advertising pixels and no social-media widgets. It remembers just two preferences, kept in your own browser's local storage:",
          },
          {
            kind: "ul",
            items: ["the color theme you picked (light or dark);", "your language (English or Spanish)."],
          },
          {
            kind: "p",
            text: "It also keeps a small flag in your browser's session storage, to know whether a page is the first of your visit and whether you closed the language suggestion. That flag disappears when you close the tab.",
          },
          {
            kind: "p",
            text: "None of these values is sent to us or anyone else, and none identifies you. You can remove them at any time by clearing this site's data in your browser.",
          },
          {
            kind: "p",
            text: "Links to our social profiles and to map directions are plain links: those companies receive nothing unless you click them.",
          },
        ],
      },
      {
        id: "how-we-use-information",
        heading: "How we use your information",
        blocks: [
          { kind: "p", text: "We use what you send us for these purposes only:" },
          {
            kind: "ul",
            items: [
              "to read and answer your enquiry by e-mail or phone, and to schedule a consultation if you ask for one;",
              "to tell you when registration opens for the online QuickBooks course you joined the waitlist for;",
              "to keep the site and its forms working safely, which includes filtering spam and looking into misuse;",
              "to meet our legal obligations.",
            ],
          },
          {
            kind: "p",
            text: "We send no newsletters or marketing campaigns, build no profiles and make no automated decisions about you.",
          },
        ],
      },
      {
        id: "legal-basis",
        heading: "Why we are allowed to use it",
        blocks: [
          { kind: "p", text: "In plain words, we rely on three reasons:" },
          {
            kind: "ul",
            items: [
              "You asked us to. By sending the form or joining the waitlist, you ask us to get in touch, and we need your details to do that.",
              "Keeping the site safe. We have a legitimate interest in stopping spam and abuse, which is why we keep limited server logs.",
              "The law requires it. Tax laws and other rules sometimes oblige us to keep records or to hand them to the authorities.",
            ],
          },
          {
            kind: "p",
            text: "You can change your mind whenever you like: tell us you no longer want to hear from us, or ask to be taken off the waitlist, and we will stop.",
          },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        blocks: [
          {
            kind: "ul",
            items: [
              "Enquiries and waitlist sign-ups that do not lead to a client relationship are deleted within 24 months.",
              "If you become a client, we keep your records for as long as tax law requires, generally seven years, and then destroy them securely.",
              "Server logs are kept only as long as needed for security and troubleshooting, then deleted or overwritten.",
              "Submissions caught by the anti-spam field are set aside rather than delivered, so that a real person flagged by mistake is not lost, and are deleted on the same schedule.",
            ],
          },
          {
            kind: "p",
            text: "We keep information longer only when the law requires it or to resolve a dispute, and only for as long as that lasts.",
          },
        ],
      },
      {
        id: "who-sees-it",
        heading: "Who sees your information",
        blocks: [
          {
            kind: "p",
            text: "Your messages are read only by members of our staff who need them to help you. We also rely on service providers that handle data on our behalf:",
          },
          {
            kind: "ul",
            items: [
              "our hosting provider, which runs this website and its forms and keeps the server logs;",
              "our e-mail provider, which delivers your message to our inbox and stores it.",
            ],
          },
          {
            kind: "p",
            text: "They may use the information only to serve us, never to sell it or for their own purposes.",
          },
          {
            kind: "p",
            text: "We never sell your personal information, and we never share it for advertising, including cross-context behavioral advertising. We do not pass it to data brokers or marketing partners.",
          },
          {
            kind: "p",
            text: "We disclose information to others only when the law requires it, such as a subpoena, court order or lawful request from a government agency; to protect the rights or safety of our clients, our staff or the public; or when you ask us to, for instance by authorizing us to speak with the IRS for you.",
          },
        ],
      },
      {
        id: "security",
        heading: "How we protect it",
        blocks: [
          {
            kind: "ul",
            items: [
              "Every page and form of this site travels over an encrypted connection (HTTPS).",
              "Only staff who need your information can reach it, and our providers are bound to protect it.",
              "Client documents are exchanged through our secure client portal, which uses 256-bit encryption, never through the contact form.",
            ],
          },
          {
            kind: "p",
            text: "E-mail and web forms are handy, but they are not the place for sensitive data. Please do not send Social Security numbers, ITINs, tax forms, bank statements or IRS notices through the contact form or ordinary e-mail. Once we are working together, we will invite you to the secure portal.",
          },
          {
            kind: "p",
            text: "No system is perfectly secure. If we learn of a breach that affects your personal information, we will notify you as the law requires.",
          },
        ],
      },
      {
        id: "children",
        heading: "Children",
        blocks: [
          {
            kind: "p",
            text: "This site is meant for adults and businesses. It is not directed to children under 16, and we do not knowingly collect personal information from them through it. If you believe a child has sent us information, let us know and we will delete it.",
          },
          {
            kind: "p",
            text: "Clients sometimes give us details about their dependents for a tax return. Those details come from the parent or guardian, within a client engagement, and are protected like any other client record.",
          },
        ],
      },
      {
        id: "california-rights",
        heading: "Your California privacy rights",
        blocks: [
          {
            kind: "p",
            text: "The California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), gives California residents rights over their personal information. We honor them for anyone who asks:",
          },
          {
            kind: "ul",
            items: [
              "Right to know: what personal information we hold about you, where it came from, why we use it, with whom we share it, and a copy of it.",
              "Right to delete: ask us to delete the personal information we collected from you, subject to exceptions such as records that tax law requires us to keep.",
              "Right to correct: ask us to fix information that is inaccurate.",
              "Right to opt out of sale or sharing: we do not sell or share personal information and have not done so in the past 12 months. You may still ask, and we will confirm it in writing.",
              "Right to limit the use of sensitive personal information: we use sensitive information, such as a client's Social Security number, only to provide the service requested, never to infer characteristics about you.",
              "Right to non-discrimination: we will not deny you service, charge you a different price or give you a lower quality of service because you used any of these rights.",
            ],
          },
          {
            kind: "p",
            text: "In the past 12 months, we received through the site identifiers (name, e-mail address, phone number), the content of messages, and internet activity limited to server logs. We disclosed them only to the service providers listed above, for the purposes described here.",
          },
        ],
      },
      {
        id: "exercising-rights",
        heading: "How to exercise your rights",
        blocks: [
          {
            kind: "p",
            text: "To make a request, e-mail us at {email} or call us toll-free at {phone}, and tell us which right you want to use. You do not need an account.",
          },
          {
            kind: "ul",
            items: [
              "Verification: we confirm your identity by matching the details you give us with what we hold, for example by replying to the e-mail address you used on the form. We ask only for what we need to verify you.",
              "Authorized agents: someone you authorize may make a request for you. We will ask for your signed permission and may ask you to confirm your identity with us directly, unless the agent holds a valid power of attorney under California law.",
              "Timing: we confirm receipt within 10 business days and answer within 45 days. If we need more time, up to 45 more days, we will tell you why.",
              "Cost: requests are free. If we cannot fulfill a request, in whole or in part, we will explain why.",
            ],
          },
        ],
      },
      {
        id: "do-not-track",
        heading: "Do Not Track and Global Privacy Control",
        blocks: [
          {
            kind: "p",
            text: "Some browsers can send a Do Not Track signal or a Global Privacy Control (GPC) signal. This site does not track you across websites, shows no ads and does not sell or share personal information, so every visit is handled the same way: without tracking.",
          },
          {
            kind: "p",
            text: "We treat a GPC signal as a valid request to opt out of the sale or sharing of personal information, as California law requires. Because we do not sell or share, nothing more is needed on your part.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        blocks: [
          {
            kind: "p",
            text: "We may update this policy when our practices or the law change. The new version will be posted on this page with a new effective date, and significant changes will also be announced on the site. We will not use information we already hold in a materially different way without your consent.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          {
            kind: "p",
            text: "Questions about this policy or about your information? We are glad to help, in English or Spanish:",
          },
          { kind: "ul", items: ["E-mail: {email}", "Toll-free phone: {phone}", "Offices: {offices}"] },
          {
            kind: "p",
            text: [
              "You can also use our ",
              { text: "contact page", page: "contact" },
              ", but please keep sensitive information out of it.",
            ],
          },
        ],
      },
    ],
  },

  es: {
    title: "Política de Privacidad",
    metaDescription:
      "Cómo tratamos los datos que nos envía por el formulario de contacto y la lista de espera, cuánto tiempo los guardamos y qué derechos tiene en California.",
    effectiveDate: "2026-11-22",
    intro:
      "Esta política explica cómo {legalName} trata la información personal que recibe a través de este sitio web. Lo esencial: solo recibimos lo que usted decide enviarnos, lo usamos para responderle, nunca lo vendemos y no seguimos su actividad en internet.",
    sections: [
      {
        id: "who-we-are",
        heading: "Quiénes somos y qué abarca esta política",
        blocks: [
          {
            kind: "p",
            text: "{legalName} es una firma con oficinas en Santa María, California, que ofrece servicios de contabilidad, nóminas, preparación de impuestos, representación ante la IRS, apertura de negocios y capacitación en QuickBooks. Somos los responsables de la información personal que se describe en esta política.",
          },
          {
            kind: "p",
            text: "Esta política abarca nuestro sitio web y los mensajes que usted nos envía por medio de él. Si llega a ser nuestro cliente, la información que nos confíe para su contabilidad, sus impuestos o su caso ante la IRS se rige además por su contrato de servicios por escrito y por las normas federales que protegen los datos de los contribuyentes en manos de los preparadores de impuestos.",
          },
        ],
      },
      {
        id: "information-we-collect",
        heading: "Qué información recibimos",
        blocks: [
          {
            kind: "p",
            text: "En el sitio no hay cuentas de usuario ni inicio de sesión. Solo recibimos información cuando usted decide enviárnosla:",
          },
          {
            kind: "ul",
            items: [
              "Formulario de contacto: su nombre, su correo electrónico, su teléfono (opcional), el servicio que le interesa (contabilidad, preparación de impuestos, ayuda con la IRS, capacitación en QuickBooks o apertura de negocio), su mensaje y, si elige capacitación en QuickBooks, los cursos que marque.",
              "Lista de espera del curso de QuickBooks: únicamente su correo electrónico.",
              "Campo antispam: los dos formularios tienen un campo oculto que las personas no ven y dejan en blanco, pero que los programas de spam suelen llenar. No guarda ningún dato suyo.",
              "Registros del servidor: como casi cualquier sitio web, nuestro proveedor de alojamiento anota datos técnicos de cada visita, como la dirección IP, la fecha y hora, la página solicitada y el tipo de navegador. Los envíos de formularios quedan anotados con su correo parcialmente oculto, nunca completo.",
              "Llamadas y correos: si nos llama o nos escribe directamente, recibimos lo que usted nos cuente, junto con su número de teléfono o su dirección de correo.",
            ],
          },
          {
            kind: "p",
            text: "Le pedimos que no escriba en el formulario de contacto su número de Seguro Social, su ITIN, números de cuentas bancarias o de tarjetas, ni datos de sus declaraciones de impuestos o de cartas de la IRS. En la sección sobre seguridad le explicamos cómo compartir documentos de forma segura.",
          },
        ],
      },
      {
        id: "cookies-and-local-storage",
        heading: "Cookies, almacenamiento local y rastreo",
        blocks: [
          {
            kind: "p",
            text: "Este sitio no usa cookies de rastreo ni de publicidad, herramientas de analítica, píxeles publicitarios ni complementos de redes sociales. Solo recuerda dos preferencias, que se guardan en el almacenamiento local de su propio navegador:",
          },
          {
            kind: "ul",
            items: ["el tema de colores que eligió (claro u oscuro);", "su idioma (inglés o español)."],
          },
          {
            kind: "p",
            text: "Además, guarda una pequeña marca en el almacenamiento de sesión del navegador para saber si una página es la primera de su visita y si usted cerró la sugerencia de idioma. Esa marca se borra sola al cerrar la pestaña.",
          },
          {
            kind: "p",
            text: "Ninguno de estos datos se nos envía a nosotros ni a nadie más, y ninguno permite identificarle. Puede borrarlos cuando quiera eliminando los datos de este sitio en su navegador.",
          },
          {
            kind: "p",
            text: "Los enlaces a nuestras redes sociales y a las indicaciones para llegar a nuestras oficinas son enlaces comunes: esas empresas no reciben nada a menos que usted haga clic en ellos.",
          },
        ],
      },
      {
        id: "how-we-use-information",
        heading: "Para qué usamos su información",
        blocks: [
          { kind: "p", text: "Usamos lo que nos envía solamente para lo siguiente:" },
          {
            kind: "ul",
            items: [
              "leer y contestar su consulta por correo o por teléfono, y agendarle una cita si usted la pide;",
              "avisarle cuando abra la inscripción del curso de QuickBooks en línea para el que se anotó en la lista de espera;",
              "mantener el sitio y los formularios funcionando con seguridad, lo que incluye filtrar el spam y revisar cualquier abuso;",
              "cumplir con nuestras obligaciones legales.",
            ],
          },
          {
            kind: "p",
            text: "No mandamos boletines ni campañas de mercadeo, no armamos perfiles y no tomamos decisiones automatizadas sobre usted.",
          },
        ],
      },
      {
        id: "legal-basis",
        heading: "Por qué podemos usarla",
        blocks: [
          { kind: "p", text: "Dicho de manera sencilla, nos apoyamos en tres motivos:" },
          {
            kind: "ul",
            items: [
              "Usted nos lo pidió. Al enviar el formulario o anotarse en la lista de espera, nos pide que nos comuniquemos con usted, y para eso necesitamos sus datos.",
              "Cuidar el sitio. Tenemos un interés legítimo en frenar el spam y el mal uso, y por eso conservamos registros limitados del servidor.",
              "Lo exige la ley. Las leyes fiscales y otras normas a veces nos obligan a conservar documentos o a entregarlos a las autoridades.",
            ],
          },
          {
            kind: "p",
            text: "Puede cambiar de opinión cuando quiera: díganos que ya no desea que lo contactemos, o que quiere salir de la lista de espera, y dejaremos de hacerlo.",
          },
        ],
      },
      {
        id: "retention",
        heading: "Cuánto tiempo la guardamos",
        blocks: [
          {
            kind: "ul",
            items: [
              "Las consultas y los registros en la lista de espera que no terminan en una relación de cliente se eliminan en un plazo máximo de 24 meses.",
              "Si usted se hace cliente, guardamos su expediente durante el tiempo que exigen las leyes fiscales, por lo general siete años, y después lo destruimos de forma segura.",
              "Los registros del servidor se conservan solo el tiempo necesario para la seguridad y la atención de fallas técnicas; después se borran o se sobrescriben.",
              "Los envíos que el campo antispam señala como sospechosos se apartan en lugar de llegar a nuestra bandeja, para no perder el mensaje de una persona real detectada por error, y se eliminan en los mismos plazos.",
            ],
          },
          {
            kind: "p",
            text: "Solo guardamos información por más tiempo cuando la ley lo exige o para resolver una disputa, y únicamente mientras dure esa situación.",
          },
        ],
      },
      {
        id: "who-sees-it",
        heading: "Quién tiene acceso a su información",
        blocks: [
          {
            kind: "p",
            text: "Sus mensajes los lee solo el personal de nuestra oficina que los necesita para atenderle. También trabajamos con proveedores que manejan datos por cuenta nuestra:",
          },
          {
            kind: "ul",
            items: [
              "nuestro proveedor de alojamiento web, que mantiene en línea este sitio y sus formularios y guarda los registros del servidor;",
              "nuestro proveedor de correo electrónico, que entrega su mensaje en nuestra bandeja y lo almacena.",
            ],
          },
          {
            kind: "p",
            text: "Solo pueden usar la información para prestarnos sus servicios, nunca para venderla ni para fines propios.",
          },
          {
            kind: "p",
            text: "Jamás vendemos su información personal ni la compartimos con fines publicitarios, lo que incluye la publicidad basada en su actividad en otros sitios. Tampoco se la pasamos a corredores de datos ni a socios de mercadeo.",
          },
          {
            kind: "p",
            text: "Solo damos a conocer información a terceros cuando la ley nos obliga, como ante una citación, una orden judicial o un requerimiento legal de una agencia de gobierno; para proteger los derechos o la seguridad de nuestros clientes, de nuestro personal o del público; o cuando usted nos lo pide, por ejemplo al autorizarnos a hablar con la IRS en su nombre.",
          },
        ],
      },
      {
        id: "security",
        heading: "Cómo la protegemos",
        blocks: [
          {
            kind: "ul",
            items: [
              "Todas las páginas y los formularios del sitio viajan por una conexión cifrada (HTTPS).",
              "Solo el personal que necesita su información tiene acceso a ella, y nuestros proveedores están obligados a protegerla.",
              "Los documentos de nuestros clientes se intercambian por nuestro portal seguro para clientes, con cifrado de 256 bits, y nunca por el formulario de contacto.",
            ],
          },
          {
            kind: "p",
            text: "El correo electrónico y los formularios web son prácticos, pero no son el lugar para datos delicados. No nos envíe por el formulario ni por correo común números de Seguro Social o ITIN, formularios de impuestos, estados de cuenta bancarios ni cartas de la IRS. Cuando empecemos a trabajar juntos, le daremos acceso al portal seguro.",
          },
          {
            kind: "p",
            text: "Ningún sistema es completamente seguro. Si llegáramos a saber de una filtración que afecte su información personal, se lo notificaremos como lo exige la ley.",
          },
        ],
      },
      {
        id: "children",
        heading: "Menores de edad",
        blocks: [
          {
            kind: "p",
            text: "Este sitio está pensado para adultos y empresas. No está dirigido a menores de 16 años, y no recopilamos a sabiendas datos de menores por medio de él. Si cree que un menor nos envió información, avísenos y la borraremos.",
          },
          {
            kind: "p",
            text: "A veces nuestros clientes nos dan datos de sus dependientes para una declaración de impuestos. Los entrega el padre, la madre o el tutor, dentro de una relación de cliente, y se protegen igual que el resto del expediente.",
          },
        ],
      },
      {
        id: "california-rights",
        heading: "Sus derechos de privacidad en California",
        blocks: [
          {
            kind: "p",
            text: "La Ley de Privacidad del Consumidor de California, reformada por la Ley de Derechos de Privacidad de California (CCPA/CPRA), da a los residentes de California derechos sobre su información personal. Nosotros los respetamos para toda persona que los solicite:",
          },
          {
            kind: "ul",
            items: [
              "Derecho a saber: qué información personal tenemos sobre usted, de dónde proviene, para qué la usamos, con quién la compartimos, y recibir una copia.",
              "Derecho a eliminar: pedirnos que borremos la información personal que obtuvimos de usted, salvo excepciones como los registros que las leyes fiscales nos obligan a conservar.",
              "Derecho a corregir: pedirnos que arreglemos datos que no sean exactos.",
              "Derecho a excluirse de la venta o del intercambio de sus datos: no vendemos ni compartimos información personal, ni lo hemos hecho en los últimos 12 meses. Aun así, puede pedírnoslo y se lo confirmaremos por escrito.",
              "Derecho a limitar el uso de información personal delicada: la información delicada, como el número de Seguro Social de un cliente, la usamos solo para prestar el servicio solicitado, nunca para sacar conclusiones sobre usted.",
              "Derecho a no ser discriminado: no le negaremos el servicio, no le cobraremos otro precio ni le daremos un servicio de menor calidad por ejercer cualquiera de estos derechos.",
            ],
          },
          {
            kind: "p",
            text: "En los últimos 12 meses, por el sitio recibimos identificadores (nombre, correo electrónico y teléfono), el contenido de los mensajes y datos de actividad en internet limitados a los registros del servidor. Solo los dimos a conocer a los proveedores mencionados arriba, para los fines aquí descritos.",
          },
        ],
      },
      {
        id: "exercising-rights",
        heading: "Cómo ejercer sus derechos",
        blocks: [
          {
            kind: "p",
            text: "Para hacer una solicitud, escríbanos a {email} o llámenos sin costo al {phone}, e indíquenos qué derecho desea ejercer. No necesita tener una cuenta.",
          },
          {
            kind: "ul",
            items: [
              "Verificación: confirmamos su identidad comparando los datos que nos dé con los que tenemos, por ejemplo respondiendo al mismo correo que usó en el formulario. Solo le pediremos lo indispensable para verificar su identidad.",
              "Agentes autorizados: otra persona puede hacer la solicitud por usted si usted la autoriza. Le pediremos su permiso firmado y podremos pedirle que confirme su identidad directamente con nosotros, salvo que esa persona tenga un poder legal (power of attorney) válido según la ley de California.",
              "Plazos: le confirmamos que recibimos su solicitud en un máximo de 10 días hábiles y le damos respuesta dentro de 45 días. Si necesitamos más tiempo, hasta 45 días adicionales, le avisaremos y le diremos por qué.",
              "Costo: las solicitudes son gratuitas. Si no podemos atender su solicitud, en todo o en parte, le explicaremos el motivo.",
            ],
          },
        ],
      },
      {
        id: "do-not-track",
        heading: "Señales Do Not Track y Global Privacy Control",
        blocks: [
          {
            kind: "p",
            text: "Algunos navegadores pueden enviar una señal «Do Not Track» (no rastrear) o una señal de Control Global de Privacidad (Global Privacy Control, GPC). Este sitio no sigue sus pasos por otros sitios, no muestra anuncios y no vende ni comparte información personal; por eso toda visita se trata igual: sin rastreo.",
          },
          {
            kind: "p",
            text: "Tomamos la señal GPC como una solicitud válida para excluirse de la venta o del intercambio de información personal, tal como lo exige la ley de California. Como no vendemos ni compartimos datos, usted no tiene que hacer nada más.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Cambios a esta política",
        blocks: [
          {
            kind: "p",
            text: "Podemos actualizar esta política cuando cambien nuestras prácticas o la ley. Publicaremos la nueva versión en esta página con una nueva fecha de vigencia, y si el cambio es importante también lo anunciaremos en el sitio. No usaremos la información que ya tenemos de una forma muy distinta sin su consentimiento.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Comuníquese con nosotros",
        blocks: [
          {
            kind: "p",
            text: "¿Tiene preguntas sobre esta política o sobre sus datos? Con gusto le atendemos en español o en inglés:",
          },
          { kind: "ul", items: ["Correo electrónico: {email}", "Teléfono gratuito: {phone}", "Oficinas: {offices}"] },
          {
            kind: "p",
            text: [
              "También puede usar nuestra ",
              { text: "página de contacto", page: "contact" },
              ", pero le pedimos que no envíe por ella información delicada.",
            ],
          },
        ],
      },
    ],
  },
};
