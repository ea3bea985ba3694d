import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Corporation Tax Services",
    subheading: "C Corporation and S Corporation Returns",
    description:
      "A corporation carries obligations an individual never sees: Form 1120 or 1120-S, California's franchise tax, shareholder K-1s and the Statement of Information. NAIS prepares the federal and state returns, keeps your corporate calendar and explains each filing to your officers in English or Spanish.",
    metaDescription:
      "Corporation tax services in Santa Maria, CA: Form 1120 and 1120-S, California Form 100 and 100S, the $800 minimum franchise tax and shareholder K-1s.",
    icon: "Building2",
    features: [
      {
        icon: "Building2",
        title: "C Corporation Returns (Form 1120)",
        description:
          "We prepare the federal Form 1120 and California Form 100, compute the tax the corporation itself owes and plan its estimated payments for the year ahead.",
      },
      {
        icon: "Users",
        title: "S Corporation Returns (Form 1120-S)",
        description:
          "For S corporations we prepare Form 1120-S and California Form 100S and issue each shareholder the Schedule K-1 needed for their personal return.",
      },
      {
        icon: "Landmark",
        title: "California Franchise Tax",
        description:
          "Corporations doing business in California generally owe at least the $800 minimum franchise tax to the FTB, even in a year with a loss; we make sure it is paid on time.",
      },
      {
        icon: "Wallet",
        title: "Officer Salary and Distributions",
        description:
          "We help S corporation owners set a reasonable salary for the work they do, run it through payroll, and keep distributions and shareholder loans properly documented.",
      },
      {
        icon: "BookOpen",
        title: "Balance Sheet That Ties Out",
        description:
          "Most corporate returns carry a balance sheet and a reconciliation of book income to taxable income; we tie both to your books so the numbers hold up if questioned.",
      },
      {
        icon: "CalendarCheck",
        title: "Corporate Compliance Calendar",
        description:
          "Return deadlines, estimated payments, the California Statement of Information and annual minutes are tracked on one calendar, with a reminder before each date.",
      },
    ],
    clients: [
      {
        type: "Family-Owned S Corporations",
        description:
          "Couples and relatives who run a shop, restaurant or service company as an S corporation and share ownership among family members.",
      },
      {
        type: "Growing C Corporations",
        description:
          "Companies that keep profits inside the business to pay for equipment, inventory or expansion and need the corporate tax computed precisely.",
      },
      {
        type: "Incorporated Contractors",
        description:
          "Construction and trade corporations with crews, job costing, heavy equipment and subcontractors whose 1099s must match the corporate books.",
      },
      {
        type: "Newly Incorporated Businesses",
        description:
          "Owners facing their first corporate return who need the opening balance sheet, the S election and the first California filing set up correctly.",
      },
      {
        type: "Owners Weighing Incorporation",
        description:
          "Sole proprietors who want to know whether a corporation or an S election would really lower their taxes before paying to form one.",
      },
      {
        type: "Corporations With Late Filings",
        description:
          "Companies that skipped a return or let their FTB status lapse and need their filings caught up and the corporation returned to good standing.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Corporate Review",
        description:
          "We read your articles of incorporation, any S election, prior returns and recent IRS or FTB letters to confirm exactly how the corporation is taxed.",
      },
      {
        number: 2,
        title: "Year-End Close",
        description:
          "We reconcile every account, record depreciation and confirm that payroll, shareholder loans and distributions are posted where they belong.",
      },
      {
        number: 3,
        title: "Officer Compensation Check",
        description:
          "For S corporations, we compare officer pay with the work performed and raise any concern before the return is prepared, not after a notice arrives.",
      },
      {
        number: 4,
        title: "Federal and State Preparation",
        description:
          "We prepare the 1120 or 1120-S and the California Form 100 or 100S side by side, so both returns start from the same balance sheet.",
      },
      {
        number: 5,
        title: "Review With Your Officers",
        description:
          "An officer of the corporation reviews the draft with us, asks questions and signs; shareholders receive their K-1s as soon as the return is final.",
      },
      {
        number: 6,
        title: "Filing and Calendar Update",
        description:
          "We file electronically, schedule next year's estimated payments and franchise tax, and remind you when the Statement of Information comes due.",
      },
    ],
    faqs: [
      {
        question: "When is my corporation's tax return due?",
        answer:
          "For calendar-year corporations, Form 1120-S for an S corporation is due March 15 and Form 1120 for a C corporation is due April 15. Corporations on a fiscal year follow due dates tied to the end of their own tax year, and we track those for you.",
      },
      {
        question: "Does my corporation owe California tax if it lost money?",
        answer:
          "Generally yes. A corporation doing business in California owes at least the $800 minimum franchise tax to the FTB even when it shows a loss. S corporations also pay franchise tax on their California income, and we compute the correct amount for your return.",
      },
      {
        question: "What is a reasonable salary for an S corporation owner?",
        answer: [
          "An owner who works in the business should receive wages through payroll that fit the work performed before taking distributions. There is no single number: we look at your role, your hours and what similar work pays, and document the reasoning. We can run that salary through our ",
          { text: "payroll service", page: "service/payroll" },
          " so withholding and payroll filings are handled every pay period.",
        ],
      },
      {
        question: "Should my business be an S corporation or a C corporation?",
        answer: [
          "It depends on how much profit you expect, whether you plan to keep earnings in the company and who the owners are, since S corporations limit who may hold shares. We walk through the trade-offs in a ",
          { text: "business structure consultation", page: "service/business-structure" },
          " before you elect or change anything.",
        ],
      },
      {
        question: "What records does my corporation need to keep?",
        answer:
          "Keep the returns and their supporting records (bank statements, payroll reports, invoices, receipts, loan agreements and board or shareholder minutes) for 7 years. Keep the articles, bylaws and stock records for as long as the corporation exists.",
      },
      {
        question: "How much do your corporation tax services cost?",
        answer:
          "We quote a flat fee after a free consultation, based on the number of returns, the condition of the books and how many shareholders receive K-1s. You know the fee before we begin, and it does not change because a question takes longer to answer.",
      },
    ],
    testimonials: [
      {
        quote:
          "Our books showed shareholder loans nobody could explain. NAIS documented them, corrected the balance sheet and filed our 1120 and California return on time. Our officers finally trust the numbers.",
        name: "Robert T.",
        position: "President, commercial plumbing corporation",
      },
      {
        quote:
          "My husband and I run our bakery as an S corporation. NAIS set a reasonable salary for both of us, reminded us about the $800 franchise tax and had our K-1s ready before the March deadline.",
        name: "Ana L.",
        position: "Co-owner, family bakery",
      },
      {
        quote:
          "We had been an S corporation for a while without filing correctly in California. They caught up the state returns, explained every FTB letter to me in Spanish and got us back in good standing.",
        name: "Jorge P.",
        position: "Owner, farm labor contracting company",
      },
    ],
  },
  es: {
    title: "Servicios para Corporaciones",
    subheading: "Declaraciones de corporaciones C y S",
    description:
      "Una corporación tiene obligaciones que una persona nunca ve: el Formulario 1120 o 1120-S, el impuesto de franquicia de California, los K-1 de los accionistas y el Statement of Information ante la Secretaría de Estado. En NAIS preparamos las declaraciones federales y estatales, llevamos el calendario de su corporación y les explicamos cada trámite a sus directivos en español o en inglés.",
    metaDescription:
      "Servicios para corporaciones en Santa Maria, CA: Formularios 1120 y 1120-S, Formularios 100 y 100S de California, impuesto mínimo de franquicia de $800 y K-1.",
    icon: "Building2",
    features: [
      {
        icon: "Building2",
        title: "Corporaciones C (Formulario 1120)",
        description:
          "Preparamos el Formulario 1120 federal y el Formulario 100 de California, calculamos el impuesto que debe la propia corporación y planeamos sus pagos estimados del año siguiente.",
      },
      {
        icon: "Users",
        title: "Corporaciones S (Formulario 1120-S)",
        description:
          "Para las corporaciones S preparamos el Formulario 1120-S y el 100S de California, y le entregamos a cada accionista el Anexo K-1 que necesita para su declaración personal.",
      },
      {
        icon: "Landmark",
        title: "Impuesto de franquicia de California",
        description:
          "Las corporaciones que hacen negocios en California por lo general deben a la FTB por lo menos el impuesto mínimo de franquicia de $800, aunque tengan pérdidas; nos aseguramos de que se pague a tiempo.",
      },
      {
        icon: "Wallet",
        title: "Sueldo de los dueños y distribuciones",
        description:
          "Ayudamos a los dueños de corporaciones S a fijarse un sueldo razonable por su trabajo, pagarlo por nómina y dejar bien documentadas las distribuciones y los préstamos de accionistas.",
      },
      {
        icon: "BookOpen",
        title: "Un balance general que cuadra",
        description:
          "La mayoría de las declaraciones corporativas incluyen un balance general y una conciliación entre la utilidad en libros y la utilidad fiscal; cuadramos ambos con su contabilidad.",
      },
      {
        icon: "CalendarCheck",
        title: "Calendario de cumplimiento",
        description:
          "Fechas de declaración, pagos estimados, el Statement of Information de California y las actas anuales quedan en un solo calendario, con un aviso antes de cada fecha.",
      },
    ],
    clients: [
      {
        type: "Corporaciones S familiares",
        description:
          "Matrimonios y familias que manejan una tienda, un restaurante o una empresa de servicios como corporación S y reparten las acciones entre parientes.",
      },
      {
        type: "Corporaciones C en crecimiento",
        description:
          "Empresas que dejan las ganancias dentro del negocio para comprar equipo, inventario o crecer, y necesitan el impuesto corporativo calculado con precisión.",
      },
      {
        type: "Contratistas incorporados",
        description:
          "Corporaciones de construcción y oficios con cuadrillas, costos por obra, maquinaria y subcontratistas cuyos 1099 deben coincidir con los libros.",
      },
      {
        type: "Corporaciones recién formadas",
        description:
          "Dueños que van a presentar su primera declaración corporativa y necesitan bien hechos el balance inicial, la elección S y la primera declaración en California.",
      },
      {
        type: "Dueños que piensan incorporarse",
        description:
          "Dueños únicos que quieren saber si una corporación o la elección S de verdad les bajaría los impuestos antes de pagar por formarla.",
      },
      {
        type: "Corporaciones atrasadas",
        description:
          "Empresas que dejaron de presentar una declaración o perdieron su buena situación ante la FTB y necesitan ponerse al corriente para recuperarla.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Revisión de la corporación",
        description:
          "Leemos sus artículos de incorporación, la elección S si la hay, las declaraciones anteriores y las cartas recientes de la IRS o de la FTB para confirmar cómo tributa la corporación.",
      },
      {
        number: 2,
        title: "Cierre del año",
        description:
          "Conciliamos todas las cuentas, registramos la depreciación y confirmamos que la nómina, los préstamos de accionistas y las distribuciones estén donde corresponden.",
      },
      {
        number: 3,
        title: "Revisión del sueldo de los directivos",
        description:
          "En las corporaciones S comparamos el sueldo de los directivos con el trabajo que hacen y le avisamos de cualquier problema antes de preparar la declaración, no cuando llegue una carta.",
      },
      {
        number: 4,
        title: "Declaración federal y estatal",
        description:
          "Preparamos el 1120 o 1120-S y el Formulario 100 o 100S de California al mismo tiempo, para que las dos declaraciones partan del mismo balance general.",
      },
      {
        number: 5,
        title: "Revisión con sus directivos",
        description:
          "Un directivo de la corporación revisa el borrador con nosotros, hace sus preguntas y firma; los accionistas reciben sus K-1 en cuanto la declaración queda lista.",
      },
      {
        number: 6,
        title: "Presentación y calendario al día",
        description:
          "Presentamos por vía electrónica, programamos los pagos estimados y el impuesto de franquicia del próximo año y le recordamos cuándo toca el Statement of Information.",
      },
    ],
    faqs: [
      {
        question: "¿Cuándo vence la declaración de mi corporación?",
        answer:
          "Para corporaciones con año calendario, el Formulario 1120-S de una corporación S vence el 15 de marzo y el Formulario 1120 de una corporación C vence el 15 de abril. Las corporaciones con año fiscal distinto tienen fechas que dependen del cierre de su propio año fiscal, y nosotros se las llevamos.",
      },
      {
        question: "¿Mi corporación debe impuestos en California si tuvo pérdidas?",
        answer:
          "Por lo general sí. Una corporación que hace negocios en California debe a la FTB por lo menos el impuesto mínimo de franquicia de $800, aunque reporte pérdidas. Las corporaciones S también pagan impuesto de franquicia sobre sus ingresos de California, y nosotros calculamos la cantidad correcta.",
      },
      {
        question: "¿Qué es un sueldo razonable para el dueño de una corporación S?",
        answer: [
          "El dueño que trabaja en el negocio debe recibir un sueldo por nómina, acorde con el trabajo que hace, antes de sacar distribuciones. No hay una cifra única: vemos su puesto, sus horas y lo que se paga por un trabajo parecido, y dejamos el razonamiento por escrito. Ese sueldo lo podemos manejar con nuestro ",
          { text: "servicio de nómina", page: "service/payroll" },
          " para que las retenciones y los reportes se hagan en cada periodo de pago.",
        ],
      },
      {
        question: "¿Me conviene una corporación S o una corporación C?",
        answer: [
          "Depende de cuánta ganancia espera, de si piensa dejar las utilidades en la empresa y de quiénes son los dueños, porque la corporación S limita quién puede ser accionista. Vemos los pros y los contras en una ",
          { text: "consulta sobre la estructura de su negocio", page: "service/business-structure" },
          " antes de que usted haga la elección o cambie algo.",
        ],
      },
      {
        question: "¿Qué registros debe guardar mi corporación?",
        answer:
          "Guarde las declaraciones y sus comprobantes (estados de cuenta, reportes de nómina, facturas, recibos, contratos de préstamo y actas de la junta o de accionistas) durante 7 años. Los artículos de incorporación, los estatutos y el registro de acciones se guardan mientras exista la corporación.",
      },
      {
        question: "¿Cuánto cuestan sus servicios para corporaciones?",
        answer:
          "Le damos una tarifa fija después de una consulta gratuita, según el número de declaraciones, el estado de los libros y cuántos accionistas reciben K-1. Usted conoce el precio antes de empezar, y no cambia porque una pregunta nos lleve más tiempo.",
      },
    ],
    testimonials: [
      {
        quote:
          "En nuestros libros había préstamos de accionistas que nadie sabía explicar. NAIS los documentó, corrigió el balance general y presentó a tiempo el 1120 y la declaración de California. Por fin nuestros directivos confían en las cifras.",
        name: "Robert T.",
        position: "Presidente, corporación de plomería comercial",
      },
      {
        quote:
          "Mi esposo y yo tenemos nuestra panadería como corporación S. NAIS nos fijó un sueldo razonable a los dos, nos recordó el impuesto de franquicia de $800 y tuvo listos nuestros K-1 antes de la fecha de marzo.",
        name: "Ana L.",
        position: "Copropietaria, panadería familiar",
      },
      {
        quote:
          "Llevábamos un tiempo como corporación S sin declarar bien en California. Nos pusieron al corriente con las declaraciones estatales, me explicaron en español cada carta de la FTB y recuperamos nuestra buena situación.",
        name: "Jorge P.",
        position: "Dueño, empresa de contratación de mano de obra agrícola",
      },
    ],
  },
};
