/**
 * The islands: the parts of app pages that React hydrates in the browser (decision 009). Each has
 * its browser entry `app/islands/<name>.client.tsx`; vite.config.ts bundles them. Plain data, no
 * imports, because vite.config.ts reads it.
 */
export const islandNames = ["contact-form", "services-directory", "quickbooks-offerings", "waitlist-form"] as const;

export type IslandName = (typeof islandNames)[number];
