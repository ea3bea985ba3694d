/**
 * A service page as the build makes it from its file's data: the words checked, joined with the
 * page's icons, its numbered steps and its testimonials. No content file is imported here, so the
 * editor's checks (app/cms/entry-problems.ts) run it on an entry being saved, and the build's check
 * of every file runs it on each file even when another is broken.
 */

import { readCopy } from "#app/content/data/page-copy.ts";
import { ContentError, parseContent } from "#app/content/data/parse.ts";
import { joinCopy } from "#app/content/join-copy.ts";
import { bilingual } from "#app/content/schema/fields.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { structure as bookkeeping } from "./bookkeeping/structure.ts";
import { structure as businessStructure } from "./business-structure/structure.ts";
import { structure as certifiedAcceptanceAgent } from "./certified-acceptance-agent/structure.ts";
import { structure as corporationFormation } from "./corporation-formation/structure.ts";
import { structure as corporationTax } from "./corporation-tax/structure.ts";
import { structure as einApplication } from "./ein-application/structure.ts";
import { servicePageFile } from "./files.ts";
import { structure as irsAuditRepresentation } from "./irs-audit-representation/structure.ts";
import { structure as irsLevies } from "./irs-levies/structure.ts";
import { structure as irsLiens } from "./irs-liens/structure.ts";
import { structure as irsPaymentPlan } from "./irs-payment-plan/structure.ts";
import { structure as irsScripts } from "./irs-scripts/structure.ts";
import { structure as newBusinessFormation } from "./new-business-formation/structure.ts";
import { structure as nonFiledTaxReturns } from "./non-filed-tax-returns/structure.ts";
import { structure as offerInCompromise } from "./offer-in-compromise/structure.ts";
import { structure as payroll } from "./payroll/structure.ts";
import { structure as payrollTaxProblems } from "./payroll-tax-problems/structure.ts";
import { structure as personalTax } from "./personal-tax/structure.ts";
import { structure as quickbooksSetup } from "./quickbooks-setup/structure.ts";
import { structure as quickbooksTips } from "./quickbooks-tips/structure.ts";
import { structure as salesTaxes } from "./sales-taxes/structure.ts";
import { servicePageCopySchema, servicePageSchema } from "./schema.ts";
import { structure as smallBusiness } from "./small-business/structure.ts";
import { structure as taxAuditDefense } from "./tax-audit-defense/structure.ts";
import { structure as taxPreparation } from "./tax-preparation/structure.ts";
import { structure as taxStrategy } from "./tax-strategy/structure.ts";
import { structure as taxesOwed } from "./taxes-owed/structure.ts";
import type { ServicePageContent, ServicePageCopy, ServicePageStructure, TemplateServiceSlug } from "./types.ts";
import { structure as virtualBookkeeping } from "./virtual-bookkeeping/structure.ts";

// Steps are numbered by their order on the page.
const stepNumbers = [1, 2, 3, 4, 5, 6] as const;

/** Each page's icons: the folder named by its English slug. A page of the route table missing here fails the type-check. */
const structures: Record<TemplateServiceSlug, ServicePageStructure> = {
  bookkeeping,
  "business-structure": businessStructure,
  "certified-acceptance-agent": certifiedAcceptanceAgent,
  "corporation-formation": corporationFormation,
  "corporation-tax": corporationTax,
  "ein-application": einApplication,
  "irs-audit-representation": irsAuditRepresentation,
  "irs-levies": irsLevies,
  "irs-liens": irsLiens,
  "irs-payment-plan": irsPaymentPlan,
  "irs-scripts": irsScripts,
  "new-business-formation": newBusinessFormation,
  "non-filed-tax-returns": nonFiledTaxReturns,
  "offer-in-compromise": offerInCompromise,
  payroll,
  "payroll-tax-problems": payrollTaxProblems,
  "personal-tax": personalTax,
  "quickbooks-setup": quickbooksSetup,
  "quickbooks-tips": quickbooksTips,
  "sales-taxes": salesTaxes,
  "small-business": smallBusiness,
  "tax-audit-defense": taxAuditDefense,
  "tax-preparation": taxPreparation,
  "tax-strategy": taxStrategy,
  "taxes-owed": taxesOwed,
  "virtual-bookkeeping": virtualBookkeeping,
};

/** The page as it renders, checked for what only the rendered words show (lengths with the figures filled in). */
const renderedPages = bilingual(servicePageSchema.omit({ testimonials: true }));

/**
 * A service page from its file's data, as the build makes it; throws a ContentError naming every
 * problem. The editor runs it on the entry being saved (app/cms/entry-problems.ts).
 */
export function servicePage(slug: TemplateServiceSlug, data: unknown): Bilingual<ServicePageContent> {
  const file = servicePageFile(slug);
  const copy = readServicePageCopy(file, data);
  const page = {
    en: inLanguage(slug, structures[slug], copy.en, "en"),
    es: inLanguage(slug, structures[slug], copy.es, "es"),
  };
  const { testimonials: _en, ...en } = page.en;
  const { testimonials: _es, ...es } = page.es;
  parseContent(file, renderedPages, { en, es });
  return page;
}

/**
 * A service page's words, both languages, checked (`readCopy`), and one picture for both: the
 * editor writes the English one into the Spanish (docs/decisions/020); a hand edit may not.
 */
export function readServicePageCopy(file: string, data: unknown): Bilingual<ServicePageCopy> {
  const copy = readCopy(file, servicePageCopySchema, data);
  if (copy.es.artwork !== copy.en.artwork)
    throw new ContentError(
      `${file}: es.artwork: must be the same picture as the English (${copy.en.artwork}), found ${copy.es.artwork}`,
    );
  return copy;
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
    artwork: copy.artwork,
    metaDescription: copy.metaDescription,
    icon: structure.icon,
    features: joinCopy(structure.featureIcons, copy.features, (icon, words) => ({ icon, ...words })),
    clients: copy.clients,
    process: joinCopy(stepNumbers, copy.process, (number, words) => ({ number, ...words })),
    faqs: copy.faqs,
    testimonials: testimonialsFor(`service/${slug}`, lang),
  };
}
