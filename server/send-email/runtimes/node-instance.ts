/**
 * The default instance for the Node server (`npm start`): settings from the environment, the
 * file store in `OUTBOX_DIR`, SMTP or `.eml` files, per-address limits, and a timer that retries
 * deliveries and does the housekeeping (quarantine digest, purge).
 */
import { createHmac } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { formTokenEndpoint, releaseSubmissionEndpoint } from "#app/contact-form/contact-contract.ts";
import type { DeliveryDeps } from "../delivery/deliver.ts";
import { createDirectoryMailer, type Mailer, smtpMailerFromConfig } from "../delivery/mailer.ts";
import { type RetryTimer, startRetryTimer } from "../delivery/retry-pending.ts";
import { resolveFormSecret } from "../intake/form-token.ts";
import { createJsonLogger, type Logger } from "../logger.ts";
import { createReleaseLinks } from "../quarantine/release-link.ts";
import { ignoreMissing, writeAtomic } from "../store/atomic-files.ts";
import { createFileStore } from "../store/file-store.ts";
import { loadSendEmailConfig, type SendEmailConfig, type TrustProxy } from "./config.ts";
import { createSendEmailHandlers } from "./handlers.ts";
import { type HousekeepingSettings, housekeepingSettings, runHousekeeping } from "./housekeeping.ts";

export interface NodeSendEmail {
  /**
   * Any request to `formEndpointPaths` (contact-contract.ts), by path. Takes the socket's remote
   * address; behind a trusted proxy (`TRUST_PROXY`) the forwarded one.
   */
  handle(req: Request, remoteAddress: string | undefined): Promise<Response>;
  deliveryDeps: DeliveryDeps;
  config: SendEmailConfig;
  housekeeping: HousekeepingSettings;
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

/** Digest and purge settings for this store; the release links are signed with `secret` (or the form secret). */
export async function nodeHousekeepingSettings(
  config: SendEmailConfig,
  deps: Pick<DeliveryDeps, "store" | "logger">,
  secret?: string,
): Promise<HousekeepingSettings> {
  const signing = secret ?? (await resolveFormSecret(config.formSecret, deps.store, deps.logger.warn));
  return housekeepingSettings(config, createReleaseLinks(signing, config.siteOrigin), true);
}

/**
 * Which secret the server signs with, as a one-way fingerprint beside the store: `npm run outbox
 * -- digest` signs release links only with that one, so that no link it mails is one the server
 * refuses (issue 47).
 */
const secretInUseFile = ".form-secret-in-use";
export function secretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("nais-secret-fingerprint:v1").digest("hex").slice(0, 32);
}

async function recordSecretInUse(outboxDir: string, secret: string): Promise<void> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  await writeAtomic(join(outboxDir, secretInUseFile), `${secretFingerprint(secret)}\n`);
}

/** The server's secret for a command, from `FORM_SECRET` or the one the store keeps; throws, saying what to do, otherwise. */
export async function serverFormSecret(config: SendEmailConfig): Promise<string> {
  const outboxDir = resolve(config.outboxDir);
  const read = (name: string) => readFile(join(outboxDir, name), "utf8").then((text) => text.trim(), ignoreMissing);
  const inUse = await read(secretInUseFile);
  const secret = config.formSecret ?? (await read(".form-secret"));
  if (inUse && secret && secretFingerprint(secret) === inUse) return secret;
  throw new Error(
    inUse
      ? `Not the server's FORM_SECRET${config.formSecret ? "" : " (none is set here)"}: release links signed with it would be refused. Run the command with the server's environment (the same FORM_SECRET and OUTBOX_DIR), or let the server send the digest itself.`
      : `The server has not started with OUTBOX_DIR=${outboxDir}, so its FORM_SECRET is unknown here: start it once (it then sends the digest itself), or check OUTBOX_DIR.`,
  );
}

export async function createNodeSendEmail(
  env: Record<string, string | undefined> = process.env,
  options: NodeSendEmailOptions = {},
): Promise<NodeSendEmail> {
  const config = loadSendEmailConfig(env);
  const deliveryDeps = createNodeDeliveryDeps(config, options);
  const { store, mailer, logger } = deliveryDeps;
  const secret = await resolveFormSecret(config.formSecret, store, logger.warn);
  await recordSecretInUse(resolve(config.outboxDir), secret);
  const { handler, tokenHandler, releaseHandler, releaseLinks } = createSendEmailHandlers(config, deliveryDeps, secret);
  const housekeeping = housekeepingSettings(config, releaseLinks, true);

  logger.info("send-email-ready", {
    store: store.description,
    delivery: mailer.description,
    mailTo: config.mailTo,
    rateLimit: `${config.rateLimitPerMinute}/min, ${config.rateLimitPerHour}/h accepted; ${config.rateLimitAttemptsPerMinute}/min attempts`,
    formTokenMinAgeMs: config.formTokenMinAgeMs,
  });

  let timer: RetryTimer | undefined;
  let warnedIgnoredProxy = false;
  return {
    handle(req, remoteAddress) {
      const { pathname } = new URL(req.url);
      if (pathname === formTokenEndpoint) return tokenHandler(req);
      if (pathname === releaseSubmissionEndpoint) return releaseHandler(req);
      if (
        !warnedIgnoredProxy &&
        config.trustProxy === "never" &&
        isLoopback(remoteAddress ?? "") &&
        forwardedFor(req)
      ) {
        // Every visitor now shares the proxy's limit: one flooder would refuse them all.
        warnedIgnoredProxy = true;
        logger.warn("x-forwarded-for-ignored", {
          hint: "A proxy on this machine sends X-Forwarded-For but TRUST_PROXY=0: every visitor shares one rate limit",
        });
      }
      return handler(req, { clientIp: clientIpOf(req, remoteAddress, config.trustProxy) });
    },
    deliveryDeps,
    config,
    housekeeping,
    startRetrying() {
      timer ??= startRetryTimer(deliveryDeps, config.retryIntervalMs, (shouldStop) =>
        runHousekeeping(deliveryDeps, housekeeping, { shouldStop }),
      );
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
 * Only its last entry is trusted (earlier ones are whatever the client sent), and by default only
 * from a loopback peer: the server listens on 127.0.0.1, so a peer there is a proxy on this machine.
 */
export function clientIpOf(req: Request, remoteAddress: string | undefined, trustProxy: TrustProxy): string {
  const peer = remoteAddress ?? "unknown";
  if (trustProxy === "never" || (trustProxy === "loopback" && !isLoopback(peer))) return peer;
  return forwardedFor(req) ?? peer;
}

function forwardedFor(req: Request): string | undefined {
  return req.headers.get("x-forwarded-for")?.split(",").at(-1)?.trim() || undefined;
}

export function isLoopback(address: string): boolean {
  return /^(127\.|::ffff:127\.)/i.test(address) || address === "::1";
}
