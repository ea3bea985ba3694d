import type { IconName } from "#app/content/icon-names.ts";
import type { PageId, ServiceCategory } from "#app/lib/route-table.ts";
import type { DirectoryCardId } from "./structure.ts";

/** A card of the services directory, in one language, as the directory reads it. */
export interface DirectoryCard {
  /** Route-table id of the page it links to. */
  page: PageId;
  category: ServiceCategory;
  icon: IconName;
  name: string;
  description: string;
}

/** The directory's words in one language (`content/services-directory.json`): a name and a description for each card of `structure.ts`. */
export type DirectoryCopy = Record<DirectoryCardId, Pick<DirectoryCard, "name" | "description">>;
