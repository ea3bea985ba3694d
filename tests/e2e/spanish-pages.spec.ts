import { siteConfig } from "#app/content/site/index.ts";
import { pages } from "#app/lib/route-table.ts";
import { chunk, expect, test } from "./support.ts";

/** Words that give away untranslated English. Proper names are removed before the scan. */
const englishGiveaways =
  /\b(the|and|with|your|our|you|for|from|this|that|Services?|Schedule|Explore|Contact Us|About Us|Learn more|Loading|Privacy Policy|Terms of Service|Frequently|Call us|Back to top|Send|Message|Home|Read more|Step|Price|Starts|Details)\b/;

/** Names that are the same in both languages: the firm's, its partners', products and street names. */
const properNames = [
  siteConfig.legalName,
  siteConfig.parentCompany.name,
  siteConfig.webDesigner.name,
  ...siteConfig.offices.map((o) => o.street),
  "QuickBooks Online",
  "QuickBooks Desktop",
  "QuickBooks ProAdvisor",
  "ProAdvisor",
];

const spanishPaths = [...pages.map((p) => p.path.es), "/es/pagina-que-no-existe"];

test.describe("Spanish pages show no English", () => {
  for (const [i, paths] of chunk(spanishPaths, 4).entries()) {
    test(`visible text and titles, group ${i + 1}`, async ({ page }) => {
      for (const path of paths) {
        await page.goto(path);
        // innerText on purpose: only what is rendered visibly counts.
        // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point of this test
        let text = `${await page.title()}\n${await page.locator("body").innerText()}`;
        for (const name of properNames) text = text.replaceAll(name, "");
        // An English term in parentheses glosses the official name a client sees on IRS letters: allowed.
        text = text.replace(/\([^()]*\)/g, "");
        const hits = text
          .split("\n")
          .filter((line) => englishGiveaways.test(line))
          .map((line) => line.trim().slice(0, 120));
        expect(hits, `English on ${path}`).toEqual([]);
      }
    });
  }
});
