/**
 * Form tokens on Netlify (`GET` → `{ token, minAgeMs }`), at the function's default address
 * `/.netlify/functions/form-token` (`formTokenEndpoint`; no `config.path`, docs/decisions/016).
 * A function of its own so that opening forms never counts against the submissions' limits
 * (docs/decisions/012-limits-for-real-offices.md). A token costs one HMAC.
 */
import { netlifySendEmail } from "../../server/send-email/runtimes/netlify-instance.ts";

export default async (req: Request): Promise<Response> => {
  const { tokenHandler } = await netlifySendEmail();
  return tokenHandler(req);
};
