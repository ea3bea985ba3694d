import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aboutContent } from "#app/content/index.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { pathOf } from "#app/lib/route-table.ts";
import type { GrammaticalForm, TeamMember } from "#app/lib/site-config.ts";

/** The Spanish titles of a team member follow the form their data gives ("Fundadora", "Fundador"). */
async function renderTeam(team: TeamMember[]) {
  vi.resetModules();
  vi.doMock("#app/lib/site-config.ts", async (original) => {
    const actual = await original<typeof import("#app/lib/site-config.ts")>();
    return { ...actual, siteConfig: { ...actual.siteConfig, team } };
  });
  const { TeamSection } = await import("./team-section.tsx");
  const { SiteProvider } = await import("#app/i18n/index.ts");
  const content = aboutContent.es;
  render(
    <SiteProvider value={{ lang: "es", dictionary: dictionaries.es, path: pathOf("about", "es") }}>
      <TeamSection team={content.team} labels={content.credentialLabels} />
    </SiteProvider>,
  );
}

const titlesOf = (name: string) =>
  within(screen.getByRole("heading", { name }).parentElement as HTMLElement)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

afterEach(() => {
  cleanup();
  vi.doUnmock("#app/lib/site-config.ts");
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
