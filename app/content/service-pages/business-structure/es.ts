import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, percent, usd } from "#app/content/tax-figures.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Selección de Estructura Empresarial",
  subheading: "Elija bien desde el principio",
  description:
    "Negocio individual, sociedad, LLC, corporación S o corporación C: cada una protege su patrimonio de manera distinta y paga impuestos de forma diferente ante la IRS y California. En NAIS las comparamos con sus números y sus planes reales, para que elija su estructura con fundamento y no porque un amigo o un video la escogió por usted.",
  metaDescription:
    "¿Negocio individual, LLC, sociedad o corporación S o C? Comparamos la responsabilidad, el impuesto sobre el trabajo por cuenta propia y el de franquicia.",
  features: [
    {
      title: "Protección comparada",
      description:
        "Le explicamos hasta dónde separa cada estructura su casa, sus ahorros y sus vehículos de las deudas y reclamos del negocio, y qué costumbres, como tener una cuenta bancaria aparte, mantienen esa separación.",
    },
    {
      title: "Proyección de impuestos por opción",
      description: `Con la ganancia que usted espera, calculamos el impuesto federal y de California en cada estructura, incluido el impuesto sobre el trabajo por cuenta propia del ${percent(f.selfEmploymentTaxRate)} y el impuesto mínimo de franquicia de ${usd(f.californiaMinimumFranchiseTax)}.`,
    },
    {
      title: "Análisis de la corporación S",
      description:
        "Revisamos si la elección de corporación S de verdad bajaría su impuesto sobre el trabajo por cuenta propia una vez que se cuentan un sueldo razonable para el dueño, el costo de la nómina y las declaraciones adicionales, sin dar por hecho que siempre conviene.",
    },
    {
      title: "Planificación entre socios",
      description:
        "Cuando el negocio tiene dos o más dueños, revisamos cómo se repartirán las ganancias, las pérdidas y las decisiones, y qué estructura y declaraciones, como el Formulario 1065 de sociedades, implica ese acuerdo.",
    },
    {
      title: "Cambiar una estructura existente",
      description:
        "¿Ya opera como negocio individual o como LLC? Analizamos la conversión o la elección de otro tratamiento fiscal, y lo que cada camino significa para su EIN, sus cuentas bancarias y sus declaraciones.",
    },
    {
      title: "Pensando en crecer o vender",
      description:
        "Si piensa traer inversionistas, sumar socios o vender el negocio algún día, consideramos qué estructuras lo facilitan antes de registrarse, cuando cambiar de rumbo todavía sale barato.",
    },
  ],
  clients: [
    {
      type: "Trabajadores por cuenta propia",
      description:
        "Personas que reciben formularios 1099-NEC y quieren saber si una LLC o una corporación S cambiaría lo que pagan de impuestos o solo les daría más papeleo.",
    },
    {
      type: "Matrimonios con negocio propio",
      description:
        "Las parejas casadas que son dueñas de un negocio tienen opciones específicas sobre cómo figurar como dueños y cómo declarar, y la correcta depende de su situación.",
    },
    {
      type: "Negocios individuales que ya crecieron",
      description:
        "Dueños a quienes el impuesto sobre el trabajo por cuenta propia y la responsabilidad personal les pesan más que cuando el negocio era pequeño.",
    },
    {
      type: "Contratistas y oficios",
      description:
        "Negocios de construcción y de oficios expuestos a riesgos en la obra, que quieren entender qué puede proteger una LLC o una corporación y qué no.",
    },
    {
      type: "Socios y negocios familiares",
      description:
        "Familiares o amigos que se asocian y necesitan pensar bien cómo se dividen la propiedad, las ganancias y las decisiones antes de que un abogado redacte su acuerdo.",
    },
    {
      type: "Fundadores que buscan inversionistas",
      description:
        "Dueños que piensan vender acciones o recibir capital de fuera y necesitan saber en qué se diferencian la corporación C y la S para un inversionista.",
    },
  ],
  process: [
    {
      title: "Conversación inicial",
      description:
        "Le preguntamos por su actividad, ingresos esperados, socios, empleados, riesgos y planes a largo plazo, en español o en inglés y sin costo.",
    },
    {
      title: "Reunimos sus números",
      description:
        "Usted nos comparte su declaración del año pasado o un cálculo realista de ganancias, para que la comparación se base en sus cifras y no en reglas generales.",
    },
    {
      title: "Comparamos las opciones",
      description:
        "Le presentamos la responsabilidad, los impuestos federales y de California, la nómina necesaria y las declaraciones anuales de cada estructura que le convenga considerar.",
    },
    {
      title: "Lo revisamos juntos",
      description:
        "Repasamos la comparación con usted, resolvemos sus dudas y, cuando hace falta redactar documentos legales, nos coordinamos con su abogado.",
    },
    {
      title: "Decide y presentamos",
      description:
        "Una vez que decide, pasamos a la constitución o a la elección fiscal, como el Formulario 2553 para ser corporación S o el Formulario 8832, y registramos la entidad.",
    },
    {
      title: "Revisión al crecer",
      description:
        "La estructura que le sirve el primer año quizá no le sirva después; la volvemos a revisar cuando cambian sus ganancias, sus socios o sus planes.",
    },
  ],
  faqs: [
    {
      question: "¿Cuál es la diferencia real entre una LLC y un negocio individual?",
      answer: `Con un solo dueño, normalmente los dos pagan impuestos igual, en el Anexo C (Schedule C) de su declaración personal. La diferencia está en la responsabilidad: una LLC bien llevada mantiene las deudas y reclamos del negocio separados de sus bienes personales, mientras que en un negocio individual usted responde por todo con su propio patrimonio. Además, en California la LLC paga al Franchise Tax Board (FTB) un impuesto anual de LLC de ${usd(f.californiaMinimumFranchiseTax)} cada año, tenga ganancias o no.`,
    },
    {
      question: "¿Me ahorraría dinero una corporación S?",
      answer: [
        `A veces. Como dueño de una corporación S, usted se paga un sueldo razonable por nómina y recibe el resto de la ganancia como distribuciones, que no pagan el impuesto sobre el trabajo por cuenta propia del ${percent(f.selfEmploymentTaxRate)}. Contra ese ahorro hay que sumar el costo de la nómina, el Formulario 1120-S federal, el Formulario 100S de California y el impuesto mínimo de franquicia de ${usd(f.californiaMinimumFranchiseTax)}. Nuestro `,
        { text: "servicio de estrategia fiscal", page: "service/tax-strategy" },
        " hace estas cuentas antes de que usted presente la elección.",
      ],
    },
    {
      question: "¿Cuándo conviene una corporación C?",
      answer:
        "La corporación C paga su propio impuesto en el Formulario 1120, y los accionistas vuelven a pagar sobre los dividendos que reciben, por eso casi nunca le conviene a un negocio pequeño atendido por su dueño. Puede servir a empresas que piensan reinvertir sus ganancias, levantar capital con inversionistas o que tienen dueños que no pueden ser accionistas de una corporación S, como los extranjeros no residentes.",
    },
    {
      question: "¿Y una sociedad (partnership)?",
      answer:
        "Una sociedad general existe desde que dos personas hacen negocio juntas para ganar dinero, aunque no hayan firmado nada, y cada socio puede responder personalmente por las deudas de la sociedad. Presenta el Formulario 1065 y entrega a cada socio un Anexo K-1. Muchos socios prefieren una LLC con varios miembros, que de entrada paga impuestos de la misma manera pero agrega protección de responsabilidad.",
    },
    {
      question: "¿Puedo cambiar de estructura más adelante?",
      answer: [
        "Sí, aunque unos cambios cuestan más que otros. Una LLC puede elegir que se le trate como corporación S y conservar su EIN, mientras que pasar de negocio individual a LLC o corporación normalmente implica un EIN nuevo, cuentas bancarias nuevas y registros nuevos. Cuando esté listo, nuestro ",
        { text: "servicio de constitución de corporaciones", page: "service/corporation-formation" },
        " se encarga del trámite.",
      ],
    },
    {
      question: "¿Una LLC o una corporación me protege de todo?",
      answer: [
        "No. Por lo general protege sus bienes personales de las deudas del negocio, pero no de su propia negligencia, de los préstamos que usted garantiza personalmente ni de los impuestos de nómina retenidos a los empleados y no pagados, por los que la IRS puede hacer responsables en lo personal a quienes manejaban el dinero (vea nuestra ",
        { text: "resolución de problemas de impuestos de nómina", page: "service/payroll-tax-problems" },
        "). Mezclar el dinero personal con el del negocio también debilita esa protección. No somos abogados, así que para los riesgos legales le recomendamos consultar también con uno.",
      ],
    },
  ],
} satisfies ServicePageCopy;
