/**
 * The names of the three QuickBooks badges, which the home page's credentials and the QuickBooks
 * page's hero both show (app/components/sections/quickbooks-badges.tsx): one shape for both files,
 * each with its own title in the editor.
 */
import { z } from "zod";
import { text } from "./fields.ts";

const heldByTeam = "Shown only while a team member holds this certification (Team).";

export function quickbooksBadgeNames() {
  return z.strictObject({
    proadvisor: text().meta({ title: "ProAdvisor badge" }),
    online: text().meta({ title: "QuickBooks Online badge", description: heldByTeam }),
    desktop: text().meta({ title: "QuickBooks Desktop badge", description: heldByTeam }),
  });
}
