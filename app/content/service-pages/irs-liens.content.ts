import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "IRS Tax Lien Resolution",
    subheading: "Release, withdraw or work around a lien",
    description:
      "A federal tax lien is the government's legal claim on everything you own, and once a Notice of Federal Tax Lien is recorded it can stall a refinance, a home sale or a business loan. We pursue the release, withdrawal, subordination or discharge that fits your goal and resolve the tax debt behind the lien.",
    metaDescription:
      "IRS tax lien on your home or business? NAIS handles lien release, withdrawal, subordination and discharge so you can sell, refinance or get a loan.",
    icon: "Landmark",
    features: [
      {
        icon: "FileSearch",
        title: "Lien and balance review",
        description:
          "We confirm which tax years the lien covers, whether the balance behind it is correct and where the notice was recorded, usually with the county recorder where you live or own property.",
      },
      {
        icon: "Unlock",
        title: "Certificate of release",
        description:
          "Once the debt is paid or can no longer be legally collected, the IRS must release the lien. We make sure the release is issued and recorded, which typically takes 30-60 days.",
      },
      {
        icon: "Undo2",
        title: "Lien withdrawal",
        description:
          "A withdrawal removes the public notice as if it had never been filed. We prepare Form 12277 when you qualify, for example after moving to a direct debit payment plan; it typically takes 45-90 days.",
      },
      {
        icon: "Layers",
        title: "Subordination for a refinance",
        description:
          "When a lender won't refinance behind the IRS, we apply on Form 14134 to let the new loan take first place, often so part of the loan proceeds can pay down the tax.",
      },
      {
        icon: "House",
        title: "Discharge for a property sale",
        description:
          "Selling a house, land or a building under a lien? We file Form 14135 to free that one property so the sale can close, coordinating the payoff with escrow.",
      },
      {
        icon: "Scale",
        title: "Lien appeals",
        description:
          "If a lien was filed in error or while you were already working things out with the IRS, we can request a Collection Due Process hearing on Form 12153 or appeal through the Collection Appeals Program.",
      },
    ],
    clients: [
      {
        type: "Homeowners planning to refinance",
        description:
          "Owners who need the IRS to cooperate before a lender will approve a new mortgage or a home equity loan.",
      },
      {
        type: "Real estate sellers",
        description:
          "People selling a house, a lot or a commercial building that has a federal tax lien recorded against the owner.",
      },
      {
        type: "Business owners seeking financing",
        description:
          "Owners whose equipment loan, line of credit or vendor account was turned down after a lender found a lien in public records.",
      },
      {
        type: "Contractors who need bonding",
        description:
          "Licensed contractors whose bonding company or general contractor asks about a tax lien before letting them bid on work.",
      },
      {
        type: "Taxpayers who already paid",
        description:
          "People who paid off the balance but still see the lien on record and need the release issued and properly recorded.",
      },
      {
        type: "People on monthly payment plans",
        description:
          "Taxpayers paying the IRS in installments who may qualify to have the lien notice withdrawn from the public record.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "Tell us what you are trying to do, whether selling, refinancing, borrowing or simply clearing your record, and we identify the lien remedy that fits.",
      },
      {
        number: 2,
        title: "Pull the records",
        description:
          "With your Form 2848 on file we obtain the lien notice, your account transcripts and the payoff amount for every year listed on the lien.",
      },
      {
        number: 3,
        title: "Choose the remedy",
        description:
          "Release, withdrawal, subordination and discharge each have their own conditions; we explain which you qualify for and what the IRS will want to see.",
      },
      {
        number: 4,
        title: "Prepare the application",
        description:
          "We assemble the forms, appraisals, title reports and loan or sale documents the IRS needs to make a decision on your request.",
      },
      {
        number: 5,
        title: "Follow through to approval",
        description:
          "We track the request, answer IRS questions and coordinate timing with your escrow officer or lender so a closing date is not missed.",
      },
      {
        number: 6,
        title: "Confirm the public record",
        description:
          "We verify the certificate was recorded with the county and give you copies to share with lenders, title companies or landlords.",
      },
    ],
    faqs: [
      {
        question: "Is a tax lien the same thing as a levy?",
        answer: [
          "No. A lien is a legal claim that protects the government's interest in your property; by itself it takes nothing. A levy actually seizes property, such as wages or money in a bank account. If you are facing a seizure, see our ",
          { text: "IRS levy resolution", page: "service/irs-levies" },
          " service.",
        ],
      },
      {
        question: "How long does it take to get an IRS lien released?",
        answer:
          "After the balance is paid in full, a release is typically issued and recorded within 30-60 days. If you need it for a closing, we coordinate the payoff and the request so the timing works with your escrow.",
      },
      {
        question: "Does paying the debt remove the lien from public records?",
        answer:
          "Paying leads to a release, which shows the debt was satisfied, but the original notice stays in the record. A withdrawal goes further and removes the notice as though it had never been filed; it typically takes 45-90 days, and we check whether you qualify.",
      },
      {
        question: "Can I sell or refinance my home while an IRS lien is recorded?",
        answer:
          "Often, yes. A certificate of discharge frees a specific property so a sale can close, and a certificate of subordination lets a new lender go first. Both requests typically take 30-45 days, so it pays to start before a closing date is set.",
      },
      {
        question: "Will a tax lien hurt my credit?",
        answer:
          "The major credit bureaus no longer include federal tax liens on consumer credit reports, but the notice is still a public record that lenders, title companies and landlords search. Removing it can help when you apply for credit or a lease.",
      },
      {
        question: "Do I have to pay everything before the lien goes away?",
        answer: [
          "Not always. A lien also ends when the collection period runs out, and an accepted ",
          { text: "offer in compromise", page: "service/offer-in-compromise" },
          " leads to a release once the agreed amount is paid. Some taxpayers on a direct debit ",
          { text: "IRS payment plan", page: "service/irs-payment-plan" },
          " can also qualify for a withdrawal.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "We had a buyer for our house when the title company found an IRS lien from an old business debt. NAIS handled the discharge paperwork with our escrow officer and the sale closed.",
        name: "Robert S.",
        position: "Homeowner",
      },
      {
        quote:
          "The bank turned down my oven loan because of a tax lien. They moved me to a direct debit plan, filed for the withdrawal and kept me informed in Spanish the whole way.",
        name: "Yesenia T.",
        position: "Owner, family bakery",
      },
      {
        quote:
          "I had paid the balance months earlier, but the lien still turned up when I applied for a bond. They tracked down the release and made sure it was recorded with the county.",
        name: "Frank D.",
        position: "General contractor",
      },
    ],
  },
  es: {
    title: "Resolución de Gravámenes de la IRS",
    subheading: "Liberar, retirar o sortear un gravamen",
    description:
      "Un gravamen federal es el derecho legal del gobierno sobre todo lo que usted tiene, y cuando se registra el Aviso de Gravamen Federal puede frenar un refinanciamiento, la venta de su casa o un préstamo para su negocio. Tramitamos la liberación, el retiro, la subordinación o la exoneración que necesita y resolvemos la deuda que dio origen al gravamen.",
    metaDescription:
      "¿Tiene un gravamen de la IRS sobre su casa o negocio? NAIS tramita la liberación, el retiro, la subordinación o la exoneración para vender o refinanciar.",
    icon: "Landmark",
    features: [
      {
        icon: "FileSearch",
        title: "Revisión del gravamen y del saldo",
        description:
          "Confirmamos qué años cubre el gravamen, si el saldo que lo respalda es correcto y dónde se registró el aviso, que normalmente es la oficina del registrador del condado donde usted vive o tiene propiedades.",
      },
      {
        icon: "Unlock",
        title: "Certificado de liberación",
        description:
          "Cuando la deuda se paga o ya no se puede cobrar legalmente, la IRS tiene que liberar el gravamen. Nos aseguramos de que se emita y se registre la liberación, lo que normalmente tarda de 30 a 60 días.",
      },
      {
        icon: "Undo2",
        title: "Retiro del aviso de gravamen",
        description:
          "El retiro borra el aviso público como si nunca se hubiera presentado. Preparamos el Formulario 12277 cuando usted califica, por ejemplo al pasar a un plan de pagos con débito directo; suele tardar de 45 a 90 días.",
      },
      {
        icon: "Layers",
        title: "Subordinación para refinanciar",
        description:
          "Si el banco no quiere refinanciar quedando detrás de la IRS, solicitamos con el Formulario 14134 que el nuevo préstamo tenga prioridad, muchas veces para que parte del dinero del préstamo abone a la deuda.",
      },
      {
        icon: "House",
        title: "Exoneración para vender una propiedad",
        description:
          "¿Va a vender una casa, un terreno o un local con un gravamen encima? Presentamos el Formulario 14135 para liberar esa propiedad en particular y que la venta pueda cerrar, coordinando el pago con el escrow.",
      },
      {
        icon: "Scale",
        title: "Apelaciones de gravámenes",
        description:
          "Si el gravamen se presentó por error o cuando usted ya estaba arreglando su situación con la IRS, podemos pedir una audiencia del Debido Proceso de Cobro con el Formulario 12153 o apelar por el Programa de Apelaciones de Cobro.",
      },
    ],
    clients: [
      {
        type: "Dueños de casa que quieren refinanciar",
        description:
          "Propietarios que necesitan la cooperación de la IRS antes de que el banco les apruebe una nueva hipoteca o un préstamo sobre el valor de su casa.",
      },
      {
        type: "Vendedores de bienes raíces",
        description:
          "Personas que venden una casa, un terreno o un edificio comercial y tienen un gravamen federal registrado a su nombre.",
      },
      {
        type: "Dueños de negocio que buscan financiamiento",
        description:
          "Dueños a quienes les negaron un préstamo para equipo, una línea de crédito o una cuenta con proveedores porque el prestamista encontró un gravamen.",
      },
      {
        type: "Contratistas que necesitan fianza",
        description:
          "Contratistas con licencia a quienes la compañía de fianzas o el contratista general les pregunta por un gravamen antes de dejarlos cotizar un trabajo.",
      },
      {
        type: "Contribuyentes que ya pagaron",
        description:
          "Personas que liquidaron el saldo pero siguen viendo el gravamen registrado y necesitan que se emita y se registre bien la liberación.",
      },
      {
        type: "Personas con plan de pagos mensuales",
        description:
          "Contribuyentes que pagan a la IRS a plazos y podrían calificar para que el aviso de gravamen se retire del registro público.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Consulta gratuita",
        description:
          "Cuéntenos qué necesita hacer, ya sea vender, refinanciar, pedir un préstamo o simplemente limpiar su historial, y le decimos qué trámite de gravamen le conviene.",
      },
      {
        number: 2,
        title: "Obtener los registros",
        description:
          "Con su Formulario 2848 firmado conseguimos el aviso de gravamen, sus registros de cuenta y la cantidad exacta para liquidar cada año que aparece en él.",
      },
      {
        number: 3,
        title: "Elegir el trámite",
        description:
          "La liberación, el retiro, la subordinación y la exoneración tienen cada una sus propios requisitos; le explicamos para cuál califica y qué va a pedir la IRS.",
      },
      {
        number: 4,
        title: "Preparar la solicitud",
        description:
          "Reunimos los formularios, avalúos, reportes de título y documentos del préstamo o de la venta que la IRS necesita para tomar una decisión.",
      },
      {
        number: 5,
        title: "Dar seguimiento hasta la aprobación",
        description:
          "Damos seguimiento a la solicitud, contestamos las preguntas de la IRS y coordinamos los tiempos con su oficial de escrow o su banco para no perder la fecha de cierre.",
      },
      {
        number: 6,
        title: "Confirmar el registro público",
        description:
          "Verificamos que el certificado quedó registrado en el condado y le damos copias para mostrar a bancos, compañías de título o arrendadores.",
      },
    ],
    faqs: [
      {
        question: "¿Un gravamen es lo mismo que un embargo?",
        answer: [
          "No. El gravamen es un derecho legal que protege el interés del gobierno sobre sus bienes; por sí solo no le quita nada. El embargo sí se lleva bienes, como su sueldo o el dinero de su cuenta de banco. Si lo que enfrenta es un embargo, vea nuestro servicio de ",
          { text: "resolución de embargos de la IRS", page: "service/irs-levies" },
          ".",
        ],
      },
      {
        question: "¿Cuánto tarda la IRS en liberar un gravamen?",
        answer:
          "Una vez pagado todo el saldo, la liberación normalmente se emite y se registra en un plazo de 30 a 60 días. Si la necesita para un cierre, coordinamos el pago y la solicitud para que los tiempos cuadren con su escrow.",
      },
      {
        question: "¿Si pago la deuda, el gravamen desaparece del registro público?",
        answer:
          "El pago lleva a la liberación, que demuestra que la deuda quedó saldada, pero el aviso original sigue en el registro. El retiro va más allá y elimina el aviso como si nunca se hubiera presentado; suele tardar de 45 a 90 días, y revisamos si usted califica.",
      },
      {
        question: "¿Puedo vender o refinanciar mi casa si tiene un gravamen de la IRS?",
        answer:
          "Muchas veces sí. El certificado de exoneración libera una propiedad específica para que la venta pueda cerrar, y el certificado de subordinación permite que el nuevo prestamista quede en primer lugar. Ambos trámites suelen tardar de 30 a 45 días, así que conviene empezar antes de fijar la fecha de cierre.",
      },
      {
        question: "¿Un gravamen de impuestos afecta mi crédito?",
        answer:
          "Las principales agencias de crédito ya no incluyen los gravámenes federales en los reportes de crédito personales, pero el aviso sigue siendo un registro público que consultan bancos, compañías de título y arrendadores. Quitarlo puede ayudarle cuando solicite crédito o quiera rentar.",
      },
      {
        question: "¿Tengo que pagar todo para que se quite el gravamen?",
        answer: [
          "No siempre. El gravamen también termina cuando vence el plazo de cobro, y una ",
          { text: "oferta en compromiso", page: "service/offer-in-compromise" },
          " aceptada lleva a la liberación una vez que se paga la cantidad acordada. Algunos contribuyentes con un ",
          { text: "plan de pagos con la IRS", page: "service/irs-payment-plan" },
          " por débito directo también pueden calificar para el retiro.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "Ya teníamos comprador para la casa cuando la compañía de título encontró un gravamen de la IRS por una deuda vieja del negocio. NAIS se encargó de los papeles de la exoneración con el escrow y la venta se cerró.",
        name: "Robert S.",
        position: "Propietario de vivienda",
      },
      {
        quote:
          "El banco me negó el préstamo para el horno por un gravamen de impuestos. Me cambiaron a un plan con débito directo, pidieron el retiro del aviso y me mantuvieron al tanto en español todo el tiempo.",
        name: "Yesenia T.",
        position: "Dueña, panadería familiar",
      },
      {
        quote:
          "Había pagado el saldo meses antes, pero el gravamen seguía apareciendo cuando solicité una fianza. Consiguieron la liberación y se aseguraron de que quedara registrada en el condado.",
        name: "Frank D.",
        position: "Contratista general",
      },
    ],
  },
};
