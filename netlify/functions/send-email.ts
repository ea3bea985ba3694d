/**
 * The contact form's and the waitlist's endpoint on Netlify (Functions v2), at its default
 * address `/.netlify/functions/send-email` (`sendEmailEndpoint`). No `config.path`: a function
 * that sets one is served only there, never at its default address (docs/decisions/016). The
 * handler is the same one the Node server mounts; only its store (Netlify Blobs) differs. Its
 * limits are the handler's own, counted per warm instance (docs/decisions/012 and 016).
 */
import type { Context } from "@netlify/functions";
import { netlifySendEmail } from "../../server/send-email/runtimes/netlify-instance.ts";

export default async (req: Request, context: Context): Promise<Response> => {
  const { handler } = await netlifySendEmail();
  return handler(req, { clientIp: context.ip });
};
