import type { Lang, ServiceSlug } from "#app/lib/route-table.ts";
import { servicePages } from "#app/lib/route-table.ts";
import { isSample, sample } from "#app/lib/sample.ts";
import { taxFigures as f, usd } from "./tax-figures.ts";
import type { Bilingual, Testimonial } from "./types.ts";

/**
 * Every testimonial on the site, once, with the pages it appears on
 * (docs/decisions/008-sample-content-and-launch-check.md).
 *
 * The FTC's rule on consumer reviews and testimonials (16 CFR 465) allows only real testimonials,
 * from real clients, published with their consent and not from the firm's own staff. These are
 * samples: each one's `consent` is marked with `sample()`, so `npm run check:launch` lists it and a
 * production build refuses to finish until it is replaced by a real, consented testimonial.
 * The rules every testimonial must follow are in `testimonial-rules.ts`.
 */

/** Pages that show three testimonials: the home page and every service page. */
export type TestimonialPageId = "home" | `service/${ServiceSlug}`;

export const testimonialPages: readonly TestimonialPageId[] = [
  "home",
  ...servicePages.map((page) => `service/${page.slug}` as const),
];

/** The client's written permission to publish their words, name and role (kept by the firm). */
export type Consent =
  | { status: "none" }
  | {
      status: "signed";
      /** The day the client signed, YYYY-MM-DD. */
      signedOn: string;
      /** Where the signed form is kept, so it can be produced if asked, e.g. "client file 2027-014". */
      keptIn: string;
    };

export interface TestimonialRecord {
  /** First name and last initial, as the client agreed to be named; the same in both languages. */
  name: string;
  /** The client's role ("position"), in both languages. One person, one role. */
  role: Bilingual<string>;
  /** The client's business, if they agreed to name it; a proper name, not translated. */
  company?: string;
  /** Route-table ids of the pages that show it. */
  pages: readonly TestimonialPageId[];
  /** The client's own words, and a translation they approved. */
  quote: Bilingual<string>;
  /** Present when the quote claims an outcome (a levy released, a smaller bill, a refund, a sale that closed). */
  claimsResult?: ResultClaim;
  consent: Consent;
}

/**
 * A testimonial that claims a result says what most clients get unless it is typical: the FTC's
 * Endorsement Guides (16 CFR 255.2(b)) want the advertiser to hold evidence that it is what clients
 * in that situation generally achieve, or to show clearly what they can generally expect.
 * `check:launch` lists every claim that does not say which (testimonial-rules.ts).
 */
export interface ResultClaim {
  /** The result, in a few words, e.g. "the wage levy was released". */
  what: string;
  /**
   * Where the firm keeps the evidence that the result is typical, or where the page states what
   * clients generally get, e.g. "case outcomes 2024-2026, office binder 3". Absent: not yet done.
   */
  substantiation?: string;
}

const toSupply =
  'a real client\'s testimonial in place of this sample: their own words in English and Spanish (the translation approved by them), the name and role they agreed to, and consent: { status: "signed", signedOn: "YYYY-MM-DD", keptIn: "where the signed form is kept" } (16 CFR 465)';

export const testimonials: readonly TestimonialRecord[] = [
  // home
  {
    name: "Rosa M.",
    role: { en: "Owner, family bakery", es: "Dueña de una panadería familiar" },
    pages: ["home"],
    quote: {
      en: "For years I did my own books in a notebook. NAIS set me up in QuickBooks, explained every report in Spanish to my mother, and now we close each month in a day.",
      es: "Por años llevé mis cuentas en un cuaderno. En NAIS me pasaron a QuickBooks, le explicaron cada reporte a mi mamá en español y ahora cerramos cada mes en un día.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Daniel K.",
    role: { en: "Independent contractor", es: "Contratista independiente" },
    pages: ["home"],
    quote: {
      en: "I had four years of unfiled returns and was afraid to open my mail. They got every year filed, set up a payment plan, and I finally sleep at night.",
      es: "Tenía cuatro años sin declarar y me daba miedo abrir el correo. Presentaron todos los años, arreglaron un plan de pagos y por fin duermo tranquilo.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Guadalupe R.",
    role: { en: "Farm crew supervisor", es: "Mayordoma de cuadrilla agrícola" },
    pages: ["home"],
    quote: {
      en: "They handled my ITIN with a Certifying Acceptance Agent, so I never had to mail my passport. Clear, fast and always answered the phone.",
      es: "Tramitaron mi ITIN con un Agente Certificador de Aceptación y nunca tuve que mandar mi pasaporte. Claros, rápidos y siempre contestan el teléfono.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/bookkeeping
  {
    name: "Alicia M.",
    role: { en: "Owner, family restaurant", es: "Dueña, restaurante familiar" },
    pages: ["service/bookkeeping"],
    quote: {
      en: "For years I did the books on Sunday nights and never really knew if we were making money. Now NAIS sends me a profit and loss every month, explained in Spanish, and I finally see what our food costs are.",
      es: "Durante años hice la contabilidad los domingos en la noche y nunca supe bien si estábamos ganando. Ahora NAIS me manda cada mes las pérdidas y ganancias, me lo explican en español y por fin veo cuánto nos cuesta la comida.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Samuel K.",
    role: { en: "Owner, general contracting company", es: "Dueño, empresa de construcción general" },
    pages: ["service/bookkeeping"],
    quote: {
      en: "They cleaned up two years of messy QuickBooks entries before my tax appointment. Now every job has its own numbers and I can tell which bids were worth taking.",
      es: "Arreglaron dos años de registros desordenados en QuickBooks antes de mi cita de impuestos. Ahora cada obra tiene sus propios números y sé qué presupuestos valió la pena aceptar.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Maribel R.",
    role: { en: "Co-owner, clothing boutique", es: "Socia, boutique de ropa" },
    pages: ["service/bookkeeping"],
    quote: {
      en: "Our bank asked for current financial statements before renewing our line of credit. NAIS had a reconciled balance sheet and profit and loss ready, and the meeting with the loan officer was easy.",
      es: "El banco nos pidió estados financieros al día para renovar nuestra línea de crédito. NAIS ya tenía listo el balance conciliado y el estado de pérdidas y ganancias, y la reunión con el banco fue muy sencilla.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/virtual-bookkeeping
  {
    name: "Héctor V.",
    role: { en: "Owner, landscaping company", es: "Dueño, empresa de jardinería" },
    pages: ["service/virtual-bookkeeping"],
    quote: {
      en: "I'm on job sites from early morning until dark, so driving to an office was never going to happen. I take photos of receipts in the truck and NAIS handles the rest, and the monthly video call is in Spanish so my wife can join.",
      es: "Ando en las obras desde temprano hasta que oscurece, así que ir a una oficina nunca iba a pasar. Tomo fotos de los recibos en la troca y NAIS se encarga de lo demás, y la videollamada del mes es en español para que mi esposa también participe.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Karen T.",
    role: { en: "Owner, online home-goods shop", es: "Dueña, tienda en línea de artículos para el hogar" },
    pages: ["service/virtual-bookkeeping"],
    quote: {
      en: "My sales come from two marketplaces and my own website, and the payouts never matched my bank. Now every payout is reconciled online and I finally trust my numbers.",
      es: "Vendo en dos plataformas y en mi propia página, y los depósitos nunca cuadraban con el banco. Ahora cada pago está conciliado en línea y por fin confío en mis números.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Rubén A.",
    role: { en: "Owner-operator, food truck", es: "Dueño y operador, lonchera" },
    pages: ["service/virtual-bookkeeping"],
    quote: {
      en: "Between cash, card readers and commissary bills I used to guess at my profit. With bank feeds and the portal my books stay current, and I haven't had to leave the truck to make it happen.",
      es: "Entre el efectivo, las terminales de tarjeta y las cuentas del comisariato, antes calculaba mi ganancia al tanteo. Con la conexión al banco y el portal mis libros están al día, y no he tenido que dejar la lonchera para lograrlo.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/payroll
  {
    name: "Javier L.",
    role: { en: "Owner, taquería", es: "Dueño, taquería" },
    pages: ["service/payroll"],
    quote: {
      en: "With cooks, servers and tips, payroll used to eat up my Sunday every other week. NAIS runs it now, my employees can ask their questions in Spanish, and the quarterly forms get done without me chasing anybody.",
      es: "Con cocineros, meseros y propinas, la nómina me quitaba un domingo sí y otro no. Ahora la hace NAIS, mis empleados pueden preguntar sus dudas en español y los formularios trimestrales salen sin que yo ande persiguiendo a nadie.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Sandra P.",
    role: { en: "Office manager, dental practice", es: "Gerente de oficina, consultorio dental" },
    pages: ["service/payroll"],
    quote: {
      en: "Switching payroll providers in the middle of the year worried me, but they picked up our year-to-date totals correctly and our W-2s matched our quarterly returns at year end.",
      es: "Cambiar de proveedor de nómina a mitad de año me preocupaba, pero tomaron bien nuestros acumulados del año y los W-2 coincidieron con las declaraciones trimestrales al cierre.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Efraín C.",
    role: { en: "Farm labor contractor", es: "Contratista de mano de obra agrícola" },
    pages: ["service/payroll"],
    quote: {
      en: "During harvest we add new workers every week. They keep up with the hiring paperwork and the Form 943, and my crew leaders always know who to call when a check looks wrong.",
      es: "En la cosecha entran trabajadores nuevos cada semana. Ellos llevan al día el papeleo de contratación y el Formulario 943, y mis mayordomos siempre saben a quién llamar cuando un cheque no cuadra.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/sales-taxes
  {
    name: "Guadalupe S.",
    role: { en: "Owner, bakery and café", es: "Dueña, panadería y cafetería" },
    pages: ["service/sales-taxes"],
    quote: {
      en: "I didn't realize that putting tables in our bakery changed how some of our sales were taxed. NAIS set up our register the right way, and now our return is filed each period without me worrying about it.",
      es: "No sabía que por poner mesas en la panadería cambiaba el impuesto de algunas ventas. NAIS configuró bien la caja y ahora la declaración de cada periodo se presenta sin que yo tenga que preocuparme.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Tom B.",
    role: { en: "Owner, auto repair shop", es: "Dueño, taller mecánico" },
    pages: ["service/sales-taxes"],
    quote: {
      en: "We got a CDTFA letter asking about our parts sales from a couple of years back. NAIS pulled our invoices, separated parts from labor and answered the letter for us. I slept a lot better after that.",
      es: "Nos llegó una carta del CDTFA preguntando por la venta de refacciones de hace un par de años. NAIS sacó nuestras facturas, separó las piezas de la mano de obra y contestó la carta por nosotros. Después de eso dormí mucho más tranquilo.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Ana F.",
    role: { en: "Online seller, handmade goods", es: "Vendedora en línea, productos hechos a mano" },
    pages: ["service/sales-taxes"],
    quote: {
      en: "I sell through my own website and an online marketplace, and I never knew which sales I had to report myself. Now every return is clear, and I understand why each number is there.",
      es: "Vendo en mi propia página y en un mercado en línea, y nunca supe qué ventas me tocaba reportar a mí. Ahora cada declaración está clara y entiendo de dónde sale cada número.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/tax-preparation
  {
    name: "Miguel R.",
    role: { en: "Owner, landscaping company", es: "Dueño, compañía de jardinería" },
    pages: ["service/tax-preparation"],
    quote: {
      en: "For years I filed my Schedule C at the last minute and always owed more than I expected. Now NAIS works out my quarterly payments early, and in April I just review and sign.",
      es: "Por años presenté mi Anexo C a última hora y siempre debía más de lo que esperaba. Ahora en NAIS me calculan los pagos trimestrales con tiempo, y en abril nada más reviso y firmo.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Karen D.",
    role: { en: "Partner, vineyard management LLC", es: "Socia, LLC de administración de viñedos" },
    pages: ["service/tax-preparation"],
    quote: {
      en: "Our two-member LLC used to file its partnership return late. This year NAIS had the Form 1065 and both K-1s ready before March 15, so neither of us needed an extension on our personal returns.",
      es: "Nuestra LLC de dos socios siempre presentaba tarde la declaración de la sociedad. Este año NAIS tuvo listos el Formulario 1065 y los dos K-1 antes del 15 de marzo, y ninguno de los dos tuvo que pedir prórroga.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Guadalupe G.",
    role: { en: "Owner, taquería", es: "Dueña, taquería" },
    pages: ["service/tax-preparation"],
    quote: {
      en: "They cleaned up a year of mixed personal and business transactions before preparing anything, and explained every page to me in Spanish. I finally understand my own return.",
      es: "Primero arreglaron todo un año de gastos personales revueltos con los del negocio, y luego me explicaron cada hoja en español. Por fin entiendo mi propia declaración.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/corporation-tax
  {
    name: "Douglas T.",
    role: { en: "President, commercial plumbing corporation", es: "Presidente, corporación de plomería comercial" },
    pages: ["service/corporation-tax"],
    quote: {
      en: "Our books showed shareholder loans nobody could explain. NAIS documented them, corrected the balance sheet and filed our 1120 and California return on time. Our officers finally trust the numbers.",
      es: "En nuestros libros había préstamos de accionistas que nadie sabía explicar. NAIS los documentó, corrigió el balance general y presentó a tiempo el 1120 y la declaración de California. Por fin nuestros directivos confían en las cifras.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Ana L.",
    role: { en: "Co-owner, family bakery", es: "Copropietaria, panadería familiar" },
    pages: ["service/corporation-tax"],
    quote: {
      en: `My husband and I run our bakery as an S corporation. NAIS set a reasonable salary for both of us, reminded us about the ${usd(f.californiaMinimumFranchiseTax)} franchise tax and had our K-1s ready before the March deadline.`,
      es: `Mi esposo y yo tenemos nuestra panadería como corporación S. NAIS nos fijó un sueldo razonable a los dos, nos recordó el impuesto de franquicia de ${usd(f.californiaMinimumFranchiseTax)} y tuvo listos nuestros K-1 antes de la fecha de marzo.`,
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Jorge P.",
    role: {
      en: "Owner, farm labor contracting company",
      es: "Dueño, empresa de contratación de mano de obra agrícola",
    },
    pages: ["service/corporation-tax"],
    quote: {
      en: "We had been an S corporation for a while without filing correctly in California. They caught up the state returns, explained every FTB letter to me in Spanish and got us back in good standing.",
      es: "Llevábamos un tiempo como corporación S sin declarar bien en California. Nos pusieron al corriente con las declaraciones estatales, me explicaron en español cada carta del FTB y recuperamos nuestra buena situación.",
    },
    claimsResult: { what: "the company was back in good standing with the FTB" },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/personal-tax
  {
    name: "Maricela V.",
    role: { en: "Farmworker and mother of three", es: "Trabajadora del campo y madre de tres hijos" },
    pages: ["service/personal-tax"],
    quote: {
      en: "Another office never claimed the California credits for my kids. At NAIS they explained the CalEITC and the Young Child Tax Credit to me in Spanish, and I understood exactly what I was signing.",
      es: "En otra oficina nunca me reclamaron los créditos de California por mis hijos. En NAIS me explicaron en español el CalEITC y el Crédito Tributario por Hijos Menores de 6 Años (Young Child Tax Credit), y entendí bien lo que estaba firmando.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Tyler B.",
    role: { en: "Nursing student", es: "Estudiante de enfermería" },
    pages: ["service/personal-tax"],
    quote: {
      en: "Between my 1098-T and my student loan interest I had no idea what I could claim. They explained the American Opportunity Credit and helped my parents and me decide who should claim it.",
      es: "Con mi 1098-T y los intereses de mi préstamo estudiantil no sabía qué podía reclamar. Me explicaron el Crédito de Oportunidad Americana y nos ayudaron a mis papás y a mí a decidir quién lo reclamaba.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Ernesto S.",
    role: { en: "Retired school custodian", es: "Conserje escolar jubilado" },
    pages: ["service/personal-tax"],
    quote: {
      en: "When I started collecting Social Security and my pension, I was worried about owing at tax time. They adjusted my withholding, and my return came out just the way they said it would.",
      es: "Cuando empecé a cobrar el Seguro Social y mi pensión, me preocupaba quedar debiendo al declarar. Me ajustaron la retención y mi declaración salió tal como me dijeron.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/tax-strategy
  {
    name: "Andrew K.",
    role: {
      en: "Owner, heating and air conditioning company",
      es: "Dueño, compañía de calefacción y aire acondicionado",
    },
    pages: ["service/tax-strategy"],
    quote: {
      en: "We were about to put off buying a service truck until spring. NAIS showed us how the timing would play out on each year's return, and we set up a SEP-IRA in the same meeting.",
      es: "Íbamos a dejar la compra de una camioneta de servicio para la primavera. En NAIS nos mostraron cómo afectaría ese momento a la declaración de cada año, y en la misma reunión abrimos un SEP-IRA.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Sofía A.",
    role: { en: "Owner, residential cleaning service", es: "Dueña, servicio de limpieza de casas" },
    pages: ["service/tax-strategy"],
    quote: {
      en: "I knew self-employment tax was taking a big bite but didn't know my options. They explained the S corporation route honestly, including payroll and the franchise tax, and we switched with a clear plan.",
      es: "Sabía que el impuesto sobre el trabajo por cuenta propia me pegaba fuerte, pero no conocía mis opciones. Me explicaron con honestidad lo de la corporación S, con todo y nómina e impuesto de franquicia, y cambiamos con un plan claro.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Greg W.",
    role: { en: "Landlord, small rental properties", es: "Arrendador, pequeñas propiedades de renta" },
    pages: ["service/tax-strategy"],
    quote: {
      en: "Before selling a rental house, I sat down with NAIS to see what the sale would mean at tax time. Having the projection in writing made the decision much easier for my wife and me.",
      es: "Antes de vender una casa de renta me senté con NAIS para ver qué significaría la venta en mis impuestos. Tener la proyección por escrito nos facilitó mucho la decisión a mi esposa y a mí.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/certified-acceptance-agent
  {
    name: "Teresa M.",
    role: { en: "Agricultural worker", es: "Trabajadora agrícola" },
    pages: ["service/certified-acceptance-agent"],
    quote: {
      en: "I was afraid to mail my passport and be left without it. At NAIS they checked it in front of me, handed it right back, and a few weeks later my ITIN letter came in the mail.",
      es: "Me daba miedo mandar mi pasaporte por correo y quedarme sin él. En NAIS lo revisaron enfrente de mí, me lo devolvieron ahí mismo y a las pocas semanas me llegó por correo la carta con mi ITIN.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "James O.",
    role: { en: "Construction supervisor", es: "Supervisor de construcción" },
    pages: ["service/certified-acceptance-agent"],
    quote: {
      en: "My wife needed an ITIN so we could file jointly. They prepared her W-7 together with our return, explained everything in Spanish for her and in English for me, and it all went out as one package.",
      es: "Mi esposa necesitaba un ITIN para que declaráramos juntos. Le prepararon el W-7 junto con nuestra declaración, a ella le explicaron todo en español y a mí en inglés, y todo salió en un solo paquete.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Héctor A.",
    role: { en: "Line cook, local restaurant", es: "Cocinero, restaurante local" },
    pages: ["service/certified-acceptance-agent"],
    quote: {
      en: "I didn't know my old ITIN had expired. They renewed it before filing my return, so this year my refund wasn't stuck waiting on the IRS.",
      es: "No sabía que mi ITIN viejo ya había vencido. Me lo renovaron antes de presentar mi declaración, y este año mi reembolso no se quedó atorado esperando a la IRS.",
    },
    claimsResult: { what: "the refund was not held up" },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/tax-audit-defense
  {
    name: "Yolanda R.",
    role: { en: "Owner, family taqueria", es: "Dueña, taquería familiar" },
    pages: ["service/tax-audit-defense"],
    quote: {
      en: "The CDTFA auditor wanted to estimate our taxable sales from our food purchases. NAIS pulled two years of card processor statements and deposit records and walked the auditor through every month. Knowing the fee from day one let me sleep at night.",
      es: "El auditor del CDTFA quería calcular nuestras ventas gravables a partir de las compras de comida. NAIS sacó dos años de estados de cuenta del procesador de tarjetas y de depósitos y le explicó al auditor mes por mes. Saber el precio desde el primer día me dejó dormir tranquila.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Mark T.",
    role: { en: "General contractor", es: "Contratista general" },
    pages: ["service/tax-audit-defense"],
    quote: {
      en: "An EDD audit questioned the framers I had paid on 1099s. NAIS sorted out which of them really ran their own business, documented each one, and handled every call with the auditor. I knew the flat fee before they started.",
      es: "En una auditoría del EDD cuestionaron a los carpinteros que yo pagaba con 1099. NAIS aclaró cuáles de verdad tenían su propio negocio, documentó a cada uno y se encargó de todas las llamadas con el auditor. Supe la tarifa fija antes de que empezaran.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Elena V.",
    role: { en: "Home health aide and mother of three", es: "Asistente de salud en el hogar y madre de tres" },
    pages: ["service/tax-audit-defense"],
    quote: {
      en: "The IRS letter asked me to prove my children lived with me. NAIS told me exactly what to gather, from school records to our lease, and sent an organized reply. They explained every step to me in Spanish, and that meant a lot.",
      es: "La carta de la IRS me pedía comprobar que mis hijos vivían conmigo. En NAIS me dijeron exactamente qué juntar, desde constancias de la escuela hasta el contrato de renta, y mandaron una respuesta bien ordenada. Me explicaron todo en español y eso para mí valió mucho.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/irs-audit-representation
  {
    name: "Gregory S.",
    role: { en: "Owner-operator truck driver", es: "Camionero con camión propio" },
    pages: ["service/irs-audit-representation"],
    quote: {
      en: "I had moved to Reno and assumed I needed someone local for my audit. NAIS handled it remotely from start to finish: they filed the power of attorney, dealt with the examiner and sent me a short update after every call.",
      es: "Me había mudado a Reno y pensé que necesitaba a alguien de allá para mi auditoría. NAIS la llevó a distancia de principio a fin: presentaron el poder, trataron con el examinador y me mandaban un resumen corto después de cada llamada.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Marisol P.",
    role: { en: "Owner, house cleaning service", es: "Dueña, servicio de limpieza de casas" },
    pages: ["service/irs-audit-representation"],
    quote: {
      en: "I was afraid of talking to the IRS in English. With NAIS as my representative I never had to sit across from the examiner. They explained each request to me in Spanish and told me exactly which receipts to look for.",
      es: "Me daba miedo hablar con la IRS en inglés. Con NAIS como mi representante nunca tuve que sentarme frente al examinador. Me explicaban cada solicitud en español y me decían exactamente qué recibos buscar.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Tom W.",
    role: { en: "Real estate agent", es: "Agente de bienes raíces" },
    pages: ["service/irs-audit-representation"],
    quote: {
      en: "The examiner's report disallowed most of my car expenses. NAIS rebuilt my mileage from my calendar and closing files and got it back to the examiner before the deadline. Having them on the calls kept me calm through the whole thing.",
      es: "El informe del examinador me rechazó casi todos los gastos de mi carro. NAIS reconstruyó mi millaje con mi calendario y mis expedientes de cierre y se lo entregó al examinador antes de la fecha límite. Tenerlos en las llamadas me mantuvo tranquilo todo el tiempo.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/irs-payment-plan
  {
    name: "Jorge L.",
    role: { en: "Farmworker and crew leader", es: "Trabajador agrícola y mayordomo de cuadrilla" },
    pages: ["service/irs-payment-plan"],
    quote: {
      en: "I owed for a year I worked as a contractor and never paid estimates. NAIS looked at my winter months, not just the harvest, and set the payment at an amount I can still cover in January. I finally stopped dreading the mailbox.",
      es: "Debía de un año que trabajé como contratista y nunca hice pagos estimados. NAIS tomó en cuenta mis meses de invierno, no solo la cosecha, y fijó una mensualidad que puedo pagar aunque sea enero. Por fin dejé de tenerle miedo al buzón.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Sandra K.",
    role: { en: "Retired school secretary", es: "Secretaria escolar jubilada" },
    pages: ["service/irs-payment-plan"],
    quote: {
      en: "Taking money out of my retirement account left me with a tax bill I could not pay in one check. NAIS set up a direct debit plan and explained how the interest works, so nothing about the total surprised me.",
      es: "Sacar dinero de mi cuenta de jubilación me dejó una deuda de impuestos que no podía pagar en un solo cheque. NAIS me tramitó un plan con débito directo y me explicó cómo funcionan los intereses, así que el total no me tomó por sorpresa.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Ricardo A.",
    role: { en: "Owner, auto repair shop", es: "Dueño, taller mecánico" },
    pages: ["service/irs-payment-plan"],
    quote: {
      en: "We fell behind on our 941 deposits during a bad winter. NAIS prepared the financial statement, kept our current payroll on track, and arranged a business installment agreement, explaining every step to my wife and me in Spanish.",
      es: "Nos atrasamos con los depósitos del 941 en un invierno muy malo. NAIS preparó el estado financiero, mantuvo al día la nómina actual y tramitó un plan de pagos para el negocio, y nos explicó cada paso en español a mi esposa y a mí.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/offer-in-compromise
  {
    name: "Patricia G.",
    role: { en: "Former owner, neighborhood bakery", es: "Exdueña, panadería de barrio" },
    pages: ["service/offer-in-compromise"],
    quote: {
      en: "After my bakery closed I still owed payroll and income taxes from its last years. NAIS went through everything I had left, prepared the offer and answered the examiner for months. What I valued most was that they never promised me a number.",
      es: "Cuando cerré mi panadería seguía debiendo impuestos de nómina y sobre el ingreso de los últimos años. NAIS revisó todo lo que me quedaba, preparó la oferta y le contestó al examinador durante meses. Lo que más valoré fue que nunca me prometieron una cifra.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Dennis H.",
    role: { en: "Retired ranch hand", es: "Trabajador de rancho jubilado" },
    pages: ["service/offer-in-compromise"],
    quote: {
      en: "I figured I would be paying the IRS out of my Social Security for the rest of my life. NAIS showed me how the IRS calculates what it can collect and built the offer on those same figures. They made the five-year rules very clear.",
      es: "Pensaba que le iba a pagar a la IRS de mi Seguro Social por el resto de mi vida. NAIS me enseñó cómo calcula la IRS lo que puede cobrar y armó la oferta con esas mismas cifras. Me dejaron muy claras las reglas de los cinco años.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Carmen O.",
    role: { en: "Caregiver", es: "Cuidadora" },
    pages: ["service/offer-in-compromise"],
    quote: {
      en: "I had seen ads about settling for pennies on the dollar. NAIS looked at my income and savings and told me honestly that an offer would not fit my case, then set up a payment plan I can actually handle.",
      es: "Había visto anuncios de arreglar la deuda por centavos. NAIS revisó mis ingresos y mis ahorros y me dijo con honestidad que una oferta no era para mi caso; luego me tramitó un plan de pagos que sí puedo cumplir.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/irs-scripts
  {
    name: "Verónica D.",
    role: { en: "Grocery store cashier and mother of two", es: "Cajera de supermercado y madre de dos" },
    pages: ["service/irs-scripts"],
    quote: {
      en: "I owed for a year when I forgot to report a 1099. With the Spanish script in front of me I asked for a payment plan, wrote down the agent's ID number, and the confirmation letter came in the mail. I did not need full representation for that.",
      es: "Debía de un año en que se me olvidó reportar un 1099. Con el guion en español enfrente pedí el plan de pagos, apunté el número del agente y la carta de confirmación me llegó por correo. Para eso no necesité una representación completa.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Bill N.",
    role: { en: "Retired machinist", es: "Maquinista jubilado" },
    pages: ["service/irs-scripts"],
    quote: {
      en: "I was charged a late-filing penalty the year my wife was in the hospital. NAIS wrote out exactly what to say about reasonable cause, and we practiced twice before I called. The agent asked the very questions we had rehearsed.",
      es: "Me cobraron una multa por declarar tarde el año que mi esposa estuvo en el hospital. NAIS me escribió exactamente qué decir sobre la causa razonable y practicamos dos veces antes de que yo llamara. El agente me hizo justo las preguntas que habíamos ensayado.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Alma F.",
    role: { en: "Owner, hair salon", es: "Dueña, salón de belleza" },
    pages: ["service/irs-scripts"],
    quote: {
      en: "I started with a script for a payment plan, but when the agent brought up my quarterly payroll returns I remembered the stop signs and ended the call politely. NAIS took over with a power of attorney from there.",
      es: "Empecé con un guion para un plan de pagos, pero cuando el agente mencionó mis declaraciones trimestrales de nómina me acordé de las señales para detenerme y terminé la llamada con cortesía. De ahí en adelante NAIS tomó el caso con un poder.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/non-filed-tax-returns
  {
    name: "Rocío R.",
    role: { en: "Owner, house cleaning service", es: "Dueña, servicio de limpieza de casas" },
    pages: ["service/non-filed-tax-returns"],
    quote: {
      en: "I hadn't filed since I started cleaning houses on my own. NAIS pulled my records from the IRS, found expenses I had forgotten about, and two of the years actually ended in refunds.",
      es: "No había declarado desde que empecé a limpiar casas por mi cuenta. En NAIS consiguieron mis registros de la IRS, encontraron gastos que yo ni recordaba y dos de los años hasta salieron con reembolso.",
    },
    claimsResult: { what: "late returns ended in refunds" },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Curtis W.",
    role: { en: "Independent truck driver", es: "Trailero independiente" },
    pages: ["service/non-filed-tax-returns"],
    quote: {
      en: "Four years of 1099s and a box of fuel receipts. They organized everything and replaced the bill the IRS had calculated without my expenses with real returns that owed far less.",
      es: "Tenía cuatro años de 1099 y una caja llena de recibos de diésel. Lo organizaron todo y cambiaron el cobro que la IRS calculó sin mis gastos por declaraciones reales que debían mucho menos.",
    },
    claimsResult: { what: "the returns owed far less than the IRS's own assessment" },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Alejandro C.",
    role: { en: "Field supervisor, vegetable farm", es: "Mayordomo de campo, rancho de verduras" },
    pages: ["service/non-filed-tax-returns"],
    quote: {
      en: "I needed filed returns to qualify for a home loan and was missing three years. They explained every step in Spanish and kept me posted until the IRS showed the returns as processed.",
      es: "Necesitaba mis declaraciones para calificar para una casa y me faltaban tres años. Me explicaron cada paso en español y me avisaron hasta que la IRS mostró las declaraciones como procesadas.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/payroll-tax-problems
  {
    name: "Carlos V.",
    role: { en: "Owner, taquería", es: "Dueño, taquería" },
    pages: ["service/payroll-tax-problems"],
    quote: {
      en: "We fell behind on three quarters of 941 deposits after a slow winter. NAIS got the returns filed, dealt with the revenue officer and set up a payment plan we can actually keep up with.",
      es: "Nos atrasamos tres trimestres con los depósitos del 941 después de un invierno flojo. NAIS presentó las declaraciones, trató con el oficial de la IRS y nos consiguió un plan de pagos que sí podemos cumplir.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Linda P.",
    role: { en: "Office manager, landscaping company", es: "Gerente de oficina, compañía de jardinería" },
    pages: ["service/payroll-tax-problems"],
    quote: {
      en: "My name was on a Trust Fund Recovery Penalty letter even though I never decided which bills got paid. They prepared me for the IRS interview and helped me document that I had no say over payments.",
      es: "Mi nombre apareció en una carta sobre la multa por recuperación del fondo fiduciario aunque yo nunca decidía qué cuentas se pagaban. Me prepararon para la entrevista con la IRS y me ayudaron a demostrar que yo no tenía esa autoridad.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Rogelio M.",
    role: { en: "Farm labor contractor", es: "Contratista agrícola" },
    pages: ["service/payroll-tax-problems"],
    quote: {
      en: "Between the EDD and the IRS I had letters coming from everywhere. They explained every notice in Spanish, filed the missing 943 and DE 9 reports, and now they run our payroll so it doesn't happen again.",
      es: "Entre el EDD y la IRS me llegaban cartas por todos lados. Me explicaron cada aviso en español, presentaron los 943 y DE 9 que faltaban y ahora ellos llevan nuestra nómina para que no se repita.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/taxes-owed
  {
    name: "Diane H.",
    role: { en: "Retired teacher", es: "Maestra jubilada" },
    pages: ["service/taxes-owed"],
    quote: {
      en: "I owed tax on a retirement withdrawal and the penalties kept piling up. NAIS requested first-time penalty abatement for me and set up payments that fit my pension.",
      es: "Debía impuestos por un retiro de mi plan de jubilación y las multas no dejaban de crecer. En NAIS pidieron el alivio de multas por primera vez y me arreglaron pagos que caben en mi pensión.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Miguel A.",
    role: { en: "Owner, auto repair shop", es: "Dueño, taller mecánico" },
    pages: ["service/taxes-owed"],
    quote: {
      en: "I owed for three years and thought I would lose the shop. They checked every number, found a payment the IRS had applied to the wrong year and negotiated a plan I can manage.",
      es: "Debía tres años y pensé que iba a perder el taller. Revisaron cada número, encontraron un pago que la IRS había aplicado al año equivocado y negociaron un plan que sí puedo pagar.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Sandra L.",
    role: { en: "Self-employed hairstylist", es: "Estilista independiente" },
    pages: ["service/taxes-owed"],
    quote: {
      en: "I hadn't opened an IRS letter in months. They explained my options in Spanish without judging me, and for the first time I know exactly what I owe and when it will be paid off.",
      es: "Llevaba meses sin abrir las cartas de la IRS. Me explicaron mis opciones en español sin juzgarme, y por primera vez sé exactamente cuánto debo y cuándo voy a terminar de pagar.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/irs-liens
  {
    name: "Richard S.",
    role: { en: "Homeowner", es: "Propietario de vivienda" },
    pages: ["service/irs-liens"],
    quote: {
      en: "We had a buyer for our house when the title company found an IRS lien from an old business debt. NAIS handled the discharge paperwork with our escrow officer and the sale closed.",
      es: "Ya teníamos comprador para la casa cuando la compañía de título encontró un gravamen de la IRS por una deuda vieja del negocio. NAIS se encargó de los papeles de la exoneración con el escrow y la venta se cerró.",
    },
    claimsResult: { what: "the lien was discharged and the sale closed" },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Yesenia T.",
    role: { en: "Owner, family bakery", es: "Dueña, panadería familiar" },
    pages: ["service/irs-liens"],
    quote: {
      en: "The bank turned down my oven loan because of a tax lien. They moved me to a direct debit plan, filed for the withdrawal and kept me informed in Spanish the whole way.",
      es: "El banco me negó el préstamo para el horno por un gravamen de impuestos. Me cambiaron a un plan con débito directo, pidieron el retiro del aviso y me mantuvieron al tanto en español todo el tiempo.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Frank D.",
    role: { en: "General contractor", es: "Contratista general" },
    pages: ["service/irs-liens"],
    quote: {
      en: "I had paid the balance months earlier, but the lien still turned up when I applied for a bond. They tracked down the release and made sure it was recorded with the county.",
      es: "Había pagado el saldo meses antes, pero el gravamen seguía apareciendo cuando solicité una fianza. Consiguieron la liberación y se aseguraron de que quedara registrada en el condado.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/irs-levies
  {
    name: "Jessica N.",
    role: { en: "Medical assistant", es: "Asistente médica" },
    pages: ["service/irs-levies"],
    quote: {
      en: "The IRS levied my paycheck and I couldn't cover rent. NAIS sent in my hardship paperwork that same week, the levy was released, and my payment plan started the next month.",
      es: "La IRS me embargó el sueldo y no me alcanzaba para la renta. NAIS mandó mis papeles de dificultad económica esa misma semana, liberaron el embargo y mi plan de pagos empezó al mes siguiente.",
    },
    claimsResult: { what: "the wage levy was released" },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Ramón F.",
    role: { en: "Owner, trucking company", es: "Dueño, compañía de transporte" },
    pages: ["service/irs-levies"],
    quote: {
      en: "Our business account was frozen two days before payroll. They called the revenue officer, worked out a plan and we had the account back in time to pay our drivers.",
      es: "Nos congelaron la cuenta del negocio dos días antes de la nómina. Llamaron al oficial de la IRS, acordaron un plan y recuperamos la cuenta a tiempo para pagarles a los choferes.",
    },
    claimsResult: { what: "the bank levy was released in time for payroll" },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Patricia E.",
    role: { en: "Retired farmworker", es: "Jubilada, extrabajadora del campo" },
    pages: ["service/irs-levies"],
    quote: {
      en: "Part of my Social Security was being taken and I didn't understand why. They explained everything to me in Spanish and helped me show the IRS I needed that money to live.",
      es: "Me estaban quitando parte de mi Seguro Social y no entendía por qué. Me explicaron todo en español y me ayudaron a demostrarle a la IRS que necesitaba ese dinero para vivir.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/small-business
  {
    name: "Alejandro N.",
    role: {
      en: "Owner, heating and air conditioning company",
      es: "Dueño, empresa de calefacción y aire acondicionado",
    },
    pages: ["service/small-business"],
    quote: {
      en: "I had one person for payroll, another for taxes and a shoebox for everything else. Now NAIS handles all of it, and at our quarterly meeting I actually understand where the business stands.",
      es: "Tenía a una persona para la nómina, otra para los impuestos y una caja de zapatos para todo lo demás. Ahora NAIS se encarga de todo, y en la reunión de cada trimestre de verdad entiendo cómo va el negocio.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Jennifer W.",
    role: { en: "Owner, residential cleaning service", es: "Dueña, servicio de limpieza de casas" },
    pages: ["service/small-business"],
    quote: {
      en: "My first year on my own I got hit with a big tax bill because nobody told me about self-employment tax. Now my quarterly estimates are worked out for me and April is calm.",
      es: "Mi primer año trabajando por mi cuenta me llegó una cuenta de impuestos enorme porque nadie me habló del impuesto sobre el trabajo por cuenta propia. Ahora me calculan los pagos estimados y abril ya no me asusta.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Carmen D.",
    role: { en: "Co-owner, family market", es: "Socia, mercado familiar" },
    pages: ["service/small-business"],
    quote: {
      en: "My husband and I run the market with our kids. NAIS explains everything in Spanish, keeps the sales tax and payroll on track, and helped us finally separate the store's money from the house's.",
      es: "Mi esposo y yo llevamos el mercado con nuestros hijos. NAIS nos explica todo en español, tiene al día el impuesto sobre las ventas y la nómina, y nos ayudó por fin a separar el dinero de la tienda del de la casa.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/new-business-formation
  {
    name: "Marisol T.",
    role: { en: "Owner, taquería", es: "Dueña, taquería" },
    pages: ["service/new-business-formation"],
    quote: {
      en: "I wanted to open my taquería and had no idea where to start. NAIS gave me the whole list in Spanish: LLC, seller's permit, city license, EIN, bank account. We opened on the date we had planned.",
      es: "Quería abrir mi taquería y no sabía ni por dónde empezar. En NAIS me dieron toda la lista en español: LLC, permiso de vendedor, licencia de la ciudad, EIN y cuenta del banco. Abrimos el día que habíamos planeado.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Kevin D.",
    role: { en: "Owner, remodeling business", es: "Dueño, negocio de remodelaciones" },
    pages: ["service/new-business-formation"],
    quote: {
      en: "After years working for another contractor I finally went independent. They formed my LLC, got my EIN and had QuickBooks ready before I sent my first invoice, so I could focus on the work.",
      es: "Después de años trabajando para otro contratista por fin me independicé. Formaron mi LLC, sacaron mi EIN y dejaron listo QuickBooks antes de mi primera factura, y yo pude concentrarme en el trabajo.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Lucía R.",
    role: { en: "Owner, home bakery", es: "Dueña, repostería en casa" },
    pages: ["service/new-business-formation"],
    quote: {
      en: "I bake cakes from home and thought the county permit was all I needed. NAIS explained the city license and the seller's permit too, and now my sales tax returns are never a surprise.",
      es: "Hago pasteles en casa y creía que solo necesitaba el permiso del condado. En NAIS me explicaron lo de la licencia de la ciudad y el permiso de vendedor, y ahora mis declaraciones de impuestos sobre las ventas ya no me toman por sorpresa.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/business-structure
  {
    name: "Jessica W.",
    role: { en: "Freelance graphic designer", es: "Diseñadora gráfica independiente" },
    pages: ["service/business-structure"],
    quote: {
      en: `I was about to elect S corporation status because a podcast said so. NAIS ran my actual numbers, showed me the payroll costs and the ${usd(f.californiaMinimumFranchiseTax)} minimum tax, and I stayed an LLC for now. That was the honest answer.`,
      es: `Estaba a punto de elegir ser corporación S porque lo escuché en un podcast. En NAIS revisaron mis números reales, me mostraron el costo de la nómina y el impuesto mínimo de ${usd(f.californiaMinimumFranchiseTax)}, y por ahora me quedé como LLC. Fue una respuesta honesta.`,
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Arturo G.",
    role: { en: "Co-owner, auto repair shop", es: "Socio, taller mecánico" },
    pages: ["service/business-structure"],
    quote: {
      en: "My brother and I were running our shop as a partnership without even knowing it. They explained what that meant for our liability, helped us form an LLC, and now each of us gets a K-1 we understand.",
      es: "Mi hermano y yo trabajábamos el taller como sociedad sin siquiera saberlo. Nos explicaron lo que eso significaba para nuestra responsabilidad, nos ayudaron a formar una LLC, y ahora cada uno recibe un K-1 que entiende.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Denise H.",
    role: { en: "Owner, residential cleaning company", es: "Dueña, compañía de limpieza residencial" },
    pages: ["service/business-structure"],
    quote: {
      en: "After years as a sole proprietor my cleaning business had grown a lot. NAIS compared the LLC and S corporation options in plain language, and the election we made has been worth the extra payroll work.",
      es: "Después de años como negocio individual, mi compañía de limpieza había crecido bastante. En NAIS me compararon la LLC y la corporación S con palabras sencillas, y la elección que hicimos ha valido la pena a pesar del trabajo extra de la nómina.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/ein-application
  {
    name: "Alejandro V.",
    role: { en: "Owner, landscaping business", es: "Dueño, negocio de jardinería" },
    pages: ["service/ein-application"],
    quote: {
      en: "I only have an ITIN and someone told me I could never get an EIN. NAIS showed me that was not true, prepared the SS-4 with me in Spanish, and I opened the business account with my own number.",
      es: "Yo solo tengo ITIN y me habían dicho que nunca iba a poder sacar un EIN. En NAIS me demostraron que no era cierto, llenaron el SS-4 conmigo en español y abrí la cuenta del negocio con mi propio número.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Sarah L.",
    role: { en: "Owner, online boutique", es: "Dueña, boutique en línea" },
    pages: ["service/ein-application"],
    quote: {
      en: "I almost paid a website to get my EIN. NAIS explained the IRS does not charge for it, prepared the form correctly for my LLC, and then helped me register with the EDD before my first employee started.",
      es: "Casi le pago a una página de internet para sacar mi EIN. En NAIS me explicaron que la IRS no cobra por él, llenaron bien el formulario para mi LLC y luego me ayudaron a registrarme con el EDD antes de que empezara mi primera empleada.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Francisco M.",
    role: { en: "Partner, farm labor contracting company", es: "Socio, compañía de contratación agrícola" },
    pages: ["service/ein-application"],
    quote: {
      en: "When my father retired from our company, we did not know the IRS had to be told. They filed the 8822-B on time and updated the bank and the payroll records so everything matched.",
      es: "Cuando mi papá se retiró de la compañía no sabíamos que había que avisarle a la IRS. Presentaron el 8822-B a tiempo y actualizaron el banco y la nómina para que todo coincidiera.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/corporation-formation
  {
    name: "Brian K.",
    role: { en: "President, commercial cleaning company", es: "Presidente, compañía de limpieza comercial" },
    pages: ["service/corporation-formation"],
    quote: {
      en: "We had been an LLC for a while and were ready for S corporation status with payroll. NAIS handled the filing, the bylaws and our first minutes, and explained exactly what we have to keep up every year.",
      es: "Llevábamos un tiempo como LLC y ya estábamos listos para ser corporación S con nómina. NAIS se encargó del trámite, los estatutos y nuestras primeras actas, y nos explicó exactamente qué tenemos que cumplir cada año.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Gabriela S.",
    role: { en: "Co-founder, agricultural equipment supplier", es: "Cofundadora, proveedora de equipo agrícola" },
    pages: ["service/corporation-formation"],
    quote: {
      en: "My partners and I each put in different amounts of money and equipment, and we wanted it on paper correctly. They organized the share issuance and the stock ledger so everyone knows exactly what they own.",
      es: "Mis socios y yo aportamos cantidades distintas de dinero y de equipo, y queríamos que quedara bien por escrito. Organizaron la emisión de acciones y el libro de accionistas, y ahora cada quien sabe exactamente qué le pertenece.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Tom R.",
    role: {
      en: "Owner, heating and air conditioning contractor",
      es: "Dueño, contratista de calefacción y aire acondicionado",
    },
    pages: ["service/corporation-formation"],
    quote: {
      en: "I did not know our corporation had missed its Statement of Information until a penalty notice arrived. NAIS filed it, caught up our minutes, and now every corporate deadline is on a calendar they keep for us.",
      es: "No sabía que nuestra corporación no había presentado la Declaración de Información hasta que llegó un aviso de multa. NAIS la presentó, puso al día nuestras actas y ahora todas las fechas corporativas están en un calendario que ellos nos llevan.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/quickbooks-courses
  {
    name: "Leticia O.",
    role: { en: "Owner, tailoring and alterations shop", es: "Dueña, taller de costura y arreglos" },
    pages: ["service/quickbooks-courses"],
    quote: {
      en: "I had QuickBooks Online for two years and only used it to send invoices. The private sessions in Spanish showed me how to match bank transactions and read my profit and loss, with my own customers as examples.",
      es: "Tenía QuickBooks Online desde hace dos años y solo lo usaba para mandar facturas. En las sesiones privadas en español aprendí a vincular los movimientos del banco y a leer mi estado de pérdidas y ganancias, con mis propios clientes de ejemplo.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Brandon H.",
    role: {
      en: "Office manager, HVAC contractor",
      es: "Gerente de oficina, contratista de calefacción y aire acondicionado",
    },
    pages: ["service/quickbooks-courses"],
    quote: {
      en: "We booked a private workshop for our office staff. The examples came from our own service calls, and the month-end checklist we left with is now pinned next to every desk.",
      es: "Reservamos un taller privado para el personal de la oficina. Los ejemplos salieron de nuestras propias llamadas de servicio, y la lista de cierre de mes que nos dieron ahora está pegada junto a cada escritorio.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Verónica S.",
    role: {
      en: "Bookkeeper, family restaurant group",
      es: "Encargada de contabilidad, grupo familiar de restaurantes",
    },
    pages: ["service/quickbooks-courses"],
    quote: {
      en: "I knew the basics but had never touched locations or budgets. After the advanced course I report on each of our restaurants separately, and the owners finally read the reports I send them.",
      es: "Sabía lo básico, pero nunca había usado ubicaciones ni presupuestos. Después del curso avanzado saco reportes de cada uno de nuestros restaurantes por separado, y los dueños por fin leen lo que les mando.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/quickbooks-setup
  {
    name: "Patricia N.",
    role: { en: "Owner, flower shop", es: "Dueña, florería" },
    pages: ["service/quickbooks-setup"],
    quote: {
      en: "I ran the flower shop on spreadsheets for years. NAIS built QuickBooks around how the shop really works, connected the bank, and showed my daughter and me how to use it, in Spanish.",
      es: "Llevé la florería en hojas de cálculo durante años. En NAIS armaron QuickBooks según cómo funciona de verdad el negocio, conectaron el banco y nos enseñaron a mi hija y a mí a usarlo, en español.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Mike F.",
    role: { en: "Owner, plumbing company", es: "Dueño, compañía de plomería" },
    pages: ["service/quickbooks-setup"],
    quote: {
      en: "Moving off Desktop worried me because of all our job history. They converted it, checked the balances against the old file, and answered my questions all through the first month.",
      es: "Dejar Desktop me preocupaba por todo el historial de nuestros trabajos. Lo convirtieron, revisaron los saldos contra el archivo anterior y me contestaron las dudas durante todo el primer mes.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Yesenia C.",
    role: { en: "Office manager, farm labor contractor", es: "Gerente de oficina, contratista agrícola" },
    pages: ["service/quickbooks-setup"],
    quote: {
      en: "Our payroll has many workers and crews that change every season. They set up payroll, gave each person in the office only the access they need, and created a class for each ranch we work for.",
      es: "Nuestra nómina tiene muchos trabajadores y cuadrillas que cambian cada temporada. Configuraron la nómina, le dieron a cada persona de la oficina solo el acceso que necesita y crearon una clase para cada rancho con el que trabajamos.",
    },
    consent: sample({ status: "none" }, toSupply),
  },

  // service/quickbooks-tips
  {
    name: "Claudia P.",
    role: { en: "Office manager, Mexican restaurant", es: "Gerente de oficina, restaurante mexicano" },
    pages: ["service/quickbooks-tips"],
    quote: {
      en: "Our bank rules were sending supplier payments to the wrong account. After the workshop I fixed the rules, caught up the reconciliations, and our sales tax report finally made sense.",
      es: "Nuestras reglas bancarias mandaban los pagos a proveedores a la cuenta equivocada. Después del taller corregí las reglas, me puse al día con las conciliaciones y por fin el reporte del impuesto sobre las ventas tuvo sentido.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Dale S.",
    role: { en: "Owner, vineyard management company", es: "Dueño, compañía de manejo de viñedos" },
    pages: ["service/quickbooks-tips"],
    quote: {
      en: "We had several crews and no clear idea which ones were profitable. They taught us to use classes, and now the profit and loss by class is the first report I open every month.",
      es: "Teníamos varias cuadrillas y no sabíamos bien cuáles dejaban ganancia. Nos enseñaron a usar clases, y ahora el estado de pérdidas y ganancias por clase es el primer reporte que abro cada mes.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
  {
    name: "Olga A.",
    role: { en: "Bookkeeper, construction company", es: "Encargada de contabilidad, compañía de construcción" },
    pages: ["service/quickbooks-tips"],
    quote: {
      en: "Our whole office took the workshop in Spanish. Setting a closing date with a password alone has saved me from so many changes to months I had already reported.",
      es: "Toda nuestra oficina tomó el taller en español. Nada más con poner la fecha de cierre con contraseña me he salvado de muchísimos cambios a meses que ya había reportado.",
    },
    consent: sample({ status: "none" }, toSupply),
  },
];

/** The testimonials of one page in one language, in the shape the testimonials section reads. */
export function testimonialsFor(page: TestimonialPageId, lang: Lang): Testimonial[] {
  return testimonials
    .filter((record) => record.pages.includes(page))
    .map((record) => ({
      quote: record.quote[lang],
      name: record.name,
      position: record.role[lang],
      ...(record.company ? { company: record.company } : {}),
      ...(isSample(record.consent) ? { sample: true } : {}),
    }));
}
