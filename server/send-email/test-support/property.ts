/** fast-check settings for the property tests: 1,000 runs, and a printed seed to replay a failure. */
export function propertyRuns(name: string): { numRuns: number; seed: number } {
  const seed = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`[fast-check] ${name}: seed=${seed} (replay with FC_SEED=${seed})`);
  return { numRuns: 1_000, seed };
}
