import { representation } from "#app/content/representation.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";
import type { TermsCopy } from "./structure.ts";

const rep = representation.es;

/** Terms of service in Spanish (usted): the same sections, ids and placeholders as en.ts. */
export const es = {
  title: "Términos del Servicio",
  metaDescription:
    "Condiciones de uso de nuestro sitio: información general, no asesoría fiscal ni legal; sin relación de cliente hasta firmar contrato; rige la ley de California.",
  intro: [
    "Estos términos rigen el uso de este sitio web, administrado por {legalName}. Le pedimos leerlos junto con nuestra ",
    { text: "Política de Privacidad", page: "privacy" },
    ". Al usar el sitio, usted los acepta; si no está de acuerdo con ellos, le pedimos que no lo use.",
  ],
  sections: {
    "about-these-terms": {
      heading: "Sobre estos términos",
      blocks: [
        {
          kind: "p",
          text: "El sitio presenta nuestros servicios —contabilidad, nómina, preparación de impuestos, representación ante la IRS, apertura de negocios y capacitación en QuickBooks— y le permite comunicarse con nosotros. Estos términos se aplican a todas las personas que lo visitan.",
        },
        {
          kind: "p",
          text: "El trabajo que hacemos para nuestros clientes se rige por un contrato de servicios aparte, por escrito. Si ese contrato y estos términos llegaran a contradecirse, para ese trabajo manda el contrato.",
        },
        {
          kind: "p",
          text: `Ante la IRS, un preparador de impuestos que no es agente inscrito, CPA ni abogado puede, como máximo, representar a un cliente por una declaración que esa persona preparó y firmó, y solo mientras participe en el Programa Anual de la Temporada de Declaración de Impuestos (Annual Filing Season Program) de la IRS: en una auditoría, ante el servicio al cliente de la IRS o ante el Servicio del Defensor del Contribuyente. Las Apelaciones, los cobros y las declaraciones que esa persona no firmó requieren un agente inscrito, un CPA o un abogado nombrado en el Formulario 2848. En NAIS es ${rep.named}. ${rep.ctec}`,
        },
      ],
    },
    "use-of-the-site": {
      heading: "Uso del sitio",
      blocks: [
        {
          kind: "p",
          text: "Puede navegar, leer e imprimir las páginas de este sitio para su propia información o la de su negocio, y puede compartir enlaces a ellas. El sitio es gratuito y no hace falta crear una cuenta.",
        },
        {
          kind: "ul",
          items: [
            "El formulario de contacto y la lista de espera de los cursos de QuickBooks son para consultas reales. Le pedimos que nos dé datos de contacto correctos para poder responderle.",
            "Anotarse en la lista de espera nos permite avisarle cuando abra el curso en línea. No le aparta un lugar ni lo compromete a nada.",
            "Las descripciones, los horarios y la disponibilidad de los cursos pueden cambiar. Las condiciones de cada curso se le informan al momento de inscribirse.",
            "Podemos modificar, suspender o retirar cualquier parte del sitio en cualquier momento.",
          ],
        },
      ],
    },
    "information-not-advice": {
      heading: "Información general, no asesoría",
      blocks: [
        {
          kind: "p",
          text: "Los artículos, las descripciones de servicios, las preguntas frecuentes, los consejos y los ejemplos de este sitio son información general. No constituyen asesoría fiscal, legal, contable ni financiera, y no reemplazan una orientación sobre su caso en particular.",
        },
        {
          kind: "p",
          text: "El resultado fiscal depende de los hechos, y dos casos que parecen iguales pueden recibir un trato distinto. Por favor, no tome decisiones —ni deje de tomarlas— solo con base en lo que lea aquí. Damos asesoría únicamente dentro de un contrato de servicios por escrito, una vez que conocemos su situación.",
        },
        {
          kind: "p",
          text: "Cuando describimos programas de la IRS, como los planes de pagos, la oferta en compromiso o la liberación de gravámenes y embargos, explicamos cómo funcionan en general. Eso no garantiza que usted califique ni que la IRS acepte un resultado determinado.",
        },
        {
          kind: "p",
          text: "Nada de lo que aparece en el sitio es asesoría legal. Para asuntos legales, como redactar contratos o representarle ante un tribunal, consulte a un abogado con licencia.",
        },
      ],
    },
    "no-client-relationship": {
      heading: "No hay relación de cliente hasta que ambos firmemos",
      blocks: [
        {
          kind: "p",
          text: "Visitar el sitio, llamarnos, enviar el formulario de contacto, anotarse en la lista de espera o tener una consulta gratuita no lo convierte en nuestro cliente. La relación de cliente empieza solo cuando usted y nosotros firmamos un contrato de servicios por escrito que describe el trabajo y los honorarios.",
        },
        {
          kind: "ul",
          items: [
            "Hasta entonces, no somos responsables de ningún plazo, aviso o trámite que usted mencione en su consulta. Si recibió una carta de la IRS o del estado con fecha límite para responder, llámenos cuanto antes y lleve usted mismo el control de esa fecha.",
            "Podemos rechazar un trabajo, por ejemplo por un conflicto de intereses o porque queda fuera de los servicios que ofrecemos.",
            [
              "No nos envíe documentos confidenciales antes de firmar el contrato. En nuestra ",
              { text: "Política de Privacidad", page: "privacy" },
              " le explicamos cómo compartirlos de forma segura cuando ya estemos trabajando juntos.",
            ],
          ],
        },
      ],
    },
    "accuracy-and-tax-law-changes": {
      heading: "Exactitud y cambios en las leyes fiscales",
      blocks: [
        {
          kind: "p",
          text: "Procuramos que el sitio esté al día, pero las leyes fiscales, los procedimientos de la IRS, los formularios, las fechas límite y los montos cambian con frecuencia, a veces después de que se escribió una página. No podemos garantizar que cada página refleje las reglas más recientes.",
        },
        {
          kind: "p",
          text: `Las cifras del sitio corresponden al año fiscal indicado. Por ejemplo, la deducción estándar federal del año fiscal ${f.standardDeductionSingle.taxYear} es de ${usd(f.standardDeductionSingle)} para contribuyentes solteros y de ${usd(f.standardDeductionMarriedJoint)} para matrimonios que declaran en conjunto; en otros años los montos son distintos. Las fechas límite, como el 15 de abril, también pueden cambiar si caen en fin de semana o día feriado, o si la IRS concede prórrogas por desastres naturales.`,
        },
        {
          kind: "p",
          text: "Antes de basarse en una cifra, confirme el monto vigente con nosotros o con la IRS.",
        },
      ],
    },
    "third-party-links": {
      heading: "Enlaces a otros sitios",
      blocks: [
        { kind: "p", text: "El sitio incluye enlaces a páginas que no controlamos, entre ellas:" },
        {
          kind: "ul",
          items: [
            "nuestro socio de seguros, que ofrece seguros para negocios y familias bajo sus propias condiciones;",
            "nuestras páginas en TikTok, Facebook e Instagram;",
            "indicaciones en mapas, sitios del gobierno como el de la IRS y otros recursos.",
          ],
        },
        {
          kind: "p",
          text: "Esos sitios tienen sus propios términos y políticas de privacidad, que se aplican cuando usted los visita. Un enlace no significa que los respaldemos, y no respondemos por su contenido, productos, servicios ni prácticas. Cualquier póliza de seguro es un contrato entre usted y la aseguradora.",
        },
        {
          kind: "p",
          text: "Si se comunica con nosotros por una red social, las reglas de privacidad de esa red también se aplican a sus mensajes.",
        },
      ],
    },
    "intellectual-property": {
      heading: "Propiedad intelectual",
      blocks: [
        {
          kind: "p",
          text: "Los textos, gráficos, logotipos, fotos, videos, materiales de los cursos y el diseño de este sitio nos pertenecen o los usamos con licencia de sus dueños, y están protegidos por las leyes de derechos de autor y de marcas.",
        },
        {
          kind: "p",
          text: "Salvo para uso personal y no comercial, o para citas breves que mencionen la fuente, no puede copiar, volver a publicar, vender ni crear obras derivadas del contenido del sitio, ni usar nuestro nombre o logotipo, sin nuestro permiso por escrito.",
        },
        {
          kind: "p",
          text: "QuickBooks y ProAdvisor son marcas de Intuit Inc. Los demás nombres y logotipos pertenecen a sus respectivos dueños. Somos una firma privada e independiente, no una agencia de gobierno, y mencionar a la IRS, a Intuit o a cualquier otra organización no significa que nos respalde.",
        },
      ],
    },
    "acceptable-use": {
      heading: "Uso aceptable",
      blocks: [
        { kind: "p", text: "Al usar el sitio, le pedimos que no:" },
        {
          kind: "ul",
          items: [
            "envíe spam, publicidad, cadenas ni envíos masivos por los formularios;",
            "use bots u otros programas automáticos para llenar o enviar los formularios, o para burlar su protección contra el spam;",
            "dé información falsa, se haga pasar por otra persona ni envíe los datos de alguien sin su permiso;",
            "envíe virus u otro código dañino, ni intente entrar sin autorización al sitio, a sus servidores o a nuestros sistemas;",
            "copie el contenido de forma masiva ni cargue el sitio de una manera que lo sature o afecte a otros visitantes;",
            "use el sitio para fines ilegales, fraudulentos o abusivos.",
          ],
        },
        {
          kind: "p",
          text: "Podemos ignorar o borrar los envíos que no cumplan estas reglas, bloquear el acceso al sitio y denunciar cualquier actividad ilegal ante las autoridades.",
        },
      ],
    },
    "disclaimer-of-warranties": {
      heading: "Exclusión de garantías",
      blocks: [
        {
          kind: "p",
          text: "El sitio y su contenido se ofrecen «tal cual» y «según disponibilidad». En la máxima medida que permite la ley, no otorgamos garantías de ningún tipo, expresas ni implícitas, incluidas las de comerciabilidad, idoneidad para un fin determinado, exactitud y no infracción de derechos de terceros.",
        },
        {
          kind: "p",
          text: "No garantizamos que el sitio esté siempre disponible, funcione sin interrupciones, sea seguro o esté libre de errores o virus, ni que todo mensaje enviado por un formulario nos llegue. Si no recibe respuesta en un tiempo razonable, por favor llámenos.",
        },
      ],
    },
    "limitation-of-liability": {
      heading: "Limitación de responsabilidad",
      blocks: [
        {
          kind: "p",
          text: "En la máxima medida que permite la ley, ni nosotros ni nuestros dueños, empleados o proveedores seremos responsables de daños indirectos, incidentales, especiales, consecuentes o punitivos, ni de ganancias o datos perdidos, impuestos, multas o intereses, que resulten del uso del sitio o de haber confiado en su contenido.",
        },
        {
          kind: "p",
          text: "Esta limitación se aplica sea cual sea el fundamento legal del reclamo. No limita la responsabilidad que la ley de California no permite limitar, como la que deriva de fraude, daño intencional o violaciones de la ley, y no cambia nuestras obligaciones conforme a un contrato de servicios firmado, que se rigen por ese contrato.",
        },
      ],
    },
    indemnity: {
      heading: "Indemnización",
      blocks: [
        {
          kind: "p",
          text: "Si usted hace mal uso del sitio o incumple estos términos y, por esa razón, alguien presenta un reclamo en nuestra contra, usted se compromete a defendernos y a cubrir las pérdidas, los gastos y los honorarios razonables de abogados que eso nos cause a nosotros, a nuestros dueños y a nuestro personal. Esto no se aplica a reclamos que se deban a nuestra propia culpa.",
        },
      ],
    },
    "governing-law": {
      heading: "Ley aplicable y tribunales competentes",
      blocks: [
        {
          kind: "p",
          text: "Estos términos se rigen por las leyes del estado de California, sin tomar en cuenta sus normas sobre conflictos de leyes.",
        },
        {
          kind: "p",
          text: "Cualquier disputa relacionada con estos términos o con el sitio se resolverá ante los tribunales estatales del condado de Santa Barbara, California, o, cuando corresponda la jurisdicción federal, ante el Tribunal de Distrito de los Estados Unidos para el Distrito Central de California. Usted y nosotros aceptamos la competencia de esos tribunales.",
        },
        {
          kind: "p",
          text: "Si alguna parte de estos términos resulta inaplicable, el resto sigue vigente. Que no hagamos valer un derecho en algún momento no significa que renunciemos a él. Y antes de acudir a un tribunal, comuníquese con nosotros: la mayoría de los problemas se resuelven con una llamada.",
        },
      ],
    },
    changes: {
      heading: "Cambios a estos términos",
      blocks: [
        {
          kind: "p",
          text: "Podemos actualizar estos términos de vez en cuando. Publicaremos la nueva versión en esta página con una nueva fecha de vigencia, a partir de la cual se aplica. Si sigue usando el sitio después de esa fecha, acepta los términos actualizados.",
        },
        {
          kind: "p",
          text: "Estos cambios no afectan un contrato de servicios ya firmado; cualquier cambio a ese contrato debe hacerse por escrito y con el acuerdo de ambas partes.",
        },
        {
          kind: "p",
          text: "Estos términos se publican en inglés y en español. Si las dos versiones no coinciden, prevalece la versión en inglés.",
        },
      ],
    },
    contact: {
      heading: "Contacto",
      blocks: [
        {
          kind: "p",
          text: "¿Tiene preguntas sobre estos términos? Con gusto le ayudamos en español o en inglés:",
        },
        { kind: "ul", items: ["Correo electrónico: {email}", "Teléfono gratuito: {phone}", "Oficinas: {offices}"] },
        { kind: "p", text: ["O bien, use nuestra ", { text: "página de contacto", page: "contact" }, "."] },
      ],
    },
  },
} satisfies TermsCopy;
