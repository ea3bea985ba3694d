// @vitest-environment node
/**
 * The handler end to end: real HTTP requests objects in, a real SMTP server on loopback
 * (`smtp-server`) receiving, every message parsed back with mailparser.
 */
import type { AddressObject } from "mailparser";
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/content/site/index.ts";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import {
  contactBody,
  createHarness,
  endpoint,
  expectSecurityHeaders,
  jsonPost,
  testSecret,
  waitlistBody,
} from "../test-support/fixtures.ts";
import { setUpHarnessWithSink } from "../test-support/live-mail.ts";
import { createFormTokens } from "./form-token.ts";
import { createRateLimiter } from "./rate-limiter.ts";

const live = setUpHarnessWithSink();

const firstAddress = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0];

describe("delivery of real submissions", () => {
  it("mails a contact enquiry once, with the right headers and an escaped HTML part", async () => {
    const before = live.sink.messages.length;
    const response = await live.harness.post(
      contactBody({ message: "Hello <script>alert('x')</script> & \"thanks\"\nSecond line" }),
    );
    expect(response.status).toBe(200);
    await expectSecurityHeaders(response);
    expect(await response.json()).toEqual({ status: "sent", message: en.contactForm.server.sent });

    expect(live.sink.messages.length).toBe(before + 1);
    const message = live.sink.messages.at(-1);
    expect(firstAddress(message?.to)).toEqual({ address: "office@example.com", name: "" });
    expect(firstAddress(message?.from)).toEqual({ address: "no-reply@nais.example.com", name: "NAIS Website" });
    expect(firstAddress(message?.replyTo)).toEqual({ address: "maria@example.com", name: "Maria Lopez" });
    expect(message?.subject).toBe("New enquiry: Tax Preparation — Maria Lopez");
    expect(message?.text).toContain("Hello <script>alert('x')</script> & \"thanks\"\nSecond line");
    expect(message?.text).toContain("Language: English");
    expect(message?.text).toContain("Phone: 805-555-0100");
    expect(message?.html).toContain("Hello &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;thanks&quot;");
    expect(message?.html).not.toContain("<script>");
  });

  it("mails a waitlist signup once, answering in the visitor's language", async () => {
    const before = live.sink.messages.length;
    const response = await live.harness.post(waitlistBody());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent", message: es.contactForm.server.sent });

    expect(live.sink.messages.length).toBe(before + 1);
    const message = live.sink.messages.at(-1);
    expect(message?.subject).toBe("Waitlist signup: QuickBooks Online Course — ana@example.com");
    expect(firstAddress(message?.replyTo)?.address).toBe("ana@example.com");
    expect(firstAddress(message?.from)?.address).toBe("no-reply@nais.example.com");
    expect(message?.text).toContain("Language: Spanish");
  });

  it("lists the chosen QuickBooks courses and shows 'Not provided' for a blank phone", async () => {
    const response = await live.harness.post(
      contactBody({
        service: "QuickBooks Training",
        phone: "",
        quickbooksDetails: "QuickBooks Fundamentals, QuickBooks Setup & Configuration",
        message: "Please call me.\nInterested in: QuickBooks Fundamentals, QuickBooks Setup & Configuration",
      }),
    );
    expect(response.status).toBe(200);
    const message = live.sink.messages.at(-1);
    expect(message?.text).toContain("QuickBooks courses: QuickBooks Fundamentals, QuickBooks Setup & Configuration");
    expect(message?.text).toContain("Phone: Not provided");
    expect(message?.html).toContain("QuickBooks Setup &amp; Configuration");
  });

  it("sends once for an idempotency key used twice, one after the other or at the same time", async () => {
    const before = live.sink.messages.length;
    const body = contactBody();
    const first = await live.harness.post(body);
    const again = await live.harness.post(body);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual(await first.json());

    const concurrent = contactBody();
    const answers = await Promise.all([
      live.harness.post(concurrent),
      live.harness.post(concurrent),
      live.harness.post(concurrent),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(live.sink.messages.length).toBe(before + 2);
  });

  it("still sends a different message that reuses a key by mistake (a client bug must not cost an enquiry)", async () => {
    const before = live.sink.messages.length;
    const key = crypto.randomUUID();
    await live.harness.post(contactBody({ idempotencyKey: key, message: "First enquiry about payroll." }));
    await live.harness.post(contactBody({ idempotencyKey: key, message: "Second, different enquiry about taxes." }));
    expect(live.sink.messages.slice(before).map((message) => message.text?.includes("Second"))).toEqual([false, true]);
  });

  it("gives each form a token that the handler accepts once it is three seconds old, and says so", async () => {
    const response = await live.harness.handler(new Request(endpoint));
    await expectSecurityHeaders(response);
    const { token, minAgeMs } = (await response.json()) as { token: string; minAgeMs: number };
    expect(minAgeMs).toBe(3_000);
    const verify = createFormTokens(testSecret).verify;
    expect(verify(token, live.harness.clock.now())).toBe("too-fast");
    expect(verify(token, new Date(live.harness.clock.now().getTime() + 3_000))).toBe("ok");
  });
});

describe("suspected bots", () => {
  const botCases = [
    ["a filled honeypot (contact form)", contactBody({ website: "https://spam.example" }), "honeypot"],
    ["a filled honeypot (waitlist)", waitlistBody({ honeypot: "x" }), "honeypot"],
    ["a filled honeypot and no token", contactBody({ website: "x", formToken: undefined }), "honeypot"],
  ] as const;

  it.each(botCases)(
    "get the normal success answer for %s, nothing is mailed, it is quarantined",
    async (_, body, reason) => {
      const before = live.sink.messages.length;
      const response = await live.harness.post(body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "sent",
        message: body.lang === "es" ? es.contactForm.server.sent : en.contactForm.server.sent,
      });
      expect(live.sink.messages.length).toBe(before);
      const quarantined = await live.harness.store.listQuarantined();
      expect(
        quarantined.find((record) => record.submission.email === body.email && record.quarantineReason === reason),
      ).toBeDefined();
    },
  );

  it("quarantines a submission sent with a genuine token younger than its minimum age", async () => {
    const before = live.sink.messages.length;
    const formToken = createFormTokens(testSecret).issue(live.harness.clock.now());
    const response = await live.harness.post(contactBody({ formToken, email: "quick@example.com" }));
    expect(response.status).toBe(200);
    expect(live.sink.messages.length).toBe(before);
    expect(await live.harness.store.listQuarantined()).toContainEqual(
      expect.objectContaining({
        quarantineReason: "token-too-fast",
        submission: expect.objectContaining({ email: "quick@example.com" }),
      }),
    );
  });
});

describe("token problems are the site's, never the visitor's (docs/decisions/010)", () => {
  const tokenCases = [
    ["no token at all (the token fetch failed)", { formToken: undefined }, "missing", "No form token"],
    ["an empty token (the form sends '' when it has none)", { formToken: "" }, "missing", "No form token"],
    [
      "a token signed with another secret (FORM_SECRET rotated)",
      { formToken: createFormTokens("another-secret-entirely!").issue(new Date(0)) },
      "invalid",
      "Form token not valid",
    ],
    ["a token of the wrong type", { formToken: 12345 }, "invalid", "Form token not valid"],
  ] as const;

  it.each(tokenCases)(
    "delivers a submission with %s, noted in the e-mail and the log",
    async (_, token, problem, note) => {
      const logged = await createHarness({ smtpUrl: live.sink.url });
      const before = live.sink.messages.length;
      const email = `token-${problem}-${live.sink.messages.length}@example.com`;
      const response = await logged.handler(jsonPost(contactBody({ ...token, email }), {}), {
        clientIp: "203.0.113.7",
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "sent", message: en.contactForm.server.sent });
      expect(live.sink.messages.length).toBe(before + 1);
      expect(live.sink.messages.at(-1)?.text).toContain(`Note: ${note}`);
      expect(await logged.store.listQuarantined()).toEqual([]);
      const record = await logged.store.get(live.sink.submissionIds.at(-1) ?? "");
      expect(record).toMatchObject({ status: "sent", tokenProblem: problem });
      expect(logged.logs.at(-1)).toMatchObject({ outcome: "sent", token: problem });
      await logged.cleanup();
    },
  );
});

describe("an expired form token (docs/decisions/022)", () => {
  it.each([
    ["en", en.contactForm.server.tokenExpired],
    ["es", es.contactForm.server.tokenExpired],
  ] as const)(
    "gets a 409 that says, in %s, the form was renewed and the message is still there; nothing is kept",
    async (lang, message) => {
      const before = live.sink.messages.length;
      const issued = new Date(live.harness.clock.now().getTime() - 2 * 3_600_000 - 1);
      const formToken = createFormTokens(testSecret).issue(issued);
      const email = `expired-${lang}@example.com`;
      const response = await live.harness.post(contactBody({ formToken, email, lang }));
      expect(response.status).toBe(409);
      await expectSecurityHeaders(response);
      expect(await response.json()).toEqual({ status: "error", message });
      expect(live.sink.messages.length).toBe(before);
      const held = await live.harness.store.listQuarantined();
      expect(held.find((record) => record.submission.email === email)).toBeUndefined();
    },
  );
});

describe("the site's own origin", () => {
  it("is accepted from SITE_URL as well as from the request's own host", async () => {
    const before = live.sink.messages.length;
    const fromSite = await live.harness.post(contactBody(), {
      Origin: "https://www.nais.example.com",
      "Sec-Fetch-Site": "same-origin",
    });
    const fromHost = await live.harness.post(contactBody(), { Origin: "https://localhost:3000" });
    expect([fromSite.status, fromHost.status]).toEqual([200, 200]);
    expect(live.sink.messages.length).toBe(before + 2);
  });
});

describe("rate limit, failures and logs", () => {
  it("answers 429 with Retry-After past the limit", async () => {
    const limited = await createHarness({
      smtpUrl: live.sink.url,
      rateLimiter: createRateLimiter({ perMinute: 2, perHour: 0 }),
    });
    expect((await limited.post(contactBody())).status).toBe(200);
    expect((await limited.post(contactBody())).status).toBe(200);
    const third = await limited.post(contactBody());
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await third.json()).toMatchObject({ message: en.contactForm.server.rateLimited });
    await limited.cleanup();
  });

  it("still mails the enquiry when the store is down, and says so only when both fail", async () => {
    const broken = await createHarness({ smtpUrl: live.sink.url });
    broken.deps.store.put = async () => {
      throw new Error("disk full");
    };
    const before = live.sink.messages.length;
    expect((await broken.post(contactBody())).status).toBe(200);
    expect(live.sink.messages.length).toBe(before + 1);

    const nothingWorks = await createHarness({ smtpUrl: "smtp://127.0.0.1:9", timeoutMs: 300 });
    nothingWorks.deps.store.put = broken.deps.store.put;
    const response = await nothingWorks.post(contactBody());
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe(
      `We could not send your message right now. Please call us at ${siteConfig.phone.display} or e-mail ${siteConfig.email}.`,
    );
    await broken.cleanup();
    await nothingWorks.cleanup();
  });

  it("answers 500 without details when something unexpected breaks", async () => {
    const broken = await createHarness({ smtpUrl: live.sink.url });
    broken.deps.formTokens.verify = () => {
      throw new Error("secret stack trace at /srv/app.ts:12");
    };
    const response = await broken.post(contactBody());
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: "error",
      message: en.contactForm.server.unexpected.replace("{phone}", siteConfig.phone.display),
    });
    expect(text).not.toContain("stack");
    await broken.cleanup();
  });

  it("logs one JSON line per request, with the e-mail masked and never the message", async () => {
    const logged = await createHarness({ smtpUrl: live.sink.url });
    await logged.post(contactBody({ message: "My secret tax situation is complicated." }));
    const requestLines = logged.logs;
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]?.event).toBe("send-email");
    expect(requestLines[0]).toMatchObject({
      level: "info",
      outcome: "sent",
      status: 200,
      kind: "contact",
      lang: "en",
      email: "m***@example.com",
    });
    expect(typeof requestLines[0]?.durationMs).toBe("number");
    expect(JSON.stringify(logged.logs)).not.toContain("secret tax situation");
    expect(JSON.stringify(logged.logs)).not.toContain("maria@example.com");
    await logged.cleanup();

    const failing = await createHarness({ smtpUrl: "smtp://127.0.0.1:9", timeoutMs: 300 });
    expect((await failing.post(contactBody({ lang: "es" }))).status).toBe(202);
    expect(failing.logs).toEqual([
      expect.objectContaining({ event: "send-email", level: "warn", outcome: "queued", status: 202, lang: "es" }),
    ]);
    expect(failing.logs[0]?.error).toMatch(/ECONNREFUSED|ESOCKET|ETIMEDOUT/);
    await failing.cleanup();
  });
});
