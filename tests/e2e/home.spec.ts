import { homeContent } from "#app/content/index.ts";
import { type Lang, languages, pathOf } from "#app/lib/route-table.ts";
import { expect, test } from "./support.ts";

/**
 * The home page's service cards as content/pages/home.json gives them, in its order: the button's
 * words, the page it opens and the card marked most popular (the firm reorders and edits them).
 */
const cards = Object.fromEntries(
  languages.map((lang) => [
    lang,
    homeContent[lang].services.cards.map((card) => ({
      label: card.buttonText,
      href: pathOf(card.link, lang),
      title: card.title,
      mostPopular: card.mostPopular ?? false,
    })),
  ]),
) as Record<Lang, { label: string; href: string; title: string; mostPopular: boolean }[]>;

for (const lang of ["en", "es"] as const) {
  test.describe(`home page (${lang})`, () => {
    const home = lang === "en" ? "/" : "/es";

    test("the hero's two buttons lead to the contact page and the directory", async ({ page }) => {
      await page.goto(home);
      const hero = page.locator("main section").first();
      await hero.getByRole("link", { name: lang === "en" ? "Schedule a Consultation" : "Agende una consulta" }).click();
      await expect(page).toHaveURL(lang === "en" ? "/contact" : "/es/contacto");
      await page.goBack();
      await page
        .locator("main section")
        .first()
        .getByRole("link", { name: lang === "en" ? "Explore Our Services" : "Conozca nuestros servicios" })
        .click();
      await expect(page).toHaveURL(lang === "en" ? "/services" : "/es/servicios");
    });

    test("the service cards link to their pages in the content's order; the one marked is the most popular", async ({
      page,
    }) => {
      await page.goto(home);
      const grid = page.getByRole("region", { name: homeContent[lang].services.title });
      const items = grid.getByRole("listitem");
      await expect(items).toHaveCount(cards[lang].length);
      for (const [i, { label, href }] of cards[lang].entries()) {
        await expect(items.nth(i).getByRole("link", { name: label })).toHaveAttribute("href", href);
      }
      const popular = items.filter({ hasText: homeContent[lang].services.mostPopular });
      const marked = cards[lang].filter((card) => card.mostPopular);
      await expect(popular).toHaveCount(marked.length);
      for (const card of marked) await expect(popular).toContainText(card.title);
      const last = cards[lang].at(-1);
      if (!last) throw new Error("content/pages/home.json has no service card");
      await grid.getByRole("link", { name: last.label }).click();
      await expect(page).toHaveURL(last.href);
    });

    test("the video has a poster, captions in both languages and loads nothing up front", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(home);
      const video = page.locator("video").first();
      await expect(video).toHaveAttribute("preload", "none");
      await expect(video).toHaveAttribute("width", "1280");
      await expect(video).not.toHaveAttribute("poster");
      // Its controls, too, are built once it nears the screen (decision 024).
      await expect(video).not.toHaveAttribute("controls");
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute("controls", "");
      // Below the first screen the poster is set once the video nears the screen (decision 024):
      // its request starts after the first paint. Built by astro:assets: hashed, cached for a year.
      await expect(video).toHaveAttribute("poster", /^\/assets\/why-nais-poster\.[\w-]+\.webp$/);
      const posterRequested = () =>
        video.evaluate((element: HTMLVideoElement) => performance.getEntriesByName(element.poster)[0]?.startTime ?? -1);
      await expect.poll(posterRequested).toBeGreaterThan(0);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      );
      expect(await posterRequested()).toBeGreaterThan(firstPaint);
      await expect(video.locator("track[kind=captions][srclang=en]")).toHaveCount(1);
      await expect(video.locator("track[kind=captions][srclang=es]")).toHaveCount(1);
      // The page language's captions are shown once the video nears the screen, fetched after the
      // first paint too (a `default` track is fetched while the HTML is parsed).
      const captions = video.locator(`track[srclang=${lang}]`);
      await expect.poll(() => captions.evaluate((track: HTMLTrackElement) => track.track.mode)).toBe("showing");
      const captionsRequested = () =>
        captions.evaluate((track: HTMLTrackElement) => performance.getEntriesByName(track.src)[0]?.startTime ?? -1);
      await expect.poll(captionsRequested).toBeGreaterThan(firstPaint);
      for (const src of [
        "/media/why-nais.mp4",
        (await video.getAttribute("poster")) ?? "",
        "/media/why-nais.en.vtt",
        "/media/why-nais.es.vtt",
      ]) {
        expect((await page.request.get(src)).status(), src).toBe(200);
      }
    });
  });
}

test.describe("testimonials", () => {
  test("a carousel with working dots at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    // Slides off screen are hidden from assistive technology, so count them by their role description.
    const slides = carousel.locator("[aria-roledescription=slide]");
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).not.toHaveAttribute("aria-hidden", "true");
    await expect(slides.nth(2)).toHaveAttribute("aria-hidden", "true");
    await carousel.getByRole("button", { name: "Show testimonial 3" }).click();
    await expect(carousel.getByRole("button", { name: "Show testimonial 3" })).toHaveAttribute("aria-current", "true");
    await expect(slides.nth(2)).not.toHaveAttribute("aria-hidden", "true");
    await expect.poll(async () => (await slides.nth(2).boundingBox())?.x ?? -1).toBeLessThan(40);
    await expect.poll(async () => (await slides.nth(2).boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
  });

  test("a three-column grid with no pager at 1440 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/es");
    const carousel = page.getByRole("region", { name: "Testimonios de clientes" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("button", { name: /Ver el testimonio/ })).toHaveCount(0);
    const boxes = () => Promise.all([0, 1, 2].map((i) => carousel.locator("figure").nth(i).boundingBox()));
    // One row once the section is laid out: below the first screen it is drawn as it nears the
    // screen (content-visibility, app/app.css), so the first read may come before.
    await expect.poll(async () => new Set((await boxes()).map((b) => Math.round(b?.y ?? 0))).size).toBe(1);
    for (const box of await boxes()) expect(box?.width ?? 0).toBeGreaterThan(300);
  });
});
