import { WaitlistForm } from "#app/components/quickbooks/waitlist-form.tsx";
import { withSite } from "./with-site.tsx";

/** The QuickBooks waitlist form as an Astro island (src/pages/[...path].astro). */
export const WaitlistFormIsland = withSite(WaitlistForm, "waitlist-form");
