/**
 * Sample content, marked in data (docs/decisions/008).
 *
 * `sample(value, "what the firm must supply")` returns `value` unchanged, so every consumer keeps
 * its plain type, and records the pair in a registry that code can read. Replacing a sample means
 * replacing the whole call with the firm's own value. `npm run check:launch` lists every call still
 * in the source (file, line, what to supply); a production build refuses to finish while one remains.
 *
 * No imports: the Node server and the scripts load this file directly.
 */

export interface SampleEntry {
  /** The stand-in value now shown on the site. */
  readonly value: unknown;
  /** What the firm must put in its place. */
  readonly supply: string;
}

const entries: SampleEntry[] = [];
const sampleObjects = new WeakSet<object>();

/** Marks a stand-in value that the firm must replace before launch, and returns it unchanged. */
export function sample<const T>(value: T, supply: string): T {
  entries.push({ value, supply });
  if (typeof value === "object" && value !== null) sampleObjects.add(value);
  return value;
}

/** Every sample recorded so far by the modules loaded in this process, in load order. */
export function sampleEntries(): readonly SampleEntry[] {
  return entries;
}

/** Whether this very object was passed to `sample()` (identity, so a real copy is never mistaken for it). */
export function isSample(value: object): boolean {
  return sampleObjects.has(value);
}
