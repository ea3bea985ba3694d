/**
 * The menu categories of the service pages, in their order. Its own module, so that the services
 * directory's island can name them without loading the route table (`route-table.ts` re-exports
 * them; docs/decisions/018-astro-renders-the-react-pages.md).
 */
export const serviceCategories = ["bookkeeping", "tax", "irs", "business", "quickbooks"] as const;
export type ServiceCategory = (typeof serviceCategories)[number];
