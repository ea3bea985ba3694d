import { testimonialsFor } from "#app/content/testimonials/index.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { aServicePage, expect, test } from "./support.ts";

/**
 * `npm test` builds without CONTEXT, like `npm start` and a deploy preview: while samples remain,
 * every page says so in its language and each sample testimonial is marked (docs/decisions/008). That a
 * production build shows neither is unit-tested (app/lib/sample-notice.test.ts).
 */
/** How many of a page's testimonials are samples, as content/testimonials.json says. */
const samplesOn = (page: Parameters<typeof testimonialsFor>[0], lang: "en" | "es") =>
  testimonialsFor(page, lang).filter((testimonial) => testimonial.sample).length;

const pages = [
  { lang: "en", path: "/", testimonials: samplesOn("home", "en") },
  { lang: "es", path: "/es", testimonials: samplesOn("home", "es") },
  { lang: "en", path: aServicePage.path.en, testimonials: samplesOn(aServicePage.id, "en") },
  { lang: "es", path: "/es/sobre-nais", testimonials: 0 },
  { lang: "en", path: "/privacy-policy", testimonials: 0 },
  { lang: "es", path: "/es/pagina-que-no-existe", testimonials: 0 },
] as const;

for (const { lang, path, testimonials } of pages) {
  test(`the sample-content notice and labels (${path})`, async ({ page }) => {
    const words = dictionaries[lang].sampleContent;
    await page.goto(path);
    const notice = page.getByRole("complementary", { name: words.label });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(words.notice);
    await expect(page.getByText(words.testimonial, { exact: true })).toHaveCount(testimonials);
    if (testimonials > 0)
      for (const figure of await page
        .getByRole("figure")
        .filter({ has: page.locator("blockquote") })
        .all())
        await expect(figure.getByText(words.testimonial, { exact: true })).toHaveCount(1);
  });
}
