// @vitest-environment node
/**
 * The function inside the real Hono app, configured as `npm start` configures it, without
 * SMTP_URL: a submission ends up as a readable `.eml` in OUTBOX_DIR.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../app/i18n/en.ts";
import { createApp } from "../app.ts";
import { securityManifestFile } from "../security-headers.ts";
import { createFormTokens } from "./form-token.ts";
import { silentLogger } from "./logger.ts";
import { createNodeSendEmail } from "./node-instance.ts";
import { contactBody, testSecret } from "./test-support/fixtures.ts";

let root: string;
let outboxDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "app-mount-"));
  outboxDir = join(root, "outbox");
  const clientDir = join(root, "client");
  for (const page of ["404", "es/404"]) {
    await mkdir(join(clientDir, page), { recursive: true });
    await writeFile(join(clientDir, page, "index.html"), "<!doctype html><title>Not found</title>");
  }
  // What the build writes beside build/client for the pages' security headers (none needed here).
  await writeFile(join(root, securityManifestFile), JSON.stringify({ scriptHashesByFile: {} }));
  const sendEmail = await createNodeSendEmail(
    { OUTBOX_DIR: outboxDir, FORM_SECRET: testSecret, RATE_LIMIT_PER_MINUTE: "3", MAIL_TO: "office@example.com" },
    { logger: silentLogger },
  );
  app = createApp({ clientDir, sendEmail });
});
afterAll(() => rm(root, { recursive: true, force: true }));

const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request("http://localhost/.netlify/functions/send-email", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("the e-mail function in the Hono app", () => {
  it("hands out form tokens", async () => {
    const response = await app.request("http://localhost/.netlify/functions/send-email");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ token: expect.stringMatching(/^[0-9a-z]+\.[\w-]{43}$/) });
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
