/**
 * The default instance for the Node server (`npm start`): settings from the environment, the
 * file store in `OUTBOX_DIR`, SMTP or `.eml` files, a per-IP rate limit, and a retry timer.
 */
import { join, resolve } from "node:path";
import { loadSendEmailConfig, type SendEmailConfig } from "./config.ts";
import type { DeliveryDeps } from "./deliver.ts";
import { createFileStore } from "./file-store.ts";
import { createFormTokens, resolveFormSecret } from "./form-token.ts";
import { createSendEmailHandler, type SendEmailHandler } from "./handler.ts";
import { createJsonLogger, type Logger } from "./logger.ts";
import { createDirectoryMailer, type Mailer, smtpMailerFromConfig } from "./mailer.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { type RetryTimer, startRetryTimer } from "./retry-pending.ts";

export interface NodeSendEmail {
  /** Takes the socket's remote address; behind our own proxy (`TRUST_PROXY=1`) the forwarded one. */
  handle(req: Request, remoteAddress: string | undefined): Promise<Response>;
  deliveryDeps: DeliveryDeps;
  config: SendEmailConfig;
  startRetrying(): void;
  stopRetrying(): Promise<void>;
}

export interface NodeSendEmailOptions {
  logger?: Logger;
  clock?: () => Date;
  /** Replaces the SMTP or directory mailer (tests). */
  mailer?: Mailer;
}

/** Store, mailer and timings from the settings: what the server, the retry and `npm run outbox` share. */
export function createNodeDeliveryDeps(config: SendEmailConfig, options: NodeSendEmailOptions = {}): DeliveryDeps {
  const outboxDir = resolve(config.outboxDir);
  return {
    store: createFileStore(outboxDir),
    mailer: options.mailer ?? smtpMailerFromConfig(config) ?? createDirectoryMailer(join(outboxDir, "inbox")),
    mail: { mailTo: config.mailTo, mailFrom: config.mailFrom },
    clock: options.clock ?? (() => new Date()),
    logger: options.logger ?? createJsonLogger(),
    attemptTimeoutMs: config.smtpTimeoutMs,
    retryBaseMs: config.retryIntervalMs,
  };
}

export async function createNodeSendEmail(
  env: Record<string, string | undefined> = process.env,
  options: NodeSendEmailOptions = {},
): Promise<NodeSendEmail> {
  const config = loadSendEmailConfig(env);
  const deliveryDeps = createNodeDeliveryDeps(config, options);
  const { store, mailer, logger } = deliveryDeps;
  const secret = await resolveFormSecret(config.formSecret, store, logger.warn);

  const handler: SendEmailHandler = createSendEmailHandler({
    ...deliveryDeps,
    formTokens: createFormTokens(secret),
    siteOrigin: config.siteOrigin,
    rateLimiter: createRateLimiter({ perMinute: config.rateLimitPerMinute, perHour: config.rateLimitPerHour }),
  });
  logger.info("send-email-ready", {
    store: store.description,
    delivery: mailer.description,
    mailTo: config.mailTo,
    rateLimit: `${config.rateLimitPerMinute}/min, ${config.rateLimitPerHour}/h`,
  });

  let timer: RetryTimer | undefined;
  return {
    handle: (req, remoteAddress) => handler(req, { clientIp: clientIpOf(req, remoteAddress, config.trustProxy) }),
    deliveryDeps,
    config,
    startRetrying() {
      timer ??= startRetryTimer(deliveryDeps, config.retryIntervalMs);
    },
    async stopRetrying() {
      await timer?.stop();
      timer = undefined;
    },
  };
}

/**
 * Behind a reverse proxy every request comes from the proxy's address, which would put all
 * visitors in one rate-limit bucket; the proxy appends the real address to `X-Forwarded-For`.
 * Only its last entry is trusted: earlier ones are whatever the client sent.
 */
export function clientIpOf(req: Request, remoteAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return remoteAddress ?? "unknown";
}
