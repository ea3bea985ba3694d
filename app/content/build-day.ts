/**
 * The day the site is built for (docs/decisions/026): which value of each tax figure its pages
 * show. The US Pacific day, or `SITE_DAY=2027-01-01`, for a test that builds the site as it will
 * be on another day (and for a look at a coming change); never set on the live site. The editor,
 * in the browser, has no such setting and uses the day it runs on.
 */
import { californiaDay, type Day } from "#app/content/tax-figures/periods.ts";

/** The day now, read afresh: a server or a function that runs for days asks again each time. */
export function siteDay(): Day {
  const set = globalThis.process?.env?.SITE_DAY;
  if (!set) return californiaDay();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(set) || Number.isNaN(Date.parse(set)))
    throw new Error(`SITE_DAY must be a day written YYYY-MM-DD, e.g. 2027-01-01 (it is "${set}")`);
  return set;
}

/** The day this build's pages are for. */
export const buildDay: Day = siteDay();
