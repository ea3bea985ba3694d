// @vitest-environment node
/**
 * The function inside the real Hono app, configured as `npm start` configures it, without
 * SMTP_URL: a submission ends up as a readable `.eml` in OUTBOX_DIR.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { createFormTokens } from "../intake/form-token.ts";
import { contactBody, testSecret } from "../test-support/fixtures.ts";
import { createTestApp } from "../test-support/test-app.ts";

let outboxDir: string;
let app: Awaited<ReturnType<typeof createTestApp>>["app"];
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const subject = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3", FORM_TOKEN_MIN_AGE_MS: "250" });
  ({ outboxDir, app, cleanup } = subject);
});
afterAll(() => cleanup());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request("http://localhost/.netlify/functions/send-email", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("the e-mail function in the Hono app", () => {
  it("hands out form tokens at their own address, and still where pages loaded before the change ask", async () => {
    for (const path of ["/.netlify/functions/form-token", "/.netlify/functions/send-email"]) {
      const response = await app.request(`http://localhost${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        token: expect.stringMatching(/^[0-9a-z]+\.[\w-]{43}$/),
        minAgeMs: 250,
        maxAgeMs: 2 * 3_600_000,
      });
    }
    const post = await app.request("http://localhost/.netlify/functions/form-token", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
  });

  it("writes a readable .eml into OUTBOX_DIR when no SMTP server is configured", async () => {
    const formToken = createFormTokens(testSecret).issue(new Date(Date.now() - 10_000));
    const response = await post(
      contactBody({ formToken, name: "José Núñez", message: "¿Pueden ayudarme con mi ITIN?" }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent", message: en.contactForm.server.sent });

    const files = await readdir(join(outboxDir, "inbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{32}\.eml$/);
    const parsed = await simpleParser(await readFile(join(outboxDir, "inbox", files[0] ?? "")));
    expect(parsed.subject).toBe("New enquiry: Tax Preparation — José Núñez");
    expect(parsed.text).toContain("¿Pueden ayudarme con mi ITIN?");
    expect(await readdir(join(outboxDir, "sent"))).toHaveLength(2); // The record and its .eml.
  });

  it("answers for itself rather than with the site's 404 page or redirects", async () => {
    const put = await app.request("http://localhost/.netlify/functions/send-email", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
  });

  it("sends a form posted without JavaScript on to the thank-you page, with the site's headers", async () => {
    const response = await app.request("http://localhost/.netlify/functions/send-email", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
        "Sec-Fetch-Site": "same-origin",
      },
      body: "name=Ana+Ruiz&email=ana%40example.com&phone=&service=Bookkeeping&message=Necesito+ayuda+con+mis+libros.&nais_hp_field=&lang=es",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/es/contacto/gracias");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
    const inbox = await readdir(join(outboxDir, "inbox"));
    const emails = await Promise.all(inbox.map((file) => readFile(join(outboxDir, "inbox", file), "utf8")));
    expect(emails.filter((raw) => raw.includes("Sent without JavaScript (no timing check)"))).toHaveLength(1);
  });

  it("applies the per-client rate limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(contactBody())).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
