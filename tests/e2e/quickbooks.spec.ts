import { join } from "node:path";
import type { Page } from "@playwright/test";
import { quickbooksContent } from "#app/content/index.ts";
import { e2eOutboxDir } from "../../scripts/support/harness.ts";
import { mailDirectory, messagesContaining } from "../../scripts/support/mail.ts";
import { delayScripts, expect, field, islandStarted, test, widths } from "./support.ts";

const text = {
  en: {
    path: "/services/quickbooks-courses",
    contact: "/contact",
    viewDetails: "View Details",
    register: "Register Interest",
    sections: ["Overview", "What you will learn", "Requirements", "Pricing options"],
    email: "E-mail address",
    join: "Join the Waitlist",
    invalidTitle: "Please enter a valid email address",
    invalidText: "We need a valid email to add you to our waitlist",
    failed: "Could not send waitlist signup. Please try again later.",
    thanks: "You're on the list!",
    service: "Service of interest",
    qb: "QuickBooks Training",
    setupCourse: "QuickBooks Setup & Configuration",
    sent: "Message Sent Successfully!",
  },
  es: {
    path: "/es/servicios/cursos-quickbooks",
    contact: "/es/contacto",
    viewDetails: "Ver detalles",
    register: "Registrar interés",
    sections: ["Descripción general", "Lo que aprenderá", "Requisitos", "Opciones de precio"],
    email: "Correo electrónico",
    join: "Unirme a la lista",
    invalidTitle: "Escriba un correo electrónico válido",
    invalidText: "Necesitamos un correo válido para agregarlo a la lista de espera",
    failed: "No se pudo enviar el registro. Inténtelo de nuevo más tarde.",
    thanks: "¡Ya está en la lista!",
    service: "Servicio de interés",
    qb: "Capacitación en QuickBooks",
    setupCourse: "Configuración de QuickBooks",
    sent: "¡Mensaje enviado con éxito!",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  const s = text[lang];
  const content = quickbooksContent[lang];

  test.describe(`QuickBooks page (${lang})`, () => {
    test("each learning format shows exactly its offerings, and the address keeps the choice", async ({ page }) => {
      await page.goto(s.path);
      const list = page.locator("#offerings ul").first();
      await expect(list.getByRole("heading", { level: 3 })).toHaveCount(content.offerings.length);
      for (const format of ["course", "training", "setup", "tips", "all"] as const) {
        await page.getByRole("radio", { name: content.formats.labels[format], exact: true }).check();
        const expected = content.offerings.filter((o) => format === "all" || o.format === format).map((o) => o.title);
        await expect(list.getByRole("heading", { level: 3 })).toHaveText(expected);
        await expect(page).toHaveURL(format === "all" ? s.path : `${s.path}?format=${format}`);
      }
      // A reload or a shared link with the choice shows the same cards.
      await page.goto(`${s.path}?format=tips`);
      await expect(page.getByRole("radio", { name: content.formats.labels.tips, exact: true })).toBeChecked();
      const tips = content.offerings.filter((o) => o.format === "tips").map((o) => o.title);
      await expect(list.getByRole("heading", { level: 3 })).toHaveText(tips);
    });

    test("View Details opens the side sheet with its sections; Escape closes it", async ({ page }) => {
      await page.goto(s.path);
      const offering = content.offerings.find((o) => o.id === "qb-advanced");
      const trigger = page.getByRole("button", { name: new RegExp(offering?.title ?? "") });
      await trigger.click();
      const sheet = page.getByRole("dialog", { name: offering?.title });
      await expect(sheet).toBeVisible();
      for (const heading of s.sections) await expect(sheet.getByRole("heading", { name: heading })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(trigger).toBeFocused();
    });

    for (const width of widths) {
      for (const delayed of [false, true]) {
        // Every tap the moment its control shows, never after hydration (docs/decisions/023); the
        // second run holds every script back a second on the network, as a slow connection would.
        test(`${width.name}${delayed ? ", scripts a second late" : ""}: QB Setup, its first offering, Register Interest; the contact form has the setup course`, async ({
          page,
        }) => {
          await page.setViewportSize(width.size);
          if (delayed) await delayScripts(page);
          await page.goto(s.path, { waitUntil: "commit" });
          await registerInterestInSetup(page);
          await expect(page).toHaveURL(s.contact);
          await expect(field(page, s.service)).toHaveValue("QuickBooks Training");
          await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(1);
          await expect(page.getByRole("checkbox", { checked: true })).toHaveAccessibleName(s.setupCourse);
        });
      }
    }

    test("waitlist: an invalid e-mail shows the toast and sends nothing", async ({ page }) => {
      let posted = false;
      page.on("request", (r) => {
        if (r.method() === "POST") posted = true;
      });
      await page.goto(s.path);
      await islandStarted(page, "waitlist-form", field(page, s.email));
      await page.getByRole("button", { name: s.join }).click();
      await expect(page.getByText(s.invalidTitle).first()).toBeVisible();
      await expect(page.getByText(s.invalidText).first()).toBeVisible();
      await field(page, s.email).fill("no-at-sign");
      await page.getByRole("button", { name: s.join }).click();
      await expect(page.getByText(s.invalidTitle).first()).toBeVisible();
      expect(posted).toBe(false);
    });

    test("waitlist: a failure shows the inline error and keeps the e-mail", async ({ page }) => {
      await page.route("**/.netlify/functions/send-email", (route) =>
        route.request().method() === "POST" ? route.abort("failed") : route.fallback(),
      );
      await page.goto(s.path);
      await islandStarted(page, "waitlist-form", field(page, s.email));
      await field(page, s.email).fill("ana@example.com");
      await page.getByRole("button", { name: s.join }).click();
      await expect(page.getByRole("alert")).toHaveText(s.failed);
      await expect(field(page, s.email)).toHaveValue("ana@example.com");
    });

    test("waitlist: a real signup shows the thank-you view with the right request body", async ({ page }) => {
      await page.goto(s.path);
      await islandStarted(page, "waitlist-form", field(page, s.email));
      await field(page, s.email).fill("ana@example.com");
      const request = page.waitForRequest(
        (r) => r.url().endsWith("/.netlify/functions/send-email") && r.method() === "POST",
      );
      await page.getByRole("button", { name: s.join }).click();
      expect((await request).postDataJSON()).toMatchObject({
        name: "Waitlist Signup",
        email: "ana@example.com",
        service: "QuickBooks Online Course Waitlist",
        honeypot: "",
        lang,
      });
      await expect(page.getByRole("heading", { name: s.thanks })).toBeVisible();
      await expect(field(page, s.email)).toHaveCount(0);
    });
  });
}

/**
 * The visitor's journey on the QuickBooks page, each tap as soon as its control is visible: QB
 * Setup in the learning formats, View Details on the first offering shown, Register Interest.
 */
async function registerInterestInSetup(page: Page): Promise<void> {
  const lang = page.url().includes("/es/") ? "es" : "en";
  const content = quickbooksContent[lang];
  await page.getByRole("radio", { name: content.formats.labels.setup, exact: true }).check();
  const firstShown = page.locator("#offerings li").filter({ visible: true }).first();
  await firstShown.getByRole("button", { name: new RegExp(text[lang].viewDetails, "i") }).click();
  await page.getByRole("dialog").getByRole("link", { name: text[lang].register }).click();
}

for (const [i, width] of widths.entries()) {
  // One language at each width: the two widths and the two languages are both covered.
  const lang = i === 0 ? "es" : "en";
  const s = text[lang];
  test(`${width.name}, scripts a second late (${lang}): the waitlist's first tap signs up`, async ({ page }) => {
    const address = `first-tap-${lang}-${Date.now()}@example.com`;
    await page.setViewportSize(width.size);
    await delayScripts(page);
    await page.goto(s.path, { waitUntil: "commit" });
    await field(page, s.email).fill(address);
    await page.getByRole("button", { name: s.join }).click();
    // Posted natively before the island starts (decision 007), landing on the thank-you page; or,
    // on a machine slow enough that the island started meanwhile, sent by it: either way, signed up.
    await expect(
      page.getByRole("heading", { name: s.thanks }).or(page.getByRole("heading", { level: 1, name: s.sent })),
    ).toBeVisible();
    const inbox = mailDirectory(join(e2eOutboxDir, "inbox"));
    await expect
      .poll(async () => (await messagesContaining(inbox, address)).map((message) => message.subject))
      .toEqual([`Waitlist signup: QuickBooks Online Course — ${address}`]);
  });
}
