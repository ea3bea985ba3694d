import { siteConfig } from "#app/content/site/index.ts";
import { expect, test } from "./support.ts";

/** The client portal's sign-in is one link away on every page, in both languages (site configuration). */
const pages = [
  { path: "/", name: "Client portal", mention: "client portal" },
  { path: "/es", name: "Portal de clientes", mention: "portal para clientes" },
];

for (const { path, name, mention } of pages) {
  test(`the footer, the header and the home page's mention lead to the configured portal (${path})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      siteConfig.clientPortal.url,
    );
    await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      siteConfig.clientPortal.url,
    );
    await expect(page.getByRole("main").getByRole("link", { name: mention, exact: true })).toHaveAttribute(
      "href",
      siteConfig.clientPortal.url,
    );
  });
}
