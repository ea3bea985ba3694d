import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { serviceNames } from "#app/content/service-names.ts";
import { taxCalendar } from "#app/content/tax-calendar/calendar.ts";
import { feeds } from "#app/content/tax-calendar/feeds.ts";
import { type Audience, audiences } from "#app/content/tax-calendar/schema.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { format } from "#app/lib/format.ts";
import { type Lang, pathOf } from "#app/lib/route-table.ts";
import { expect, field, test } from "./support.ts";

/** The titles of an audience's dated deadlines (every audience's without one), as the page words them. */
const titlesOf = (lang: Lang, audience?: Audience) =>
  new Set(
    taxCalendar.rules
      .filter((rule) => rule.rule.kind !== "dependsOnBusiness" && (!audience || rule.audience === audience))
      .map((rule) => rule.title[lang]),
  );

/** The deadlines shown: each dated entry's title (an entry carries its day in a `<time>`). */
const shownTitles = (page: Page) =>
  page
    .getByRole("listitem")
    .filter({ has: page.locator("time") })
    .getByRole("heading", { level: 3 })
    .allTextContents();

/** Every shown deadline is the audience's, and the audience has some: what the filter promises. */
async function expectOnly(page: Page, lang: Lang, audience?: Audience) {
  const expected = titlesOf(lang, audience);
  await expect.poll(async () => (await shownTitles(page)).every((title) => expected.has(title))).toBe(true);
  expect((await shownTitles(page)).length).toBeGreaterThan(0);
}

async function choose(page: Page, lang: Lang, choice: Audience | "all") {
  await page.getByRole("radio", { name: dictionaries[lang].taxCalendar.audiences[choice], exact: true }).check();
}

for (const lang of ["en", "es"] as const) {
  const words = dictionaries[lang].taxCalendar;
  const path = pathOf("tax-calendar", lang);

  test.describe(`tax calendar (${lang})`, () => {
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("filters the deadlines, the reminders and the feeds by audience", async ({ page }) => {
        await page.goto(path);
        await expectOnly(page, lang);
        const all = (await shownTitles(page)).length;
        for (const audience of audiences) {
          await choose(page, lang, audience);
          await expectOnly(page, lang, audience);
          expect((await shownTitles(page)).length).toBeLessThan(all);
          // The feeds offered are the audience's alone.
          const subscribe = page.getByRole("region", { name: words.subscribeTitle });
          await expect(subscribe.getByRole("heading", { level: 3 })).toHaveText([words.audiences[audience]]);
          // The dates that depend on the business are the businesses'.
          await expect(page.getByRole("heading", { level: 2, name: words.remindersTitle })).toBeVisible({
            visible: audience === "businesses",
          });
        }
        await choose(page, lang, "all");
        expect((await shownTitles(page)).length).toBe(all);
      });
    });

    test("filters with JavaScript too, and the address keeps the choice", async ({ page }) => {
      await page.goto(path);
      await choose(page, lang, "employers");
      await expectOnly(page, lang, "employers");
      await expect(page).toHaveURL(`${path}?audience=employers`);
      await page.reload();
      await expect(page.getByRole("radio", { name: words.audiences.employers, exact: true })).toBeChecked();
      await expectOnly(page, lang, "employers");
      await choose(page, lang, "all");
      await expect(page).toHaveURL(path);
    });

    test("leads from a deadline to its service page and to the contact form with the service chosen", async ({
      page,
    }) => {
      const rule = taxCalendar.rules.find((r) => r.id === "form-1040");
      if (!rule) throw new Error("no form-1040 rule");
      const service = serviceNames[lang][rule.service];
      const deadline = () =>
        page
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { level: 3, name: rule.title[lang], exact: true }) })
          .first();

      await page.goto(path);
      await deadline()
        .getByRole("link", { name: format(words.serviceLink, { service }) })
        .click();
      await expect(page).toHaveURL(pathOf(`service/${rule.service}`, lang));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      await page.goto(path);
      await deadline().getByRole("link", { name: words.contactLink }).click();
      // The form chose the service from the link's address, then shows the page's own address.
      await expect(field(page, dictionaries[lang].form.service)).toHaveValue("Tax Preparation");
      await expect(page).toHaveURL(pathOf("contact", lang));
    });
  });
}

test.describe("tax calendar feeds", () => {
  for (const feed of feeds) {
    test(`${feed.path} is a calendar of the audience's deadlines, sent as text/calendar`, async ({ request }) => {
      const response = await request.get(feed.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      const calendar = new ICAL.Component(ICAL.parse(await response.text()));
      expect(calendar.getFirstPropertyValue("x-wr-calname")).toContain(taxCalendar.feedNames[feed.audience][feed.lang]);
      const events = calendar.getAllSubcomponents("vevent");
      expect(events.length).toBeGreaterThan(0);
      const titles = titlesOf(feed.lang, feed.audience);
      for (const event of events) {
        const summary = String(event.getFirstPropertyValue("summary"));
        expect(
          [...titles].some((title) => summary.startsWith(title)),
          summary,
        ).toBe(true);
        expect(event.getFirstSubcomponent("valarm")).not.toBeNull();
      }
    });
  }

  test("the page's download link is the feed, and Apple's is the same address over webcal", async ({ page }) => {
    const words = dictionaries.en.taxCalendar;
    await page.goto(pathOf("tax-calendar", "en"));
    const employers = page.getByRole("list", { name: words.audiences.employers });
    const download = await employers.getByRole("link", { name: words.download }).getAttribute("href");
    const apple = await employers.getByRole("link", { name: words.subscribeApple }).getAttribute("href");
    const path = feeds.find((f) => f.lang === "en" && f.audience === "employers")?.path ?? "";
    expect(download?.endsWith(path)).toBe(true);
    expect(apple).toBe(download?.replace(/^https?:/, "webcal:"));
  });
});
