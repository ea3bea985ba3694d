/**
 * The Node server builds the site again on the day a tax figure changes (docs/decisions/026,
 * server/figure-rebuilds.ts): a copy of the project, built for December 31 with next year's
 * minimum wage entered, is served by `node server/index.ts` on January 1; the server finds its
 * build a day behind, builds beside it and swaps it in, and the payroll page then says the new
 * wage, while it said the old one, whole, until then. The wage is the test's own.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { formTestEnv } from "../../scripts/support/harness.ts";
import { rebuildSite } from "../../server/rebuild-site.ts";
import { copyRoot, putBackAsInProject } from "./project-copy.ts";

const file = "content/tax-figures.json";
const port = 4391;

test.beforeEach(() => putBackAsInProject([file], []));
test.afterEach(() => putBackAsInProject([file], []));

test("a server started on January 1 over a build for December 31 builds again and then serves the new wage", async ({
  request,
}) => {
  test.setTimeout(600_000);
  const data = JSON.parse(readFileSync(join(copyRoot, file), "utf8")) as {
    figures: { id: string; values: { taxYear: number; value: number; source: string }[] }[];
  };
  const wage = data.figures.find((figure) => figure.id === "californiaMinimumWage");
  wage?.values.push({ taxYear: 2027, value: 17.5, source: "https://www.dir.ca.gov/dlse/faq_minimumwage.htm" });
  writeFileSync(join(copyRoot, file), `${JSON.stringify(data, null, 2)}\n`);

  // The live site, as `npm start` would have built it on December 31.
  await rebuildSite(copyRoot, "2026-12-31");
  expect(JSON.parse(readFileSync(join(copyRoot, "build/client/built-for.json"), "utf8"))).toEqual({
    day: "2026-12-31",
  });

  let server: ChildProcess | undefined;
  const log: string[] = [];
  try {
    server = spawn(process.execPath, [join(copyRoot, "server/index.ts")], {
      cwd: copyRoot,
      env: {
        ...process.env,
        ...formTestEnv,
        PORT: String(port),
        SITE_DAY: "2027-01-01",
        OUTBOX_DIR: join(tmpdir(), "nais-rebuild-outbox"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk) => log.push(String(chunk)));
    const payroll = `http://127.0.0.1:${port}/services/payroll`;
    const page = async () => {
      const answer = await request.get(payroll).catch(() => undefined);
      return answer?.ok() ? answer.text() : "";
    };
    // Until the new build is in, the old pages, whole.
    await expect.poll(page, { timeout: 30_000 }).toContain("minimum wage of $16.90 an hour in 2026");
    await expect
      .poll(page, { timeout: 300_000, intervals: [2000] })
      .toContain("minimum wage of $17.50 an hour in 2027");
    expect(await page()).toContain("$72,800 a year");
    expect((await request.get(`http://127.0.0.1:${port}/es/servicios/nominas`)).ok()).toBe(true);
    expect(log.join("")).toContain(
      "figure-rebuild: the site was built for 2026-12-31; by 2027-01-01: californiaMinimumWage",
    );
    expect(JSON.parse(readFileSync(join(copyRoot, "build/client/built-for.json"), "utf8"))).toEqual({
      day: "2027-01-01",
    });
  } finally {
    server?.kill("SIGTERM");
    await test.info().attach("server.log", { body: log.join("") });
  }
});
