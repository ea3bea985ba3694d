/** Sample submissions, a hand-driven clock and a ready-made handler for the tests. */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { waitlist } from "#app/contact-form/contact-contract.ts";
import { baseSecurityHeaders, nonPageContentSecurityPolicy } from "../../security-headers.ts";
import type { DeliveryDeps } from "../delivery/deliver.ts";
import { createSmtpMailer, type Mailer } from "../delivery/mailer.ts";
import { createFormTokens } from "../intake/form-token.ts";
import { createSendEmailHandler, type SendEmailDeps } from "../intake/handler.ts";
import type { RateLimiter } from "../intake/rate-limiter.ts";
import { createJsonLogger } from "../logger.ts";
import type { HeldCap } from "../quarantine/held-cap.ts";
import { createFileStore } from "../store/file-store.ts";
import { newRecord, type Submission, type SubmissionRecord, submissionId } from "../store/submission.ts";

/** 32 random bytes in hex, as FORM_SECRET must be (config.ts); fixed so that tests can sign tokens. Not for production. */
export const testSecret = "571007629a8a93123cf2b9290c0915dab67498d1126b1ef1489f43126583fc87";
export const siteOrigin = "https://www.nais.example.com";
export const endpoint = "http://localhost:3000/.netlify/functions/send-email";
export const mail = { mailTo: "office@example.com", mailFrom: '"NAIS Website" <no-reply@nais.example.com>' };

export function contactBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Maria Lopez",
    email: "maria@example.com",
    phone: "805-555-0100",
    service: "Tax Preparation",
    message: "I need help with my 2024 return and an IRS letter.",
    quickbooksDetails: "",
    website: "",
    lang: "en",
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export function waitlistBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: waitlist.name,
    email: "ana@example.com",
    service: waitlist.service,
    message: waitlist.message,
    honeypot: "",
    lang: "es",
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export function sampleSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    kind: "contact",
    lang: "en",
    name: "Maria Lopez",
    email: "maria@example.com",
    phone: "805-555-0100",
    service: "Tax Preparation",
    message: "I need help with my 2024 return.",
    quickbooksDetails: "",
    ...overrides,
  };
}

export function sampleRecord(receivedAt = new Date("2026-03-02T10:00:00Z"), overrides: Partial<Submission> = {}) {
  return newRecord(submissionId(randomUUID()), sampleSubmission(overrides), receivedAt) satisfies SubmissionRecord;
}

export function manualClock(start = new Date("2026-03-02T10:00:00Z")) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The headers every answer of the function carries. */
export function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toBe(nonPageContentSecurityPolicy);
  // The site's own (server/security-headers.ts): no `_headers` rule reaches a function on Netlify.
  for (const name of [
    "Referrer-Policy",
    "Permissions-Policy",
    "Cross-Origin-Opener-Policy",
    "Cross-Origin-Resource-Policy",
  ])
    expect(response.headers.get(name)).toBe(baseSecurityHeaders[name]);
}

export function jsonPost(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost:3000", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export interface HarnessOptions {
  smtpUrl?: string;
  mailer?: Mailer;
  /**
   * How long a delivery attempt may take: 20 s by default, which a sink on loopback never needs
   * even on a loaded machine (1 s turned a delivery there into "queued" now and then) and which
   * ends before the test's own 30 s timeout. A test of a slow or silent server sets its own.
   */
  timeoutMs?: number;
  /** Accepted submissions per client (the handler's `submissionLimiter`). */
  rateLimiter?: RateLimiter;
  /** Every POST per client (the handler's `attemptLimiter`). */
  attemptLimiter?: RateLimiter;
  /** The form token's minimum age (3 s by default). */
  minAgeMs?: number;
  /** The daily cap on held submissions (the handler's `heldCap`); none by default. */
  heldCap?: HeldCap;
  /** The site-wide ceiling on submissions mailed an hour (the handler's `deliveredMaxPerHour`); none by default. */
  deliveredMaxPerHour?: number;
  /** One sender's share of it (`deliveredMaxPerSender`) and the ceiling holds' daily cap (`ceilingHeldCap`). */
  deliveredMaxPerSender?: number;
  ceilingHeldCap?: HeldCap;
}

/** The real handler over a file store in a temporary folder, with a hand-driven clock. */
export async function createHarness(options: HarnessOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const dir = await mkdtemp(join(tmpdir(), "send-email-test-"));
  const store = createFileStore(dir);
  const clock = manualClock();
  const logs: Record<string, unknown>[] = [];
  const mailer = options.mailer ?? createSmtpMailer({ url: options.smtpUrl ?? "smtp://127.0.0.1:9", timeoutMs });
  const deliveryDeps: DeliveryDeps = {
    store,
    mailer,
    mail,
    clock: clock.now,
    logger: createJsonLogger((line) => logs.push(JSON.parse(line))),
    attemptTimeoutMs: timeoutMs,
    retryBaseMs: 60_000,
  };
  const formTokens = createFormTokens(testSecret, options.minAgeMs);
  const deps: SendEmailDeps = {
    ...deliveryDeps,
    formTokens,
    siteOrigin,
    submissionLimiter: options.rateLimiter,
    attemptLimiter: options.attemptLimiter,
    heldCap: options.heldCap,
    deliveredMaxPerHour: options.deliveredMaxPerHour,
    deliveredMaxPerSender: options.deliveredMaxPerSender,
    ceilingHeldCap: options.ceilingHeldCap,
  };
  const handler = createSendEmailHandler(deps);
  /** A token issued ten seconds ago: old enough to pass the too-fast check. */
  const token = () => formTokens.issue(new Date(clock.now().getTime() - 10_000));
  return {
    dir,
    store,
    clock,
    logs,
    deps,
    deliveryDeps,
    handler,
    token,
    post: (body: Record<string, unknown>, headers?: Record<string, string>, clientIp = "203.0.113.7") =>
      handler(jsonPost({ formToken: token(), ...body }, headers), { clientIp }),
    // A delivery the handler started may still be writing its record as the test ends: rm tries
    // again on ENOTEMPTY, as Node's own retries allow, rather than failing the test.
    cleanup: () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }),
  };
}
