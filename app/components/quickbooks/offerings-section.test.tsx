import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { format } from "#app/lib/format.ts";
import { offeringsProps, quickbooksData } from "#app/page-kinds/quickbooks.tsx";
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
  return { user: userEvent.setup(), dict: site.dictionary, props };
}

/** The offerings shown: each card's title is a level-3 heading. */
const shownTitles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe.each(["/services/quickbooks-courses", "/es/servicios/cursos-quickbooks"])(
  "the QuickBooks offerings island (%s)",
  (path) => {
    it("filters the offerings by learning format", async () => {
      const { user, props } = renderOfferings(path);
      expect(shownTitles()).toEqual(props.offerings.map((o) => o.title));
      await user.click(screen.getByRole("tab", { name: props.formats.labels.training }));
      const training = props.offerings.filter((o) => o.format === "training").map((o) => o.title);
      expect(training.length).toBeGreaterThan(0);
      expect(shownTitles()).toEqual(training);
      await user.click(screen.getByRole("tab", { name: props.formats.labels.all }));
      expect(shownTitles()).toHaveLength(props.offerings.length);
    });

    it("opens an offering's sheet with Register Interest carrying the course, and closes it", async () => {
      const { user, dict, props } = renderOfferings(path);
      const offering = props.offerings[0];
      if (!offering) throw new Error("no offerings");
      const button = screen.getByRole("button", { name: format(dict.quickbooks.detailsOf, { title: offering.title }) });
      expect(button.getAttribute("aria-expanded")).toBe("false");
      await user.click(button);

      const sheet = await screen.findByRole("dialog", { name: offering.title });
      expect(button.getAttribute("aria-expanded")).toBe("true");
      const register = within(sheet).getByRole("link", { name: dict.quickbooks.registerInterest });
      expect(register.getAttribute("href")).toContain(`course=${encodeURIComponent(offering.id)}`);

      await user.click(within(sheet).getByRole("button", { name: dict.common.close }));
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(screen.queryByRole("dialog", { name: offering.title })).toBeNull();
    });
  },
);
