import type { IconName } from "#app/content/icon-names.ts";
import type { ServiceCategory } from "#app/lib/service-categories.ts";

export type { DirectoryCopy } from "./schema.ts";

/** A card of the services directory, in one language, as the directory reads it. */
export interface DirectoryCard {
  /**
   * The path of the page it links to, in the card's language (from the route table at build time:
   * the directory's island does not load the table).
   */
  href: string;
  category: ServiceCategory;
  icon: IconName;
  name: string;
  description: string;
}
