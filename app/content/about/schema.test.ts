import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readCopy } from "#app/content/data/page-copy.ts";
import { aboutCopySchema } from "./schema.ts";

const file = "content/pages/about.json";
const data = JSON.parse(readFileSync(join(resolve(import.meta.dirname, "../../.."), file), "utf8"));

/** The about page's file with one Spanish credential title replaced. */
function withSpanishTitle(title: string) {
  return { ...data, es: { ...data.es, credentialLabels: { ...data.es.credentialLabels, founder: title } } };
}

describe("credential titles in the about page's file", () => {
  it("reads one title as one text, and three forms as the title for a woman, a man and someone who prefers neither", () => {
    const copy = readCopy(file, aboutCopySchema, withSpanishTitle(" Fundadora |Fundador|  Fundador(a) "));
    expect(copy.es.credentialLabels.founder).toEqual({
      feminine: "Fundadora",
      masculine: "Fundador",
      neutral: "Fundador(a)",
    });
    expect(copy.en.credentialLabels.founder).toBe("Founder");
  });

  it.each(["Fundadora | Fundador", "Fundadora | | Fundador(a)", "Fundadora | Fundador | Fundador(a) | Fundadore"])(
    "refuses %j, naming the file and the field",
    (title) => {
      expect(() => readCopy(file, aboutCopySchema, withSpanishTitle(title))).toThrow(
        /content\/pages\/about\.json: es\.credentialLabels\.founder: must be one title, or three forms separated by \|/,
      );
    },
  );
});
