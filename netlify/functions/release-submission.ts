/**
 * The page behind the release links of the quarantine digest on Netlify, at the function's default
 * address `/.netlify/functions/release-submission` (`releaseSubmissionEndpoint`; the Node server
 * serves the same handler at the same path). A request without a valid signature costs one HMAC.
 */
import { netlifySendEmail } from "../../server/send-email/runtimes/netlify-instance.ts";

export default async (req: Request): Promise<Response> => {
  const { releaseHandler } = await netlifySendEmail();
  return releaseHandler(req);
};
