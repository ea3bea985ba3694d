import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";
import { siteConfig } from "#app/lib/site-config.ts";

const price = siteConfig.prices;

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Constitución de Corporaciones",
  subheading: "Constituya su corporación en California",
  description:
    "Formar una corporación es más que presentar el acta constitutiva (Articles of Incorporation). En NAIS le ayudamos a decidir entre la tributación de corporación C o S, presentamos los documentos ante la Secretaría de Estado de California y dejamos en orden los estatutos, la emisión de acciones, las actas de la junta directiva y la Declaración de Información que mantienen a la corporación al corriente año con año.",
  metaDescription:
    "Constituya su corporación en California: corporación C o S, acta constitutiva, estatutos, acciones, actas y Declaración de Información. Santa Maria.",
  features: [
    {
      title: "Corporación C o S",
      description:
        "Comparamos la tributación de la corporación C en el Formulario 1120 con la elección de corporación S en el Formulario 2553, incluido quién puede tener acciones de una corporación S y el sueldo que debe recibir el dueño.",
    },
    {
      title: "Acta constitutiva (Articles of Incorporation)",
      description:
        "Preparamos y presentamos su acta constitutiva ante la Secretaría de Estado de California, después de verificar que el nombre esté disponible y de confirmar su agente para notificaciones legales (agent for service of process).",
    },
    {
      title: "Estatutos y acta de organización",
      description:
        "Le ayudamos a adoptar los estatutos (bylaws) y a documentar la primera reunión de la junta directiva: elección de directores y funcionarios, autorización de la cuenta bancaria, año fiscal y aprobación de las primeras acciones.",
    },
    {
      title: "Emisión de acciones y libro de accionistas",
      description:
        "Anotamos quién tiene cuántas acciones y qué aportó cada accionista en dinero o en bienes, en un libro de registro de acciones que cuadra con su contabilidad y sus declaraciones.",
    },
    {
      title: "Declaración de Información",
      description:
        "Toda corporación de California presenta una Declaración de Información (Statement of Information) poco después de constituirse y luego cada año; nosotros la presentamos y dejamos la fecha en su calendario de obligaciones.",
    },
    {
      title: "Registros corporativos cada año",
      description:
        "Preparamos las actas anuales de accionistas y de la junta directiva y le recordamos las formalidades que ayudan a mantener la separación entre usted y la corporación.",
    },
  ],
  clients: [
    {
      type: "LLC y negocios individuales listos para constituirse como corporación",
      description:
        "Negocios establecidos que ya superaron su primera estructura y quieren pagarles a los dueños por nómina como corporación.",
    },
    {
      type: "Empresas nuevas que buscarán capital",
      description:
        "Fundadores que van a emitir acciones para inversionistas, socios o empleados clave y necesitan una corporación C bien organizada desde el primer día.",
    },
    {
      type: "Empresas familiares",
      description:
        "Familias que quieren que las acciones reflejen lo que le pertenece a cada quien y dejar por escrito quién es director, quién es funcionario y quién decide qué.",
    },
    {
      type: "Contratistas con obras más grandes",
      description:
        "Compañías de construcción y de oficios que suman cuadrillas y contratos mayores, donde los registros corporativos, la nómina y los libros tienen que ser formales.",
    },
    {
      type: "Dueños que abren otra sucursal",
      description:
        "Dueños de restaurantes y tiendas que se expanden a un segundo local y quieren una sola estructura corporativa, una sola contabilidad y registros claros para el banco.",
    },
    {
      type: "Corporaciones atrasadas en sus obligaciones",
      description:
        "Compañías sin actas, con la Declaración de Información vencida o con registros de acciones poco claros, a las que ayudamos a ponerse al día.",
    },
  ],
  process: [
    {
      title: "Decisión entre C y S",
      description:
        "Revisamos quiénes son los dueños, la ganancia esperada, los planes de traer inversionistas y la residencia de los accionistas para recomendarle la corporación C o la S.",
    },
    {
      title: "Nombre y agente",
      description:
        "Verificamos el nombre que propone para la corporación ante la Secretaría de Estado y confirmamos quién será el agente para notificaciones legales.",
    },
    {
      title: "Presentación del acta constitutiva",
      description:
        "Preparamos y presentamos el acta constitutiva y damos seguimiento hasta que el estado devuelve la copia sellada como registrada.",
    },
    {
      title: "Organización de la corporación",
      description:
        "Se adoptan los estatutos, se nombran directores y funcionarios, se emiten las acciones, se firma el acta de organización y se abre el libro de accionistas.",
    },
    {
      title: "Registros fiscales",
      description:
        "Solicitamos el EIN, presentamos el Formulario 2553 si eligió ser corporación S y abrimos las cuentas de nómina y estatales que la corporación necesita.",
    },
    {
      title: "Declaración y calendario",
      description:
        "Presentamos la Declaración de Información inicial y le entregamos un calendario anual de actas, trámites, impuesto de franquicia y declaraciones.",
    },
  ],
  faqs: [
    {
      question: "¿Qué diferencia hay entre una corporación C y una corporación S?",
      answer:
        "Las dos se constituyen igual bajo la ley de California; la diferencia está en cómo pagan impuestos. La corporación C paga su propio impuesto federal en el Formulario 1120, y los accionistas vuelven a pagar sobre los dividendos. La corporación S presenta el Formulario 1120-S y traslada sus ganancias a las declaraciones personales de los accionistas, pero solo puede tener una clase de acciones, y ni los extranjeros no residentes ni la mayoría de las compañías pueden ser accionistas.",
    },
    {
      question: "¿Cuánto cuesta formar una corporación en California?",
      answer: `La tarifa estatal por presentar el acta constitutiva es de ${usd(f.californiaCorporationFilingFee)}, y la corporación debe el impuesto mínimo de franquicia de California de ${usd(f.californiaMinimumFranchiseTax)}; una corporación recién constituida por lo general queda exenta del impuesto mínimo en su primer año fiscal, pero no en los siguientes. Nuestros paquetes de constitución van generalmente de ${usd(price.formationPackage.from)} a ${usd(price.formationPackage.to)}, y le confirmamos una tarifa fija después de la consulta gratuita.`,
    },
    {
      question: "¿De verdad necesito estatutos y actas de la junta?",
      answer:
        "Sí. Los estatutos fijan las reglas para directores, funcionarios y accionistas, y las actas demuestran que la corporación funciona como una entidad separada de sus dueños. Si algún día un banco, la IRS o un juez revisa su negocio de cerca, la falta de registros puede debilitar esa separación, por eso le ayudamos a mantenerlos al día cada año.",
    },
    {
      question: "¿Qué es la Declaración de Información?",
      answer:
        "Es un trámite ante la Secretaría de Estado de California donde constan las direcciones de la corporación, sus funcionarios, sus directores y su agente para notificaciones legales. Se presenta poco después de constituirse y después cada año; si no se presenta, hay una multa y con el tiempo la corporación puede quedar suspendida.",
    },
    {
      question: "¿Mi LLC puede convertirse en corporación?",
      answer: [
        "Sí. Una LLC puede convertirse en corporación o, en algunos casos, simplemente elegir que se le trate como corporación S para efectos de impuestos, sin convertirse. El camino adecuado depende de los inversionistas, los socios y el costo, y nuestro ",
        { text: "servicio de estructura empresarial", page: "service/business-structure" },
        " los compara antes de presentar nada.",
      ],
    },
    {
      question: "¿Quién prepara las declaraciones de la corporación después de constituirla?",
      answer: [
        "Nosotros podemos hacerlo. Nuestro ",
        { text: "servicio de impuestos corporativos", page: "service/corporation-tax" },
        " prepara el Formulario 1120 o 1120-S federal y el Formulario 100 o 100S de California, y nuestro ",
        { text: "servicio de nómina", page: "service/payroll" },
        " se encarga del sueldo que debe recibir el dueño de una corporación S que trabaja en el negocio.",
      ],
    },
  ],
} satisfies ServicePageCopy;
