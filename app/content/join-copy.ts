/**
 * A page's lists are split in two: what is the same in both languages (icons, links, ids) is written
 * once, in the page's `structure.ts`; each entry's words are in the page's content file, in the same
 * order, in each language. These two join them again.
 */

/** Joins each entry of the structure with its words in one language, by position. */
export function joinCopy<Entry, Words, Joined>(
  entries: readonly Entry[],
  words: readonly Words[],
  join: (entry: Entry, words: Words) => Joined,
): Joined[] {
  if (words.length !== entries.length) throw new Error(`${entries.length} entries, but words for ${words.length}`);
  return entries.map((entry, i) => join(entry, words[i] as Words));
}
