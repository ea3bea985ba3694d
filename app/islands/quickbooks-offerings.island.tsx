import { OfferingsSection } from "#app/components/quickbooks/offerings-section.tsx";
import { withSite } from "./with-site.tsx";

/** The QuickBooks format filter, cards and detail sheet as an Astro island (src/pages/[...path].astro). */
export const QuickbooksOfferingsIsland = withSite(OfferingsSection);
