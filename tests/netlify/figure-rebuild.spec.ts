/**
 * The scheduled rebuild in Netlify's runtime (docs/decisions/026, docs/deploying.md): the function
 * `figure-rebuild`, invoked as Netlify's scheduler does, reads the live site's `/built-for.json` and
 * calls the build hook when today's tax figures differ from that day's, and not when the site is
 * current. The runtime's "today" is July 1, 2026, the day the IRS's mid-year mileage rate starts
 * (playwright.config.ts, project `netlify`); the hook is a server of this test's, on loopback.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { expect, test } from "../e2e/support.ts";

const builtFor = join(resolve(import.meta.dirname, "../../build/client"), "built-for.json");
const scheduledRun = "/.netlify/functions/figure-rebuild";
/** The hook's port, as playwright.config.ts gives the runtime its BUILD_HOOK_URL. */
const buildHookPort = 4178;

test.describe.configure({ mode: "serial" });

test("calls the build hook on the day a figure changes, and not once the site shows that day's figures", async ({
  request,
}) => {
  const calls: string[] = [];
  const hook = createServer((incoming, answer) => {
    calls.push(`${incoming.method} ${incoming.url}`);
    answer.writeHead(200).end("{}");
  });
  await new Promise<void>((listening) => hook.listen(buildHookPort, "127.0.0.1", listening));
  const original = await readFile(builtFor, "utf8");
  try {
    // The live site was built the day before the mileage rate changes.
    await writeFile(builtFor, JSON.stringify({ day: "2026-06-30" }));
    expect((await request.get("/built-for.json")).ok()).toBe(true);
    expect((await request.get(scheduledRun)).status()).toBe(202);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^POST \/hook\?trigger_title=/);
    expect(decodeURIComponent(calls[0] ?? "")).toContain(
      "Tax figures and deadlines of 2026-07-01: standardMileageRateBusiness",
    );

    // The new build is live: built for today. The next run leaves it alone.
    await writeFile(builtFor, JSON.stringify({ day: "2026-07-01" }));
    expect((await request.get(scheduledRun)).status()).toBe(204);
    expect(calls).toHaveLength(1);

    // A run missed, or a build that failed: a site still built for June 20 is caught up.
    await writeFile(builtFor, JSON.stringify({ day: "2026-06-20" }));
    expect((await request.get(scheduledRun)).status()).toBe(202);
    expect(calls).toHaveLength(2);
  } finally {
    await writeFile(builtFor, original);
    await new Promise((closed) => hook.close(closed));
  }
});
