import type { Bilingual, ServicePageContent } from "../types";

export const content: Bilingual<ServicePageContent> = {
  en: {
    title: "Payroll Services",
    subheading: "Payroll for teams of 1-20",
    description:
      "NAIS runs payroll for Santa Maria businesses with 1 to 20 employees: paychecks or direct deposit on your schedule, correct federal and California withholding, and every tax deposit and return for the IRS and the EDD filed on time. You approve the hours; we handle the calculations, the pay stubs and the paperwork, in English or Spanish.",
    metaDescription:
      "Payroll for Santa Maria businesses with 1-20 employees: direct deposit, withholding, Form 941 and EDD DE 9 filings, and year-end W-2s, in English or Spanish.",
    icon: "Banknote",
    features: [
      {
        icon: "Banknote",
        title: "Paychecks and direct deposit",
        description:
          "Employees are paid weekly, biweekly or semimonthly by direct deposit or printed check, each with the itemized wage statement California requires, showing hours, rates and deductions.",
      },
      {
        icon: "Percent",
        title: "Federal and California withholding",
        description:
          "We calculate federal income tax, the 7.65% employee share of Social Security and Medicare, and California income tax and SDI from each employee's W-4 and DE 4.",
      },
      {
        icon: "CalendarCheck",
        title: "Tax deposits and quarterly returns",
        description:
          "Payroll taxes are deposited on the IRS and EDD schedules, and we prepare Form 941 and the EDD's DE 9 and DE 9C every quarter, plus Form 940 each year.",
      },
      {
        icon: "FileText",
        title: "Year-end W-2s and 1099s",
        description:
          "W-2s for employees and 1099-NEC forms for contractors are prepared, delivered and filed along with the W-3, so January becomes routine rather than a rush.",
      },
      {
        icon: "Tractor",
        title: "Farm and seasonal payroll",
        description:
          "Wages paid to farmworkers are reported on the annual Form 943 rather than Form 941; we handle harvest-season hiring, piece-rate pay records and crews that grow and shrink.",
      },
      {
        icon: "UserCheck",
        title: "New-hire paperwork",
        description:
          "For every new employee we provide the W-4, DE 4 and I-9 forms, report the hire to the EDD, and set up pay rates and deductions before the first payday.",
      },
    ],
    clients: [
      {
        type: "Restaurants and cafés",
        description:
          "Tipped staff, split shifts and overtime calculated correctly, with reported tips included on every paycheck.",
      },
      {
        type: "Agricultural employers and farm labor contractors",
        description:
          "Seasonal crews, piece-rate and hourly workers, and the annual Form 943 for farm wages, handled by a team that knows the harvest calendar.",
      },
      {
        type: "Contractors",
        description:
          "Field crews paid by the hour with overtime, and subcontractors tracked separately so their 1099-NEC forms are ready at year end.",
      },
      {
        type: "Retail and service shops",
        description:
          "Part-time and full-time staff with changing schedules who need accurate hours and paychecks that arrive on time.",
      },
      {
        type: "First-time employers",
        description:
          "Owners hiring their first employee who need an EDD employer account, withholding set up and clear guidance on what California expects.",
      },
      {
        type: "Medical and professional offices",
        description:
          "Small clinics, dental offices and agencies with salaried and hourly staff, paid time off and health or retirement deductions.",
      },
    ],
    process: [
      {
        number: 1,
        title: "Free consultation",
        description:
          "We review your headcount, pay frequency, how hours are tracked and whether any payroll filings are already behind, then quote a flat monthly fee.",
      },
      {
        number: 2,
        title: "Employer accounts",
        description:
          "We confirm your EIN and EDD employer account number, or help you get them, and set up federal deposits through EFTPS and state deposits with the EDD.",
      },
      {
        number: 3,
        title: "Employee setup",
        description:
          "Each worker's W-4, DE 4, pay rate, deductions and direct-deposit details are entered and double-checked before the first payroll run.",
      },
      {
        number: 4,
        title: "Every payday",
        description:
          "You send approved hours; we calculate gross-to-net pay, deliver pay stubs and direct deposits, and send you a payroll register for your records.",
      },
      {
        number: 5,
        title: "Deposits and quarterly filings",
        description:
          "We make the tax deposits and file Form 941, DE 9 and DE 9C each quarter, keeping every confirmation in your client portal.",
      },
      {
        number: 6,
        title: "Year-end close",
        description:
          "We prepare W-2s, the W-3, Form 940 and, for farm wages, Form 943, and reconcile the year's payroll against your quarterly returns.",
      },
    ],
    faqs: [
      {
        question: "How much does your payroll service cost?",
        answer:
          "We don't publish a price list, because payroll work varies from one business to the next. After a free consultation we quote a flat monthly fee that depends mainly on how many employees you have and how often you pay them, so you know the cost before your first payroll.",
      },
      {
        question: "What is the 7.65% taken out of my employees' paychecks?",
        answer: [
          "For most employees, 7.65% of wages is withheld for Social Security and Medicare, the employee's share of FICA, and you as the employer pay a matching amount. The withheld share is trust-fund money that you hold for the government until it is deposited, so deposits must be on time; our ",
          { text: "payroll tax problem resolution", page: "service/payroll-tax-problems" },
          " page explains what happens when it is not.",
        ],
      },
      {
        question: "What happens if a payroll tax deposit is missed?",
        answer:
          "Penalties and interest start to build, and IRS notices typically begin arriving 4-6 weeks after a missed deadline. Call us before they come: we work out what was missed, make the late deposits and file any overdue Form 941 so the balance stops growing.",
      },
      {
        question: "Can you pay my farmworkers?",
        answer:
          "Yes. We handle hourly and piece-rate crews, seasonal hiring and layoffs, and report farm wages on Form 943. Office staff who are not farmworkers can be paid on the same payroll, with their wages reported on Form 941.",
      },
      {
        question: "How do I send you my employees' hours?",
        answer:
          "However you track them today: a time clock report, a scheduling app or signed paper timesheets. You or your supervisor approve the hours each pay period, and we turn them into paychecks, including overtime under California rules.",
      },
      {
        question: "I'm hiring my first employee. Where do I start?",
        answer: [
          "Before the first paycheck you need a federal EIN and a California EDD employer account. If you don't have an EIN yet, our ",
          { text: "EIN application service", page: "service/ein-application" },
          " can take care of it; then we register you with the EDD and set up your payroll.",
        ],
      },
    ],
    testimonials: [
      {
        quote:
          "With cooks, servers and tips, payroll used to eat up my Sunday every other week. NAIS runs it now, my employees can ask their questions in Spanish, and the quarterly forms get done without me chasing anybody.",
        name: "Jorge L.",
        position: "Owner, taquería",
      },
      {
        quote:
          "Switching payroll providers in the middle of the year worried me, but they picked up our year-to-date totals correctly and our W-2s matched our quarterly returns at year end.",
        name: "Sandra P.",
        position: "Office manager, dental practice",
      },
      {
        quote:
          "During harvest we add new workers every week. They keep up with the hiring paperwork and the Form 943, and my crew leaders always know who to call when a check looks wrong.",
        name: "Efraín C.",
        position: "Farm labor contractor",
      },
    ],
  },
  es: {
    title: "Servicios de Nómina",
    subheading: "Nómina para equipos de 1 a 20",
    description:
      "En NAIS procesamos la nómina de negocios de Santa Maria con 1 a 20 empleados: cheques o depósito directo en las fechas que usted elija, retenciones federales y de California bien calculadas, y cada depósito y declaración ante la IRS y el EDD presentados a tiempo. Usted aprueba las horas; nosotros hacemos los cálculos, los talones de pago y el papeleo, en español o en inglés.",
    metaDescription:
      "Nómina para negocios de Santa Maria con 1 a 20 empleados: depósito directo, retenciones, Formulario 941, DE 9 del EDD y formularios W-2, en español o inglés.",
    icon: "Banknote",
    features: [
      {
        icon: "Banknote",
        title: "Cheques y depósito directo",
        description:
          "Sus empleados cobran cada semana, cada dos semanas o dos veces al mes, por depósito directo o cheque, con el talón detallado que exige California: horas, tarifas y deducciones.",
      },
      {
        icon: "Percent",
        title: "Retenciones federales y de California",
        description:
          "Calculamos el impuesto federal sobre el ingreso, la parte del empleado del Seguro Social y Medicare (7.65%), el impuesto estatal y el SDI según el W-4 y el DE 4 de cada trabajador.",
      },
      {
        icon: "CalendarCheck",
        title: "Depósitos y declaraciones trimestrales",
        description:
          "Depositamos los impuestos de nómina según los calendarios de la IRS y del EDD, y preparamos cada trimestre el Formulario 941 y los DE 9 y DE 9C, más el Formulario 940 cada año.",
      },
      {
        icon: "FileText",
        title: "W-2 y 1099 de fin de año",
        description:
          "Preparamos, entregamos y presentamos los W-2 de sus empleados y los 1099-NEC de sus contratistas junto con el W-3, para que enero sea un mes tranquilo y no una carrera.",
      },
      {
        icon: "Tractor",
        title: "Nómina agrícola y de temporada",
        description:
          "Los salarios de trabajadores del campo se reportan en el Formulario 943 anual y no en el 941; manejamos las contrataciones de la cosecha, los pagos a destajo y las cuadrillas que crecen y se achican.",
      },
      {
        icon: "UserCheck",
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
        type: "Patrones agrícolas y contratistas de mano de obra",
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
        number: 1,
        title: "Consulta gratuita",
        description:
          "Revisamos cuántos empleados tiene, cada cuándo les paga, cómo registra las horas y si ya hay declaraciones de nómina atrasadas; luego le cotizamos una tarifa fija mensual.",
      },
      {
        number: 2,
        title: "Cuentas de empleador",
        description:
          "Confirmamos su EIN y su número de cuenta de empleador del EDD, o le ayudamos a obtenerlos, y preparamos los depósitos federales por EFTPS y los estatales con el EDD.",
      },
      {
        number: 3,
        title: "Alta de empleados",
        description:
          "Capturamos y revisamos dos veces el W-4, el DE 4, la tarifa, las deducciones y los datos de depósito directo de cada trabajador antes de la primera nómina.",
      },
      {
        number: 4,
        title: "Cada día de pago",
        description:
          "Usted nos manda las horas aprobadas; calculamos el pago bruto y neto, entregamos talones y depósitos, y le enviamos el registro de nómina para sus archivos.",
      },
      {
        number: 5,
        title: "Depósitos y declaraciones trimestrales",
        description:
          "Hacemos los depósitos de impuestos y presentamos cada trimestre el Formulario 941, el DE 9 y el DE 9C, y guardamos cada confirmación en su portal de cliente.",
      },
      {
        number: 6,
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
        question: "¿Qué es el 7.65% que se descuenta del cheque de mis empleados?",
        answer: [
          "A la mayoría de los empleados se les retiene el 7.65% del salario para el Seguro Social y Medicare, que es su parte del FICA, y usted como patrón paga una cantidad igual. Ese dinero retenido es un fondo en fideicomiso que usted guarda para el gobierno hasta depositarlo, por eso los depósitos deben hacerse a tiempo; en nuestra página de ",
          { text: "resolución de problemas de impuestos sobre la nómina", page: "service/payroll-tax-problems" },
          " le explicamos qué pasa cuando no se hace.",
        ],
      },
      {
        question: "¿Qué pasa si no se hizo un depósito de impuestos de nómina?",
        answer:
          "Empiezan a correr multas e intereses, y las cartas de la IRS suelen llegar entre 4 y 6 semanas después de la fecha vencida. Llámenos antes de que lleguen: vemos qué faltó, hacemos los depósitos atrasados y presentamos cualquier Formulario 941 pendiente para que la deuda deje de crecer.",
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
    testimonials: [
      {
        quote:
          "Con cocineros, meseros y propinas, la nómina me quitaba un domingo sí y otro no. Ahora la hace NAIS, mis empleados pueden preguntar sus dudas en español y los formularios trimestrales salen sin que yo ande persiguiendo a nadie.",
        name: "Jorge L.",
        position: "Dueño, taquería",
      },
      {
        quote:
          "Cambiar de proveedor de nómina a mitad de año me preocupaba, pero tomaron bien nuestros acumulados del año y los W-2 coincidieron con las declaraciones trimestrales al cierre.",
        name: "Sandra P.",
        position: "Gerente de oficina, consultorio dental",
      },
      {
        quote:
          "En la cosecha entran trabajadores nuevos cada semana. Ellos llevan al día el papeleo de contratación y el Formulario 943, y mis mayordomos siempre saben a quién llamar cuando un cheque no cuadra.",
        name: "Efraín C.",
        position: "Contratista de mano de obra agrícola",
      },
    ],
  },
};
