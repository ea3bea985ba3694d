import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "New Business Formation Services",
    subheading: "Launch your Santa Maria business right",
    description:
      "Opening a business in Santa Maria means filings with the state, the city, the IRS and often the CDTFA and the EDD, in the right order. NAIS walks you through the whole launch checklist in English or Spanish: registration, local license, seller's permit, EIN, bank account and bookkeeping, so you open your doors ready to operate.",
    metaDescription:
      "Start a business in Santa Maria, CA: state registration, city business license, seller's permit, EIN, bank account and bookkeeping, in English or Spanish.",
    icon: "Rocket",
    features: [
      {
        icon: "ClipboardList",
        title: "A launch checklist for your business",
        description:
          "We build a checklist for your type of business and location so nothing is missed: state registration, fictitious business name, city license, permits and tax accounts, each in the order it has to happen.",
      },
      {
        icon: "Landmark",
        title: "State and county registration",
        description:
          "We prepare and file your LLC's Articles of Organization or your corporation's Articles of Incorporation with the California Secretary of State, or a fictitious business name statement with Santa Barbara County if you will trade under a name other than your own.",
      },
      {
        icon: "MapPin",
        title: "City of Santa Maria business license",
        description:
          "If you operate inside Santa Maria city limits, we help you apply for the city business license and point out what to ask the city's planning staff, such as working from home or whether your location is zoned for your activity.",
      },
      {
        icon: "Receipt",
        title: "Seller's permit and employer account",
        description:
          "Selling goods, including restaurant meals, requires a seller's permit from the CDTFA, and hiring employees requires an EDD employer account. We register you for the ones that apply to your business, and only those.",
      },
      {
        icon: "Banknote",
        title: "EIN and business bank account",
        description:
          "We obtain your EIN from the IRS and prepare the documents banks usually ask for, so you can open a business account and keep personal and business money apart from the very first sale.",
      },
      {
        icon: "BookOpen",
        title: "Books that start clean",
        description:
          "We set up your bookkeeping with a chart of accounts and a simple routine for receipts, so your first estimated tax payments and first tax return are built on clean records instead of a shoebox.",
      },
    ],
    clients: [
      {
        type: "Restaurant and food truck owners",
        description:
          "Food businesses need a seller's permit, a county health permit and a city license; we handle the tax and registration side while you work with County Environmental Health on the kitchen.",
      },
      {
        type: "Contractors going out on their own",
        description:
          "Tradespeople leaving a crew to start their own company, who need the business registered, an EIN and organized books alongside their CSLB license.",
      },
      {
        type: "Farm labor contractors and ag services",
        description:
          "Businesses serving Santa Maria Valley growers often hire quickly; we put the EDD employer account, payroll and records in place before the first crew is paid.",
      },
      {
        type: "Home-based and online sellers",
        description:
          "Whether you sell crafts, cosmetics or products online, we check whether you need a seller's permit, a fictitious business name and a city license for a home business.",
      },
      {
        type: "Service providers opening a practice",
        description:
          "Consultants, cleaning services, stylists and other service providers get a clear plan for registrations, licenses and tax obligations before their first client pays.",
      },
      {
        type: "Immigrant entrepreneurs",
        description:
          "Owners who are more comfortable in Spanish, or who use an ITIN instead of a Social Security number, get every step explained in their language, including how to obtain an EIN.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "We learn what you will sell, where you will operate, whether you will hire and who the owners are, in person in Santa Maria or by phone or video.",
      },
      {
        number: 2,
        title: "Choose your structure",
        description:
          "We compare a sole proprietorship, an LLC and a corporation for your situation, so the registration that follows fits your liability and tax needs.",
      },
      {
        number: 3,
        title: "File with the state or county",
        description:
          "We prepare and submit your state formation documents or fictitious business name statement and follow them until they are on record.",
      },
      {
        number: 4,
        title: "EIN, license and permits",
        description:
          "We apply for your EIN, then the city business license, the CDTFA seller's permit and the EDD employer account your business actually needs.",
      },
      {
        number: 5,
        title: "Open the bank account",
        description:
          "You take your formation documents and EIN confirmation to the bank; we tell you exactly what to bring so you are not sent home for a missing paper.",
      },
      {
        number: 6,
        title: "Set up the books and calendar",
        description:
          "We set up your bookkeeping, in QuickBooks or another system, and give you a calendar of the filings and tax deadlines your new business will face.",
      },
    ],
    faqs: [
      {
        question: "What do I need to legally open a business in Santa Maria?",
        answer:
          "It depends on what you do and where, but most businesses need some combination of these: a state registration (LLC or corporation) or a fictitious business name, a City of Santa Maria business license if you are inside city limits, a CDTFA seller's permit if you sell goods, an EIN, and an EDD employer account if you hire. During the free consultation we put the list together for your specific business.",
      },
      {
        question: "Should I form an LLC or stay a sole proprietor?",
        answer: [
          "A sole proprietorship is the least expensive way to start, but it puts no wall between you and the business. An LLC adds liability protection and, with it, California's $800 minimum franchise tax every year. Our ",
          { text: "business structure service", page: "service/business-structure" },
          " compares the options with your own numbers before you file anything.",
        ],
      },
      {
        question: "How much does it cost to start a business with NAIS?",
        answer:
          "Our formation packages generally run from $500 to $1,500, depending on the type of entity and how many registrations your business needs, and we confirm a flat fee after the free consultation. Your quote also shows the state charges that apply, such as the $70 California filing fee for an LLC's Articles of Organization or $100 for a corporation's Articles of Incorporation.",
      },
      {
        question: "Do I need an EIN if I am the only owner?",
        answer: [
          "A sole proprietor with no employees can report under a Social Security number, but many banks ask for an EIN to open a business account, it keeps your SSN off the W-9 forms clients request, and it becomes mandatory once you hire or form a corporation or multi-member LLC. Our ",
          { text: "EIN application service", page: "service/ein-application" },
          " prepares the Form SS-4 for you, including for owners who use an ITIN.",
        ],
      },
      {
        question: "What happens if I start operating before registering?",
        answer:
          "You can end up owing back fees and penalties to the city, sales tax you never collected from customers, and payroll taxes if you paid workers without an employer account. Registering late is still far better than never registering, and we help businesses that are already open catch up as well as those starting fresh.",
      },
      {
        question: "Can you keep my books after the business is open?",
        answer: [
          "Yes. Many owners move straight into our monthly ",
          { text: "bookkeeping service", page: "service/bookkeeping" },
          ", so the records started at launch stay current for sales tax returns, payroll and your first year's income tax return.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "I wanted to open my taquería and had no idea where to start. NAIS gave me the whole list in Spanish: LLC, seller's permit, city license, EIN, bank account. We opened on the date we had planned.",
        name: "Marisol T.",
        position: "Owner, taquería",
      },
      {
        quote:
          "After years working for another contractor I finally went independent. They formed my LLC, got my EIN and had QuickBooks ready before I sent my first invoice, so I could focus on the work.",
        name: "Kevin D.",
        position: "Owner, remodeling business",
      },
      {
        quote:
          "I bake cakes from home and thought the county permit was all I needed. NAIS explained the city license and the seller's permit too, and now my sales tax returns are never a surprise.",
        name: "Lucía R.",
        position: "Owner, home bakery",
      },
    ],
  },
  es: {
    title: "Servicios de Apertura de Negocios",
    subheading: "Abra su negocio en Santa Maria",
    description:
      "Abrir un negocio en Santa Maria implica trámites con el estado, la ciudad, la IRS y muchas veces con el CDTFA y el EDD, y en el orden correcto. En NAIS lo acompañamos en todo el proceso, en español o en inglés: registro, licencia local, permiso de vendedor, EIN, cuenta bancaria y contabilidad, para que abra sus puertas listo para trabajar.",
    metaDescription:
      "Abra su negocio en Santa Maria, CA: registro estatal, licencia de la ciudad, permiso de vendedor, EIN, cuenta bancaria y contabilidad. Atención en español.",
    icon: "Rocket",
    features: [
      {
        icon: "ClipboardList",
        title: "Una lista de arranque para su negocio",
        description:
          "Preparamos una lista según su tipo de negocio y su ubicación para que nada quede pendiente: registro estatal, nombre comercial ficticio, licencia de la ciudad, permisos y cuentas fiscales, cada uno en el orden en que debe hacerse.",
      },
      {
        icon: "Landmark",
        title: "Registro ante el estado y el condado",
        description:
          "Preparamos y presentamos los Artículos de Organización de su LLC o los Artículos de Incorporación de su corporación ante la Secretaría de Estado de California, o la declaración de nombre comercial ficticio ante el Condado de Santa Barbara si va a usar un nombre distinto al suyo.",
      },
      {
        icon: "MapPin",
        title: "Licencia de negocio de la Ciudad de Santa Maria",
        description:
          "Si su negocio queda dentro de los límites de la ciudad, le ayudamos a tramitar la licencia de negocio municipal y le indicamos qué consultar con el departamento de planificación, por ejemplo si trabajará desde casa o si el local está zonificado para su actividad.",
      },
      {
        icon: "Receipt",
        title: "Permiso de vendedor y cuenta de empleador",
        description:
          "Para vender mercancía, incluidas las comidas de un restaurante, se necesita un permiso de vendedor del CDTFA, y para contratar empleados, una cuenta de empleador con el EDD. Lo registramos en las que le correspondan, y solo en esas.",
      },
      {
        icon: "Banknote",
        title: "EIN y cuenta bancaria del negocio",
        description:
          "Obtenemos su EIN ante la IRS y preparamos los documentos que el banco normalmente pide, para que abra una cuenta a nombre del negocio y separe el dinero personal del dinero del negocio desde la primera venta.",
      },
      {
        icon: "BookOpen",
        title: "Libros en orden desde el inicio",
        description:
          "Organizamos su contabilidad con un catálogo de cuentas y una rutina sencilla para guardar recibos, de modo que sus primeros pagos estimados y su primera declaración de impuestos salgan de registros limpios y no de una caja de zapatos.",
      },
    ],
    clients: [
      {
        type: "Dueños de restaurantes y food trucks",
        description:
          "Un negocio de comida necesita permiso de vendedor, permiso de salud del condado y licencia de la ciudad; nosotros llevamos la parte fiscal y de registros mientras usted resuelve la cocina con Salud Ambiental del condado.",
      },
      {
        type: "Contratistas que se independizan",
        description:
          "Trabajadores de la construcción y de oficios que dejan la cuadrilla de otro para abrir su propia compañía y necesitan registrar el negocio, sacar su EIN y llevar libros ordenados junto con su licencia del CSLB.",
      },
      {
        type: "Contratistas agrícolas y servicios al campo",
        description:
          "Los negocios que trabajan para los agricultores del Valle de Santa Maria suelen contratar de un día para otro; dejamos lista la cuenta de empleador del EDD, la nómina y los registros antes de pagarle a la primera cuadrilla.",
      },
      {
        type: "Ventas desde casa o por internet",
        description:
          "Si vende manualidades, cosméticos u otros productos en línea, revisamos si necesita permiso de vendedor, nombre comercial ficticio y licencia de la ciudad para un negocio en casa.",
      },
      {
        type: "Proveedores de servicios que empiezan",
        description:
          "Consultores, servicios de limpieza, estilistas y otros profesionales reciben un plan claro de registros, licencias y obligaciones fiscales antes de cobrarle al primer cliente.",
      },
      {
        type: "Emprendedores inmigrantes",
        description:
          "Si se siente más cómodo en español o usa un ITIN en lugar de número de Seguro Social, le explicamos cada paso en su idioma, incluido cómo obtener el EIN de su negocio.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Conocemos qué va a vender, dónde va a operar, si piensa contratar personal y quiénes son los dueños, en persona en Santa Maria o por teléfono o videollamada.",
      },
      {
        number: 2,
        title: "Elegimos la estructura",
        description:
          "Comparamos el negocio individual, la LLC y la corporación en su caso concreto, para que el registro que sigue responda a sus necesidades de protección y de impuestos.",
      },
      {
        number: 3,
        title: "Trámites ante el estado o el condado",
        description:
          "Preparamos y presentamos sus documentos de constitución ante el estado o su declaración de nombre comercial ficticio, y les damos seguimiento hasta que queden registrados.",
      },
      {
        number: 4,
        title: "EIN, licencia y permisos",
        description:
          "Solicitamos su EIN y después la licencia de negocio de la ciudad, el permiso de vendedor del CDTFA y la cuenta de empleador del EDD que su negocio realmente necesite.",
      },
      {
        number: 5,
        title: "Abra la cuenta bancaria",
        description:
          "Usted lleva al banco sus documentos de constitución y la confirmación del EIN; le decimos exactamente qué presentar para que no lo regresen por un papel que falte.",
      },
      {
        number: 6,
        title: "Contabilidad y calendario",
        description:
          "Dejamos lista su contabilidad, en QuickBooks u otro sistema, y le entregamos un calendario con los trámites y las fechas de impuestos que tendrá su nuevo negocio.",
      },
    ],
    faqs: [
      {
        question: "¿Qué necesito para abrir legalmente un negocio en Santa Maria?",
        answer:
          "Depende de su actividad y de dónde la realice, pero la mayoría de los negocios necesita alguna combinación de lo siguiente: registro estatal (LLC o corporación) o nombre comercial ficticio, licencia de negocio de la Ciudad de Santa Maria si está dentro de los límites de la ciudad, permiso de vendedor del CDTFA si vende mercancía, un EIN y una cuenta de empleador del EDD si contrata personal. En la consulta gratuita armamos la lista para su negocio en particular.",
      },
      {
        question: "¿Me conviene formar una LLC o seguir como negocio individual?",
        answer: [
          "El negocio individual (sole proprietorship) es la forma más económica de empezar, pero no separa su patrimonio personal del negocio. La LLC agrega esa protección y, con ella, el impuesto mínimo de franquicia de California de $800 cada año. Con nuestro ",
          { text: "servicio de estructura empresarial", page: "service/business-structure" },
          " comparamos las opciones con sus propios números antes de presentar cualquier trámite.",
        ],
      },
      {
        question: "¿Cuánto cuesta abrir un negocio con NAIS?",
        answer:
          "Nuestros paquetes de constitución van generalmente de $500 a $1,500, según el tipo de entidad y cuántos registros necesite su negocio, y le confirmamos una tarifa fija después de la consulta gratuita. Su cotización también indica los cobros del estado que le correspondan, como la tarifa de $70 de California por los Artículos de Organización de una LLC o de $100 por los Artículos de Incorporación de una corporación.",
      },
      {
        question: "¿Necesito un EIN si soy el único dueño?",
        answer: [
          "Un negocio individual sin empleados puede declarar con el número de Seguro Social, pero muchos bancos piden un EIN para abrir la cuenta del negocio, el EIN evita que su número de Seguro Social aparezca en los formularios W-9 que le piden sus clientes, y se vuelve obligatorio en cuanto contrata personal o forma una corporación o una LLC con varios socios. Con nuestro ",
          { text: "servicio de solicitud de EIN", page: "service/ein-application" },
          " le preparamos el Formulario SS-4, también si usted usa un ITIN.",
        ],
      },
      {
        question: "¿Qué pasa si empiezo a trabajar antes de registrarme?",
        answer:
          "Puede terminar debiendo cuotas atrasadas y multas a la ciudad, el impuesto sobre las ventas que nunca les cobró a sus clientes y los impuestos de nómina si les pagó a trabajadores sin cuenta de empleador. Registrarse tarde siempre es mejor que no registrarse, y ayudamos tanto a los negocios que ya están abiertos y necesitan ponerse al día como a los que apenas empiezan.",
      },
      {
        question: "¿Pueden llevar mi contabilidad cuando el negocio ya esté abierto?",
        answer: [
          "Sí. Muchos dueños pasan directamente a nuestro ",
          { text: "servicio mensual de contabilidad", page: "service/bookkeeping" },
          ", así los registros que empezamos en la apertura se mantienen al día para las declaraciones de impuestos sobre las ventas, la nómina y la primera declaración anual del negocio.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Quería abrir mi taquería y no sabía ni por dónde empezar. En NAIS me dieron toda la lista en español: LLC, permiso de vendedor, licencia de la ciudad, EIN y cuenta del banco. Abrimos el día que habíamos planeado.",
        name: "Marisol T.",
        position: "Dueña, taquería",
      },
      {
        quote:
          "Después de años trabajando para otro contratista por fin me independicé. Formaron mi LLC, sacaron mi EIN y dejaron listo QuickBooks antes de mi primera factura, y yo pude concentrarme en el trabajo.",
        name: "Kevin D.",
        position: "Dueño, negocio de remodelaciones",
      },
      {
        quote:
          "Hago pasteles en casa y creía que solo necesitaba el permiso del condado. En NAIS me explicaron lo de la licencia de la ciudad y el permiso de vendedor, y ahora mis declaraciones de impuestos sobre las ventas ya no me toman por sorpresa.",
        name: "Lucía R.",
        position: "Dueña, repostería en casa",
      },
    ],
  },
};
