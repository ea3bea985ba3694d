import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { footerMenus, headerAction, mainMenu, servicesMenu } from "#app/content/navigation.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { pageName } from "#app/i18n/page-names.ts";
import { languages, pathOf } from "#app/lib/route-table.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

const renderIn = (lang: "en" | "es", ui: React.ReactNode) =>
  render(
    <SiteProvider value={{ lang, dictionary: dictionaries[lang], path: pathOf("home", lang) }}>{ui}</SiteProvider>,
  );

describe("menus render from app/content/navigation.ts", () => {
  afterEach(cleanup);

  it("every entry has a page and a name in both languages", () => {
    const entries = [...mainMenu, headerAction, ...footerMenus.services, ...footerMenus.company];
    const servicePages = servicesMenu("en").flatMap((c) => c.links.flatMap((l) => ("page" in l ? [l.page] : [])));
    for (const lang of languages) {
      for (const page of [...entries, ...servicePages]) {
        expect(pathOf(page, lang)).toMatch(/^\//);
        expect(pageName(dictionaries[lang], page).trim(), `${page} in ${lang}`).not.toBe("");
      }
    }
  });

  for (const lang of languages) {
    it(`the header and the mobile menu list the main menu in order (${lang})`, () => {
      renderIn(lang, <SiteHeader />);
      const dict = dictionaries[lang];
      const [desktop, mobile] = screen.getAllByRole("navigation", { name: dict.nav.mainLabel, hidden: true });
      const names = (nav: HTMLElement | undefined) =>
        within(nav as HTMLElement)
          .getAllByRole("listitem", { hidden: true })
          .filter((item) => item.parentElement?.parentElement === nav)
          .map((item) => item.querySelector("a, button")?.textContent?.trim());
      expect(names(desktop)).toEqual(mainMenu.map((page) => pageName(dict, page)));
      expect(names(mobile)).toEqual([...mainMenu, headerAction].map((page) => pageName(dict, page)));
    });

    it(`the footer's columns list their entries in order (${lang})`, () => {
      renderIn(lang, <SiteFooter />);
      const dict = dictionaries[lang];
      for (const [column, name] of [
        ["company", dict.footer.companyTitle],
        ["services", dict.footer.servicesTitle],
      ] as const) {
        const links = within(screen.getByRole("navigation", { name })).getAllByRole("link");
        expect(links.map((a) => a.getAttribute("href"))).toEqual(footerMenus[column].map((page) => pathOf(page, lang)));
      }
    });
  }
});
