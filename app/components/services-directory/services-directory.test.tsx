import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { format } from "#app/lib/format.ts";
import { directoryProps } from "#app/page-kinds/services-data.ts";
import { filterCards } from "./filter-cards.ts";
import { ServicesDirectory } from "./services-directory.tsx";

// Vitest runs without globals, so Testing Library does not unmount between tests by itself.
afterEach(cleanup);

function renderDirectory(path: string) {
  const site = siteContextAt(path);
  const props = directoryProps(site);
  render(
    <SiteProvider value={site}>
      <ServicesDirectory {...props} />
    </SiteProvider>,
  );
  return { user: userEvent.setup(), dict: site.dictionary.directory, cards: props.cards };
}

/** The services the directory shows: each card's name is its link. */
const shownNames = () => screen.queryAllByRole("link").map((link) => link.textContent);

describe.each(["/services", "/es/servicios"])("the services directory island (%s)", (path) => {
  it("shows every service, then a category's alone when it is chosen, and says how many", async () => {
    const { user, dict, cards } = renderDirectory(path);
    expect(shownNames()).toHaveLength(cards.length);
    expect(screen.getByRole("status").textContent).toBe(format(dict.results, { count: cards.length }));

    await user.click(screen.getByRole("radio", { name: dict.tabs.tax }));
    const tax = cards.filter((card) => card.category === "tax").map((card) => card.name);
    expect(tax.length).toBeGreaterThan(0);
    expect(shownNames()).toEqual(tax);
    expect(screen.getByRole("heading", { level: 2, name: dict.sections.tax })).toBeDefined();
    expect(screen.getByRole("status").textContent).toBe(format(dict.results, { count: tax.length }));
  });

  it("narrows to the services the search matches, says when none does, and clears", async () => {
    const { user, dict, cards } = renderDirectory(path);
    const target = cards.at(-1);
    if (!target) throw new Error("no cards");
    const search = screen.getByRole("searchbox", { name: dict.searchLabel });
    await user.type(search, target.name);
    expect(shownNames()).toContain(target.name);
    expect(shownNames().length).toBeLessThan(cards.length);

    await user.clear(search);
    await user.type(search, "zzzz no such service");
    expect(shownNames()).toEqual([]);
    expect(screen.getByText(dict.emptyAll)).toBeDefined();

    await user.click(screen.getByRole("button", { name: dict.clearSearch }));
    expect((search as HTMLInputElement).value).toBe("");
    expect(shownNames()).toHaveLength(cards.length);
  });

  it("takes the category chosen and the words typed before it started (docs/decisions/023)", async () => {
    const site = siteContextAt(path);
    const { cards } = directoryProps(site);
    const dict = site.dictionary.directory;
    const island = (
      <SiteProvider value={site}>
        <ServicesDirectory cards={cards} icons={directoryProps(site).icons} />
      </SiteProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(island);
    document.body.append(container);
    // The visitor's taps on the prerendered HTML, before the island's script has arrived.
    const irs = [...container.querySelectorAll<HTMLInputElement>("input[type=radio]")].find((r) => r.value === "irs");
    if (!irs) throw new Error("no IRS choice");
    irs.checked = true;
    const search = container.querySelector<HTMLInputElement>("input[type=search]");
    if (!search) throw new Error("no search box");
    // A word of an IRS service's name found in other categories and not in every IRS service, so
    // that both the category and the words matter.
    const words = cards
      .filter((card) => card.category === "irs")
      .flatMap((card) => card.name.split(" "))
      .find((word) => {
        const inIrs = filterCards(cards, "irs", word).length;
        return filterCards(cards, "all", word).length > inIrs && filterCards(cards, "irs", "").length > inIrs;
      });
    if (!words) throw new Error("no such word");
    search.value = words;
    const root = await act(async () => hydrateRoot(container, island));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    const expected = filterCards(cards, "irs", words).map((card) => card.name);
    expect(expected.length).toBeGreaterThan(0);
    expect([...container.querySelectorAll("a")].map((a) => a.textContent)).toEqual(expected);
    expect(container.querySelector("[role=status]")?.textContent).toBe(
      format(dict.results, { count: expected.length }),
    );
  });
});
