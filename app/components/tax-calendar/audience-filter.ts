import type { Audience } from "#app/content/tax-calendar/schema.ts";

/** The audience radio group's name, and the query parameter that keeps the choice (app/shell-script/choice-in-url.ts). */
export const audienceFilterName = "audience";

/** The group the filter's CSS looks in: the element around the radios and everything they filter. */
export const filterGroup = "group/calendar";

/**
 * An audience's entry is hidden while another audience is chosen: CSS alone, so the filter works
 * with no script (docs/decisions/023), as the QuickBooks page's formats do. Literal classes, one
 * per audience, so that Tailwind finds them.
 */
export const hiddenUnlessChosen: Record<Audience, string> = {
  individuals: "group-has-[[data-choice]:checked:not([value=all]):not([value=individuals])]/calendar:hidden",
  businesses: "group-has-[[data-choice]:checked:not([value=all]):not([value=businesses])]/calendar:hidden",
  employers: "group-has-[[data-choice]:checked:not([value=all]):not([value=employers])]/calendar:hidden",
};

/** A block (a month) with nothing for an audience is hidden while that audience is chosen. */
export const hiddenWhenChosen: Record<Audience, string> = {
  individuals: "group-has-[[data-choice]:checked[value=individuals]]/calendar:hidden",
  businesses: "group-has-[[data-choice]:checked[value=businesses]]/calendar:hidden",
  employers: "group-has-[[data-choice]:checked[value=employers]]/calendar:hidden",
};
