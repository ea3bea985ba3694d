import type { IconName } from "#app/content/icon-names.ts";
import type { PageId, ServiceCategory } from "#app/lib/route-table.ts";

/**
 * The directory's cards that are not a template service page's own: each template page's card is
 * in its content file (`card`, `cardIcon`, `directoryOrder`). These two have their words in
 * `content/services-directory.json`, by `id`: the tax-preparation page's second card, for the
 * self-employed (Schedule C) return, a distinct offer served by the same page, and the QuickBooks
 * courses page's, whose page has its own layout and file. Cards are listed by `directoryOrder`.
 */
export const directoryStructure = [
  {
    id: "self-employed-tax-returns",
    page: "service/tax-preparation",
    category: "tax",
    icon: "Briefcase",
    directoryOrder: 6,
  },
  {
    id: "quickbooks-courses",
    page: "service/quickbooks-courses",
    category: "quickbooks",
    icon: "GraduationCap",
    directoryOrder: 28,
  },
] as const satisfies readonly {
  id: string;
  page: PageId;
  category: ServiceCategory;
  icon: IconName;
  directoryOrder: number;
}[];

export type DirectoryCardId = (typeof directoryStructure)[number]["id"];
