import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, ficaEmployeeRate, percent, usd } from "#app/content/tax-figures.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Payroll Services",
  subheading: "Payroll for teams of 1-20",
  description:
    "NAIS runs payroll for Santa Maria businesses with 1 to 20 employees: paychecks or direct deposit on your schedule, correct federal and California withholding, and every tax deposit and return for the IRS and the EDD filed on time. You approve the hours; we handle the calculations, the pay stubs and the paperwork, in English or Spanish.",
  metaDescription:
    "Payroll for Santa Maria businesses with 1-20 employees: direct deposit, withholding, Form 941 and EDD DE 9 filings, and year-end W-2s, in English or Spanish.",
  features: [
    {
      title: "Paychecks and direct deposit",
      description:
        "Employees are paid weekly, biweekly or semimonthly by direct deposit or printed check, each with the itemized wage statement California requires, showing hours, rates and deductions.",
    },
    {
      title: "Federal and California withholding",
      description: `We calculate federal income tax, the employee's ${percent(ficaEmployeeRate)} share of Social Security and Medicare (Social Security only on wages up to the ${f.socialSecurityWageBase.taxYear} wage base of ${usd(f.socialSecurityWageBase)}), and California income tax and SDI from each employee's W-4 and DE 4.`,
    },
    {
      title: "Tax deposits and quarterly returns",
      description:
        "Payroll taxes are deposited on the IRS and EDD schedules, and we prepare Form 941 and the EDD's DE 9 and DE 9C every quarter, plus Form 940 each year.",
    },
    {
      title: "Year-end W-2s and 1099s",
      description: `W-2s for employees are prepared, delivered and filed with the W-3; 1099-NEC forms for contractors paid ${usd(f.contractorReportingThreshold)} or more in ${f.contractorReportingThreshold.taxYear} go to the IRS electronically (IRIS or FIRE) or with Form 1096. January becomes routine.`,
    },
    {
      title: "Farm and seasonal payroll",
      description:
        "Wages paid to farmworkers are reported on the annual Form 943 rather than Form 941; we handle harvest-season hiring, piece-rate pay records and crews that grow and shrink.",
    },
    {
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
      title: "Free consultation",
      description:
        "We review your headcount, pay frequency, how hours are tracked and whether any payroll filings are already behind, then quote a flat monthly fee.",
    },
    {
      title: "Employer accounts",
      description:
        "We confirm your EIN and EDD employer account number, or help you get them, and set up federal deposits through EFTPS and state deposits with the EDD.",
    },
    {
      title: "Employee setup",
      description:
        "Each worker's W-4, DE 4, pay rate, deductions and direct-deposit details are entered and double-checked before the first payroll run.",
    },
    {
      title: "Every payday",
      description:
        "You send approved hours; we calculate gross-to-net pay, deliver pay stubs and direct deposits, and send you a payroll register for your records.",
    },
    {
      title: "Deposits and quarterly filings",
      description:
        "We make the tax deposits and file Form 941, DE 9 and DE 9C each quarter, keeping every confirmation in your client portal.",
    },
    {
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
      question: `What is the ${percent(ficaEmployeeRate)} taken out of my employees' paychecks?`,
      answer: [
        `It is the employee's share of FICA: ${percent(f.socialSecurityRate)} for Social Security, withheld only on wages up to the ${f.socialSecurityWageBase.taxYear} wage base of ${usd(f.socialSecurityWageBase)}, plus ${percent(f.medicareRate)} for Medicare on all wages, and you as the employer pay a matching amount. Once an employee's wages for the year pass ${usd(f.additionalMedicareThresholdSingle)}, you also withhold the ${percent(f.additionalMedicareTaxRate)} Additional Medicare Tax, which the employer does not match. The withheld share is trust-fund money that you hold for the government until it is deposited, so deposits must be on time; our `,
        { text: "payroll tax problem resolution", page: "service/payroll-tax-problems" },
        " page explains what happens when it is not.",
      ],
    },
    {
      question: "What happens if a payroll tax deposit is missed?",
      answer:
        "Penalties and interest start to build from the due date, and IRS notices follow. Call us before they come: we work out what was missed, make the late deposits and file any overdue Form 941 so the balance stops growing.",
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
} satisfies ServicePageCopy;
