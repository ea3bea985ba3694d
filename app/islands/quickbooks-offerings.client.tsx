import { OfferingsSection } from "#app/components/quickbooks/offerings-section.tsx";
import { hydrateIsland } from "./hydrate-island.tsx";

hydrateIsland("quickbooks-offerings", OfferingsSection);
