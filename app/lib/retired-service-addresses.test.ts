import { describe, expect, it } from "vitest";
import { launchServicePages, retiredServiceRedirects, retiredServiceSlugs } from "./retired-service-addresses.ts";
import { type Page, pages } from "./route-table.ts";

const [launched] = launchServicePages;
if (!launched) throw new Error("the launch pages' list is empty");
const launchedId = `service/${launched.slug}`;

describe("a retired service page's launch addresses", () => {
  it("answer nothing while every launch page is there", () => {
    const everyLaunchPage: Page[] = [
      ...pages.filter((page) => !page.service),
      ...launchServicePages.map(
        (p): Page => ({
          id: `service/${p.slug}` as Page["id"],
          kind: "service",
          path: { en: `/services/${p.slug}`, es: `/es/servicios/${p.es}` },
        }),
      ),
    ];
    expect(retiredServiceRedirects(everyLaunchPage)).toEqual([]);
    expect(retiredServiceSlugs(everyLaunchPage)).toEqual([]);
  });

  it("go to the services directory in their own language once the page's file is deleted", () => {
    const without = pages.filter((page) => page.id !== launchedId);
    expect(retiredServiceRedirects(without)).toContainEqual({ from: `/services/${launched.slug}`, to: "/services" });
    expect(retiredServiceRedirects(without)).toContainEqual({
      from: `/es/servicios/${launched.es}`,
      to: "/es/servicios",
    });
    expect(retiredServiceSlugs(without)).toContain(launched.slug);
  });

  it("go to the same page's new address when only its Spanish slug changed", () => {
    const renamed = pages.map((page) =>
      page.id === launchedId ? { ...page, path: { ...page.path, es: "/es/servicios/nuevo-nombre" } } : page,
    );
    const redirects = retiredServiceRedirects(renamed).filter((r) => r.from.endsWith(launched.es));
    expect(redirects).toEqual([{ from: `/es/servicios/${launched.es}`, to: "/es/servicios/nuevo-nombre" }]);
    expect(retiredServiceSlugs(renamed)).not.toContain(launched.slug);
  });
});
