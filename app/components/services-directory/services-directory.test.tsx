import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { format } from "#app/lib/format.ts";
import { directoryProps } from "#app/page-kinds/services.tsx";
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
  it("shows every service, then a category's alone when its tab is chosen, and says how many", async () => {
    const { user, dict, cards } = renderDirectory(path);
    expect(shownNames()).toHaveLength(cards.length);
    expect(screen.getByRole("status").textContent).toBe(format(dict.results, { count: cards.length }));

    await user.click(screen.getByRole("tab", { name: dict.tabs.tax }));
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
});
