/** The 26 template service pages' words, from their content files (read by ./read.ts). */

import type { Bilingual } from "#app/content/types.ts";
import bookkeepingCopy from "#content/services/bookkeeping.json" with { type: "json" };
import businessStructureCopy from "#content/services/business-structure.json" with { type: "json" };
import certifiedAcceptanceAgentCopy from "#content/services/certified-acceptance-agent.json" with { type: "json" };
import corporationFormationCopy from "#content/services/corporation-formation.json" with { type: "json" };
import corporationTaxCopy from "#content/services/corporation-tax.json" with { type: "json" };
import einApplicationCopy from "#content/services/ein-application.json" with { type: "json" };
import irsAuditRepresentationCopy from "#content/services/irs-audit-representation.json" with { type: "json" };
import irsLeviesCopy from "#content/services/irs-levies.json" with { type: "json" };
import irsLiensCopy from "#content/services/irs-liens.json" with { type: "json" };
import irsPaymentPlanCopy from "#content/services/irs-payment-plan.json" with { type: "json" };
import irsScriptsCopy from "#content/services/irs-scripts.json" with { type: "json" };
import newBusinessFormationCopy from "#content/services/new-business-formation.json" with { type: "json" };
import nonFiledTaxReturnsCopy from "#content/services/non-filed-tax-returns.json" with { type: "json" };
import offerInCompromiseCopy from "#content/services/offer-in-compromise.json" with { type: "json" };
import payrollCopy from "#content/services/payroll.json" with { type: "json" };
import payrollTaxProblemsCopy from "#content/services/payroll-tax-problems.json" with { type: "json" };
import personalTaxCopy from "#content/services/personal-tax.json" with { type: "json" };
import quickbooksSetupCopy from "#content/services/quickbooks-setup.json" with { type: "json" };
import quickbooksTipsCopy from "#content/services/quickbooks-tips.json" with { type: "json" };
import salesTaxesCopy from "#content/services/sales-taxes.json" with { type: "json" };
import smallBusinessCopy from "#content/services/small-business.json" with { type: "json" };
import taxAuditDefenseCopy from "#content/services/tax-audit-defense.json" with { type: "json" };
import taxPreparationCopy from "#content/services/tax-preparation.json" with { type: "json" };
import taxStrategyCopy from "#content/services/tax-strategy.json" with { type: "json" };
import taxesOwedCopy from "#content/services/taxes-owed.json" with { type: "json" };
import virtualBookkeepingCopy from "#content/services/virtual-bookkeeping.json" with { type: "json" };
import { templateServiceSlugs } from "./files.ts";
import { servicePage } from "./read.ts";
import type { ServicePageContent, TemplateServiceSlug } from "./types.ts";

/** Each page's words, `content/services/<english-slug>.json`, as imported (checked by `readCopy`). */
const copyFiles: Record<TemplateServiceSlug, unknown> = {
  bookkeeping: bookkeepingCopy,
  "business-structure": businessStructureCopy,
  "certified-acceptance-agent": certifiedAcceptanceAgentCopy,
  "corporation-formation": corporationFormationCopy,
  "corporation-tax": corporationTaxCopy,
  "ein-application": einApplicationCopy,
  "irs-audit-representation": irsAuditRepresentationCopy,
  "irs-levies": irsLeviesCopy,
  "irs-liens": irsLiensCopy,
  "irs-payment-plan": irsPaymentPlanCopy,
  "irs-scripts": irsScriptsCopy,
  "new-business-formation": newBusinessFormationCopy,
  "non-filed-tax-returns": nonFiledTaxReturnsCopy,
  "offer-in-compromise": offerInCompromiseCopy,
  payroll: payrollCopy,
  "payroll-tax-problems": payrollTaxProblemsCopy,
  "personal-tax": personalTaxCopy,
  "quickbooks-setup": quickbooksSetupCopy,
  "quickbooks-tips": quickbooksTipsCopy,
  "sales-taxes": salesTaxesCopy,
  "small-business": smallBusinessCopy,
  "tax-audit-defense": taxAuditDefenseCopy,
  "tax-preparation": taxPreparationCopy,
  "tax-strategy": taxStrategyCopy,
  "taxes-owed": taxesOwedCopy,
  "virtual-bookkeeping": virtualBookkeepingCopy,
};

/**
 * The 26 template service pages, in both languages: the words of each page's content file joined
 * with its icons, its numbered steps and its testimonials (docs/decisions/019).
 */
export const servicePageContent = Object.fromEntries(
  templateServiceSlugs.map((slug) => [slug, servicePage(slug, copyFiles[slug])]),
) as Record<TemplateServiceSlug, Bilingual<ServicePageContent>>;
