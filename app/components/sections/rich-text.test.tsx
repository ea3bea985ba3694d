import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { pathOf } from "#app/lib/route-table.ts";
import { RichText } from "./rich-text.tsx";

describe("a paragraph's links", () => {
  it("open another site with no opener and no referrer, and leave the site's own and e-mail links as they are", () => {
    render(
      <SiteProvider value={{ lang: "es", dictionary: dictionaries.es, path: pathOf("home", "es") }}>
        <p>
          <RichText
            value={[
              "See ",
              { text: "IRS Publication 15", href: "https://www.irs.gov/publications/p15" },
              ", ",
              { text: "write to us", href: "mailto:info@example.com" },
              " or ",
              { text: "call", page: "contact" },
            ]}
          />
        </p>
      </SiteProvider>,
    );
    expect(screen.getByRole("link", { name: "IRS Publication 15" }).getAttribute("rel")).toBe(
      "external noopener noreferrer",
    );
    expect(screen.getByRole("link", { name: "write to us" }).getAttribute("rel")).toBeNull();
    expect(screen.getByRole("link", { name: "call" }).getAttribute("href")).toBe(pathOf("contact", "es"));
  });
});
