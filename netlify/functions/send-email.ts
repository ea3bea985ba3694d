/**
 * The contact form's and the waitlist's endpoint on Netlify (Functions v2). The handler is the
 * same one the Node server mounts; only its store (Netlify Blobs) and its rate limit differ.
 */
import type { Config, Context } from "@netlify/functions";
import { netlifySendEmail } from "../../server/send-email/netlify-instance.ts";

export default async (req: Request, context: Context): Promise<Response> => {
  const { handler } = await netlifySendEmail();
  return handler(req, { clientIp: context.ip });
};

export const config: Config = {
  // The address the forms post to, kept where Netlify serves functions anyway.
  path: "/.netlify/functions/send-email",
  // The flood guard: every request to this path counts, whatever its method or outcome, so it is
  // generous (an office behind one address, a visitor fixing a refused form). Forms get their
  // tokens from form-token.ts, which this rule does not count; accepted submissions are limited
  // in the handler. docs/decisions/012-limits-for-real-offices.md.
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
