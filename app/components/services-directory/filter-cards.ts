import type { DirectoryCard } from "#app/content/index.ts";
import type { ServiceCategory } from "#app/lib/service-categories.ts";

export type DirectoryTab = "all" | ServiceCategory;

/** Cards of the selected tab whose name or description contains the search text, ignoring case and accents. */
export function filterCards(cards: readonly DirectoryCard[], tab: DirectoryTab, search: string): DirectoryCard[] {
  const needle = fold(search.trim());
  return cards.filter(
    (card) =>
      (tab === "all" || card.category === tab) &&
      (needle === "" || fold(card.name).includes(needle) || fold(card.description).includes(needle)),
  );
}

/** Lower case without diacritics, so "nomina" finds "Nómina". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
