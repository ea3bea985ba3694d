import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { feedPath } from "#app/content/tax-calendar/feeds.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { format } from "#app/lib/format.ts";
import { taxCalendarData, taxCalendarMeta } from "#app/page-kinds/tax-calendar-data.ts";
import { TaxCalendarPage } from "./tax-calendar-page.tsx";

// Vitest runs without globals, so Testing Library does not unmount between tests by itself.
afterEach(cleanup);

/** The page as the build renders it on a day of its own (the build's day changes every day). */
function renderCalendar(path: string, day = "2026-11-20") {
  const site = siteContextAt(path);
  const data = taxCalendarData(site, day);
  render(
    <SiteProvider value={site}>
      <TaxCalendarPage {...data} />
    </SiteProvider>,
  );
  return { site, words: site.dictionary.taxCalendar, data };
}

/** A deadline's entry: the list item whose heading is its title, on the day given. */
function entry(title: string, dateText: string) {
  const items = screen
    .getAllByRole("listitem")
    .filter(
      (item) =>
        within(item).queryByRole("heading", { level: 3, name: title }) &&
        within(item).queryByText(dateText, { exact: true }),
    );
  expect(items, `${title} on ${dateText}`).toHaveLength(1);
  return items[0] as HTMLElement;
}

const cases = {
  en: {
    path: "/tax-calendar",
    form1040: {
      title: "File your federal income tax return",
      date: "Thursday, April 15",
      form: "Form 1040",
      service: "/services/personal-tax",
      contact: "/contact?service=Tax+Preparation",
    },
    w2: { title: "Wage statements to employees and the SSA", date: "Monday, February 1", moved: "Sunday, January 31" },
    llcTax: { title: "California LLC annual tax", amount: "$800 for tax year 2027" },
    firstMonth: "December 2026",
  },
  es: {
    path: "/es/calendario-de-impuestos",
    form1040: {
      title: "Presente su declaración de impuestos federal",
      date: "Jueves, 15 de abril",
      form: "Formulario 1040",
      service: "/es/servicios/impuesto-personal",
      contact: "/es/contacto?service=Tax+Preparation",
    },
    w2: {
      title: "Comprobantes de salario a los empleados y a la SSA",
      date: "Lunes, 1 de febrero",
      moved: "domingo, 31 de enero",
    },
    llcTax: { title: "Impuesto anual de la LLC en California", amount: "$800 por el año fiscal 2027" },
    firstMonth: "Diciembre de 2026",
  },
} as const;

describe.each(Object.values(cases))("the tax calendar page ($path)", (s) => {
  it("offers the audiences as radios, everyone chosen, with the twelve months from the day in the lead", () => {
    const { words, data } = renderCalendar(s.path);
    expect(screen.getByRole("heading", { level: 1, name: words.title })).toBeDefined();
    expect(screen.getByText(format(words.lead, { from: data.from, to: data.to }))).toBeDefined();
    const filter = screen.getByRole("group", { name: words.filterLabel });
    const radios = within(filter).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual([
      words.audiences.all,
      words.audiences.individuals,
      words.audiences.businesses,
      words.audiences.employers,
    ]);
    expect(within(filter).getByRole("radio", { name: words.audiences.all })).toHaveProperty("checked", true);
  });

  it("lists the deadlines by month, in order, each month once", () => {
    const { data } = renderCalendar(s.path);
    const months = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(months[0]).toBe(s.firstMonth);
    expect(months.slice(0, data.months.length)).toEqual(data.months.map((month) => month.name));
    const dates = data.months.flatMap((month) => month.entries.map((e) => e.date));
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]?.localeCompare("2026-11-20")).toBeGreaterThanOrEqual(0);
    expect(dates.at(-1)?.localeCompare("2027-11-19")).toBeLessThanOrEqual(0);
  });

  it("gives a deadline its weekday, form and agency, and leads to its service page and the contact form with the service chosen", () => {
    renderCalendar(s.path);
    const item = entry(s.form1040.title, s.form1040.date);
    expect(item.textContent).toContain(s.form1040.form);
    expect(item.textContent).toContain("IRS");
    expect(within(item).getByText(s.form1040.date).closest("time")?.getAttribute("datetime")).toBe("2027-04-15");
    const hrefs = within(item)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toContain(s.form1040.service);
    expect(hrefs).toContain(s.form1040.contact);
  });

  it("says when a weekend moved a deadline, and gives the amount a deadline names", () => {
    const { words } = renderCalendar(s.path);
    const w2 = entry(s.w2.title, s.w2.date);
    expect(w2.textContent).toContain(format(words.movedFrom, { date: s.w2.moved }));
    const llc = screen
      .getAllByRole("heading", { level: 3, name: s.llcTax.title })
      .map((heading) => heading.closest("li")?.textContent ?? "");
    expect(llc.some((text) => text.includes(s.llcTax.amount))).toBe(true);
  });

  it("lists the dates that depend on the business, with their words and help", () => {
    const { words, data } = renderCalendar(s.path);
    const section = screen.getByRole("region", { name: words.remindersTitle });
    expect(data.reminders.length).toBeGreaterThan(0);
    for (const reminder of data.reminders) {
      const heading = within(section).getByRole("heading", { level: 3, name: reminder.title });
      const item = heading.closest("li") as HTMLElement;
      expect(item.textContent).toContain(reminder.when);
      expect(within(item).getAllByRole("link")[0]?.getAttribute("href")).toBe(reminder.service.href);
    }
  });

  it("adds each audience's feed to Apple's, Google's and Outlook's calendars, or downloads it", () => {
    const { site, words } = renderCalendar(s.path);
    const section = screen.getByRole("region", { name: words.subscribeTitle });
    for (const audience of ["individuals", "businesses", "employers"] as const) {
      const links = within(within(section).getByRole("list", { name: words.audiences[audience] })).getAllByRole("link");
      const href = (name: string) => links.find((link) => link.textContent === name)?.getAttribute("href") ?? "";
      const path = feedPath(audience, site.lang);
      expect(href(words.subscribeApple)).toMatch(new RegExp(`^webcal://[^/]+${path}$`));
      expect(href(words.subscribeGoogle)).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal/);
      expect(decodeURIComponent(href(words.subscribeGoogle))).toContain(path);
      expect(href(words.subscribeOutlook)).toMatch(/^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=https/);
      expect(href(words.download)).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    }
  });

  it("describes the dated deadlines as an ItemList, each with its day and the service page that helps", () => {
    const { site, data } = renderCalendar(s.path);
    const list = taxCalendarMeta(site, data)
      .flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []))
      .find((json) => (json as { "@type"?: string })["@type"] === "ItemList") as
      | { itemListElement: { position: number; name: string; url: string }[] }
      | undefined;
    const entries = data.months.flatMap((month) => month.entries);
    expect(list?.itemListElement.map((item) => item.position)).toEqual(entries.map((_, i) => i + 1));
    const first = list?.itemListElement[0];
    expect(first?.name).toContain(entries[0]?.title);
    expect(first?.url).toMatch(new RegExp(`^https?://[^/]+${entries[0]?.service.href}$`));
  });
});
