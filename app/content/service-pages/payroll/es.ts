import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, ficaEmployeeRate, percent, usd } from "#app/content/tax-figures.ts";

/** The page in Spanish (usted): the same keys and list lengths as en.ts; its icons are in structure.ts. */
export const es = {
  title: "Servicios de Nómina",
  subheading: "Nómina para equipos de 1 a 20",
  description:
    "En NAIS procesamos la nómina de negocios de Santa Maria con 1 a 20 empleados: cheques o depósito directo en las fechas que usted elija, retenciones federales y de California bien calculadas, y cada depósito y declaración ante la IRS y el EDD presentados a tiempo. Usted aprueba las horas; nosotros hacemos los cálculos, los talones de pago y el papeleo, en español o en inglés.",
  metaDescription:
    "Nómina para negocios de Santa Maria con 1 a 20 empleados: depósito directo, retenciones, Formulario 941, DE 9 del EDD y formularios W-2, en español o inglés.",
  features: [
    {
      title: "Cheques y depósito directo",
      description:
        "Sus empleados cobran cada semana, cada dos semanas o dos veces al mes, por depósito directo o cheque, con el talón detallado que exige California: horas, tarifas y deducciones.",
    },
    {
      title: "Retenciones federales y de California",
      description: `Calculamos el impuesto federal sobre el ingreso, la parte del empleado del Seguro Social y Medicare (${percent(ficaEmployeeRate)}; la del Seguro Social solo sobre sueldos de hasta ${usd(f.socialSecurityWageBase)}, el tope de ${f.socialSecurityWageBase.taxYear}), el impuesto estatal y el Seguro Estatal de Incapacidad (SDI) según el W-4 y el DE 4 de cada trabajador.`,
    },
    {
      title: "Depósitos y declaraciones trimestrales",
      description:
        "Depositamos los impuestos de nómina según los calendarios de la IRS y del EDD, y preparamos cada trimestre el Formulario 941 y los DE 9 y DE 9C, más el Formulario 940 cada año.",
    },
    {
      title: "W-2 y 1099 de fin de año",
      description: `Preparamos, entregamos y presentamos los W-2 de sus empleados con el W-3; los 1099-NEC de los contratistas a quienes pagó ${usd(f.contractorReportingThreshold)} o más en ${f.contractorReportingThreshold.taxYear} van a la IRS por vía electrónica (IRIS o FIRE) o con el Formulario 1096. Así enero es un mes tranquilo.`,
    },
    {
      title: "Nómina agrícola y de temporada",
      description:
        "Los salarios de trabajadores del campo se reportan en el Formulario 943 anual y no en el 941; manejamos las contrataciones de la cosecha, los pagos a destajo y las cuadrillas que crecen y se achican.",
    },
    {
      title: "Papeleo de nuevos empleados",
      description:
        "Para cada empleado nuevo le damos los formularios W-4, DE 4 e I-9, reportamos la contratación al EDD y dejamos listas su tarifa y deducciones antes del primer día de pago.",
    },
  ],
  clients: [
    {
      type: "Restaurantes y cafeterías",
      description:
        "Personal con propinas, turnos partidos y horas extra calculados correctamente, con las propinas reportadas incluidas en cada cheque.",
    },
    {
      type: "Empleadores agrícolas y contratistas de mano de obra",
      description:
        "Cuadrillas de temporada, trabajadores a destajo o por hora y el Formulario 943 anual, a cargo de un equipo que conoce el calendario de la cosecha.",
    },
    {
      type: "Contratistas",
      description:
        "Cuadrillas pagadas por hora con tiempo extra, y subcontratistas registrados aparte para que sus 1099-NEC estén listos al cierre del año.",
    },
    {
      type: "Tiendas y negocios de servicios",
      description:
        "Personal de medio tiempo y tiempo completo con horarios que cambian, que necesita horas exactas y cheques que lleguen puntuales.",
    },
    {
      type: "Quienes contratan por primera vez",
      description:
        "Dueños que van a contratar a su primer empleado y necesitan su cuenta de empleador con el EDD, las retenciones configuradas y una guía clara de lo que pide California.",
    },
    {
      type: "Consultorios y oficinas profesionales",
      description:
        "Clínicas pequeñas, consultorios dentales y agencias con personal asalariado y por hora, días pagados y deducciones de seguro médico o de retiro.",
    },
  ],
  process: [
    {
      title: "Consulta gratuita",
      description:
        "Revisamos cuántos empleados tiene, cada cuándo les paga, cómo registra las horas y si ya hay declaraciones de nómina atrasadas; luego le cotizamos una tarifa fija mensual.",
    },
    {
      title: "Cuentas de empleador",
      description:
        "Confirmamos su EIN y su número de cuenta de empleador del EDD, o le ayudamos a obtenerlos, y preparamos los depósitos federales por EFTPS y los estatales con el EDD.",
    },
    {
      title: "Alta de empleados",
      description:
        "Capturamos y revisamos dos veces el W-4, el DE 4, la tarifa, las deducciones y los datos de depósito directo de cada trabajador antes de la primera nómina.",
    },
    {
      title: "Cada día de pago",
      description:
        "Usted nos manda las horas aprobadas; calculamos el pago bruto y neto, entregamos talones y depósitos, y le enviamos el registro de nómina para sus archivos.",
    },
    {
      title: "Depósitos y declaraciones trimestrales",
      description:
        "Hacemos los depósitos de impuestos y presentamos cada trimestre el Formulario 941, el DE 9 y el DE 9C, y guardamos cada confirmación en su portal de cliente.",
    },
    {
      title: "Cierre de fin de año",
      description:
        "Preparamos los W-2, el W-3, el Formulario 940 y, si paga salarios agrícolas, el Formulario 943, y cuadramos la nómina del año con sus declaraciones trimestrales.",
    },
  ],
  faqs: [
    {
      question: "¿Cuánto cuesta su servicio de nómina?",
      answer:
        "No publicamos una lista de precios porque la nómina cambia mucho de un negocio a otro. Después de una consulta gratuita le cotizamos una tarifa fija mensual que depende sobre todo de cuántos empleados tiene y cada cuándo les paga, así conoce el costo antes de su primera nómina.",
    },
    {
      question: `¿Qué es el ${percent(ficaEmployeeRate)} que se descuenta del cheque de mis empleados?`,
      answer: [
        `Es la parte del empleado del FICA: ${percent(f.socialSecurityRate)} para el Seguro Social, que se retiene solo sobre sueldos de hasta ${usd(f.socialSecurityWageBase)} (el tope de ${f.socialSecurityWageBase.taxYear}), más ${percent(f.medicareRate)} para Medicare sobre todo el sueldo, y usted como empleador paga una cantidad igual. Cuando el sueldo de un empleado pasa de ${usd(f.additionalMedicareThresholdSingle)} en el año, también se le retiene el Impuesto Adicional del Medicare de ${percent(f.additionalMedicareTaxRate)}, que el empleador no iguala. Ese dinero retenido forma parte de los impuestos del fondo fiduciario: usted lo guarda para el gobierno hasta depositarlo, por eso los depósitos deben hacerse a tiempo; en nuestra página de `,
        { text: "resolución de problemas de impuestos sobre la nómina", page: "service/payroll-tax-problems" },
        " le explicamos qué pasa cuando no se hace.",
      ],
    },
    {
      question: "¿Qué pasa si no se hizo un depósito de impuestos de nómina?",
      answer:
        "Empiezan a correr multas e intereses desde la fecha de vencimiento, y después llegan las cartas de la IRS. Llámenos antes de que lleguen: vemos qué faltó, hacemos los depósitos atrasados y presentamos cualquier Formulario 941 pendiente para que la deuda deje de crecer.",
    },
    {
      question: "¿Pueden pagarles a mis trabajadores del campo?",
      answer:
        "Sí. Manejamos cuadrillas por hora y a destajo, contrataciones y despidos de temporada, y reportamos los salarios agrícolas en el Formulario 943. El personal de oficina que no trabaja en el campo puede ir en la misma nómina, con sus salarios reportados en el Formulario 941.",
    },
    {
      question: "¿Cómo les mando las horas de mis empleados?",
      answer:
        "Como las registre hoy: el reporte del reloj checador, una aplicación de horarios o las hojas de tiempo firmadas en papel. Usted o su supervisor aprueban las horas de cada periodo y nosotros las convertimos en cheques, con las horas extra según las reglas de California.",
    },
    {
      question: "Voy a contratar a mi primer empleado. ¿Por dónde empiezo?",
      answer: [
        "Antes del primer cheque necesita un EIN federal y una cuenta de empleador con el EDD de California. Si todavía no tiene EIN, nuestro ",
        { text: "servicio de solicitud de EIN", page: "service/ein-application" },
        " se encarga de tramitarlo; después lo registramos con el EDD y configuramos su nómina.",
      ],
    },
  ],
} satisfies ServicePageCopy;
