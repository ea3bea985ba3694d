/**
 * Whether a build tells visitors that the site holds sample content (docs/decisions/008).
 *
 * A production build cannot finish while samples remain (`scripts/check/check-launch.ts --guard`), but every other
 * build is public somewhere: a Netlify deploy preview or branch deploy (CONTEXT=deploy-preview,
 * branch-deploy), `npm start` (no CONTEXT). Those show the notice on every page and mark each sample
 * testimonial, decided once at build time, since pages are prerendered. Production
 * (CONTEXT=production, or LAUNCH=1) never does, nor does any build once no sample is left.
 */
export function showsSampleNotice(env: { CONTEXT?: string; LAUNCH?: string }, samplesLeft: number): boolean {
  return samplesLeft > 0 && env.CONTEXT !== "production" && env.LAUNCH !== "1";
}
