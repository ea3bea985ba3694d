/**
 * fast-check settings for the property tests: `numRuns` runs (1,000 unless a run is slow) from a
 * seed fixed per property (its name's hash), so that a run of the suite is the same every time;
 * `FC_SEED=<n>` explores other inputs, and a failure prints the seed that replays it.
 */
export function propertyRuns(name: string, numRuns = 1_000): { numRuns: number; seed: number } {
  const seed = Number(process.env.FC_SEED ?? seedOf(name));
  console.log(`[fast-check] ${name}: seed=${seed} (replay with FC_SEED=${seed})`);
  return { numRuns, seed };
}

/** A 31-bit FNV-1a hash of the property's name. */
function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash >>> 0) % 2 ** 31;
}
