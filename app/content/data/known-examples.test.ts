// @vitest-environment node
import { describe, expect, it } from "vitest";
import { aboutTimelineSchema } from "#app/content/about-timeline/schema.ts";
import { siteSchema } from "#app/content/site/schema.ts";
import { teamSchema } from "#app/content/team/schema.ts";
import { problemsWith } from "#app/content/test-support/problems-with.ts";
import { testimonialsSchema } from "#app/content/testimonials/schema.ts";
import aboutTimeline from "#content/about-timeline.json" with { type: "json" };
import site from "#content/site.json" with { type: "json" };
import team from "#content/team.json" with { type: "json" };
import testimonials from "#content/testimonials.json" with { type: "json" };
import { knownExample, sampleClientNames, sampleTeamNames } from "./known-examples.ts";
import { parseContent } from "./parse.ts";

/** A value still equal to a known example cannot be marked real: each mistake planted in a copy of the real file. */
const siteProblems = (plant: (data: typeof site) => void) =>
  problemsWith(site, (data) => parseContent("content/site.json", siteSchema, data), plant);
const unmark = (data: { samples: string[] }, key: string) => {
  data.samples = data.samples.filter((k) => k !== key);
};

describe("a known example marked real", () => {
  it("is not in today's files, which read as they are", () => {
    expect(siteProblems(() => {})).toBe("");
    expect(() => parseContent("content/team.json", teamSchema, team)).not.toThrow();
    expect(() => parseContent("content/testimonials.json", testimonialsSchema, testimonials)).not.toThrow();
    expect(() => parseContent("content/about-timeline.json", aboutTimelineSchema, aboutTimeline)).not.toThrow();
  });

  it("is refused for the e-mail still info@example.com, naming the field and what to do", () => {
    expect(siteProblems((data) => unmark(data, "email"))).toContain(
      "content/site.json: email: is still the example info@example.com: enter the firm's own value, or tick it under Still samples",
    );
    const real = (data: typeof site) => {
      data.email = "info@naisbookkeeping.com";
      unmark(data, "email");
    };
    expect(siteProblems(real)).toBe("");
  });

  it("is refused for any address under an example domain, nested or not, and for a 555-01xx number", () => {
    const message = siteProblems((data) => {
      unmark(data, "social");
      unmark(data, "clientPortal");
      data.phone = "(805) 555-0142";
    });
    expect(message).toContain(
      "content/site.json: social.tiktok: is still the example https://www.tiktok.com/@nais.example",
    );
    expect(message).toContain(
      "content/site.json: clientPortal.url: is still the example https://portal.example.com/nais/sign-in",
    );
    expect(message).toContain("content/site.json: phone: is still the example number (805) 555-0142");
  });

  it("is refused for a sample person's name in the team and the testimonials, and a real name is taken", () => {
    const member = structuredClone(team);
    (member.members[0] as { sample: boolean }).sample = false;
    expect(
      problemsWith(
        member,
        (d) => parseContent("content/team.json", teamSchema, d),
        () => {},
      ),
    ).toContain(
      `content/team.json: members[0].name: is still the sample name ${team.members[0]?.name}: enter the firm's own value, or tick This is an example`,
    );
    const clients = structuredClone(testimonials);
    (clients.testimonials[0] as { sample: boolean }).sample = false;
    const message = problemsWith(
      clients,
      (d) => parseContent("content/testimonials.json", testimonialsSchema, d),
      () => {},
    );
    expect(message).toContain("content/testimonials.json: testimonials[0].name: is still the sample name Rosa M.");
  });

  it("knows the names the sample files hold today, and nothing that is not an example", () => {
    expect(sampleTeamNames).toEqual(team.members.map((m) => m.name));
    expect(new Set(sampleClientNames)).toEqual(new Set(testimonials.testimonials.map((t) => t.name)));
    for (const real of ["https://www.irs.gov/payments", "info@naisbookkeeping.com", "1-877-737-1911", "(805) 555-1234"])
      expect(knownExample(real, "url"), real).toBeUndefined();
    expect(knownExample("https://www.examples-of-books.com", "url")).toBeUndefined();
    expect(knownExample("someone@mail.example.net", "email")).toBe("the example someone@mail.example.net");
  });
});
