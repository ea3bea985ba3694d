// @vitest-environment node
/**
 * The contact form posted with JavaScript off (decisions 007): a urlencoded body through the real
 * handler, a real SMTP server on loopback counting what arrives, and every answer a 303 to a page.
 */
import { describe, expect, it } from "vitest";
import { allPages } from "#app/lib/route-table.ts";
import { nonPageContentSecurityPolicy } from "../../security-headers.ts";
import { noJavaScriptNote } from "../delivery/render-email.ts";
import { createHarness, endpoint, siteOrigin, testSecret } from "../test-support/fixtures.ts";
import { expectNothingMailed, setUpHarnessWithSink } from "../test-support/live-mail.ts";
import {
  checkPageLocation,
  contactBodyFromForm,
  formPostIdempotencyKey,
  formPostResultPaths,
  formPostWindowMs,
} from "./form-post.ts";
import { createFormTokens } from "./form-token.ts";
import { createRateLimiter } from "./rate-limiter.ts";

const live = setUpHarnessWithSink();

type FormFields = Record<string, string | string[] | undefined>;

let serial = 0;
/** The fields the browser posts; each call writes a different message, so no two are duplicates. */
function formFields(overrides: FormFields = {}): FormFields {
  serial += 1;
  return {
    name: "Maria Lopez",
    email: "maria@example.com",
    phone: "805-555-0100",
    service: "Tax Preparation",
    message: `I need help with my 2024 return and an IRS letter (${serial}).`,
    nais_hp_field: "",
    lang: "en",
    ...overrides,
  };
}

function encode(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value ?? []].flat()) params.append(name, one);
  }
  return params.toString();
}

/** What a browser sends for the form on our own page: `Origin` and `Sec-Fetch-Site: same-origin`. */
function formRequest(
  body: FormFields | string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
): Request {
  return new Request(endpoint, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: siteOrigin,
      "Sec-Fetch-Site": "same-origin",
      "Sec-Fetch-Mode": "navigate",
      Referer: `${siteOrigin}/contact`,
      ...headers,
    },
    body: typeof body === "string" || body instanceof Uint8Array ? body : encode(body),
  });
}

const postForm = (fields: FormFields, headers?: Record<string, string>, on = live.harness) =>
  on.handler(formRequest(fields, headers), { clientIp: "203.0.113.7" });

/** A redirect with the function's headers and no JSON anywhere. */
function expectSeeOther(response: Response, location: string): void {
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe(location);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toBe(nonPageContentSecurityPolicy);
  expect(response.headers.get("content-type")).toBeNull();
  expect(response.headers.get("retry-after")).toBeNull();
}

describe("a form posted without JavaScript", () => {
  it("is mailed once and sends the browser to the thank-you page, marked as sent without JavaScript", async () => {
    const before = live.sink.messages.length;
    const fields = formFields({ message: "Hello & <b>welcome</b>\r\nSecond line of my enquiry." });
    const response = await postForm(fields);
    expectSeeOther(response, "/contact/thank-you");
    expect(await response.text()).toBe("");

    expect(live.sink.messages.length).toBe(before + 1);
    const message = live.sink.messages.at(-1);
    expect(message?.subject).toBe("New enquiry: Tax Preparation — Maria Lopez");
    expect(message?.text).toContain("Hello & <b>welcome</b>\nSecond line of my enquiry.");
    expect(message?.text).toContain("Phone: 805-555-0100");
    expect(message?.text).toContain(`Note: ${noJavaScriptNote}`);
    expect(message?.html).toContain(noJavaScriptNote);

    const id = live.sink.submissionIds.at(-1) ?? "";
    expect(await live.harness.store.get(id)).toMatchObject({ status: "sent", sentWithoutJavaScript: true });
    expect(live.harness.logs.at(-1)).toMatchObject({ level: "info", via: "form-post", outcome: "sent", status: 303 });
  });

  it("answers a Spanish visitor in Spanish, with 'Not provided' and the chosen QuickBooks courses", async () => {
    const response = await postForm(
      formFields({
        lang: "es",
        phone: "   ",
        service: "QuickBooks Training",
        message: "Quiero aprender a usar QuickBooks.",
        courses: ["qb-setup", "qb-basics", "not-a-course"],
      }),
    );
    expectSeeOther(response, "/es/contacto/gracias");
    const message = live.sink.messages.at(-1);
    expect(message?.text).toContain("Phone: Not provided");
    expect(message?.text).toContain("QuickBooks courses: QuickBooks Fundamentals, QuickBooks Setup & Configuration");
    expect(message?.text).toContain(
      "Quiero aprender a usar QuickBooks.\n\nInterested in: QuickBooks Fundamentals, QuickBooks Setup & Configuration",
    );
    expect(message?.text).toContain("Language: Spanish");
  });

  it("is accepted from the request's own host too (no SITE_URL in front)", async () => {
    const before = live.sink.messages.length;
    const response = await postForm(formFields(), { Origin: "http://localhost:3000" });
    expectSeeOther(response, "/contact/thank-you");
    expect(live.sink.messages.length).toBe(before + 1);
  });

  it("is delivered once when posted twice, one after the other or at the same time", async () => {
    const before = live.sink.messages.length;
    const fields = formFields();
    const first = await postForm(fields);
    const again = await postForm(fields);
    expectSeeOther(first, "/contact/thank-you");
    expectSeeOther(again, "/contact/thank-you");
    expect(live.sink.messages.length).toBe(before + 1);
    expect(live.harness.logs.at(-1)).toMatchObject({ outcome: "duplicate" });

    const concurrent = formFields();
    const answers = await Promise.all([postForm(concurrent), postForm(concurrent), postForm(concurrent)]);
    for (const answer of answers) expectSeeOther(answer, "/contact/thank-you");
    expect(live.sink.messages.length).toBe(before + 2);
  });

  it("is a new enquiry when the same fields come again in a later ten-minute window", async () => {
    const later = await createHarness({ smtpUrl: live.sink.url });
    const before = live.sink.messages.length;
    const fields = formFields();
    expectSeeOther(await postForm(fields, {}, later), "/contact/thank-you");
    later.clock.advance(formPostWindowMs);
    expectSeeOther(await postForm(fields, {}, later), "/contact/thank-you");
    expect(live.sink.messages.length).toBe(before + 2);
    await later.cleanup();
  });

  it("is quarantined, never mailed, when the honeypot is filled, and still thanked", async () => {
    const before = live.sink.messages.length;
    const response = await postForm(formFields({ email: "bot@example.com", nais_hp_field: "https://spam.example" }));
    expectSeeOther(response, "/contact/thank-you");
    expect(live.sink.messages.length).toBe(before);
    expect(await live.harness.store.listQuarantined()).toContainEqual(
      expect.objectContaining({
        quarantineReason: "honeypot",
        sentWithoutJavaScript: true,
        submission: expect.objectContaining({ email: "bot@example.com" }),
      }),
    );
  });

  it("is not quarantined for lacking a form token, and a posted key changes nothing", async () => {
    const before = live.sink.messages.length;
    const fields = formFields({ email: "no-token@example.com", idempotencyKey: "chosen-by-the-client" });
    expectSeeOther(await postForm(fields), "/contact/thank-you");
    expect(live.sink.messages.length).toBe(before + 1);
    const record = await live.harness.store.get(live.sink.submissionIds.at(-1) ?? "");
    expect(record).toMatchObject({ sentWithoutJavaScript: true });
    expect(record?.tokenProblem).toBeUndefined();
  });

  it("has a posted form token checked as strictly as the script's (docs/decisions/022)", async () => {
    const before = live.sink.messages.length;
    const tokens = createFormTokens(testSecret);
    const now = live.harness.clock.now();

    // A genuine token sent sooner than its minimum age: held, as from the script.
    const quick = formFields({ email: "quick-form@example.com", formToken: tokens.issue(now) });
    expectSeeOther(await postForm(quick), "/contact/thank-you");
    expect(await live.harness.store.listQuarantined()).toContainEqual(
      expect.objectContaining({
        quarantineReason: "token-too-fast",
        submission: expect.objectContaining({ email: "quick-form@example.com" }),
      }),
    );
    expect(live.sink.messages.length).toBe(before);

    // An expired token: the check page, nothing kept or mailed.
    const old = tokens.issue(new Date(now.getTime() - 3 * 3_600_000));
    expectSeeOther(await postForm(formFields({ email: "old-form@example.com", formToken: old })), "/contact/check");
    expect(live.sink.messages.length).toBe(before);

    // A forged token: delivered with the note, as from the script.
    expectSeeOther(
      await postForm(formFields({ email: "forged@example.com", formToken: "forged.token" })),
      "/contact/thank-you",
    );
    expect(live.sink.messages.length).toBe(before + 1);
    const record = await live.harness.store.get(live.sink.submissionIds.at(-1) ?? "");
    expect(record).toMatchObject({
      tokenProblem: "invalid",
      submission: expect.objectContaining({ email: "forged@example.com" }),
    });
  });
});

describe("a form posted without JavaScript that is refused", () => {
  expectNothingMailed(live);

  it("goes to the check page with the fields that broke the rules, nothing stored", async () => {
    const pendingBefore = (await live.harness.store.listPending()).length;
    const response = await postForm(formFields({ name: "M", email: "not-an-address" }));
    expectSeeOther(response, "/contact/check");
    expect(live.harness.logs.at(-1)).toMatchObject({ outcome: "invalid", status: 303, answer: 400, level: "info" });

    const spanish = await postForm(formFields({ lang: "es", message: "Corto", service: "Astrology" }));
    expectSeeOther(spanish, "/es/contacto/revisar");

    const lineBreak = await postForm(formFields({ phone: "805\r\n555" }));
    expectSeeOther(lineBreak, "/contact/check");
    expect((await live.harness.store.listPending()).length).toBe(pendingBefore);
  });

  it("names every field when nothing was filled in", async () => {
    const response = await postForm({ lang: "en" });
    expectSeeOther(response, "/contact/check");
  });

  it("does not let the course list make a too short message pass", async () => {
    const response = await postForm(
      formFields({ service: "QuickBooks Training", message: " ", courses: ["qb-basics", "qb-tips"] }),
    );
    expectSeeOther(response, "/contact/check");
  });

  it("goes to the check page (forbidden) when another site posted it", async () => {
    expectSeeOther(
      await postForm(formFields(), { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }),
      "/contact/check",
    );
    expectSeeOther(await postForm(formFields({ lang: "es" }), { Origin: "null" }), "/es/contacto/revisar");
    expect(live.harness.logs.at(-1)).toMatchObject({ outcome: "cross-site", answer: 403 });
  });

  it("goes to the check page (too-large) past 16 KiB, in the language of the page it came from", async () => {
    const huge = formFields({ lang: "es", message: "x".repeat(17 * 1024) });
    const response = await postForm(huge, { Referer: `${siteOrigin}/es/contacto` });
    expectSeeOther(response, "/es/contacto/revisar");
  });

  it("goes to the check page (unexpected) for a body that is not UTF-8", async () => {
    const response = await live.harness.handler(formRequest(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff])));
    expectSeeOther(response, "/contact/check");
  });

  it("goes to the check page (rate-limited) past the limit, without Retry-After", async () => {
    const limited = await createHarness({
      smtpUrl: "smtp://127.0.0.1:9",
      rateLimiter: createRateLimiter({ perMinute: 1, perHour: 0 }),
    });
    limited.deps.store.put = async () => "created"; // Not delivered: only the answer matters here.
    limited.deps.store.claim = async () => undefined;
    await postForm(formFields(), {}, limited);
    const response = await postForm(formFields({ lang: "es" }), { Referer: `${siteOrigin}/es/contacto` }, limited);
    expectSeeOther(response, "/es/contacto/revisar");
    expect(limited.logs.at(-1)).toMatchObject({ outcome: "rate-limited", answer: 429 });
    await limited.cleanup();
  });
});

describe("a form posted without JavaScript when delivery fails", () => {
  it("is thanked once it is stored, though the mail server is down (queued)", async () => {
    const down = await createHarness({ smtpUrl: "smtp://127.0.0.1:9", timeoutMs: 300 });
    const response = await postForm(formFields(), {}, down);
    expectSeeOther(response, "/contact/thank-you");
    expect(down.logs.at(-1)).toMatchObject({ level: "warn", outcome: "queued", status: 303, answer: 202 });
    const [pending] = await down.store.listPending();
    expect(pending).toMatchObject({ status: "pending", sentWithoutJavaScript: true });
    await down.cleanup();
  });

  it("goes to the check page (unexpected) when it could be neither stored nor mailed", async () => {
    const broken = await createHarness({ smtpUrl: "smtp://127.0.0.1:9", timeoutMs: 300 });
    broken.deps.store.put = async () => {
      throw new Error("disk full");
    };
    expectSeeOther(await postForm(formFields(), {}, broken), "/contact/check");
    expect(broken.logs.at(-1)).toMatchObject({ level: "error", outcome: "not-stored", answer: 500 });
    await broken.cleanup();
  });

  it("goes to the check page (unexpected) when the handler itself fails", async () => {
    const failing = await createHarness({ smtpUrl: live.sink.url });
    failing.deps.attemptLimiter = {
      check() {
        throw new Error("limiter broke");
      },
    } as unknown as typeof failing.deps.attemptLimiter;
    // It failed before the body was read: the page it came from gives the language.
    const response = await postForm(formFields({ lang: "es" }), { Referer: `${siteOrigin}/es/contacto` }, failing);
    expectSeeOther(response, "/es/contacto/revisar");
    expect(failing.logs.at(-1)).toMatchObject({ level: "error", outcome: "error", answer: 500 });
    await failing.cleanup();
  });
});

describe("form post helpers", () => {
  it("maps the form's fields to the JavaScript client's body", () => {
    const form = new URLSearchParams(
      "name=Ana&email=ana%40example.com&phone=&service=Bookkeeping&message=Hola+mundo+entero" +
        "&courses=qb-basics&nais_hp_field=&lang=es",
    );
    expect(contactBodyFromForm(form)).toEqual({
      name: "Ana",
      email: "ana@example.com",
      phone: "Not provided",
      service: "Bookkeeping",
      message: "Hola mundo entero", // Courses count only for QuickBooks Training.
      quickbooksDetails: "",
      website: "",
      lang: "es",
    });
    expect(contactBodyFromForm(new URLSearchParams("nais_hp_field=x"))).toMatchObject({
      name: undefined,
      message: undefined,
      website: "x",
    });
  });

  it("sends browsers only to pages the site has, in both languages", () => {
    const routed = allPages.map((page) => page.path);
    expect(routed).toContainEqual(formPostResultPaths.thankYou);
    expect(routed).toContainEqual(formPostResultPaths.check);
  });

  it("sends every problem to the check page of the visitor's language, which lists every rule", () => {
    expect(checkPageLocation("en")).toBe("/contact/check");
    expect(checkPageLocation("es")).toBe(formPostResultPaths.check.es);
  });

  it("derives one key per ten-minute window", () => {
    const at = (iso: string) => formPostIdempotencyKey(new Date(iso));
    expect(at("2026-03-02T10:00:00Z")).toBe(at("2026-03-02T10:09:59.999Z"));
    expect(at("2026-03-02T10:00:00Z")).not.toBe(at("2026-03-02T10:10:00Z"));
  });
});
