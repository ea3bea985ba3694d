import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Corporation Formation Services",
    subheading: "Incorporate in California with confidence",
    description:
      "Forming a corporation takes more than filing Articles of Incorporation. NAIS helps you decide between C and S corporation taxation, files with the California Secretary of State, and puts in place the bylaws, share issuance, board minutes and Statement of Information that keep a corporation in good standing year after year.",
    metaDescription:
      "Form a California corporation: C or S corporation choice, Articles of Incorporation, bylaws, shares, board minutes and Statement of Information. Santa Maria.",
    icon: "Building2",
    features: [
      {
        icon: "Scale",
        title: "C or S corporation",
        description:
          "We compare C corporation taxation on Form 1120 with an S corporation election on Form 2553, including who may own S corporation shares and the salary an S corporation owner has to take.",
      },
      {
        icon: "FileCheck",
        title: "Articles of Incorporation",
        description:
          "We prepare and file your Articles of Incorporation with the California Secretary of State, after checking that the name is available and confirming your agent for service of process.",
      },
      {
        icon: "BookOpen",
        title: "Bylaws and organizational minutes",
        description:
          "We help you adopt bylaws and document the first board meeting: directors and officers elected, bank account authorized, fiscal year chosen and initial shares approved.",
      },
      {
        icon: "Layers",
        title: "Share issuance and stock ledger",
        description:
          "We record who owns how many shares and what each shareholder contributed in money or property, in a stock ledger that agrees with your books and tax returns.",
      },
      {
        icon: "CalendarCheck",
        title: "Statement of Information",
        description:
          "A California corporation files a Statement of Information shortly after incorporating and every year after that; we file it and keep the date on your compliance calendar.",
      },
      {
        icon: "ClipboardCheck",
        title: "Corporate records every year",
        description:
          "We prepare annual shareholder and board minutes and remind you of the formalities that help preserve the separation between you and the corporation.",
      },
    ],
    clients: [
      {
        type: "LLCs and sole proprietors ready to incorporate",
        description:
          "Established businesses that have outgrown their first structure and want to pay the owners through payroll as a corporation.",
      },
      {
        type: "Startups planning to raise money",
        description:
          "Founders who will issue shares to investors, partners or key employees and need a C corporation organized cleanly from day one.",
      },
      {
        type: "Family-owned companies",
        description:
          "Families who want shares to reflect what each member owns and a written record of who is a director, who is an officer and who decides what.",
      },
      {
        type: "Contractors taking on larger jobs",
        description:
          "Construction and trade companies adding crews and bigger contracts, where corporate records, payroll and books need to be formal.",
      },
      {
        type: "Owners opening another location",
        description:
          "Restaurant and retail owners expanding to a second site who want one corporate structure, one set of books and clear records for lenders.",
      },
      {
        type: "Corporations behind on compliance",
        description:
          "Companies with missing minutes, an overdue Statement of Information or unclear share records, which we help bring back up to date.",
      },
    ],
    process: [
      {
        number: 1,
        title: "C or S decision",
        description:
          "We review the owners, expected profit, plans for investors and shareholders' residency to recommend C or S corporation taxation.",
      },
      {
        number: 2,
        title: "Name and agent check",
        description:
          "We check your proposed corporate name with the Secretary of State and confirm who will serve as agent for service of process.",
      },
      {
        number: 3,
        title: "File the Articles",
        description:
          "We prepare and file the Articles of Incorporation and follow the filing until the state returns the endorsed-filed copy.",
      },
      {
        number: 4,
        title: "Organize the corporation",
        description:
          "Bylaws are adopted, directors and officers named, shares issued and the organizational minutes signed, and the stock ledger is opened.",
      },
      {
        number: 5,
        title: "Tax registrations",
        description:
          "We apply for the EIN, file Form 2553 if you chose S corporation status, and open the payroll and state accounts the corporation needs.",
      },
      {
        number: 6,
        title: "Statement and calendar",
        description:
          "We file the initial Statement of Information and give you a yearly calendar of minutes, filings, franchise tax and returns.",
      },
    ],
    faqs: [
      {
        question: "What is the difference between a C corporation and an S corporation?",
        answer:
          "Both are formed the same way under California law; the difference is how they are taxed. A C corporation pays its own federal tax on Form 1120, and shareholders are taxed again on dividends. An S corporation files Form 1120-S and passes its profit through to the shareholders' personal returns, but it can have only one class of stock, and nonresident aliens and most companies cannot be shareholders.",
      },
      {
        question: "How much does it cost to form a corporation in California?",
        answer:
          "The state filing fee for Articles of Incorporation is $100, and the corporation owes California's $800 minimum franchise tax; a newly incorporated corporation is generally exempt from the minimum tax in its first taxable year, but not afterwards. Our formation packages generally range from $500 to $1,500, and we confirm a flat fee after the free consultation.",
      },
      {
        question: "Do I really need bylaws and board minutes?",
        answer:
          "Yes. Bylaws set the rules for directors, officers and shareholders, and minutes show that the corporation acts as an entity separate from its owners. If a lender, the IRS or a court ever looks closely at your business, missing records can weaken that separation, so we help you keep them current every year.",
      },
      {
        question: "What is the Statement of Information?",
        answer:
          "It is a filing with the California Secretary of State listing the corporation's addresses, officers, directors and agent for service of process. It is due soon after incorporating and then every year; leaving it unfiled brings a penalty and can eventually lead to the corporation being suspended.",
      },
      {
        question: "Can my LLC become a corporation?",
        answer: [
          "Yes. An LLC can convert into a corporation, or in some cases simply elect to be taxed as an S corporation without converting at all. Which route fits depends on investors, ownership and cost, and our ",
          { text: "business structure service", page: "service/business-structure" },
          " compares them before anything is filed.",
        ],
      },
      {
        question: "Who prepares the corporation's tax returns after formation?",
        answer: [
          "We can. Our ",
          { text: "corporation tax service", page: "service/corporation-tax" },
          " prepares the federal Form 1120 or 1120-S and the California Form 100 or 100S, and our ",
          { text: "payroll service", page: "service/payroll" },
          " handles the officer salary an S corporation owner who works in the business must receive.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "We had been an LLC for a while and were ready for S corporation status with payroll. NAIS handled the filing, the bylaws and our first minutes, and explained exactly what we have to keep up every year.",
        name: "Brian K.",
        position: "President, commercial cleaning company",
      },
      {
        quote:
          "My partners and I each put in different amounts of money and equipment, and we wanted it on paper correctly. They organized the share issuance and the stock ledger so everyone knows exactly what they own.",
        name: "Gabriela S.",
        position: "Co-founder, agricultural equipment supplier",
      },
      {
        quote:
          "I did not know our corporation had missed its Statement of Information until a penalty notice arrived. NAIS filed it, caught up our minutes, and now every corporate deadline is on a calendar they keep for us.",
        name: "Tom R.",
        position: "Owner, heating and air conditioning contractor",
      },
    ],
  },
  es: {
    title: "Servicios de Constitución de Corporaciones",
    subheading: "Constituya su corporación en California",
    description:
      "Formar una corporación es más que presentar los Artículos de Incorporación. En NAIS le ayudamos a decidir entre la tributación de corporación C o S, presentamos los documentos ante la Secretaría de Estado de California y dejamos en orden los estatutos, la emisión de acciones, las actas de la junta directiva y la Declaración de Información que mantienen a la corporación al corriente año con año.",
    metaDescription:
      "Constituya su corporación en California: corporación C o S, Artículos de Incorporación, estatutos, acciones, actas y Declaración de Información. Santa Maria.",
    icon: "Building2",
    features: [
      {
        icon: "Scale",
        title: "Corporación C o S",
        description:
          "Comparamos la tributación de la corporación C en el Formulario 1120 con la elección de corporación S en el Formulario 2553, incluido quién puede tener acciones de una corporación S y el sueldo que debe recibir el dueño.",
      },
      {
        icon: "FileCheck",
        title: "Artículos de Incorporación",
        description:
          "Preparamos y presentamos sus Artículos de Incorporación ante la Secretaría de Estado de California, después de verificar que el nombre esté disponible y de confirmar su agente para notificaciones legales (agent for service of process).",
      },
      {
        icon: "BookOpen",
        title: "Estatutos y acta de organización",
        description:
          "Le ayudamos a adoptar los estatutos (bylaws) y a documentar la primera reunión de la junta directiva: elección de directores y funcionarios, autorización de la cuenta bancaria, año fiscal y aprobación de las primeras acciones.",
      },
      {
        icon: "Layers",
        title: "Emisión de acciones y libro de accionistas",
        description:
          "Anotamos quién tiene cuántas acciones y qué aportó cada accionista en dinero o en bienes, en un libro de registro de acciones que cuadra con su contabilidad y sus declaraciones.",
      },
      {
        icon: "CalendarCheck",
        title: "Declaración de Información",
        description:
          "Toda corporación de California presenta una Declaración de Información (Statement of Information) poco después de constituirse y luego cada año; nosotros la presentamos y dejamos la fecha en su calendario de obligaciones.",
      },
      {
        icon: "ClipboardCheck",
        title: "Registros corporativos cada año",
        description:
          "Preparamos las actas anuales de accionistas y de la junta directiva y le recordamos las formalidades que ayudan a mantener la separación entre usted y la corporación.",
      },
    ],
    clients: [
      {
        type: "LLC y negocios individuales listos para incorporarse",
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
        number: 1,
        title: "Decisión entre C y S",
        description:
          "Revisamos quiénes son los dueños, la ganancia esperada, los planes de traer inversionistas y la residencia de los accionistas para recomendarle la corporación C o la S.",
      },
      {
        number: 2,
        title: "Nombre y agente",
        description:
          "Verificamos el nombre que propone para la corporación ante la Secretaría de Estado y confirmamos quién será el agente para notificaciones legales.",
      },
      {
        number: 3,
        title: "Presentación de los Artículos",
        description:
          "Preparamos y presentamos los Artículos de Incorporación y damos seguimiento hasta que el estado devuelve la copia sellada como registrada.",
      },
      {
        number: 4,
        title: "Organización de la corporación",
        description:
          "Se adoptan los estatutos, se nombran directores y funcionarios, se emiten las acciones, se firma el acta de organización y se abre el libro de accionistas.",
      },
      {
        number: 5,
        title: "Registros fiscales",
        description:
          "Solicitamos el EIN, presentamos el Formulario 2553 si eligió ser corporación S y abrimos las cuentas de nómina y estatales que la corporación necesita.",
      },
      {
        number: 6,
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
        answer:
          "La tarifa estatal por presentar los Artículos de Incorporación es de $100, y la corporación debe el impuesto mínimo de franquicia de California de $800; una corporación recién constituida por lo general queda exenta del impuesto mínimo en su primer año fiscal, pero no en los siguientes. Nuestros paquetes de constitución van generalmente de $500 a $1,500, y le confirmamos una tarifa fija después de la consulta gratuita.",
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
    testimonials: [
      {
        quote:
          "Llevábamos un tiempo como LLC y ya estábamos listos para ser corporación S con nómina. NAIS se encargó del trámite, los estatutos y nuestras primeras actas, y nos explicó exactamente qué tenemos que cumplir cada año.",
        name: "Brian K.",
        position: "Presidente, compañía de limpieza comercial",
      },
      {
        quote:
          "Mis socios y yo aportamos cantidades distintas de dinero y de equipo, y queríamos que quedara bien por escrito. Organizaron la emisión de acciones y el libro de accionistas, y ahora cada quien sabe exactamente qué le pertenece.",
        name: "Gabriela S.",
        position: "Cofundadora, proveedora de equipo agrícola",
      },
      {
        quote:
          "No sabía que nuestra corporación no había presentado la Declaración de Información hasta que llegó un aviso de multa. NAIS la presentó, puso al día nuestras actas y ahora todas las fechas corporativas están en un calendario que ellos nos llevan.",
        name: "Tom R.",
        position: "Dueño, contratista de calefacción y aire acondicionado",
      },
    ],
  },
};
