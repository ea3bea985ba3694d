/**
 * The words of the service page the replay adds (tests/replay/firm-edits.ts), as the firm would
 * write a new page in the editor: its own sentences in both languages (no page repeats another's),
 * no figure written as a number (figures are placeholders), the glossary's Spanish.
 */

/** Titles and their descriptions, side by side: a feature or a step of the process. */
const titled = (titles: readonly string[], descriptions: readonly string[]) =>
  titles.map((title, i) => ({ title, description: descriptions[i] ?? "" }));

export const farmPayrollWords = {
  en: {
    slug: "farm-payroll",
    name: "Farm Payroll",
    title: "Farm Payroll Services",
    subheading: "Payroll for growers and farm labor contractors",
    card: { name: "Farm Payroll", description: "Crews paid on time through the season, with the farm forms filed." },
    metaDescription:
      "Farm payroll in Santa Maria for growers and labor contractors: crews paid on time, Form 943, EDD filings and piece-rate pay worked out, in English or Spanish.",
    description:
      "Growers and farm labor contractors in the Santa Maria Valley hand us the season's hours and piece counts; we turn them into correct paychecks for every crew, keep the farm employer's forms in order and answer the questions your crew leaders bring us, in English or Spanish.",
    features: titled(
      [
        "Piece-rate pay",
        "Seasonal hiring",
        "Form 943",
        "Agricultural overtime",
        "Checks and deposits",
        "A person to call",
      ],
      [
        "Hourly, piece-rate and mixed pay worked out for each worker, with the rest and recovery periods paid as the law asks.",
        "New crews set up in days when the harvest starts, with the hiring forms collected and checked before the first check.",
        "The annual return for farm wages prepared from the year's records, instead of the quarterly return other employers file.",
        "California's agricultural overtime applied week by week, so long days in the harvest are paid the way the state requires.",
        "Checks or direct deposit for workers who change every few weeks, with pay stubs a worker can read in Spanish.",
        "Crew leaders get one person to call when a check looks wrong, and an answer the same week rather than next season.",
      ],
    ),
    clients: [
      ["Strawberry and vegetable growers", "Farms whose crews grow and shrink with each picking, week after week."],
      ["Farm labor contractors", "Contractors who place crews on several ranches and pay them all from one payroll."],
      ["Vineyards", "Vineyards with pruning crews in winter and harvest crews in the fall, each paid differently."],
      ["Nurseries and greenhouses", "Year-round staff beside seasonal help, with hours that change with the orders."],
      ["Packing sheds and coolers", "Shed workers paid by the hour next to field workers paid by the box or the bin."],
      ["Family farms", "Small family operations hiring help for the first time who want the forms done right."],
    ].map(([type, description]) => ({ type, description })),
    process: titled(
      ["Meet the farm", "Register", "Set up the crews", "Run each payroll", "File and deposit", "Close the year"],
      [
        "We learn how your crews are paid, which ranches they work and how their hours reach the office.",
        "We confirm your employer accounts with the IRS and the EDD, or open the ones a farm employer needs.",
        "Each worker's forms, pay rate and deposit details are entered and checked before the first run.",
        "You send the hours and piece counts; we return checks, deposits and stubs on the day you pay.",
        "Tax deposits are made on schedule and each return for farm wages is filed before its due date.",
        "At the year's end we prepare every worker's W-2 and the annual farm return, and keep the records.",
      ],
    ),
    faqs: [
      {
        question: "Why do farms file a different payroll return?",
        answer:
          "Wages paid to farmworkers are reported once a year on Form 943 rather than each quarter on Form 941. We keep the year's records so the annual return matches every deposit made along the way.",
      },
      {
        question: "Can you pay workers by the piece and by the hour in the same week?",
        answer:
          "Yes. Many crews are paid both ways. We work out each worker's pay from the counts and hours you send, and check that the week's pay meets the minimum for every hour worked.",
      },
      {
        question: "How do crew leaders send you the hours?",
        answer:
          "However they keep them today: a tally sheet, a photo of the board, a spreadsheet or an app. We agree on one way at the start and tell you the day we need them for each payroll.",
      },
      {
        question: "Do you handle workers who come back every season?",
        answer:
          "Yes. A returning worker's forms stay on file, and we ask only for what changed since the last season, so the first check of the harvest goes out without delay.",
      },
      {
        question: "Can my workers ask you about their checks in Spanish?",
        answer:
          "Yes. Our team answers workers and crew leaders in Spanish or English, explains each line of the pay stub and fixes anything that was entered wrong.",
      },
    ],
  },
  es: {
    slug: "nomina-agricola",
    name: "Nómina agrícola",
    title: "Servicios de nómina agrícola",
    subheading: "Nómina para agricultores y contratistas agrícolas",
    card: {
      name: "Nómina agrícola",
      description: "Cuadrillas pagadas a tiempo toda la temporada, con los formularios agrícolas presentados.",
    },
    metaDescription:
      "Nómina agrícola en Santa Maria para productores y contratistas: cuadrillas pagadas a tiempo, Formulario 943, el EDD y el pago a destajo, en español o en inglés.",
    description:
      "Los agricultores y contratistas agrícolas del Valle de Santa Maria nos pasan las horas y los conteos de la temporada; nosotros los convertimos en cheques correctos para cada cuadrilla, mantenemos en orden los formularios del empleador agrícola y respondemos las dudas de sus mayordomos, en español o en inglés.",
    features: titled(
      [
        "Pago a destajo",
        "Contratación de temporada",
        "Formulario 943",
        "Tiempo extra agrícola",
        "Cheques y depósitos",
        "Alguien a quien llamar",
      ],
      [
        "Pago por hora, a destajo o mixto calculado para cada trabajador, con los descansos pagados como pide la ley.",
        "Cuadrillas nuevas dadas de alta en días cuando empieza la cosecha, con sus formularios revisados antes del primer cheque.",
        "La declaración anual de salarios agrícolas preparada con los registros del año, en lugar de la trimestral de otros empleadores.",
        "El tiempo extra agrícola de California aplicado semana por semana, para que los días largos de cosecha se paguen como se debe.",
        "Cheques o depósito directo para trabajadores que cambian cada pocas semanas, con talones de pago que se leen en español.",
        "Los mayordomos tienen a quién llamar cuando un cheque no cuadra, y una respuesta esa misma semana.",
      ],
    ),
    clients: [
      [
        "Productores de fresa y verdura",
        "Ranchos cuyas cuadrillas crecen y se achican con cada corte, semana tras semana.",
      ],
      [
        "Contratistas agrícolas",
        "Contratistas que mandan cuadrillas a varios ranchos y les pagan a todas desde una sola nómina.",
      ],
      ["Viñedos", "Viñedos con cuadrillas de poda en invierno y de cosecha en otoño, cada una pagada de otra manera."],
      [
        "Viveros e invernaderos",
        "Personal de todo el año junto a ayuda de temporada, con horas que cambian según los pedidos.",
      ],
      [
        "Empacadoras y enfriadoras",
        "Trabajadores de empaque pagados por hora al lado de los del campo pagados por caja o por bote.",
      ],
      [
        "Ranchos familiares",
        "Negocios familiares que contratan ayuda por primera vez y quieren los formularios bien hechos.",
      ],
    ].map(([type, description]) => ({ type, description })),
    process: titled(
      [
        "Conocer el rancho",
        "Registrarse",
        "Dar de alta las cuadrillas",
        "Procesar cada nómina",
        "Depositar y presentar",
        "Cerrar el año",
      ],
      [
        "Conocemos cómo se paga a sus cuadrillas, en qué ranchos trabajan y cómo llegan sus horas a la oficina.",
        "Confirmamos sus cuentas de empleador ante el IRS y el EDD, o abrimos las que necesita un empleador agrícola.",
        "Capturamos y revisamos los formularios, la tarifa y los datos de depósito de cada trabajador antes del primer pago.",
        "Usted manda las horas y los conteos; le entregamos cheques, depósitos y talones el día que usted paga.",
        "Hacemos los depósitos de impuestos a tiempo y presentamos cada declaración de salarios agrícolas antes de su fecha.",
        "Al cierre del año preparamos el W-2 de cada trabajador y la declaración agrícola anual, y guardamos los registros.",
      ],
    ),
    faqs: [
      {
        question: "¿Por qué los ranchos presentan otra declaración de nómina?",
        answer:
          "Los salarios de trabajadores agrícolas se reportan una vez al año en el Formulario 943 y no cada trimestre en el Formulario 941. Guardamos los registros del año para que la declaración anual coincida con cada depósito.",
      },
      {
        question: "¿Pueden pagar a destajo y por hora en la misma semana?",
        answer:
          "Sí. Muchas cuadrillas cobran de las dos formas. Calculamos el pago de cada trabajador con los conteos y las horas que usted manda, y revisamos que la semana cubra el mínimo por cada hora trabajada.",
      },
      {
        question: "¿Cómo les mandan las horas los mayordomos?",
        answer:
          "Como las lleven hoy: una hoja de conteo, una foto del pizarrón, una hoja de cálculo o una aplicación. Al empezar acordamos una sola forma y le decimos qué día las necesitamos para cada nómina.",
      },
      {
        question: "¿Atienden a trabajadores que regresan cada temporada?",
        answer:
          "Sí. Los formularios de quien regresa quedan en archivo, y solo pedimos lo que cambió desde la temporada pasada, para que el primer cheque de la cosecha salga sin demora.",
      },
      {
        question: "¿Mis trabajadores pueden preguntarles por sus cheques en español?",
        answer:
          "Sí. Nuestro equipo atiende a trabajadores y mayordomos en español o en inglés, explica cada línea del talón de pago y corrige lo que se haya capturado mal.",
      },
    ],
  },
};
