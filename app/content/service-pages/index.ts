import { joinCopy } from "#app/content/join-copy.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { en as bookkeepingEn } from "./bookkeeping/en.ts";
import { es as bookkeepingEs } from "./bookkeeping/es.ts";
import { structure as bookkeeping } from "./bookkeeping/structure.ts";
import { en as businessStructureEn } from "./business-structure/en.ts";
import { es as businessStructureEs } from "./business-structure/es.ts";
import { structure as businessStructure } from "./business-structure/structure.ts";
import { en as certifiedAcceptanceAgentEn } from "./certified-acceptance-agent/en.ts";
import { es as certifiedAcceptanceAgentEs } from "./certified-acceptance-agent/es.ts";
import { structure as certifiedAcceptanceAgent } from "./certified-acceptance-agent/structure.ts";
import { en as corporationFormationEn } from "./corporation-formation/en.ts";
import { es as corporationFormationEs } from "./corporation-formation/es.ts";
import { structure as corporationFormation } from "./corporation-formation/structure.ts";
import { en as corporationTaxEn } from "./corporation-tax/en.ts";
import { es as corporationTaxEs } from "./corporation-tax/es.ts";
import { structure as corporationTax } from "./corporation-tax/structure.ts";
import { en as einApplicationEn } from "./ein-application/en.ts";
import { es as einApplicationEs } from "./ein-application/es.ts";
import { structure as einApplication } from "./ein-application/structure.ts";
import { en as irsAuditRepresentationEn } from "./irs-audit-representation/en.ts";
import { es as irsAuditRepresentationEs } from "./irs-audit-representation/es.ts";
import { structure as irsAuditRepresentation } from "./irs-audit-representation/structure.ts";
import { en as irsLeviesEn } from "./irs-levies/en.ts";
import { es as irsLeviesEs } from "./irs-levies/es.ts";
import { structure as irsLevies } from "./irs-levies/structure.ts";
import { en as irsLiensEn } from "./irs-liens/en.ts";
import { es as irsLiensEs } from "./irs-liens/es.ts";
import { structure as irsLiens } from "./irs-liens/structure.ts";
import { en as irsPaymentPlanEn } from "./irs-payment-plan/en.ts";
import { es as irsPaymentPlanEs } from "./irs-payment-plan/es.ts";
import { structure as irsPaymentPlan } from "./irs-payment-plan/structure.ts";
import { en as irsScriptsEn } from "./irs-scripts/en.ts";
import { es as irsScriptsEs } from "./irs-scripts/es.ts";
import { structure as irsScripts } from "./irs-scripts/structure.ts";
import { en as newBusinessFormationEn } from "./new-business-formation/en.ts";
import { es as newBusinessFormationEs } from "./new-business-formation/es.ts";
import { structure as newBusinessFormation } from "./new-business-formation/structure.ts";
import { en as nonFiledTaxReturnsEn } from "./non-filed-tax-returns/en.ts";
import { es as nonFiledTaxReturnsEs } from "./non-filed-tax-returns/es.ts";
import { structure as nonFiledTaxReturns } from "./non-filed-tax-returns/structure.ts";
import { en as offerInCompromiseEn } from "./offer-in-compromise/en.ts";
import { es as offerInCompromiseEs } from "./offer-in-compromise/es.ts";
import { structure as offerInCompromise } from "./offer-in-compromise/structure.ts";
import { en as payrollEn } from "./payroll/en.ts";
import { es as payrollEs } from "./payroll/es.ts";
import { structure as payroll } from "./payroll/structure.ts";
import { en as payrollTaxProblemsEn } from "./payroll-tax-problems/en.ts";
import { es as payrollTaxProblemsEs } from "./payroll-tax-problems/es.ts";
import { structure as payrollTaxProblems } from "./payroll-tax-problems/structure.ts";
import { en as personalTaxEn } from "./personal-tax/en.ts";
import { es as personalTaxEs } from "./personal-tax/es.ts";
import { structure as personalTax } from "./personal-tax/structure.ts";
import { en as quickbooksSetupEn } from "./quickbooks-setup/en.ts";
import { es as quickbooksSetupEs } from "./quickbooks-setup/es.ts";
import { structure as quickbooksSetup } from "./quickbooks-setup/structure.ts";
import { en as quickbooksTipsEn } from "./quickbooks-tips/en.ts";
import { es as quickbooksTipsEs } from "./quickbooks-tips/es.ts";
import { structure as quickbooksTips } from "./quickbooks-tips/structure.ts";
import { en as salesTaxesEn } from "./sales-taxes/en.ts";
import { es as salesTaxesEs } from "./sales-taxes/es.ts";
import { structure as salesTaxes } from "./sales-taxes/structure.ts";
import { en as smallBusinessEn } from "./small-business/en.ts";
import { es as smallBusinessEs } from "./small-business/es.ts";
import { structure as smallBusiness } from "./small-business/structure.ts";
import { en as taxAuditDefenseEn } from "./tax-audit-defense/en.ts";
import { es as taxAuditDefenseEs } from "./tax-audit-defense/es.ts";
import { structure as taxAuditDefense } from "./tax-audit-defense/structure.ts";
import { en as taxPreparationEn } from "./tax-preparation/en.ts";
import { es as taxPreparationEs } from "./tax-preparation/es.ts";
import { structure as taxPreparation } from "./tax-preparation/structure.ts";
import { en as taxStrategyEn } from "./tax-strategy/en.ts";
import { es as taxStrategyEs } from "./tax-strategy/es.ts";
import { structure as taxStrategy } from "./tax-strategy/structure.ts";
import { en as taxesOwedEn } from "./taxes-owed/en.ts";
import { es as taxesOwedEs } from "./taxes-owed/es.ts";
import { structure as taxesOwed } from "./taxes-owed/structure.ts";
import type { ServicePageContent, ServicePageCopy, ServicePageStructure, TemplateServiceSlug } from "./types.ts";
import { en as virtualBookkeepingEn } from "./virtual-bookkeeping/en.ts";
import { es as virtualBookkeepingEs } from "./virtual-bookkeeping/es.ts";
import { structure as virtualBookkeeping } from "./virtual-bookkeeping/structure.ts";

// Steps are numbered by their order on the page.
const stepNumbers = [1, 2, 3, 4, 5, 6] as const;

/**
 * The 26 template service pages. Each has a folder named by its English slug: `structure.ts` (its
 * icons), `en.ts` and `es.ts` (its words). A page of the route table missing here fails the type-check.
 */
export const servicePageContent: Record<TemplateServiceSlug, Bilingual<ServicePageContent>> = {
  bookkeeping: servicePage("bookkeeping", bookkeeping, { en: bookkeepingEn, es: bookkeepingEs }),
  "business-structure": servicePage("business-structure", businessStructure, {
    en: businessStructureEn,
    es: businessStructureEs,
  }),
  "certified-acceptance-agent": servicePage("certified-acceptance-agent", certifiedAcceptanceAgent, {
    en: certifiedAcceptanceAgentEn,
    es: certifiedAcceptanceAgentEs,
  }),
  "corporation-formation": servicePage("corporation-formation", corporationFormation, {
    en: corporationFormationEn,
    es: corporationFormationEs,
  }),
  "corporation-tax": servicePage("corporation-tax", corporationTax, { en: corporationTaxEn, es: corporationTaxEs }),
  "ein-application": servicePage("ein-application", einApplication, { en: einApplicationEn, es: einApplicationEs }),
  "irs-audit-representation": servicePage("irs-audit-representation", irsAuditRepresentation, {
    en: irsAuditRepresentationEn,
    es: irsAuditRepresentationEs,
  }),
  "irs-levies": servicePage("irs-levies", irsLevies, { en: irsLeviesEn, es: irsLeviesEs }),
  "irs-liens": servicePage("irs-liens", irsLiens, { en: irsLiensEn, es: irsLiensEs }),
  "irs-payment-plan": servicePage("irs-payment-plan", irsPaymentPlan, { en: irsPaymentPlanEn, es: irsPaymentPlanEs }),
  "irs-scripts": servicePage("irs-scripts", irsScripts, { en: irsScriptsEn, es: irsScriptsEs }),
  "new-business-formation": servicePage("new-business-formation", newBusinessFormation, {
    en: newBusinessFormationEn,
    es: newBusinessFormationEs,
  }),
  "non-filed-tax-returns": servicePage("non-filed-tax-returns", nonFiledTaxReturns, {
    en: nonFiledTaxReturnsEn,
    es: nonFiledTaxReturnsEs,
  }),
  "offer-in-compromise": servicePage("offer-in-compromise", offerInCompromise, {
    en: offerInCompromiseEn,
    es: offerInCompromiseEs,
  }),
  payroll: servicePage("payroll", payroll, { en: payrollEn, es: payrollEs }),
  "payroll-tax-problems": servicePage("payroll-tax-problems", payrollTaxProblems, {
    en: payrollTaxProblemsEn,
    es: payrollTaxProblemsEs,
  }),
  "personal-tax": servicePage("personal-tax", personalTax, { en: personalTaxEn, es: personalTaxEs }),
  "quickbooks-setup": servicePage("quickbooks-setup", quickbooksSetup, {
    en: quickbooksSetupEn,
    es: quickbooksSetupEs,
  }),
  "quickbooks-tips": servicePage("quickbooks-tips", quickbooksTips, { en: quickbooksTipsEn, es: quickbooksTipsEs }),
  "sales-taxes": servicePage("sales-taxes", salesTaxes, { en: salesTaxesEn, es: salesTaxesEs }),
  "small-business": servicePage("small-business", smallBusiness, { en: smallBusinessEn, es: smallBusinessEs }),
  "tax-audit-defense": servicePage("tax-audit-defense", taxAuditDefense, {
    en: taxAuditDefenseEn,
    es: taxAuditDefenseEs,
  }),
  "tax-preparation": servicePage("tax-preparation", taxPreparation, { en: taxPreparationEn, es: taxPreparationEs }),
  "tax-strategy": servicePage("tax-strategy", taxStrategy, { en: taxStrategyEn, es: taxStrategyEs }),
  "taxes-owed": servicePage("taxes-owed", taxesOwed, { en: taxesOwedEn, es: taxesOwedEs }),
  "virtual-bookkeeping": servicePage("virtual-bookkeeping", virtualBookkeeping, {
    en: virtualBookkeepingEn,
    es: virtualBookkeepingEs,
  }),
};

function servicePage(
  slug: TemplateServiceSlug,
  structure: ServicePageStructure,
  copy: Bilingual<ServicePageCopy>,
): Bilingual<ServicePageContent> {
  return { en: inLanguage(slug, structure, copy.en, "en"), es: inLanguage(slug, structure, copy.es, "es") };
}

function inLanguage(
  slug: TemplateServiceSlug,
  structure: ServicePageStructure,
  copy: ServicePageCopy,
  lang: Lang,
): ServicePageContent {
  return {
    title: copy.title,
    subheading: copy.subheading,
    description: copy.description,
    metaDescription: copy.metaDescription,
    icon: structure.icon,
    features: joinCopy(structure.featureIcons, copy.features, (icon, words) => ({ icon, ...words })),
    clients: copy.clients,
    process: joinCopy(stepNumbers, copy.process, (number, words) => ({ number, ...words })),
    faqs: copy.faqs,
    testimonials: testimonialsFor(`service/${slug}`, lang),
  };
}
