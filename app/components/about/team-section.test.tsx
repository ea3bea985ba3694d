import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aboutContent } from "#app/content/index.ts";
import type { GrammaticalForm, TeamMember } from "#app/content/team/index.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { pathOf } from "#app/lib/route-table.ts";
import type { ResponsiveImageData } from "../ui/responsive-image.tsx";

/** The Spanish titles of a team member follow the form their data gives ("Fundadora", "Fundador"). */
async function renderTeam(team: TeamMember[], photos: Record<string, ResponsiveImageData> = {}) {
  vi.resetModules();
  vi.doMock("#app/content/site/index.ts", async (original) => {
    const actual = await original<typeof import("#app/content/site/index.ts")>();
    return { ...actual, siteConfig: { ...actual.siteConfig, team } };
  });
  const { TeamSection } = await import("./team-section.tsx");
  const { SiteProvider } = await import("#app/i18n/index.ts");
  const content = aboutContent.es;
  render(
    <SiteProvider value={{ lang: "es", dictionary: dictionaries.es, path: pathOf("about", "es") }}>
      <TeamSection team={content.team} labels={content.credentialLabels} photos={photos} />
    </SiteProvider>,
  );
}

const titlesOf = (name: string) =>
  within(screen.getByRole("heading", { name }).parentElement as HTMLElement)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

afterEach(() => {
  cleanup();
  vi.doUnmock("#app/content/site/index.ts");
});

describe("Spanish team titles follow each person's form", () => {
  const expected: Record<GrammaticalForm, string[]> = {
    feminine: ["Fundadora", "Preparadora de impuestos", "Encargada de contabilidad", "Instructora de QuickBooks"],
    masculine: ["Fundador", "Preparador de impuestos", "Encargado de contabilidad", "Instructor de QuickBooks"],
    neutral: [
      "Fundador(a)",
      "Preparador(a) de impuestos",
      "Encargado(a) de contabilidad",
      "Instructor(a) de QuickBooks",
    ],
  };
  for (const [form, titles] of Object.entries(expected) as [GrammaticalForm, string[]][]) {
    it(form, async () => {
      await renderTeam([
        { name: "Alex Ríos", form, credentials: ["founder", "taxPreparer", "bookkeeping", "trainer", "bilingual"] },
      ]);
      expect(titlesOf("Alex Ríos")).toEqual([...titles, "Bilingüe español/inglés"]);
    });
  }
});

describe("a team member's picture", () => {
  const photoPath = "/content/pictures/alex-rios.jpg";
  const photo: ResponsiveImageData = {
    src: "/_astro/alex-rios.hash.webp",
    srcSet: "/_astro/alex-rios.48.webp 48w, /_astro/alex-rios.96.webp 96w",
    sizes: "48px",
    width: 144,
    height: 144,
    sources: [{ type: "image/avif", srcSet: "/_astro/alex-rios.48.avif 48w" }],
  };
  const member = (extra: Partial<TeamMember>): TeamMember => ({
    name: "Alex Ríos",
    form: "neutral",
    credentials: ["bilingual"],
    ...extra,
  });

  it("is their photo when they have one: named by them, lazy, in the initials' round 48 px place", async () => {
    await renderTeam([member({ photo: photoPath })], { [photoPath]: photo });
    const image = screen.getByRole("img", { name: "Alex Ríos" });
    expect(image.getAttribute("srcset")).toBe(photo.srcSet);
    expect(image.getAttribute("sizes")).toBe("48px");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.className).toContain("size-12");
    expect(image.className).toContain("rounded-full");
    expect(image.closest("picture")?.parentElement?.className).toBe("shrink-0");
    expect(image.closest("picture")?.querySelector("source")?.getAttribute("type")).toBe("image/avif");
    expect(screen.queryByText("AR")).toBeNull();
  });

  it("is their initials, hidden from screen readers, without a photo", async () => {
    await renderTeam([member({})], { [photoPath]: photo });
    expect(screen.queryByRole("img")).toBeNull();
    const initials = screen.getByText("AR");
    expect(initials.getAttribute("aria-hidden")).toBe("true");
    expect(initials.className).toContain("size-12");
  });
});

describe("CTEC registration", () => {
  it("shows a preparer's CTEC number under their name, and where the bond's details are", async () => {
    await renderTeam([
      { name: "Alex Ríos", form: "neutral", credentials: ["taxPreparer"], ctecNumber: "A123456" },
      { name: "Sam Ortiz", form: "masculine", credentials: ["enrolledAgent", "taxPreparer"] },
    ]);
    const card = screen.getByRole("heading", { name: "Alex Ríos" }).parentElement as HTMLElement;
    expect(within(card).getByText(`${aboutContent.es.team.ctecNumberLabel} A123456`)).toBeTruthy();
    const other = screen.getByRole("heading", { name: "Sam Ortiz" }).parentElement as HTMLElement;
    expect(within(other).queryByText(new RegExp(aboutContent.es.team.ctecNumberLabel))).toBeNull();
    expect(screen.getByText(aboutContent.es.team.ctecBond)).toBeTruthy();
    expect(aboutContent.es.team.ctecBond).toMatch(/contrato de servicios/);
  });

  it("says nothing of a bond when no one shows a CTEC number", async () => {
    await renderTeam([{ name: "Sam Ortiz", form: "masculine", credentials: ["enrolledAgent", "taxPreparer"] }]);
    expect(screen.queryByText(aboutContent.es.team.ctecBond)).toBeNull();
  });
});
