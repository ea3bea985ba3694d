// @vitest-environment node
import { describe, expect, it } from "vitest";
import { problemsWith } from "#app/content/test-support/problems-with.ts";
import payroll from "#content/services/payroll.json" with { type: "json" };
import { servicePageFile } from "./files.ts";
import { readServicePageCopy } from "./read.ts";

/**
 * A service page's content file that staff broke stops the build with a message naming the file
 * and the field (docs/decisions/019): each mistake is planted in a copy of the real payroll file.
 */
const file = servicePageFile("payroll");

/** The message readCopy throws for the payroll file changed by `plant`, or "" when it reads. */
const problems = (plant: (data: typeof payroll) => void) =>
  problemsWith(payroll, (data) => readServicePageCopy(file, data), plant);

describe("a broken service page file", () => {
  it("reads as it is", () => {
    expect(problems(() => {})).toBe("");
  });

  it("names markup typed into words, in either language: the page would show the tag as typed", () => {
    const message = problems((data) => {
      data.en.description = `NAIS <b>keeps the books</b> ${data.en.description}`;
      (data.es.faqs[0] as { answer: string }).answer += ' <a href="https://example.com">aquí</a>';
    });
    expect(message).toContain(
      "content/services/payroll.json: en.description: has markup (<b>): write plain words, which the page sets in its own style",
    );
    expect(message).toContain(
      'content/services/payroll.json: es.faqs[0].answer: has markup (<a href="https://example.com">)',
    );
  });

  it("names an address or Markdown typed into a plain field, in either language, and says where links go", () => {
    const where =
      "which this box shows as typed: write plain words here; a link belongs only in a paragraph whose help says it takes links";
    const planted = (en: string, es: string) =>
      problems((data) => {
        data.en.description = `${en} ${data.en.description}`;
        data.es.description = `${es} ${data.es.description}`;
      });
    const addresses = planted("See https://example.com/payroll.", "Vea http://example.com.");
    expect(addresses).toContain(
      `content/services/payroll.json: en.description: has a web address (https://example.com/payroll), ${where}`,
    );
    expect(addresses).toContain(
      `content/services/payroll.json: es.description: has a web address (http://example.com)`,
    );
    const links = planted("[Call us](page:contact).", "[Llámenos](page:contact).");
    expect(links).toContain(
      `content/services/payroll.json: en.description: has a link written as Markdown ([Call us](page:contact)), ${where}`,
    );
    expect(links).toContain("es.description: has a link written as Markdown ([Llámenos](page:contact))");
    const bold = planted("**Fast** payroll.", "Nómina __rápida__.");
    expect(bold).toContain("en.description: has Markdown bold marks (**Fast**)");
    expect(bold).toContain("es.description: has Markdown bold marks (__rápida__)");
    const heading = planted("# Payroll\n", "## Nómina\n");
    expect(heading).toContain("en.description: has a line that starts with # (a Markdown heading)");
    expect(heading).toContain("es.description: has a line that starts with # (a Markdown heading)");
    // A link to another site and bold marks in one box: both named at once, the address once.
    const both = planted("**Call today.** [Our partner](https://example.com).", "Hola.");
    expect(both).toContain(
      "en.description: has a link written as Markdown ([Our partner](https://example.com)) and Markdown bold marks (**Call today.**), which",
    );
    // Words that only look alike are plain: a number sign, one star, a URL-less bracket.
    expect(planted("Form #941 and *one* star [sic].", "Formulario #941 y *una* estrella [sic].")).toBe("");
  });

  it("takes a link in an answer, but not an address outside a link's brackets", () => {
    const message = problems((data) => {
      (data.en.faqs[0] as { answer: string }).answer += " See https://www.irs.gov/publications/p15.";
      (data.es.faqs[0] as { answer: string }).answer += " Vea https://www.irs.gov/publications/p15.";
    });
    expect(message).toContain(
      "content/services/payroll.json: en.faqs[0].answer: has a web address (https://www.irs.gov/publications/p15) that is not a link, which the page shows as typed: write it as [the words](https://…)",
    );
    expect(message).toContain(
      "es.faqs[0].answer: has a web address (https://www.irs.gov/publications/p15) that is not a link",
    );
  });

  it("names a link to a site that is not a government one, and a site linked in one language only", () => {
    const elsewhere = problems((data) => {
      (data.en.faqs[0] as { answer: string }).answer += " See [this blog](https://example.com/taxes).";
      (data.es.faqs[0] as { answer: string }).answer += " Vea [este blog](https://example.com/taxes).";
    });
    expect(elsewhere).toContain(
      "content/services/payroll.json: en.faqs[0].answer: links to example.com: a link may go to another site only when it is a government site",
    );
    const englishOnly = problems((data) => {
      (data.en.faqs[0] as { answer: string }).answer +=
        " See [IRS Publication 15](https://www.irs.gov/publications/p15).";
    });
    expect(englishOnly).toBe(
      "content/services/payroll.json: es.faqs[0].answer: must be the same addresses linked to as the English (https://www.irs.gov/publications/p15), found none: link the same addresses in both languages",
    );
    const both = problems((data) => {
      (data.en.faqs[0] as { answer: string }).answer +=
        " See [IRS Publication 15](https://www.irs.gov/publications/p15).";
      (data.es.faqs[0] as { answer: string }).answer +=
        " Vea [la Publicación 15 del IRS](https://www.irs.gov/publications/p15).";
    });
    expect(both).toBe("");
  });

  it("names a picture that is not an upload of the picture folder, or not a picture", () => {
    const message = problems((data) => {
      data.en.artwork = "/src/assets/payroll.webp";
      data.es.artwork = "/content/pictures/Payroll Photo.gif";
    });
    const expected =
      "must be a picture uploaded in the editor: a .webp, .png, .jpg or .avif file in content/pictures, named with small letters, digits, dots and dashes";
    expect(message).toContain(`content/services/payroll.json: en.artwork: ${expected}`);
    expect(message).toContain(`content/services/payroll.json: es.artwork: ${expected}`);
  });

  it("takes a picture of any allowed kind in the folder, named as the editor names uploads", () => {
    expect(
      problems((data) => {
        data.en.artwork = "/content/pictures/screenshot-2026-03-01-at-10.30.00.png";
        data.es.artwork = data.en.artwork;
      }),
    ).toBe("");
  });

  it("refuses a Spanish picture other than the English one", () => {
    const message = problems((data) => {
      data.es.artwork = "/content/pictures/bookkeeping.webp";
    });
    expect(message).toBe(
      "content/services/payroll.json: es.artwork: must be the same picture as the English (/content/pictures/payroll.webp), found /content/pictures/bookkeeping.webp",
    );
  });

  it("refuses Spanish icons other than the English ones, naming each", () => {
    const message = problems((data) => {
      data.es.features.splice(4, 1, { ...payroll.es.features[4], icon: "Truck" } as (typeof payroll.es.features)[4]);
    });
    expect(message).toBe(
      [
        "content/services/payroll.json: es.features[4].icon: must be the same icon as the English (Tractor), found Truck: put the list in the same order in both languages by dragging its rows (changing this value would give these words another row's link or icon)",
      ].join("\n"),
    );
  });

  it("names an icon the site does not have", () => {
    const message = problems((data) => {
      data.en.features.splice(0, 1, {
        ...payroll.en.features[0],
        icon: "Banknotes",
      } as (typeof payroll.en.features)[0]);
    });
    expect(message).toContain("content/services/payroll.json: en.features[0].icon:");
  });

  it("names a missing Spanish entry", () => {
    const message = problems((data) => {
      data.es.faqs.pop();
    });
    expect(message).toContain("content/services/payroll.json: es.faqs: 5 entries in Spanish, 6 in English");
  });

  it("names a missing Spanish field", () => {
    const message = problems((data) => {
      delete (data.es.features[2] as { title?: string }).title;
    });
    expect(message).toContain("content/services/payroll.json: es.features[2].title: is missing (the English has it)");
    expect(message).toContain("content/services/payroll.json: es.features[2].title: is missing");
  });

  it("names an unknown placeholder", () => {
    const message = problems((data) => {
      data.en.description += " Since {{socialSecurityWageBse.year}}.";
    });
    expect(message).toContain(
      "content/services/payroll.json: en.description: {{socialSecurityWageBse.year}} is not a known figure or fact",
    );
  });

  it("names a link to a page the site does not have", () => {
    const message = problems((data) => {
      data.es.faqs[0] = { question: "¿Y la nómina?", answer: "Vea [la nómina](page:service/nomina)." };
    });
    expect(message).toContain(
      "content/services/payroll.json: es.faqs[0].answer: links to a page the site does not have: page:service/nomina",
    );
  });

  it("names a list of the wrong length in both languages", () => {
    const message = problems((data) => {
      data.en.features.pop();
      data.es.features.pop();
    });
    expect(message).toContain("content/services/payroll.json: en.features: must have exactly six entries");
    expect(message).toContain("content/services/payroll.json: es.features: must have exactly six entries");
  });
});
