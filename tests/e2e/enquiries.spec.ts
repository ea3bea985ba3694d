import { join } from "node:path";
import { siteConfig } from "#app/content/site/index.ts";
import { e2eOutboxDir } from "../../scripts/support/harness.ts";
import { mailDirectory, messagesContaining } from "../../scripts/support/mail.ts";
import { aServicePage, expect, field, test } from "./support.ts";

/** What the server delivered (no SMTP_URL: `.eml` files), and the `.eml` copies of what it held. */
const inbox = mailDirectory(join(e2eOutboxDir, "inbox"));
const quarantine = mailDirectory(join(e2eOutboxDir, "quarantine"));

test.describe("every enquiry reaches a person", () => {
  test("a form whose token request failed once, sent at once, is delivered, not held", async ({ page }) => {
    let refused = 0;
    await page.route("**/.netlify/functions/form-token", (route) => {
      if (refused++ === 0) return route.abort("failed");
      return route.fallback();
    });
    const marker = `Token check ${Date.now()}`;
    await page.goto("/contact");
    await field(page, "Full name").fill("Lena Park");
    await field(page, "E-mail address").fill("lena@example.com");
    await field(page, "Service of interest").selectOption({ label: "Bookkeeping" });
    await field(page, "Message").fill(`${marker}: monthly books for a bakery.`);
    // The form asks for a token again and waits out its minimum age before it sends.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
    expect(refused).toBeGreaterThanOrEqual(2);
    await expect.poll(() => messagesContaining(inbox, marker)).toHaveLength(1);
    expect(await messagesContaining(quarantine, marker)).toEqual([]);
  });

  test("a platform's own HTML 429 page gets a clear message with the phone number, and keeps what was typed", async ({
    page,
  }) => {
    await page.route("**/.netlify/functions/send-email", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 429,
            contentType: "text/html",
            body: "<!doctype html><title>Rate limit exceeded</title><h1>Too Many Requests</h1>",
          })
        : route.fallback(),
    );
    await page.goto("/es/contacto");
    await field(page, "Nombre completo").fill("Ana López");
    await field(page, "Correo electrónico").fill("ana@example.com");
    await field(page, "Servicio de interés").selectOption({ label: "Ayuda con el IRS" });
    await field(page, "Mensaje").fill("Recibí una carta del IRS.");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Hubo un problema al enviar su mensaje" });
    await expect(dialog).toContainText("Se enviaron demasiados mensajes desde su conexión");
    await expect(dialog.getByRole("link", { name: siteConfig.phone.display })).toHaveAttribute(
      "href",
      `tel:${siteConfig.phone.e164}`,
    );
    await dialog.getByRole("button", { name: "Cerrar" }).first().click();
    await expect(dialog).toBeHidden();
    await expect(field(page, "Nombre completo")).toHaveValue("Ana López");
    await expect(field(page, "Mensaje")).toHaveValue("Recibí una carta del IRS.");
  });

  test("the waitlist refuses an address the server would refuse, before sending anything", async ({ page }) => {
    let posted = false;
    page.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await page.goto("/services/quickbooks-courses");
    await field(page, "E-mail address").fill("a@b");
    await page.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByText("Please enter a valid email address").first()).toBeVisible();
    await expect(page.getByText("We need a valid email to add you to our waitlist").first()).toBeVisible();
    expect(posted).toBe(false);
  });

  test("a link that names only a course chooses QuickBooks Training and that course", async ({ page }) => {
    await page.goto("/es/contacto?course=qb-tips");
    await expect(field(page, "Servicio de interés")).toHaveValue("QuickBooks Training");
    const checked = page.getByRole("checkbox", { checked: true });
    await expect(checked).toHaveCount(1);
    await expect(page.getByRole("checkbox", { name: "Taller de consejos y trucos de QuickBooks" })).toBeChecked();
    // The address bar shows the page's own URL once the choice is made.
    await expect(page).toHaveURL("/es/contacto");
  });

  test("a service page's artwork falls back to the firm's own when it fails to load", async ({ page }) => {
    // Every file of the artwork, whichever format and width the browser picks (src/lib/images.ts).
    await page.route(new RegExp(`/assets/${aServicePage.pictureName}\\.[\\w-]+\\.(avif|webp)$`), (route) =>
      route.abort("failed"),
    );
    await page.goto(aServicePage.path.en);
    const artwork = page.locator("main section").first().locator("img");
    await expect(artwork).toHaveAttribute("src", "/images/services/fallback.svg");
    await expect.poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  });
});
