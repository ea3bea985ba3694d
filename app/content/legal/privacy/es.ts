import { portal, portalLink } from "#app/content/client-portal.ts";
import { representation } from "#app/content/representation.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";
import type { PrivacyCopy } from "./structure.ts";

const pw = portal.es;

const rep = representation.es;

/** Privacy policy in Spanish (usted): the same sections, ids and placeholders as en.ts. */
export const es = {
  title: "Política de Privacidad",
  metaDescription:
    "Cómo tratamos los datos que nos envía por el formulario de contacto y la lista de espera, cuánto tiempo los guardamos y qué derechos tiene en California.",
  intro:
    "Esta política explica cómo {legalName} trata la información personal que recibe a través de este sitio web. Lo esencial: solo recibimos lo que usted decide enviarnos, lo usamos para responderle, nunca lo vendemos y no seguimos su actividad en internet.",
  sections: {
    "who-we-are": {
      heading: "Quiénes somos y qué abarca esta política",
      blocks: [
        {
          kind: "p",
          text: "{legalName} es una firma con oficinas en Santa Maria, California, que ofrece servicios de contabilidad, nómina, preparación de impuestos, representación ante la IRS, apertura de negocios y capacitación en QuickBooks. Somos los responsables de la información personal que se describe en esta política.",
        },
        {
          kind: "p",
          text: "Esta política abarca nuestro sitio web y los mensajes que usted nos envía por medio de él. Si llega a ser nuestro cliente, la información que nos confíe para su contabilidad, sus impuestos o su caso ante la IRS se rige además por su contrato de servicios por escrito y por las normas federales que protegen los datos de los contribuyentes en manos de los preparadores de impuestos.",
        },
        {
          kind: "p",
          text: `${rep.ctec} La representación ante la IRS está a cargo de ${rep.named}, con un Formulario 2848 que usted firma.`,
        },
      ],
    },
    "information-we-collect": {
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
    "cookies-and-local-storage": {
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
    "how-we-use-information": {
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
    "legal-basis": {
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
    retention: {
      heading: "Cuánto tiempo la guardamos",
      blocks: [
        {
          kind: "ul",
          items: [
            "Las consultas y los registros en la lista de espera que no terminan en una relación de cliente se eliminan en un plazo máximo de 24 meses.",
            "Si usted se hace cliente, guardamos su expediente durante siete años (la ley federal exige que el preparador de impuestos conserve una copia de cada declaración, o una lista de ellas, por lo menos tres) y después lo destruimos de forma segura.",
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
    "who-sees-it": {
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
          text: "Solo damos a conocer información a terceros cuando la ley nos obliga, como ante una citación, una orden judicial o un requerimiento legal de una agencia de gobierno, o cuando usted nos lo pide, por ejemplo al autorizarnos a hablar con la IRS en su nombre. Lo que nuestros clientes nos dan para sus declaraciones de impuestos tiene reglas más estrictas, en la sección siguiente.",
        },
      ],
    },
    "client-tax-information": {
      heading: "La información tributaria de nuestros clientes",
      blocks: [
        {
          kind: "p",
          text: "Todo lo que un cliente nos da para preparar una declaración de impuestos, o en relación con ella, es información de la declaración según la sección 7216 del Código de Impuestos Internos. La usamos para preparar sus declaraciones. Solo la usamos para otro fin, o la damos a conocer a alguien, con su consentimiento por escrito, firmado en la forma que exige la IRS, o cuando la sección 301.7216-2 del Reglamento del Tesoro lo permite sin consentimiento, por ejemplo ante una orden judicial o por otra disposición del Código de Impuestos Internos. La ley federal castiga como delito darla a conocer a sabiendas o por imprudencia sin esa base.",
        },
        {
          kind: "p",
          text: "Como firma que prepara declaraciones de impuestos, somos una institución financiera según la ley Gramm-Leach-Bliley: nuestros clientes reciben nuestro aviso de privacidad, que explica cómo obtenemos, usamos y compartimos su información personal no pública.",
        },
        {
          kind: "p",
          text: `Cumplimos la Regla de Salvaguardas (Safeguards Rule) de la Comisión Federal de Comercio (FTC), 16 CFR parte 314, con un programa escrito de seguridad de la información. Si alguien sin autorización obtuviera información sin cifrar de ${num(f.safeguardsBreachNoticePeople)} personas o más, avisaríamos a la FTC a más tardar ${num(f.safeguardsBreachNoticeDays)} días después de descubrirlo, además de avisar a las personas afectadas como lo exige la ley de California.`,
        },
      ],
    },
    security: {
      heading: "Cómo la protegemos",
      blocks: [
        {
          kind: "ul",
          items: [
            "Todas las páginas y los formularios del sitio viajan por una conexión cifrada (HTTPS).",
            "Solo el personal que necesita su información tiene acceso a ella, y nuestros proveedores están obligados a protegerla.",
            [
              "Los documentos de nuestros clientes se intercambian por nuestro ",
              portalLink("portal seguro para clientes"),
              `, administrado por ${pw.provider}${pw.withEncryption ? ` y protegido${pw.withEncryption}` : ""}, y nunca por el formulario de contacto.`,
            ],
          ],
        },
        {
          kind: "p",
          text: [
            "El correo electrónico y los formularios web son prácticos, pero no son el lugar para datos delicados. No nos envíe por el formulario ni por correo común números de Seguro Social o ITIN, formularios de impuestos, estados de cuenta bancarios ni cartas de la IRS. Cuando empecemos a trabajar juntos, le daremos acceso al ",
            portalLink("portal seguro"),
            ".",
          ],
        },
        {
          kind: "p",
          text: "Ningún sistema es completamente seguro. Si llegáramos a saber de una filtración que afecte su información personal, se lo notificaremos como lo exige la ley.",
        },
      ],
    },
    children: {
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
    "california-rights": {
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
    "exercising-rights": {
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
    "do-not-track": {
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
    changes: {
      heading: "Cambios a esta política",
      blocks: [
        {
          kind: "p",
          text: "Podemos actualizar esta política cuando cambien nuestras prácticas o la ley. Publicaremos la nueva versión en esta página con una nueva fecha de vigencia, y si el cambio es importante también lo anunciaremos en el sitio. No usaremos la información que ya tenemos de una forma muy distinta sin su consentimiento.",
        },
        {
          kind: "p",
          text: "Esta política se publica en inglés y en español. Si las dos versiones no coinciden, prevalece la versión en inglés.",
        },
      ],
    },
    contact: {
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
  },
} satisfies PrivacyCopy;
