import { z } from "zod";
import { text } from "#app/content/schema/fields.ts";
import { serviceNames } from "#app/content/service-names.ts";
import type { ServiceSlug } from "#app/lib/route-table.ts";
import { type DirectoryCardId, directoryStructure } from "./structure.ts";

/** The directory's words, both languages, from the project root (docs/decisions/019). */
export const directoryFile = "content/services-directory.json";

const card = z.strictObject({
  name: text().meta({ title: "Name", description: "The card's heading, usually the service's short name." }),
  description: text().meta({
    title: "Text",
    description:
      "One sentence under the name. Figures in double braces, like {{bankLevyHoldDays}}, are filled in for you: keep them.",
  }),
});

/** A card's name in the editor: its page's name, and what sets it apart when a page has two cards. */
function cardTitle({ id, page }: (typeof directoryStructure)[number]): string {
  const name = serviceNames.en[page.slice("service/".length) as ServiceSlug];
  return id === "self-employed-tax-returns" ? `${name}: the self-employed card` : name;
}

/**
 * The services directory's words in one language, `content/services-directory.json` under "en" and
 * "es" (docs/decisions/019): a name and a sentence for each card of `structure.ts`, which gives
 * their order, links and icons (a template service page's card is in its own file).
 */
export const directoryCopySchema = z.strictObject(
  Object.fromEntries(directoryStructure.map((entry) => [entry.id, card.meta({ title: cardTitle(entry) })])) as Record<
    DirectoryCardId,
    typeof card
  >,
);
