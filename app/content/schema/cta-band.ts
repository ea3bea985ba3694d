/**
 * The words of the invitation band at the bottom of the home and about pages
 * (app/components/sections/cta-band.tsx): one shape, one label in the editor, for both files.
 */
import { z } from "zod";
import { lengthLimits, text } from "./fields.ts";

export function ctaBandCopy() {
  return z
    .strictObject({
      title: text(lengthLimits.sectionTitle).meta({ title: "Title" }),
      text: text().meta({ title: "Sentence" }),
    })
    .meta({ title: "Invitation at the bottom" });
}
