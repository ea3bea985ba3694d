/**
 * The instance for Netlify Functions: Netlify Blobs as the store (a function's disk does not
 * outlive the request), SMTP or the Blobs `inbox/`, and the Node server's two limits (attempts, the
 * flood guard, and accepted submissions), counted per warm instance: a count that is not shared can
 * only let more through than one shared count would, never refuse a person wrongly (Netlify's
 * code-based rate limit needs a custom `path`, which the forms' address cannot have:
 * docs/decisions/016). Built on the
 * first request, when the Blobs context of the invocation is available. Every function of the
 * site (submissions, tokens, release links, the scheduled run) uses this one instance.
 */
import { getStore } from "@netlify/blobs";
import type { DeliveryDeps } from "../delivery/deliver.ts";
import { smtpMailerFromConfig } from "../delivery/mailer.ts";
import { resolveFormSecret } from "../intake/form-token.ts";
import type { SendEmailHandler } from "../intake/handler.ts";
import { createJsonLogger } from "../logger.ts";
import type { BlobsLike } from "../store/blobs-store.ts";
import { createBlobsInboxMailer, createBlobsStore } from "../store/blobs-store.ts";
import { loadSendEmailConfig } from "./config.ts";
import { createSendEmailHandlers } from "./handlers.ts";
import { type HousekeepingSettings, housekeepingSettings } from "./housekeeping.ts";

export const blobsStoreName = "send-email";

export interface NetlifySendEmail {
  handler: SendEmailHandler;
  tokenHandler: (req: Request) => Promise<Response>;
  releaseHandler: (req: Request) => Promise<Response>;
  deliveryDeps: DeliveryDeps;
  housekeeping: HousekeepingSettings;
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
    // The scheduled retry runs every five minutes: shorter waits would not be honoured, so they
    // are five minutes unless RETRY_INTERVAL_MS says otherwise (the tests, which run it by hand).
    retryBaseMs: env.RETRY_INTERVAL_MS ? config.retryIntervalMs : 5 * 60_000,
  };
  const { releaseLinks, ...handlers } = createSendEmailHandlers(config, deliveryDeps, secret);
  return {
    ...handlers,
    deliveryDeps,
    // `npm run outbox` reads the file store, not Blobs: the digest offers the link only.
    housekeeping: housekeepingSettings(config, releaseLinks, false),
  };
}

/** For tests: forget the instance so the next call builds a new one. */
export function resetNetlifySendEmail(): void {
  instance = undefined;
}
