import type { Page } from "@playwright/test";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { allPages, type Lang, languages } from "#app/lib/route-table.ts";
import { classConflicts } from "../../scripts/build/class-conflicts.ts";
import { axeViolations } from "./axe.ts";
import { aServicePage, chunk, expect, field, islandStarted, nextFrames, test, transitionsFinished } from "./support.ts";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's colour rules: all that a change of theme can affect. */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's violations, and elements whose Tailwind classes conflict (`cn()` does not merge them:
 * scripts/build/class-conflicts.ts). `coloursOnly`: just axe's colour rules.
 */
async function violations(page: Page, label: string, { coloursOnly = false } = {}): Promise<string[]> {
  const violations = await axeViolations(
    page,
    coloursOnly ? { type: "rule", values: colourRules } : { type: "tag", values: tags },
  );
  const conflicts = classConflicts(await page.content()).map(
    ({ classes, overridden }) => `${label}: class conflict, "${overridden.join(" ")}" overridden in "${classes}"`,
  );
  return [
    ...violations.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
    ...conflicts,
  ];
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

/** Every routed page (the form-result pages too) and the not-found page at an unknown path. */
const pagesToScan = [
  ...allPages.flatMap((page) => languages.map((lang) => page.path[lang])),
  "/not-a-page",
  "/es/no-existe",
];

/**
 * The pages scanned at 390 px as well: the first page of each kind in both languages, and the
 * not-found page. Pages of one kind share one layout (app/page-kinds/) and the shell, so what
 * the narrow layout changes (the header's menu button, stacked sections, the carousel, target
 * sizes) is the same on all of them; their content is scanned on every page at 1440 px.
 */
const firstOfEachKind = allPages.filter((page, i) => allPages.findIndex((other) => other.kind === page.kind) === i);
const narrowPaths = new Set([
  ...firstOfEachKind.flatMap((page) => languages.map((lang) => page.path[lang])),
  "/not-a-page",
  "/es/no-existe",
]);

test.describe("axe-core: zero violations", () => {
  // Each page is scanned in both themes within one load: in the theme it opens in, then in the
  // other, switched by the header's toggle as a visitor does. The first page opens light (the
  // system preference); the toggle stores the choice, so the next page opens dark and goes back to
  // light. Each theme is scanned at 1440 px, the pages of `narrowPaths` at 390 px as well. The dark
  // theme changes colours only (the same markup, the `dark` class), so it is scanned with axe's
  // colour rules; the light theme with every rule.
  for (const [i, paths] of chunk(pagesToScan, 8).entries()) {
    test(`every page at 1440 px and each kind of page at 390 px, light and dark, group ${i + 1}`, async ({ page }) => {
      test.setTimeout(300_000);
      const found: string[] = [];
      const scanned: string[] = [];
      await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
      for (const path of paths) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path);
        const lang = (await page.locator("html").getAttribute("lang")) as Lang;
        let widths = narrowPaths.has(path) ? [1440, 390] : [1440];
        for (const round of ["opened", "toggled"] as const) {
          if (round === "toggled") {
            const toggle = page.getByRole("button", { name: dictionaries[lang].theme.toggle });
            const wasDark = await isDark(page);
            await toggle.click();
            await expect(toggle).toHaveAttribute("aria-pressed", String(!wasDark));
            // Off the toggle, so its hover colour is not what the scan reads; then the new theme's colours.
            await page.mouse.move(0, 0);
            await transitionsFinished(page);
            // The width it is at now first: one resize fewer.
            widths = widths.toReversed();
          }
          const scheme = (await isDark(page)) ? "dark" : "light";
          for (const width of widths) {
            if (page.viewportSize()?.width !== width) {
              await page.setViewportSize(width === 1440 ? { width, height: 900 } : { width, height: 844 });
              // Let the layout settle (the carousel re-initialises when it crosses its breakpoint).
              await nextFrames(page);
            }
            scanned.push(`${path} ${width}px ${scheme}`);
            found.push(...(await violations(page, `${path} ${width}px ${scheme}`, { coloursOnly: scheme === "dark" })));
          }
        }
      }
      // Every page of the group in both themes, at each of its widths.
      expect(scanned.toSorted()).toEqual(
        paths
          .flatMap((path) =>
            (narrowPaths.has(path) ? [1440, 390] : [1440]).flatMap((width) =>
              ["light", "dark"].map((scheme) => `${path} ${width}px ${scheme}`),
            ),
          )
          .toSorted(),
      );
      expect(found).toEqual([]);
    });
  }

  test("the Spanish-browser banner, in light and dark, at 390 and 1440 px", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX", reducedMotion: "reduce", colorScheme: "light" });
    const page = await context.newPage();
    const found: string[] = [];
    const scanned: string[] = [];
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about-nais");
    const banner = page.getByRole("complementary", { name: "Ver en español" });
    // Light at both widths, then dark (by the header's toggle) at both, the width it is at first.
    for (const widths of [
      [1440, 390],
      [390, 1440],
    ]) {
      if (scanned.length) {
        const toggle = page.getByRole("button", { name: "Dark theme" });
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
        await page.mouse.move(0, 0);
        await transitionsFinished(page);
      }
      const scheme = (await isDark(page)) ? "dark" : "light";
      for (const width of widths) {
        if (page.viewportSize()?.width !== width) {
          await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
          await nextFrames(page);
        }
        await expect(banner).toBeVisible();
        scanned.push(`${width}px ${scheme}`);
        found.push(...(await violations(page, `banner ${width}px ${scheme}`)));
      }
    }
    await context.close();
    expect(scanned).toEqual(["1440px light", "390px light", "390px dark", "1440px dark"]);
    expect(found).toEqual([]);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`interactive states in ${scheme}: menus, accordion, sheet, dialog, form errors`, async ({ page }) => {
      test.setTimeout(300_000);
      const found: string[] = [];
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
      await expect(page.getByRole("link", { name: "IRS Levies" })).toBeVisible();
      found.push(...(await violations(page, `${scheme} mega-menu`)));

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/es");
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Servicios" }).click();
      found.push(...(await violations(page, `${scheme} mobile menu`)));

      await page.goto(aServicePage.path.en);
      await page.getByRole("region", { name: "Frequently asked questions" }).locator("summary").first().click();
      found.push(...(await violations(page, `${scheme} accordion open`)));

      await page.goto("/es/servicios/cursos-quickbooks");
      await page
        .getByRole("button", { name: /Ver detalles|Detalles:/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await violations(page, `${scheme} side sheet`)));

      await page.goto("/contact");
      // The subject is the island's own way (its validation, its error dialog), which a Send tapped
      // before it starts does not show: that goes the no-JavaScript way (decision 023).
      await islandStarted(page, "contact-form");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Please select a service")).toBeVisible();
      found.push(...(await violations(page, `${scheme} form errors`)));

      await page.route("**/.netlify/functions/send-email", (route) =>
        route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.fallback(),
      );
      await field(page, "Full name").fill("Ana López");
      await field(page, "E-mail address").fill("ana@example.com");
      await field(page, "Service of interest").selectOption("Bookkeeping");
      await field(page, "Message").fill("A question about my books.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      found.push(...(await violations(page, `${scheme} error dialog`)));
      await page.unroute("**/.netlify/functions/send-email");
      expect(found).toEqual([]);
    });
  }
});
