import type { IconName } from "#app/content/icon-names.ts";

/** What the about page shows the same in both languages; `en.ts` and `es.ts` give the words in this order. */
export const aboutStructure = {
  /** Books and payroll, taxes, IRS problems, ITINs, new businesses, QuickBooks. */
  specialtyIcons: ["BookOpen", "FileText", "ShieldCheck", "IdCard", "Rocket", "GraduationCap"],
} as const satisfies { specialtyIcons: readonly IconName[] };
