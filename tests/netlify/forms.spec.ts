/**
 * The forms on Netlify reach their functions at the addresses the pages use, and every enquiry
 * arrives as an e-mail: sent with JavaScript and without, the waitlist, the form token, a held
 * submission released through the digest's link, a failed delivery retried by the scheduled run.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { formTokenEndpoint, sendEmailEndpoint } from "#app/contact-form/contact-contract.ts";
import { netlifyMailDir } from "../../scripts/support/harness.ts";
import { failOnceMarker, mailDirectory, messagesContaining } from "../../scripts/support/mail.ts";
import { baseSecurityHeaders } from "../../server/security-headers.ts";
import { expect, field, islandStarted, test } from "../e2e/support.ts";

/** The messages the emulation's SMTP sink accepted (scripts/ops/netlify-serve.ts). */
const mailbox = mailDirectory(netlifyMailDir);

/** `cross-origin-opener-policy` → `Cross-Origin-Opener-Policy`, as `baseSecurityHeaders` names it. */
const headerCase = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash, c) => dash + c.toUpperCase());

/** The scheduled function, run by hand as `netlify dev` allows (Netlify itself runs it on its schedule). */
const scheduledRun = "/.netlify/functions/retry-outbox";

async function fillContactForm(page: Page, message: string): Promise<void> {
  await field(page, "Full name").fill("Lena Park");
  await field(page, "E-mail address").fill("lena@example.com");
  await field(page, "Service of interest").selectOption({ label: "Bookkeeping" });
  await field(page, "Message").fill(message);
}

test("the contact form, with JavaScript, reaches the function and arrives as an e-mail", async ({ page }) => {
  const marker = `Netlify JS ${randomUUID()}`;
  await page.goto("/contact");
  // This test is of the island's way (fetch, token); the first tap before it is tests/e2e's.
  await islandStarted(page, "contact-form");
  await fillContactForm(page, `${marker}: monthly books for a bakery.`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
  await expect.poll(() => messagesContaining(mailbox, marker)).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to the function, lands on the thank-you page and arrives as an e-mail", async ({
    page,
  }) => {
    const marker = `Netlify no-JS ${randomUUID()}`;
    await page.goto("/es/contacto");
    await field(page, "Nombre completo").fill("Ana López");
    await field(page, "Correo electrónico").fill("ana@example.com");
    await field(page, "Servicio de interés").selectOption({ label: "Ayuda con el IRS" });
    await field(page, "Mensaje").fill(`${marker}: recibí una carta del IRS.`);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page).toHaveURL(/\/es\/contacto\/gracias$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => messagesContaining(mailbox, marker)).toHaveLength(1);
  });
});

test("the QuickBooks waitlist reaches the function and arrives as an e-mail", async ({ page }) => {
  const email = `waitlist-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/services/quickbooks-courses");
  await islandStarted(page, "waitlist-form", field(page, "E-mail address"));
  await field(page, "E-mail address").fill(email);
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  await expect.poll(() => messagesContaining(mailbox, email)).toHaveLength(1);
});

test("the form token function answers a token and its minimum age, with the site's security headers", async ({
  request,
}) => {
  const response = await request.get(formTokenEndpoint);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  // `_headers` does not reach a function's answer on Netlify: the handler sets them itself.
  for (const name of ["permissions-policy", "cross-origin-opener-policy", "cross-origin-resource-policy"]) {
    expect(response.headers()[name], name).toBe(baseSecurityHeaders[headerCase(name)]);
  }
  expect(response.headers()["referrer-policy"]).toBeTruthy();
  const grant = await response.json();
  expect(grant.token).toMatch(/^[a-z0-9]+\.[\w-]+$/);
  expect(grant.minAgeMs).toBe(800);
});

// Both run the scheduled function, which sends the digest of everything held: one after the other.
test.describe("the scheduled run", () => {
  test.describe.configure({ mode: "serial" });

  test("a held submission reaches a person through the digest, and its link releases it", async ({ page, request }) => {
    // A bot's post: the hidden field is filled, so the function holds it instead of mailing it.
    const marker = `Held on Netlify ${randomUUID()}`;
    const posted = await request.post(sendEmailEndpoint, {
      data: {
        name: "Held Visitor",
        email: "held@example.com",
        phone: "Not provided",
        service: "Bookkeeping",
        // Attacker text: a live link and invisible, direction-changing characters.
        message: `${marker}: please call me back. https://evil.example/login \u202Egnp.exe\u200B`,
        quickbooksDetails: "",
        website: "http://spam.example",
        lang: "en",
        idempotencyKey: randomUUID(),
      },
    });
    expect(posted.status()).toBe(200);
    expect(await messagesContaining(mailbox, marker)).toEqual([]);

    // The scheduled run sends the digest, which lists the held submission with its release link.
    let digest = "";
    await expect
      .poll(async () => {
        expect((await request.get(scheduledRun)).status()).toBe(204);
        digest = (await messagesContaining(mailbox, "held as suspected spam")).at(-1)?.text ?? "";
        return digest.includes("Held Visitor");
      })
      .toBe(true);
    const link = /https?:\/\/\S+\/\.netlify\/functions\/release-submission\?\S+/.exec(digest)?.[0];
    expect(link).toBeTruthy();
    // The digest staff act on carries no live link and no invisible character from the visitor.
    expect(digest).not.toContain("https://evil.example");
    expect(digest).not.toMatch(/\p{Cf}/u);

    // Staff open the link and deliver it; the enquiry then arrives like any other.
    await page.goto(link ?? "", { waitUntil: "load" }); // The function's own page: none of the site's scripts.
    await page.getByRole("button", { name: "Deliver it" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delivered");
    const delivered = async () =>
      (await messagesContaining(mailbox, marker)).filter(
        (m) => m.subject === "New enquiry: Bookkeeping — Held Visitor",
      );
    await expect.poll(delivered).toHaveLength(1);
  });

  test("an enquiry whose first delivery failed is delivered by the scheduled run", async ({ page, request }) => {
    const marker = `Retried on Netlify ${randomUUID()} ${failOnceMarker}`;
    await page.goto("/contact");
    await fillContactForm(page, `${marker}: quarterly payroll.`);
    await page.getByRole("button", { name: "Send Message" }).click();
    // Accepted and kept: the visitor is told it was received although the mail server refused it.
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    expect(await messagesContaining(mailbox, marker)).toEqual([]);

    await expect
      .poll(async () => {
        expect((await request.get(scheduledRun)).status()).toBe(204);
        return (await messagesContaining(mailbox, marker)).length;
      })
      .toBe(1);
  });
});
