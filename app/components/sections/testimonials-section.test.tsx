import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { testimonialsFor } from "#app/content/testimonials/index.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { pathOf } from "#app/lib/route-table.ts";
import { TestimonialsSection } from "./testimonials-section.tsx";

const renderWith = (testimonials: ReturnType<typeof testimonialsFor>) =>
  render(
    <SiteProvider value={{ lang: "en", dictionary: dictionaries.en, path: pathOf("home", "en") }}>
      <TestimonialsSection title="What clients say" testimonials={testimonials} />
    </SiteProvider>,
  );

describe("the testimonials section", () => {
  afterEach(cleanup);

  it("shows its heading and each testimonial", () => {
    const testimonials = testimonialsFor("home", "en");
    renderWith(testimonials);
    expect(screen.getByRole("heading", { name: "What clients say" })).toBeTruthy();
    expect(screen.getAllByRole("figure")).toHaveLength(testimonials.length);
  });

  it("is left out of a page that has none yet, heading and all", () => {
    const { container } = renderWith([]);
    expect(screen.queryByRole("heading", { name: "What clients say" })).toBeNull();
    expect(container.innerHTML).toBe("");
  });
});
