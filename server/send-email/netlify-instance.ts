/**
 * The instance for Netlify Functions: Netlify Blobs as the store (a function's disk does not
 * outlive the request), SMTP or the Blobs `inbox/`, and the platform's rate limit (configured in
 * `netlify/functions/send-email.ts`) instead of an in-memory one that each instance would keep
 * apart. Built on the first request, when the Blobs context of the invocation is available.
 */
import { getStore } from "@netlify/blobs";
import type { BlobsLike } from "./blobs-store.ts";
import { createBlobsInboxMailer, createBlobsStore } from "./blobs-store.ts";
import { loadSendEmailConfig } from "./config.ts";
import type { DeliveryDeps } from "./deliver.ts";
import { createFormTokens, resolveFormSecret } from "./form-token.ts";
import { createSendEmailHandler, type SendEmailHandler } from "./handler.ts";
import { createJsonLogger } from "./logger.ts";
import { smtpMailerFromConfig } from "./mailer.ts";

export const blobsStoreName = "send-email";

export interface NetlifySendEmail {
  handler: SendEmailHandler;
  deliveryDeps: DeliveryDeps;
}

let instance: Promise<NetlifySendEmail> | undefined;

/** One instance per warm function; `openBlobs` is replaced in tests. */
export function netlifySendEmail(
  env: Record<string, string | undefined> = process.env,
  openBlobs: () => BlobsLike = () => getStore({ name: blobsStoreName, consistency: "strong" }),
): Promise<NetlifySendEmail> {
  instance ??= createNetlifySendEmail(env, openBlobs).catch((error) => {
    instance = undefined; // A failed start-up is tried again on the next request.
    throw error;
  });
  return instance;
}

async function createNetlifySendEmail(
  env: Record<string, string | undefined>,
  openBlobs: () => BlobsLike,
): Promise<NetlifySendEmail> {
  const config = loadSendEmailConfig(env);
  const logger = createJsonLogger();
  const blobs = openBlobs();
  const store = createBlobsStore(blobs, blobsStoreName);
  const mailer = smtpMailerFromConfig(config) ?? createBlobsInboxMailer(blobs);
  if (!config.smtpUrl) logger.warn("smtp-not-configured", { hint: "SMTP_URL is not set: messages go to Blobs inbox/" });
  const secret = await resolveFormSecret(config.formSecret, store, logger.warn);

  const deliveryDeps: DeliveryDeps = {
    store,
    mailer,
    mail: { mailTo: config.mailTo, mailFrom: config.mailFrom },
    clock: () => new Date(),
    logger,
    attemptTimeoutMs: config.smtpTimeoutMs,
    // The scheduled retry runs every five minutes: waits shorter than that would not be honoured.
    retryBaseMs: Math.max(config.retryIntervalMs, 5 * 60_000),
  };
  const handler = createSendEmailHandler({
    ...deliveryDeps,
    formTokens: createFormTokens(secret),
    siteOrigin: config.siteOrigin,
  });
  return { handler, deliveryDeps };
}

/** For tests: forget the instance so the next call builds a new one. */
export function resetNetlifySendEmail(): void {
  instance = undefined;
}
