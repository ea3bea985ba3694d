/**
 * Daily, just after midnight in California: when the tax figures shown today differ from those of
 * the day the live site was built for (its `/built-for.json`), or a tax deadline its calendar lists
 * has passed, call the site's build hook, so a value that starts on a date reaches the site that
 * day and a past deadline leaves its calendar (docs/decisions/026 and 031, docs/deploying.md).
 * A day the hook could not be called, or its build failed, is caught up the next day.
 *
 * BUILD_HOOK_URL: the build hook Netlify made for the site (Site configuration → Build & deploy →
 * Build hooks). REBUILD_DAILY=1: build every day as well, whatever the figures.
 */
import type { Config, Context } from "@netlify/functions";
import { siteDay } from "#app/content/build-day.ts";
import { taxCalendar } from "#app/content/tax-calendar/calendar.ts";
import { taxFigureEntries } from "#app/content/tax-figures/index.ts";
import { builtForDayIn, builtForFile, rebuildReasons } from "../../server/figure-rebuilds.ts";

async function liveBuiltFor(siteUrl: string | undefined): Promise<string | undefined> {
  if (!siteUrl) return undefined;
  try {
    const answer = await fetch(new URL(`/${builtForFile}`, siteUrl), { signal: AbortSignal.timeout(5000) });
    return answer.ok ? builtForDayIn(await answer.text()) : undefined;
  } catch {
    return undefined;
  }
}

export default async (_request: Request, context: Context): Promise<Response> => {
  const today = siteDay();
  // The production origin the firm set (docs/deploying.md), else the one Netlify gives the function.
  const builtFor = await liveBuiltFor(process.env.SITE_URL ?? context.site?.url ?? process.env.URL);
  const due = rebuildReasons(taxFigureEntries, taxCalendar.rules, builtFor, today);
  const daily = process.env.REBUILD_DAILY === "1";
  const log = (fields: Record<string, unknown>) =>
    console.log(JSON.stringify({ event: "figure-rebuild", today, builtFor: builtFor ?? null, due, ...fields }));
  if (due.length === 0 && !daily) {
    log({ outcome: "current" });
    return new Response(null, { status: 204 });
  }
  const hook = process.env.BUILD_HOOK_URL;
  if (!hook) {
    log({
      outcome: "no-hook",
      problem: "BUILD_HOOK_URL is not set: the site goes on showing the figures and deadlines of its build day",
    });
    return new Response(null, { status: 500 });
  }
  const title = due.length ? `Tax figures and deadlines of ${today}: ${due.join(", ")}` : `Daily build, ${today}`;
  const answer = await fetch(`${hook}${hook.includes("?") ? "&" : "?"}trigger_title=${encodeURIComponent(title)}`, {
    method: "POST",
    signal: AbortSignal.timeout(10_000),
  }).catch((error: unknown) => error);
  const ok = answer instanceof Response && answer.ok;
  log({
    outcome: ok ? "build-requested" : "hook-failed",
    status: answer instanceof Response ? answer.status : String(answer),
  });
  return new Response(null, { status: ok ? 202 : 502 });
};

// 08:05 UTC: five minutes past midnight in winter (PST), past one in summer (PDT), in California.
export const config: Config = {
  schedule: "5 8 * * *",
};
