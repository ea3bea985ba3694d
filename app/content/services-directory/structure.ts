import type { IconName } from "#app/content/icon-names.ts";
import type { PageId, ServiceCategory } from "#app/lib/route-table.ts";

/**
 * The cards of the services directory, in their order, with what is the same in both languages. The
 * `id` names the card's words in `content/services-directory.json`. Every service page has a card; the
 * tax-preparation page has two, the second for the self-employed (Schedule C) return, a distinct
 * offer served by the same page.
 */
export const directoryStructure = [
  { id: "bookkeeping", page: "service/bookkeeping", category: "bookkeeping", icon: "BookOpen" },
  { id: "virtual-bookkeeping", page: "service/virtual-bookkeeping", category: "bookkeeping", icon: "Cloud" },
  { id: "payroll", page: "service/payroll", category: "bookkeeping", icon: "Users" },
  { id: "sales-taxes", page: "service/sales-taxes", category: "bookkeeping", icon: "ShoppingCart" },
  { id: "tax-preparation", page: "service/tax-preparation", category: "tax", icon: "FileText" },
  { id: "self-employed-tax-returns", page: "service/tax-preparation", category: "tax", icon: "Briefcase" },
  { id: "corporation-tax", page: "service/corporation-tax", category: "tax", icon: "Building2" },
  { id: "personal-tax", page: "service/personal-tax", category: "tax", icon: "House" },
  { id: "tax-audit-defense", page: "service/tax-audit-defense", category: "irs", icon: "Shield" },
  { id: "irs-audit-representation", page: "service/irs-audit-representation", category: "irs", icon: "Gavel" },
  { id: "irs-payment-plan", page: "service/irs-payment-plan", category: "irs", icon: "CalendarCheck" },
  { id: "offer-in-compromise", page: "service/offer-in-compromise", category: "irs", icon: "Handshake" },
  { id: "irs-scripts", page: "service/irs-scripts", category: "irs", icon: "MessageSquare" },
  { id: "non-filed-tax-returns", page: "service/non-filed-tax-returns", category: "irs", icon: "FileWarning" },
  { id: "payroll-tax-problems", page: "service/payroll-tax-problems", category: "irs", icon: "TriangleAlert" },
  { id: "taxes-owed", page: "service/taxes-owed", category: "irs", icon: "Coins" },
  { id: "irs-liens", page: "service/irs-liens", category: "irs", icon: "Stamp" },
  { id: "irs-levies", page: "service/irs-levies", category: "irs", icon: "Unlock" },
  { id: "certified-acceptance-agent", page: "service/certified-acceptance-agent", category: "tax", icon: "IdCard" },
  { id: "small-business", page: "service/small-business", category: "business", icon: "Store" },
  { id: "new-business-formation", page: "service/new-business-formation", category: "business", icon: "Rocket" },
  { id: "business-structure", page: "service/business-structure", category: "business", icon: "Layers" },
  { id: "ein-application", page: "service/ein-application", category: "business", icon: "Fingerprint" },
  { id: "corporation-formation", page: "service/corporation-formation", category: "business", icon: "Building" },
  { id: "tax-strategy", page: "service/tax-strategy", category: "tax", icon: "Target" },
  { id: "quickbooks-setup", page: "service/quickbooks-setup", category: "quickbooks", icon: "Settings" },
  { id: "quickbooks-tips", page: "service/quickbooks-tips", category: "quickbooks", icon: "Lightbulb" },
  { id: "quickbooks-courses", page: "service/quickbooks-courses", category: "quickbooks", icon: "GraduationCap" },
] as const satisfies readonly { id: string; page: PageId; category: ServiceCategory; icon: IconName }[];

export type DirectoryCardId = (typeof directoryStructure)[number]["id"];
