import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { format } from "#app/lib/format.ts";
import { quickbooksData } from "#app/page-kinds/quickbooks-data.ts";
import { offeringsProps } from "#app/page-kinds/quickbooks-page.tsx";
import { OfferingsSection } from "./offerings-section.tsx";

// Vitest runs without globals, so Testing Library does not unmount between tests by itself.
afterEach(cleanup);

function renderOfferings(path: string) {
  const site = siteContextAt(path);
  const props = offeringsProps(quickbooksData(site));
  render(
    <SiteProvider value={site}>
      <OfferingsSection {...props} />
    </SiteProvider>,
  );
  return { dict: site.dictionary, props };
}

describe.each(["/services/quickbooks-courses", "/es/servicios/cursos-quickbooks"])(
  "the QuickBooks offerings, HTML that works before any script (%s)",
  (path) => {
    // The filtering itself is CSS and the sheets open by the browser's invoker commands, which
    // jsdom has neither of: tests/e2e/quickbooks.spec.ts taps them in Chromium.
    it("offers each learning format as a radio, All chosen, and marks every card with its format", () => {
      const { props } = renderOfferings(path);
      const radios = screen.getAllByRole("radio");
      expect(radios.map((r) => r.getAttribute("value"))).toEqual(["all", "course", "training", "setup", "tips"]);
      expect(screen.getByRole("radio", { name: props.formats.labels.all })).toHaveProperty("checked", true);
      expect(screen.getByRole("group", { name: props.formats.title })).toBeTruthy();
      const cards = screen.getAllByRole("heading", { level: 3 }).map((h) => h.closest("li"));
      expect(cards).toHaveLength(props.offerings.length);
      props.offerings.forEach((offering, i) => {
        expect(cards[i]?.className).toContain(`:not([value=${offering.format}])]/offerings:hidden`);
      });
    });

    it("gives each offering a View Details button that opens its own sheet, with Register Interest carrying the course", () => {
      const { dict, props } = renderOfferings(path);
      for (const offering of props.offerings) {
        const button = screen.getByRole("button", {
          name: format(dict.quickbooks.detailsOf, { title: offering.title }),
        });
        expect(button.getAttribute("command")).toBe("show-modal");
        const sheet = document.getElementById(button.getAttribute("commandfor") ?? "");
        expect(sheet?.tagName).toBe("DIALOG");
        if (!(sheet instanceof HTMLDialogElement)) throw new Error("no sheet");
        expect(sheet.open).toBe(false);
        const title = document.getElementById(sheet.getAttribute("aria-labelledby") ?? "");
        expect(title?.textContent).toBe(offering.title);
        const register = within(sheet).getByRole("link", { name: dict.quickbooks.registerInterest, hidden: true });
        expect(register.getAttribute("href")).toBe(
          `${props.contactPath}?service=QuickBooks+Training&course=${offering.id}`,
        );
        const close = within(sheet).getByRole("button", { name: dict.common.close, hidden: true });
        expect([close.getAttribute("command"), close.getAttribute("commandfor")]).toEqual(["close", sheet.id]);
      }
    });
  },
);
