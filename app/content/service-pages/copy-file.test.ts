// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readCopy } from "#app/content/data/page-copy.ts";
import payroll from "#content/services/payroll.json" with { type: "json" };
import { servicePageFile } from "./files.ts";
import { servicePageCopySchema } from "./schema.ts";

/**
 * A service page's content file that staff broke stops the build with a message naming the file
 * and the field (docs/decisions/019): each mistake is planted in a copy of the real payroll file.
 */
const file = servicePageFile("payroll");

/** The message readCopy throws for the payroll file changed by `plant`, or "" when it reads. */
function problemsWith(plant: (data: typeof payroll) => void): string {
  const data = structuredClone(payroll);
  plant(data);
  try {
    readCopy(file, servicePageCopySchema, data);
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

describe("a broken service page file", () => {
  it("reads as it is", () => {
    expect(problemsWith(() => {})).toBe("");
  });

  it("names a missing Spanish entry", () => {
    const message = problemsWith((data) => {
      data.es.faqs.pop();
    });
    expect(message).toContain("content/services/payroll.json: es.faqs: 5 entries in Spanish, 6 in English");
  });

  it("names a missing Spanish field", () => {
    const message = problemsWith((data) => {
      delete (data.es.features[2] as { title?: string }).title;
    });
    expect(message).toContain("content/services/payroll.json: es.features[2].title: is missing (the English has it)");
    expect(message).toContain("content/services/payroll.json: es.features[2].title: is missing");
  });

  it("names an unknown placeholder", () => {
    const message = problemsWith((data) => {
      data.en.description += " Since {{socialSecurityWageBse.year}}.";
    });
    expect(message).toContain(
      "content/services/payroll.json: en.description: {{socialSecurityWageBse.year}} is not a known figure or fact",
    );
  });

  it("names a link to a page the site does not have", () => {
    const message = problemsWith((data) => {
      data.es.faqs[0] = { question: "¿Y la nómina?", answer: "Vea [la nómina](page:service/nomina)." };
    });
    expect(message).toContain(
      "content/services/payroll.json: es.faqs[0].answer: links to a page the site does not have: page:service/nomina",
    );
  });

  it("names a list of the wrong length in both languages", () => {
    const message = problemsWith((data) => {
      data.en.features.pop();
      data.es.features.pop();
    });
    expect(message).toContain("content/services/payroll.json: en.features: must have exactly six entries");
    expect(message).toContain("content/services/payroll.json: es.features: must have exactly six entries");
  });
});
