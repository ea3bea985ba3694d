import type { IconName } from "#app/content/icon-names.ts";

/** What the about page shows the same in both languages; content/pages/about.json gives the words in this order. */
export const aboutStructure = {
  /** Books and payroll, taxes, IRS problems, ITINs, new businesses, QuickBooks. */
  specialtyIcons: ["BookOpen", "FileText", "ShieldCheck", "IdCard", "Rocket", "GraduationCap"],
} as const satisfies { specialtyIcons: readonly IconName[] };
