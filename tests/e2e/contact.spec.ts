import { join } from "node:path";
import type { Page } from "@playwright/test";
import { startedIslandsAttribute } from "#app/islands/with-site.tsx";
import { e2eOutboxDir } from "../../scripts/support/harness.ts";
import { mailDirectory, messagesContaining } from "../../scripts/support/mail.ts";
import { delayScripts, expect, field, islandStarted, test, widths } from "./support.ts";

const t = {
  en: {
    path: "/contact",
    name: "Full name",
    email: "E-mail address",
    phone: "Phone number",
    service: "Service of interest",
    message: "Message",
    submit: "Send Message",
    courses: "Which QuickBooks courses interest you?",
    qbOption: "QuickBooks Training",
    irsOption: "IRS Help",
    course: "QuickBooks Tips & Tricks Workshop",
    errors: [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Please select a service",
      "Message must be at least 10 characters",
    ],
    success: "Message Sent Successfully!",
    toast: "Message sent successfully",
    another: "Send Another Message",
    dialog: "There was a problem sending your message",
    tryAgain: "Try Again",
    close: "Close",
  },
  es: {
    path: "/es/contacto",
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    service: "Servicio de interés",
    message: "Mensaje",
    submit: "Enviar mensaje",
    courses: "¿Qué cursos de QuickBooks le interesan?",
    qbOption: "Capacitación en QuickBooks",
    irsOption: "Ayuda con el IRS",
    course: "Taller de consejos y trucos de QuickBooks",
    errors: [
      "El nombre debe tener al menos 2 caracteres",
      "Por favor ingrese un correo electrónico válido",
      "Por favor seleccione un servicio",
      "El mensaje debe tener al menos 10 caracteres",
    ],
    success: "¡Mensaje enviado con éxito!",
    toast: "Mensaje enviado con éxito",
    another: "Enviar otro mensaje",
    dialog: "Hubo un problema al enviar su mensaje",
    tryAgain: "Intentar de nuevo",
    close: "Cerrar",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  const s = t[lang];
  /** Opens the form and sends an enquiry about an IRS letter, as a person would. */
  const sendIrsEnquiry = async (page: Page) => {
    await page.goto(s.path);
    await islandStarted(page, "contact-form");
    await field(page, s.name).fill("Ana López");
    await field(page, s.email).fill("ana@example.com");
    await field(page, s.service).selectOption({ label: s.irsOption });
    await field(page, s.message).fill("I received a letter from the IRS.");
    await page.getByRole("button", { name: s.submit }).click();
  };
  test.describe(`contact form (${lang})`, () => {
    test("shows each validation message under its field and focuses the first invalid one", async ({ page }) => {
      await page.goto(s.path);
      await islandStarted(page, "contact-form");
      await page.getByRole("button", { name: s.submit }).click();
      const fields = [s.name, s.email, s.service, s.message];
      for (const [i, label] of fields.entries()) {
        const control = field(page, label);
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(new RegExp(s.errors[i] as string));
      }
      await expect(field(page, s.name)).toBeFocused();
      await field(page, s.name).fill("Ana López");
      await field(page, s.email).fill("not-an-email");
      await field(page, s.message).fill("short");
      await page.getByRole("button", { name: s.submit }).click();
      await expect(page.getByText(s.errors[0])).toHaveCount(0);
      await expect(page.getByText(s.errors[1])).toBeVisible();
      await expect(page.getByText(s.errors[3])).toBeVisible();
      await expect(field(page, s.email)).toBeFocused();
    });

    test("shows the course checklist only for QuickBooks Training", async ({ page }) => {
      await page.goto(s.path);
      const checklist = page.getByRole("group", { name: s.courses });
      await expect(checklist).toHaveCount(0);
      await field(page, s.service).selectOption({ label: s.qbOption });
      await expect(checklist).toBeVisible();
      await expect(checklist.getByRole("checkbox")).toHaveCount(5);
      await field(page, s.service).selectOption({ label: s.irsOption });
      await expect(checklist).toHaveCount(0);
    });

    test("a real submission reaches the success view and the toast, with the right request body", async ({ page }) => {
      await page.goto(s.path);
      await islandStarted(page, "contact-form");
      await field(page, s.name).fill("Ana López");
      await field(page, s.email).fill("ana@example.com");
      await field(page, s.service).selectOption({ label: s.qbOption });
      await page.getByRole("checkbox", { name: s.course }).check();
      await field(page, s.message).fill("I would like to learn QuickBooks for my bakery.");
      const request = page.waitForRequest(
        (r) => r.url().endsWith("/.netlify/functions/send-email") && r.method() === "POST",
      );
      await page.getByRole("button", { name: s.submit }).click();
      const body = (await request).postDataJSON();
      expect(body).toMatchObject({
        name: "Ana López",
        email: "ana@example.com",
        phone: "Not provided",
        service: "QuickBooks Training",
        quickbooksDetails: "QuickBooks Tips & Tricks Workshop",
        website: "",
        lang,
      });
      expect(body.message).toBe(
        "I would like to learn QuickBooks for my bakery.\n\nInterested in: QuickBooks Tips & Tricks Workshop",
      );
      await expect(page.getByRole("heading", { name: s.success })).toBeVisible();
      await expect(page.getByText(s.toast, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: s.another }).click();
      await expect(field(page, s.name)).toHaveValue("");
    });

    test("a server error shows its message in the dialog, and Try Again resets the form", async ({ page }) => {
      await page.route("**/.netlify/functions/send-email", (route) =>
        route.request().method() === "POST"
          ? route.fulfill({
              status: 500,
              contentType: "application/json",
              body: JSON.stringify({ message: "Mail server unavailable" }),
            })
          : route.fallback(),
      );
      await sendIrsEnquiry(page);
      const dialog = page.getByRole("alertdialog", { name: s.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Mail server unavailable");
      await dialog.getByRole("button", { name: s.tryAgain }).click();
      await expect(dialog).toBeHidden();
      await expect(field(page, s.name)).toHaveValue("");
      await expect(field(page, s.message)).toHaveValue("");
    });

    test("a server error without a message shows the default, and Close keeps what was typed", async ({ page }) => {
      await page.route("**/.netlify/functions/send-email", (route) =>
        route.request().method() === "POST" ? route.fulfill({ status: 502, body: "" }) : route.fallback(),
      );
      await sendIrsEnquiry(page);
      const dialog = page.getByRole("alertdialog", { name: s.dialog });
      await expect(dialog).toContainText(lang === "en" ? "Failed to send message" : "No se pudo enviar el mensaje");
      await dialog.getByRole("button", { name: s.close }).first().click();
      await expect(dialog).toBeHidden();
      await expect(field(page, s.name)).toHaveValue("Ana López");
    });
  });
}

test("a filled honeypot shows success and sends nothing", async ({ page }) => {
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST") posted = true;
  });
  await page.goto("/contact");
  await islandStarted(page, "contact-form");
  await field(page, "Full name").fill("Bot");
  await field(page, "E-mail address").fill("bot@example.com");
  await field(page, "Service of interest").selectOption({ label: "Bookkeeping" });
  await field(page, "Message").fill("Buy cheap followers now");
  await page.locator("input[name=nais_hp_field]").fill("https://spam.example");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
  expect(posted).toBe(false);
});

test("with no SMTP server configured, an enquiry lands as a readable .eml in the outbox", async ({ page }) => {
  const marker = `Outbox check ${Date.now()}`;
  await page.goto("/es/contacto");
  await islandStarted(page, "contact-form");
  await field(page, "Nombre completo").fill("Rosa Martínez");
  await field(page, "Correo electrónico").fill("rosa@example.com");
  await field(page, "Servicio de interés").selectOption({ label: "Preparación de impuestos" });
  await field(page, "Mensaje").fill(`${marker}: necesito ayuda con mi declaración.`);
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByRole("heading", { name: "¡Mensaje enviado con éxito!" })).toBeVisible();
  const inbox = mailDirectory(join(e2eOutboxDir, "inbox"));
  await expect
    .poll(async () => (await messagesContaining(inbox, marker)).map((message) => message.replyTo?.text))
    .toEqual([expect.stringMatching(/<rosa@example\.com>$/)]);
});

for (const [i, width] of widths.entries()) {
  // One language at each width: the two widths and the two languages are both covered.
  const lang = i === 0 ? "en" : "es";
  const s = t[lang];
  test(`${width.name}, scripts a second late (${lang}): the fields and the course checklist answer the first tap, and the enquiry arrives with them`, async ({
    page,
  }) => {
    const marker = `First tap ${lang} ${Date.now()}`;
    await page.setViewportSize(width.size);
    await delayScripts(page);
    await page.goto(s.path, { waitUntil: "commit" });
    await field(page, s.name).fill("Ana López");
    await field(page, s.email).fill("ana@example.com");
    await field(page, s.service).selectOption({ label: s.qbOption });
    await page.getByRole("checkbox", { name: s.course }).check();
    await field(page, s.message).fill(`${marker}: I would like to learn QuickBooks.`);
    await page.getByRole("button", { name: s.submit }).click();
    // Sent natively before the island starts (decision 007), or by the island after: either way, sent.
    await expect(page.getByRole("heading", { name: s.success })).toBeVisible();
    const inbox = mailDirectory(join(e2eOutboxDir, "inbox"));
    await expect
      .poll(async () => (await messagesContaining(inbox, marker)).map((message) => message.text))
      .toEqual([expect.stringContaining("Interested in: QuickBooks Tips & Tricks Workshop")]);
  });
}

for (const lang of ["en", "es"] as const) {
  const s = t[lang];
  test(`a Register Interest link's service and course are in the form before any script file, and a first choice of the visitor's stays (${lang})`, async ({
    page,
  }) => {
    await delayScripts(page, 3_000);
    await page.goto(`${s.path}?service=QuickBooks+Training&course=qb-tips`, { waitUntil: "commit" });
    await expect(field(page, s.service)).toHaveValue("QuickBooks Training");
    await expect(page.getByRole("checkbox", { name: s.course })).toBeChecked();
    // Before the island has started: what the page's own inline script chose.
    expect(await page.locator("html").getAttribute(startedIslandsAttribute)).toBeNull();
    await expect(page).toHaveURL(s.path);
    // The visitor changes their mind at once; the island, once started, keeps their choice.
    await field(page, s.service).selectOption({ label: s.irsOption });
    await field(page, s.name).fill("Ana López");
    await islandStarted(page, "contact-form");
    await expect(field(page, s.service)).toHaveValue("IRS Help");
    await expect(field(page, s.name)).toHaveValue("Ana López");
  });
}
