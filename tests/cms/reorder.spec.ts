/**
 * Reordering a list in the editor keeps each item whole (issue 44): each home page service card
 * carries its own link and icon beside its words (content/pages/home.json), so a card dragged to
 * the top, in both columns, is the same card at the top of the built page, in both languages; a
 * card moved in one column only is refused at its save, naming the place, and nothing is written.
 */
import { expect, type Page, test } from "@playwright/test";
import { openFile, openFileWatching, publish } from "./editor-steps.ts";
import { buildCopy, contentOf, putBackAsInProject } from "./project-copy.ts";

const file = "content/pages/home.json";

test.use({ viewport: { width: 1440, height: 1000 } });
test.beforeEach(() => putBackAsInProject([file], []));
test.afterEach(() => putBackAsInProject([file], []));

/** Drags a card of a list by its handle to above the card before it, as staff do with the mouse. */
async function dragUpOne(page: Page, summary: string): Promise<void> {
  const handle = page
    .getByText(summary, { exact: true })
    .first()
    .locator("..")
    .locator('[aria-roledescription="sortable"]');
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error(`no drag handle for ${summary}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  // In small steps, as a hand moves: dnd-kit starts a drag after a few pixels and sorts on the way.
  for (let step = 1; step <= 20; step++) await page.mouse.move(x, y - step * 5);
  await page.mouse.up();
}

/** The services section's cards on the built page: heading, link and icon, in order. */
async function cardsOnPage(page: Page, path: string, sectionTitle: string) {
  await page.goto(path);
  const section = page.locator("section").filter({ has: page.getByRole("heading", { name: sectionTitle }) });
  const cards = section.locator("h3");
  await expect(cards.first()).toBeAttached();
  // Each heading's card: its nearest ancestor that holds a link.
  return section.evaluate((element) =>
    [...element.querySelectorAll("h3")].map((heading) => {
      let card: Element | null = heading.parentElement;
      while (card && !card.querySelector("a[href]")) card = card.parentElement;
      return {
        title: heading.textContent?.trim(),
        link: card?.querySelector("a[href]")?.getAttribute("href"),
        icon: [...(card?.querySelectorAll("svg") ?? [])]
          .map((svg) => svg.getAttribute("class") ?? "")
          .find((name) => name.includes("lucide-") && !name.includes("arrow")),
      };
    }),
  );
}

test("a service card dragged to the top in both languages is the same card, link and icon, at the top of both built pages", async ({
  page,
}) => {
  await openFile(page, "Home page");
  await dragUpOne(page, "Tax Preparation");
  await dragUpOne(page, "Preparación de impuestos");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  const saved = JSON.parse(contentOf(file));
  for (const lang of ["en", "es"] as const)
    expect(saved[lang].services.cards.slice(0, 2).map((card: { service: string }) => card.service)).toEqual([
      "service/tax-preparation",
      "service/bookkeeping",
    ]);

  buildCopy();
  for (const [path, title, first, second] of [
    ["/", saved.en.services.title, "Tax Preparation", "Bookkeeping Services"],
    ["/es", saved.es.services.title, "Preparación de impuestos", "Servicios de contabilidad"],
  ] as const) {
    const cards = await cardsOnPage(page, path, title);
    expect(cards[0]).toMatchObject({ title: first, icon: expect.stringContaining("lucide-file-text") });
    expect(cards[0]?.link).toMatch(/\/(services\/tax-preparation|es\/servicios\/preparacion-impuestos)$/);
    expect(cards[1]).toMatchObject({ title: second, icon: expect.stringContaining("lucide-book-open") });
    expect(cards[1]?.link).toMatch(/\/(services\/bookkeeping|es\/servicios\/contabilidad)$/);
  }
});

test("a service card moved in the English column only is refused at its save, and nothing is written", async ({
  page,
}) => {
  const expectNothingSaved = await openFileWatching(page, { label: "Home page", file });
  await dragUpOne(page, "Tax Preparation");
  await publish(page);
  const problems = page.getByRole("alert", { name: /^Not saved: Home page/ });
  await expect(problems).toContainText(
    "must be the same page as the English (service/tax-preparation), found service/bookkeeping: put the list in the same order in both languages by dragging its rows (changing this value would give these words another row's link or icon)",
  );
  expectNothingSaved();
});
