/**
 * `npm run check:launch`: is the site ready to launch? (docs/decisions/008, 019) Lists every value
 * still marked as a sample in `content/` with what the firm must supply, and each testimonial that
 * breaks the rules (16 CFR 465; a result claimed without saying how it is backed, 16 CFR 255.2);
 * exits 1 while anything is listed. `--guard` does so only for a production build
 * (CONTEXT=production on Netlify, or LAUNCH=1); `--root <dir>` checks another copy of the project.
 */
import { join, resolve } from "node:path";
import { checkLaunch, formatReport, isLaunch, isReady } from "#app/content/launch-check.server.ts";

export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const rootAt = argv.indexOf("--root");
  const root = resolve(rootAt >= 0 ? (argv[rootAt + 1] ?? ".") : join(import.meta.dirname, "../.."));
  const guard = argv.includes("--guard");

  if (guard && !isLaunch(env)) {
    // Previews, branch deploys, CI and local builds go ahead; they only hear how much is left.
    try {
      const check = await checkLaunch(root);
      const left = check.markers.length + check.problems.length + check.resultClaims.length;
      console.log(
        `check:launch: ${left} launch item(s) left; not a production build (CONTEXT=${env.CONTEXT ?? "unset"}), so it goes ahead. npm run check:launch lists them.`,
      );
    } catch (error) {
      console.log(
        `check:launch: skipped (${error instanceof Error ? error.message : String(error)}); not a production build.`,
      );
    }
    return 0;
  }

  const check = await checkLaunch(root);
  const report = formatReport(check);
  if (isReady(check)) {
    console.log(report);
    return 0;
  }
  console.error(report);
  if (guard)
    console.error(`Production build refused (${env.CONTEXT === "production" ? "CONTEXT=production" : "LAUNCH=1"}).`);
  return 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2), process.env);
