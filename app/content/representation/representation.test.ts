import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/content/site/index.ts";
import data from "#content/representation.json" with { type: "json" };
import { representation } from "./index.ts";
import { representationCopySchema } from "./schema.ts";

describe("the CTEC wording (content/representation.json)", () => {
  it("shows, in each language, the sentence the firm's registration calls for", () => {
    for (const lang of ["en", "es"] as const) {
      const { ctec } = data[lang];
      expect(representation[lang].ctec).toBe(siteConfig.ctec.registered ? ctec.ifRegistered : ctec.otherwise);
    }
  });

  it("refuses a placeholder: these sentences are themselves the value of {{rep.ctec}}", () => {
    const words = { ctec: { ifRegistered: "Registered, says {{rep.named}}.", otherwise: "Ask us." } };
    expect(representationCopySchema.safeParse(words).error?.issues[0]?.message).toBe(
      "cannot hold a {{placeholder}}: write the words out",
    );
  });
});
