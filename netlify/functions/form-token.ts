/**
 * Form tokens on Netlify (`GET` → `{ token, minAgeMs }`), a function of its own: Netlify's
 * rate-limit rule counts every request to a function's path whatever its method, so tokens served
 * by send-email would use up the submissions' limit (docs/decisions/012-limits-for-real-offices.md).
 */
import type { Config } from "@netlify/functions";
import { netlifySendEmail } from "../../server/send-email/netlify-instance.ts";

export default async (req: Request): Promise<Response> => {
  const { tokenHandler } = await netlifySendEmail();
  return tokenHandler(req);
};

export const config: Config = {
  // `formTokenEndpoint` (contact-contract.ts), written out: Netlify reads this object without running it.
  path: "/.netlify/functions/form-token",
  // A token costs an HMAC: this only caps what a script hammering it costs in invocations. Sixty
  // a minute is far beyond a person, or an office, opening pages with a form.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
