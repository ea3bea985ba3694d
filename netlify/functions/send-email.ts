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
  // The address the forms post to (decisions.md 14), kept where Netlify serves functions anyway.
  path: "/.netlify/functions/send-email",
  // Five submissions a minute per visitor and site; Netlify answers 429 itself past that.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
