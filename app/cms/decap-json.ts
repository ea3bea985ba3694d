/**
 * The order in which Decap CMS writes an object's keys, and its text for a file of one language
 * (./editor-form.ts says why). No Node import: the editor's script (./editor-script/) writes a
 * file in this form too.
 */

/** Immutable.js keeps a map of at most this many keys as a list, in insertion order (`MAX_ARRAY_MAP_SIZE`). */
const insertionOrderLimit = 8;

/** Immutable.js's hash of a string key (`hashString`, the JVM's, then `smi`). */
function keyHash(key: string): number {
  let hashed = 0;
  for (let i = 0; i < key.length; i++) hashed = (31 * hashed + key.charCodeAt(i)) | 0;
  return ((hashed >>> 1) & 0x40000000) | (hashed & 0xbfffffff);
}

/** A hash trie's order: by the hash's lowest 5 bits, then the next 5, and so on (equal hashes: as inserted). */
function trieOrder(a: number, b: number): number {
  for (let shift = 0; shift < 32; shift += 5) {
    const difference = ((a >>> shift) & 31) - ((b >>> shift) & 31);
    if (difference) return difference;
  }
  return 0;
}

/** The order in which Decap writes an object's keys, given the order it read them in. */
export function decapKeyOrder(keys: readonly string[]): string[] {
  if (keys.length <= insertionOrderLimit) return [...keys];
  return keys
    .map((key) => ({ key, hash: keyHash(key) }))
    .sort((a, b) => trieOrder(a.hash, b.hash))
    .map(({ key }) => key);
}

/** `value` with every object's keys in Decap's order (arrays keep theirs). */
export function inDecapOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inDecapOrder);
  if (value === null || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(decapKeyOrder(Object.keys(object)).map((key) => [key, inDecapOrder(object[key])]));
}

/** The text Decap writes for `data` in a file of one language (facts). */
export function decapJson(data: unknown): string {
  return `${JSON.stringify(inDecapOrder(data), null, 2)}\n`;
}
