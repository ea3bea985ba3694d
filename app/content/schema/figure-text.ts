/**
 * Text that may name a yearly figure or a fact of the site by its placeholder,
 * `{{californiaMinimumFranchiseTax}}`, `{{portal.withEncryption}}` (app/content/data/copy-values.ts):
 * a name no value answers to is refused with the field, before any page is built.
 */
import type { z } from "zod";
import { placeholderNames } from "../data/copy-values.ts";
import { placeholdersIn } from "../data/placeholders.ts";
import { text } from "./fields.ts";

export function unknownPlaceholderIssues(value: string, context: z.core.$RefinementCtx<string>): void {
  for (const name of placeholdersIn(value))
    if (!placeholderNames.has(name))
      context.addIssue({ code: "custom", message: `{{${name}}} is not a known figure or fact` });
}

export function textWithFigures() {
  return text().superRefine(unknownPlaceholderIssues);
}
