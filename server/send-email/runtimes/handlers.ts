/**
 * The three request handlers of one send-email instance (the form, its tokens, the release links)
 * built from the config and the delivery deps: the same on Node and on Netlify, which differ only
 * in where they store and how they mail (netlify-instance.ts, node-instance.ts).
 */

import type { DeliveryDeps } from "../delivery/deliver.ts";
import { createFormTokens } from "../intake/form-token.ts";
import { createSendEmailHandler, type SendEmailHandler } from "../intake/handler.ts";
import { createRateLimiter } from "../intake/rate-limiter.ts";
import { createFormTokenHandler } from "../intake/token-endpoint.ts";
import { createReleaseHandler } from "../quarantine/release-handler.ts";
import { createReleaseLinks } from "../quarantine/release-link.ts";
import { createSenderKeys } from "../quarantine/sender-key.ts";
import { ceilingHeldCapOf, heldCapOf, type SendEmailConfig } from "./config.ts";

export function createSendEmailHandlers(config: SendEmailConfig, deliveryDeps: DeliveryDeps, secret: string) {
  const formTokens = createFormTokens(secret, config.formTokenMinAgeMs, config.formTokenMaxAgeMs);
  const releaseLinks = createReleaseLinks(secret, config.siteOrigin);
  const handler: SendEmailHandler = createSendEmailHandler({
    ...deliveryDeps,
    heldCap: heldCapOf(config),
    deliveredMaxPerHour: config.deliveredMaxPerHour,
    deliveredMaxPerSender: config.deliveredMaxPerSender,
    ceilingHeldCap: ceilingHeldCapOf(config),
    senderKeyOf: createSenderKeys(secret),
    formTokens,
    siteOrigin: config.siteOrigin,
    attemptLimiter: createRateLimiter({ perMinute: config.rateLimitAttemptsPerMinute, perHour: 0 }),
    submissionLimiter: createRateLimiter({ perMinute: config.rateLimitPerMinute, perHour: config.rateLimitPerHour }),
  });
  return {
    handler,
    tokenHandler: createFormTokenHandler({ formTokens, clock: deliveryDeps.clock, logger: deliveryDeps.logger }),
    releaseHandler: createReleaseHandler({ ...deliveryDeps, releaseLinks, siteOrigin: config.siteOrigin }),
    releaseLinks,
  };
}
