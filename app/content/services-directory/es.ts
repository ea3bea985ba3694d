import { representation } from "#app/content/representation.ts";
import { taxFigures as f, num, usd } from "#app/content/tax-figures.ts";
import type { DirectoryCopy } from "./types.ts";

const rep = representation.es;

/** The directory's cards in Spanish (usted), by the ids of structure.ts: the same keys as en.ts. */
export const es = {
  bookkeeping: {
    name: "Contabilidad",
    description: "Conciliaciones mensuales y estados financieros para negocios de 1 a 50 empleados.",
  },
  "virtual-bookkeeping": {
    name: "Contabilidad Virtual",
    description:
      "Sus libros llevados a distancia en QuickBooks Online, con documentos compartidos por nuestro portal seguro.",
  },
  payroll: {
    name: "Nómina",
    description:
      "Cheques de pago, retenciones, declaraciones trimestrales y formularios W-2 para equipos de 1 a 20 empleados.",
  },
  "sales-taxes": {
    name: "Impuesto sobre las Ventas",
    description:
      "Permisos de vendedor, declaraciones del impuesto sobre las ventas y el uso ante el CDTFA y registros en orden.",
  },
  "tax-preparation": {
    name: "Impuestos para Negocios",
    description: "Declaraciones para LLC, sociedades y corporaciones, preparadas con tiempo y presentadas a tiempo.",
  },
  "self-employed-tax-returns": {
    name: "Impuestos para Trabajadores por Cuenta Propia",
    description:
      "Anexo C, impuesto sobre el trabajo por cuenta propia y pagos estimados para contratistas y otros trabajadores por cuenta propia.",
  },
  "corporation-tax": {
    name: "Impuestos Corporativos",
    description:
      "Declaraciones de corporaciones C y S, impuesto de franquicia de California y cumplimiento todo el año.",
  },
  "personal-tax": {
    name: "Impuestos Personales",
    description: "Declaraciones individuales y familiares con todos los créditos y deducciones que le corresponden.",
  },
  "tax-audit-defense": {
    name: "Defensa en Auditorías",
    description:
      "Defensa con tarifa fija en auditorías de la IRS y de California, desde la primera carta hasta el informe final.",
  },
  "irs-audit-representation": {
    name: "Representación en Auditorías de la IRS",
    description: `${rep.named}, trata con la IRS en su nombre con el Formulario 2848, en cualquier parte del país.`,
  },
  "irs-payment-plan": {
    name: "Planes de Pagos con la IRS",
    description: `Plan de Pagos Simple para personas que deben hasta ${usd(f.simplePaymentPlanMaxBalance)}, planes para negocios de hasta ${num(f.businessStreamlinedMaxMonths)} meses y otros planes para deudas mayores.`,
  },
  "offer-in-compromise": {
    name: "Oferta en Compromiso",
    description:
      "Pídale a la IRS liquidar una deuda de impuestos por menos cuando de verdad no puede pagarla completa.",
  },
  "irs-scripts": {
    name: "Guiones para Llamar a la IRS",
    description: "Qué decir cuando usted mismo llama a la IRS, y cuándo conviene buscar un representante.",
  },
  "non-filed-tax-returns": {
    name: "Declaraciones No Presentadas",
    description:
      "Póngase al día con los años pendientes: al declarar termina la multa por no declarar; los intereses y la multa por pago tardío siguen hasta que se paga.",
  },
  "payroll-tax-problems": {
    name: "Problemas de Impuestos de Nómina",
    description:
      "Impuestos del Formulario 941 sin pagar, la multa por recuperación del fondo fiduciario y avisos del EDD, atendidos a tiempo.",
  },
  "taxes-owed": {
    name: "Deudas de Impuestos",
    description: "Un plan realista para impuestos atrasados: alivio de multas, planes de pagos o un arreglo.",
  },
  "irs-liens": {
    name: "Gravámenes de la IRS",
    description: "Liberación, retiro, subordinación o exoneración de un gravamen federal de impuestos.",
  },
  "irs-levies": {
    name: "Embargos de la IRS",
    description: `Acción rápida ante embargos bancarios y de sueldo, mientras corre la retención bancaria de ${num(f.bankLevyHoldDays)} días.`,
  },
  "certified-acceptance-agent": {
    name: "Agente Certificador de Aceptación (ITIN)",
    description:
      "Solicitudes y renovaciones del Formulario W-7 con un Agente Certificador de Aceptación, sin enviar su pasaporte original.",
  },
  "small-business": {
    name: "Servicios para Pequeñas Empresas",
    description:
      "Contabilidad, nómina e impuestos en un paquete mensual para dueños que quieren una sola oficina de confianza.",
  },
  "new-business-formation": {
    name: "Apertura de Negocios",
    description: "De la idea a la primera factura: registro, permisos, EIN, cuenta bancaria y contabilidad.",
  },
  "business-structure": {
    name: "Estructura Empresarial",
    description: "Negocio individual, LLC, corporación S o C: las ventajas de responsabilidad e impuestos, explicadas.",
  },
  "ein-application": {
    name: "Solicitud de EIN",
    description:
      "Su número de identificación del empleador (EIN), solicitado correctamente, también para personas con ITIN.",
  },
  "corporation-formation": {
    name: "Constitución de Corporaciones",
    description:
      "Su corporación C o S bien constituida: acta constitutiva, estatutos, acciones, primeras actas y trámites estatales.",
  },
  "tax-strategy": {
    name: "Estrategia Fiscal",
    description:
      "Planificación todo el año, para que las decisiones de junio se tomen sabiendo lo que significan para sus impuestos de abril.",
  },
  "quickbooks-setup": {
    name: "Configuración de QuickBooks",
    description: "Su archivo de la compañía bien configurado en 2 a 4 días hábiles, con 30 días de apoyo después.",
  },
  "quickbooks-tips": {
    name: "Consejos de QuickBooks",
    description:
      "Hábitos prácticos para las conexiones bancarias, conciliaciones y reportes que ahorran horas cada mes.",
  },
  "quickbooks-courses": {
    name: "Cursos de QuickBooks",
    description: "Cursos en grupo y capacitación individual con asesores certificados QuickBooks ProAdvisor.",
  },
} satisfies DirectoryCopy;
