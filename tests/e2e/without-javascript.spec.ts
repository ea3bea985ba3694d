import { allPaths, anotherServicePage, aServicePage, expect, field, test } from "./support.ts";

test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("every page shows its content and its links point somewhere real", async ({ page, request }) => {
    test.setTimeout(240_000);
    const checked = new Set<string>();
    for (const path of allPaths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      const hrefs = await page
        .locator("main a[href^='/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      for (const href of hrefs) {
        const target = href.split("#")[0] as string;
        if (!target || checked.has(target)) continue;
        checked.add(target);
        expect((await request.get(target, { maxRedirects: 0 })).status(), `${path} → ${target}`).toBe(200);
      }
    }
  });

  test("the mobile menu opens and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es");
    // The menu is a native popover; its services list is open when no script can make it a disclosure.
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await expect(menu.getByRole("button", { name: "Servicios" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: anotherServicePage.name.es, exact: true }).click();
    await expect(page).toHaveURL(anotherServicePage.path.es);
  });

  for (const [home, lang] of [
    ["/", "en"],
    ["/es", "es"],
  ] as const) {
    test(`the home page's video shows its picture and its captions (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(home);
      // One video is visible: the one in <noscript>, with the poster and the page's captions from the start.
      const video = page.locator("video:visible");
      await expect(video).toHaveCount(1);
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute("poster", /^\/assets\/why-nais-poster\.[\w-]+\.webp$/);
      await expect(video.locator(`track[srclang=${lang}]`)).toHaveAttribute("default", "");
      // The picture is fetched, so the video's box is not the controls' empty grey panel.
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => performance.getEntriesByName(element.poster).length))
        .toBe(1);
    });
  }

  test("a service page's artwork shows", async ({ page }) => {
    for (const path of [aServicePage.path.en, aServicePage.path.es]) {
      await page.goto(path);
      const artwork = page.locator("main picture img:visible");
      await expect(artwork, path).toHaveCount(1);
      await expect
        .poll(() => artwork.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
        .toMatch(/\/assets\/.+\.webp$/);
    }
  });

  test("FAQ answers open", async ({ page }) => {
    await page.goto(aServicePage.path.en);
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const first = faq.locator("details").first();
    await first.locator("summary").click();
    await expect(first.locator("div")).toBeVisible();
  });

  test("the contact form still sends and lands on the thank-you page", async ({ page }) => {
    await page.goto("/contact");
    await field(page, "Full name").fill("Sam Ortiz");
    await field(page, "E-mail address").fill("sam@example.com");
    await field(page, "Service of interest").selectOption("Bookkeeping");
    await field(page, "Message").fill("Please call me about monthly bookkeeping.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL("/contact/thank-you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent Successfully!");
  });

  test("an invalid form sent without JavaScript explains what to fix, in Spanish", async ({ page }) => {
    await page.goto("/es/contacto");
    await field(page, "Nombre completo").fill("A");
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page).toHaveURL(/\/es\/contacto\/revisar/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Por favor revise su mensaje");
    await expect(page.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
  });
});
