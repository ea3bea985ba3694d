/**
 * The firm's words about its California registration, `content/representation.json`, in both
 * languages (docs/decisions/019). Which sentence the pages show follows the site's facts
 * (`ctec.registered` in `content/site.json`); the representative's name and credential come from
 * there too (`app/content/representation/index.ts`).
 */
import { z } from "zod";
import { text } from "#app/content/schema/fields.ts";

/** These sentences are themselves placeholders' values ({{rep.ctec}}): they cannot hold one. */
function sentence() {
  return text().refine((value) => !/\{\{|\}\}/.test(value), "cannot hold a {{placeholder}}: write the words out");
}

export const representationCopySchema = z.strictObject({
  ctec: z
    .strictObject({
      ifRegistered: sentence().meta({
        title: "When every preparer is registered",
        description:
          "Shown when the firm's details say every paid preparer who is not an Enrolled Agent, CPA or attorney is registered with CTEC.",
      }),
      otherwise: sentence().meta({
        title: "Otherwise",
        description: "Shown when they do not: what California requires, and to ask who prepares the return.",
      }),
    })
    .meta({
      title: "California registration (CTEC)",
      description: "One sentence, used wherever the pages mention CTEC.",
    }),
});
