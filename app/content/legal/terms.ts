import type { Bilingual } from "../types";
import type { LegalDocument } from "./types";

/**
 * Terms of service of the marketing site (/terms, /es/terminos).
 *
 * `{email}`, `{phone}`, `{legalName}` and `{offices}` are filled by the page from the site
 * configuration. Section ids are the anchors of the table of contents: keep them identical in
 * both languages.
 */
export const termsOfService: Bilingual<LegalDocument> = {
  en: {
    title: "Terms of Service",
    metaDescription:
      "The terms for using our website: general information only, not tax or legal advice, no client relationship until we sign, links, acceptable use, California law.",
    effectiveDate: "2026-11-22",
    intro: [
      "These terms govern your use of this website, run by {legalName}. Please read them together with our ",
      { text: "Privacy Policy", page: "privacy" },
      ". By using the site you accept them; if you do not agree, please do not use it.",
    ],
    sections: [
      {
        id: "about-these-terms",
        heading: "About these terms",
        blocks: [
          {
            kind: "p",
            text: "The site presents our services — bookkeeping, payroll, tax preparation, IRS representation, business formation and QuickBooks training — and lets you get in touch with us. These terms apply to everyone who visits it.",
          },
          {
            kind: "p",
            text: "Work we do for clients is governed by a separate written engagement agreement. If that agreement and these terms ever disagree, the engagement agreement controls for that work.",
          },
        ],
      },
      {
        id: "use-of-the-site",
        heading: "Using the site",
        blocks: [
          {
            kind: "p",
            text: "You may browse, read and print pages of this site to inform yourself or your business, and you may share links to them. The site is free, and you do not need an account.",
          },
          {
            kind: "ul",
            items: [
              "The contact form and the QuickBooks course waitlist are for genuine enquiries. Please give accurate contact details so we can reply.",
              "Joining the waitlist lets us tell you when the online course opens. It does not reserve a seat or commit you to anything.",
              "Course descriptions, schedules and availability may change. The conditions of each course are given to you when you register.",
              "We may change, suspend or remove any part of the site at any time.",
            ],
          },
        ],
      },
      {
        id: "information-not-advice",
        heading: "Information, not advice",
        blocks: [
          {
            kind: "p",
            text: "Articles, service descriptions, FAQs, tips and examples on this site are general information. They are not tax, legal, accounting or financial advice, and they do not replace advice about your own situation.",
          },
          {
            kind: "p",
            text: "Tax results depend on facts, and two cases that look alike can be treated differently. Please do not act, or decide not to act, based only on what you read here. We give advice only within a written engagement, once we understand your circumstances.",
          },
          {
            kind: "p",
            text: "When we describe IRS programs, such as payment plans, offers in compromise or the release of liens and levies, we explain how they work in general. That is no promise that you will qualify or that the IRS will accept a particular outcome.",
          },
          {
            kind: "p",
            text: "Nothing on the site is legal advice. For legal matters, such as drafting contracts or representation in court, consult a licensed attorney.",
          },
        ],
      },
      {
        id: "no-client-relationship",
        heading: "No client relationship until we both sign",
        blocks: [
          {
            kind: "p",
            text: "Visiting the site, calling us, sending the contact form, joining the waitlist or having a free consultation does not make you our client. A client relationship begins only when you and we sign a written engagement agreement that describes the work and the fees.",
          },
          {
            kind: "ul",
            items: [
              "Until then, we are not responsible for any deadline, notice or filing you mention in an enquiry. If you have received an IRS or state notice with a response date, call us right away and keep track of that date yourself.",
              "We may decline an engagement, for example because of a conflict of interest or because the work falls outside our services.",
              [
                "Please do not send confidential documents before we are engaged. Our ",
                { text: "Privacy Policy", page: "privacy" },
                " explains how to share them safely once we are working together.",
              ],
            ],
          },
        ],
      },
      {
        id: "accuracy-and-tax-law-changes",
        heading: "Accuracy and changes in tax law",
        blocks: [
          {
            kind: "p",
            text: "We work to keep the site accurate, but tax laws, IRS procedures, forms, deadlines and amounts change often, sometimes after a page was written. We cannot promise that every page reflects the latest rules.",
          },
          {
            kind: "p",
            text: "Figures on the site are examples for the tax year stated. For instance, the standard deduction for tax year 2022 was $12,950 for single filers and $25,900 for married couples filing jointly; other years have different amounts. Deadlines such as April 15 can also move when they fall on a weekend or holiday, or when the IRS grants disaster relief.",
          },
          {
            kind: "p",
            text: "Before you rely on a figure, check the current amount with us or with the IRS.",
          },
        ],
      },
      {
        id: "third-party-links",
        heading: "Links to other websites",
        blocks: [
          { kind: "p", text: "The site links to websites we do not control, including:" },
          {
            kind: "ul",
            items: [
              "our insurance partner, which offers business and personal insurance under its own terms;",
              "our profiles on TikTok, Facebook and Instagram;",
              "map directions, government sites such as the IRS's, and other resources.",
            ],
          },
          {
            kind: "p",
            text: "Those sites have their own terms and privacy policies, which apply when you visit them. A link is not an endorsement, and we are not responsible for their content, products, services or practices. Any insurance policy is a contract between you and the insurer.",
          },
          {
            kind: "p",
            text: "If you contact us through a social network, that network's own privacy rules also apply to your messages.",
          },
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        blocks: [
          {
            kind: "p",
            text: "The text, graphics, logos, photos, videos, course materials and design of this site belong to us or to those who licensed them to us, and are protected by copyright and trademark laws.",
          },
          {
            kind: "p",
            text: "Except for personal, non-commercial use, or brief quotations that name the source, you may not copy, republish, sell or create derivative works from the site's content, or use our name or logo, without our written permission.",
          },
          {
            kind: "p",
            text: "QuickBooks and ProAdvisor are trademarks of Intuit Inc. Other names and logos belong to their owners. We are an independent private firm, not a government agency, and mentioning the IRS, Intuit or any other organization does not mean that it endorses us.",
          },
        ],
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        blocks: [
          { kind: "p", text: "When you use the site, please do not:" },
          {
            kind: "ul",
            items: [
              "send spam, advertising, chain letters or bulk submissions through the forms;",
              "use bots, scripts or other automated means to fill in or submit the forms, or to get around their anti-spam protection;",
              "give false information, pretend to be someone else, or submit another person's details without their permission;",
              "send viruses or other harmful code, or try to gain unauthorized access to the site, its servers or our systems;",
              "scrape the site or load it in a way that overloads it or disturbs other visitors;",
              "use the site for anything unlawful, fraudulent or abusive.",
            ],
          },
          {
            kind: "p",
            text: "We may ignore or delete submissions that break these rules, block access to the site, and report unlawful activity to the authorities.",
          },
        ],
      },
      {
        id: "disclaimer-of-warranties",
        heading: "Disclaimer of warranties",
        blocks: [
          {
            kind: "p",
            text: "The site and its content are provided “as is” and “as available”. To the fullest extent the law allows, we make no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement.",
          },
          {
            kind: "p",
            text: "We do not promise that the site will always be available, uninterrupted, secure or free of errors or viruses, or that every message sent through a form will reach us. If you do not hear back within a reasonable time, please call us.",
          },
        ],
      },
      {
        id: "limitation-of-liability",
        heading: "Limitation of liability",
        blocks: [
          {
            kind: "p",
            text: "To the fullest extent the law allows, neither we nor our owners, staff or providers are liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, lost data, taxes, penalties or interest, arising from your use of the site or your reliance on its content.",
          },
          {
            kind: "p",
            text: "This limitation applies whatever the legal theory of the claim. It does not limit liability that cannot be limited under California law, such as liability for fraud, willful injury or violations of law, and it does not change our duties under a signed engagement agreement, which that agreement governs.",
          },
        ],
      },
      {
        id: "indemnity",
        heading: "Indemnity",
        blocks: [
          {
            kind: "p",
            text: "If you misuse the site or break these terms and someone makes a claim against us as a result, you agree to defend us and to cover the losses, costs and reasonable attorneys' fees that it causes us, our owners and our staff. This does not apply to claims caused by our own fault.",
          },
        ],
      },
      {
        id: "governing-law",
        heading: "Governing law and venue",
        blocks: [
          {
            kind: "p",
            text: "These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.",
          },
          {
            kind: "p",
            text: "Any dispute arising from these terms or the site will be heard in the state courts located in Santa Barbara County, California, or, where a federal court has jurisdiction, in the United States District Court for the Central District of California. You and we agree to the jurisdiction of those courts.",
          },
          {
            kind: "p",
            text: "If any part of these terms is found unenforceable, the rest stays in effect. If we do not enforce a right at some point, we have not waived it. And before going to court, please contact us: most concerns are settled with a phone call.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        blocks: [
          {
            kind: "p",
            text: "We may update these terms from time to time. The new version will be posted on this page with a new effective date and applies from that date. If you keep using the site afterwards, you accept the updated terms.",
          },
          {
            kind: "p",
            text: "Such changes do not affect a signed engagement agreement; any change to that agreement must be made in writing and agreed by both of us.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        blocks: [
          { kind: "p", text: "Questions about these terms? We are glad to help, in English or Spanish:" },
          { kind: "ul", items: ["E-mail: {email}", "Toll-free phone: {phone}", "Offices: {offices}"] },
          { kind: "p", text: ["Or use our ", { text: "contact page", page: "contact" }, "."] },
        ],
      },
    ],
  },

  es: {
    title: "Términos del Servicio",
    metaDescription:
      "Condiciones de uso de nuestro sitio: información general, no asesoría fiscal ni legal; sin relación de cliente hasta firmar contrato; rige la ley de California.",
    effectiveDate: "2026-11-22",
    intro: [
      "Estos términos rigen el uso de este sitio web, administrado por {legalName}. Le pedimos leerlos junto con nuestra ",
      { text: "Política de Privacidad", page: "privacy" },
      ". Al usar el sitio, usted los acepta; si no está de acuerdo con ellos, le pedimos que no lo use.",
    ],
    sections: [
      {
        id: "about-these-terms",
        heading: "Sobre estos términos",
        blocks: [
          {
            kind: "p",
            text: "El sitio presenta nuestros servicios —contabilidad, nóminas, preparación de impuestos, representación ante la IRS, apertura de negocios y capacitación en QuickBooks— y le permite comunicarse con nosotros. Estos términos se aplican a todas las personas que lo visitan.",
          },
          {
            kind: "p",
            text: "El trabajo que hacemos para nuestros clientes se rige por un contrato de servicios aparte, por escrito. Si ese contrato y estos términos llegaran a contradecirse, para ese trabajo manda el contrato.",
          },
        ],
      },
      {
        id: "use-of-the-site",
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
      {
        id: "information-not-advice",
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
            text: "Cuando describimos programas de la IRS, como los planes de pago, la Oferta en Compromiso o la liberación de gravámenes y embargos, explicamos cómo funcionan en general. Eso no garantiza que usted califique ni que la IRS acepte un resultado determinado.",
          },
          {
            kind: "p",
            text: "Nada de lo que aparece en el sitio es asesoría legal. Para asuntos legales, como redactar contratos o representarle ante un tribunal, consulte a un abogado con licencia.",
          },
        ],
      },
      {
        id: "no-client-relationship",
        heading: "No hay relación de cliente hasta que ambos firmemos",
        blocks: [
          {
            kind: "p",
            text: "Visitar el sitio, llamarnos, enviar el formulario de contacto, anotarse en la lista de espera o tener una consulta gratuita no lo convierte en nuestro cliente. La relación de cliente empieza solo cuando usted y nosotros firmamos un contrato de servicios por escrito que describe el trabajo y los honorarios.",
          },
          {
            kind: "ul",
            items: [
              "Hasta entonces, no somos responsables de ningún plazo, aviso o trámite que usted mencione en su consulta. Si recibió una carta de la IRS o del estado con fecha límite para responder, llámenos cuanto antes y no pierda de vista esa fecha.",
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
      {
        id: "accuracy-and-tax-law-changes",
        heading: "Exactitud y cambios en las leyes fiscales",
        blocks: [
          {
            kind: "p",
            text: "Procuramos que el sitio esté al día, pero las leyes fiscales, los procedimientos de la IRS, los formularios, las fechas límite y los montos cambian con frecuencia, a veces después de que se escribió una página. No podemos garantizar que cada página refleje las reglas más recientes.",
          },
          {
            kind: "p",
            text: "Las cifras del sitio son ejemplos que corresponden al año fiscal indicado. Por ejemplo, la deducción estándar del año fiscal 2022 fue de $12,950 para contribuyentes solteros y de $25,900 para matrimonios que declaran en conjunto; en otros años los montos son distintos. Las fechas límite, como el 15 de abril, también pueden cambiar si caen en fin de semana o día feriado, o si la IRS concede prórrogas por desastres naturales.",
          },
          {
            kind: "p",
            text: "Antes de basarse en una cifra, confirme el monto vigente con nosotros o con la IRS.",
          },
        ],
      },
      {
        id: "third-party-links",
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
      {
        id: "intellectual-property",
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
      {
        id: "acceptable-use",
        heading: "Uso aceptable",
        blocks: [
          { kind: "p", text: "Al usar el sitio, le pedimos que no:" },
          {
            kind: "ul",
            items: [
              "envíe spam, publicidad, cadenas ni envíos masivos por los formularios;",
              "use bots, scripts u otros medios automáticos para llenar o enviar los formularios, o para burlar su protección contra el spam;",
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
      {
        id: "disclaimer-of-warranties",
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
      {
        id: "limitation-of-liability",
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
      {
        id: "indemnity",
        heading: "Indemnización",
        blocks: [
          {
            kind: "p",
            text: "Si usted hace mal uso del sitio o incumple estos términos y, por esa razón, alguien presenta un reclamo en nuestra contra, usted se compromete a defendernos y a cubrir las pérdidas, los gastos y los honorarios razonables de abogados que eso nos cause a nosotros, a nuestros dueños y a nuestro personal. Esto no se aplica a reclamos que se deban a nuestra propia culpa.",
          },
        ],
      },
      {
        id: "governing-law",
        heading: "Ley aplicable y tribunales competentes",
        blocks: [
          {
            kind: "p",
            text: "Estos términos se rigen por las leyes del estado de California, sin tomar en cuenta sus normas sobre conflictos de leyes.",
          },
          {
            kind: "p",
            text: "Cualquier disputa relacionada con estos términos o con el sitio se resolverá ante los tribunales estatales del condado de Santa Bárbara, California, o, cuando corresponda la jurisdicción federal, ante el Tribunal de Distrito de los Estados Unidos para el Distrito Central de California. Usted y nosotros aceptamos la competencia de esos tribunales.",
          },
          {
            kind: "p",
            text: "Si alguna parte de estos términos resulta inaplicable, el resto sigue vigente. Que no hagamos valer un derecho en algún momento no significa que renunciemos a él. Y antes de acudir a un tribunal, comuníquese con nosotros: la mayoría de los problemas se resuelven con una llamada.",
          },
        ],
      },
      {
        id: "changes",
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
        ],
      },
      {
        id: "contact",
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
    ],
  },
};
