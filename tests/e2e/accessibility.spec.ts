import type { Page } from "@playwright/test";
import { allPages, languages } from "#app/lib/route-table.ts";
import { classConflicts } from "../../scripts/class-conflicts.ts";
import { axeViolations } from "./axe.ts";
import { chunk, expect, field, nextFrames, test } from "./support.ts";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's colour rules: all that a change of theme can affect. */
const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's violations, and elements whose Tailwind classes conflict (`cn()` does not merge them:
 * scripts/class-conflicts.ts). `coloursOnly`: just axe's colour rules.
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
  // Each page loads once per theme (as a visitor's system preference would set it) and is scanned
  // at 1440 px, the pages of `narrowPaths` at 390 px as well. The dark theme changes colours only
  // (the same markup, the `dark` class), so it is scanned with axe's colour rules; the light theme
  // with every rule.
  for (const [i, paths] of chunk(pagesToScan, 8).entries()) {
    test(`every page at 1440 px and each kind of page at 390 px, light and dark, group ${i + 1}`, async ({ page }) => {
      test.setTimeout(300_000);
      const found: string[] = [];
      for (const path of paths) {
        const widths = narrowPaths.has(path) ? [1440, 390] : [1440];
        for (const scheme of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
          await page.setViewportSize({ width: 1440, height: 900 });
          await page.goto(path);
          for (const width of widths) {
            if (width !== 1440) {
              await page.setViewportSize({ width, height: 844 });
              // Let the layout settle (the carousel re-initialises when it crosses its breakpoint).
              await nextFrames(page);
            }
            found.push(...(await violations(page, `${path} ${width}px ${scheme}`, { coloursOnly: scheme === "dark" })));
          }
        }
      }
      expect(found).toEqual([]);
    });
  }

  test("the Spanish-browser banner, in light and dark, at 390 and 1440 px", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX", reducedMotion: "reduce" });
    const page = await context.newPage();
    const found: string[] = [];
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
        await page.goto("/about-nais");
        await expect(page.getByRole("complementary", { name: "Ver en español" })).toBeVisible();
        found.push(...(await violations(page, `banner ${width}px ${scheme}`)));
      }
    }
    await context.close();
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

      await page.goto("/services/payroll");
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
