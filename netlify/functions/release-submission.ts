/**
 * The page behind the release links of the quarantine digest on Netlify (the Node server serves
 * the same handler at the same path). Served at the function's default address,
 * `/.netlify/functions/release-submission`, with no rate-limit rule: a request without a valid
 * signature costs one HMAC, and the free plan allows two rules (send-email and form-token have them).
 */
import { netlifySendEmail } from "../../server/send-email/netlify-instance.ts";

export default async (req: Request): Promise<Response> => {
  const { releaseHandler } = await netlifySendEmail();
  return releaseHandler(req);
};
