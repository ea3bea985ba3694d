// @vitest-environment node
/**
 * Limits that fit a real office (docs/decisions/012-limits-for-real-offices.md): opening forms never
 * counts, only accepted submissions count against the submission limit, a visitor who fixes a
 * refused form is no closer to a 429, and a flood from one address still ends in 429 with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../scripts/support/mail.ts";
import { silentLogger } from "../logger.ts";
import { contactBody, createHarness } from "../test-support/fixtures.ts";
import { createTestApp } from "../test-support/test-app.ts";
import { createRateLimiter } from "./rate-limiter.ts";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe("the Node server with its default limits", () => {
  const submit = (app: Awaited<ReturnType<typeof createTestApp>>["app"], body: unknown) =>
    app.request("http://localhost/.netlify/functions/send-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("takes a submission after ten token requests from the same address", async () => {
    const { app, cleanup } = await createTestApp({ SMTP_URL: sink.url });
    const before = sink.submissionIds.length;
    for (let i = 0; i < 5; i++) {
      // Five pages with a form, on the new address and where older pages ask.
      expect((await app.request("http://localhost/.netlify/functions/form-token")).status).toBe(200);
      expect((await app.request("http://localhost/.netlify/functions/send-email")).status).toBe(200);
    }
    // No token at all (a failed fetch) is fine too: it is the token that counts nothing.
    const response = await submit(app, contactBody());
    expect(response.status).toBe(200);
    expect(sink.submissionIds.length).toBe(before + 1);
    await cleanup();
  });

  it("ends a flood from one address in 429 with Retry-After, whatever the requests hold", async () => {
    const { app, cleanup } = await createTestApp({ SMTP_URL: sink.url });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit(app, contactBody())).status);
    // Ten accepted submissions a minute from one address (an office signing up its staff), no more:
    // its share of the hourly ceiling mailed now, the rest held for a later hour (decision 032).
    expect(statuses.slice(0, 10)).toEqual([...Array(4).fill(200), ...Array(6).fill(202)]);
    expect(statuses[10]).toBe(429);

    const garbage: Response[] = [];
    for (let i = 0; i < 30; i++) garbage.push(await submit(app, { name: "x" }));
    // Every attempt counts against the flood guard: thirty a minute.
    const last = garbage.at(-1);
    expect(garbage.filter((r) => r.status === 400).length).toBeGreaterThanOrEqual(19);
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    await cleanup();
  });
});

describe("the submission limit counts what was accepted", () => {
  it("does not count a refused submission: the corrected one is taken", async () => {
    const harness = await createHarness({
      smtpUrl: sink.url,
      rateLimiter: createRateLimiter({ perMinute: 1, perHour: 0 }),
      attemptLimiter: createRateLimiter({ perMinute: 30, perHour: 0 }),
    });
    for (const mistake of [{ email: "maria@" }, { message: "short" }, { name: "M" }]) {
      expect((await harness.post(contactBody(mistake))).status).toBe(400);
    }
    expect((await harness.post(contactBody())).status).toBe(200);
    // The limit is real: the next new submission within the minute is refused, with a time to wait.
    const next = await harness.post(contactBody({ message: "A second, different enquiry about payroll." }));
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBe(60);
    harness.clock.advance(60_000);
    expect((await harness.post(contactBody({ message: "A second, different enquiry about payroll." }))).status).toBe(
      200,
    );
    await harness.cleanup();
  });

  it("answers a retry of a submission already taken as before, even at the limit, and sends once", async () => {
    const harness = await createHarness({
      smtpUrl: sink.url,
      rateLimiter: createRateLimiter({ perMinute: 1, perHour: 0 }),
    });
    const before = sink.submissionIds.length;
    const body = contactBody();
    expect((await harness.post(body)).status).toBe(200);
    const retry = await harness.post(body);
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ status: "sent" });
    expect(sink.submissionIds.length).toBe(before + 1);
    expect(harness.logs.at(-1)).toMatchObject({ outcome: "duplicate" });
    await harness.cleanup();
  });

  it("does not count a retry that arrives below the limit either", async () => {
    const harness = await createHarness({
      smtpUrl: sink.url,
      rateLimiter: createRateLimiter({ perMinute: 2, perHour: 0 }),
    });
    const body = contactBody();
    for (let i = 0; i < 3; i++) expect((await harness.post(body)).status).toBe(200);
    // Three requests, one submission: a second, different one still fits.
    expect((await harness.post(contactBody({ message: "Another enquiry, about sales tax." }))).status).toBe(200);
    expect((await harness.post(contactBody({ message: "A third enquiry, about my audit." }))).status).toBe(429);
    await harness.cleanup();
  });

  it("counts held submissions too: a bot cannot fill the quarantine faster than people can write", async () => {
    const harness = await createHarness({
      smtpUrl: sink.url,
      rateLimiter: createRateLimiter({ perMinute: 2, perHour: 0 }),
    });
    for (let i = 0; i < 2; i++) expect((await harness.post(contactBody({ website: "spam" }))).status).toBe(200);
    expect((await harness.post(contactBody({ website: "spam" }))).status).toBe(429);
    expect(await harness.store.listQuarantined()).toHaveLength(2);
    await harness.cleanup();
  });
});

describe("limits per visitor, not per proxy", () => {
  const fromVisitor = (address: string, body = contactBody()) =>
    new Request("http://localhost/.netlify/functions/send-email", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
      body: JSON.stringify(body),
    });

  it("by default, counts each visitor behind a proxy on loopback apart: one flooder does not stop the rest", async () => {
    const { sendEmail, cleanup } = await createTestApp({ SMTP_URL: sink.url });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await sendEmail.handle(fromVisitor("203.0.113.7"), "127.0.0.1")).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await sendEmail.handle(fromVisitor("198.51.100.20"), "127.0.0.1")).status).toBe(200);
    // A peer that is not a local proxy cannot choose its own address.
    const direct = await sendEmail.handle(fromVisitor("198.51.100.21"), "203.0.113.7");
    expect(direct.status).toBe(429);
    await cleanup();
  });

  it("with TRUST_PROXY=0, says once and loudly that a local proxy's X-Forwarded-For is ignored", async () => {
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (event: string) => void warnings.push(event) };
    const { sendEmail, cleanup } = await createTestApp({ SMTP_URL: sink.url, TRUST_PROXY: "0" }, { logger });
    for (let i = 0; i < 3; i++) await sendEmail.handle(fromVisitor(`203.0.113.${i}`), "127.0.0.1");
    expect(warnings.filter((event) => event === "x-forwarded-for-ignored")).toHaveLength(1);
    await cleanup();
  });

  it("counts an IPv6 /64 as one visitor: a network that owns its addresses cannot multiply them", async () => {
    const { sendEmail, cleanup } = await createTestApp({ SMTP_URL: sink.url, TRUST_PROXY: "1" });
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      statuses.push((await sendEmail.handle(fromVisitor(`2001:db8:1:2::${i.toString(16)}`), "127.0.0.1")).status);
    }
    expect(statuses.at(-1)).toBe(429);
    // Another /64 is taken; in the same /56 it waits for a later hour (that sender had its share).
    expect((await sendEmail.handle(fromVisitor("2001:db8:1:3::1"), "127.0.0.1")).status).toBe(202);
    expect((await sendEmail.handle(fromVisitor("2001:db8:1:300::1"), "127.0.0.1")).status).toBe(200);
    await cleanup();
  });
});
