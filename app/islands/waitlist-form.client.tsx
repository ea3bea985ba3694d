import { WaitlistForm } from "#app/components/quickbooks/waitlist-form.tsx";
import { hydrateIsland } from "./hydrate-island.tsx";

hydrateIsland("waitlist-form", WaitlistForm);
