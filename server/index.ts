import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { siteDay } from "#app/content/build-day.ts";
import { taxCalendar } from "#app/content/tax-calendar/calendar.ts";
import { taxFigureEntries } from "#app/content/tax-figures/index.ts";
import { createApp } from "./app.ts";
import { startFigureRebuilds } from "./figure-rebuilds.ts";
import { rebuildSite } from "./rebuild-site.ts";
import { createNodeSendEmail } from "./send-email/runtimes/node-instance.ts";
import { createSiteServer } from "./site-server.ts";

// LAUNCH=1, the live site: refuse to start while sample content remains (docs/launch.md).
if (process.env.LAUNCH === "1")
  await (await import("#app/content/launch-check.server.ts")).refuseSamples(resolve(import.meta.dirname, ".."));

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "127.0.0.1";
const root = resolve(import.meta.dirname, "..");
const clientDir = join(root, "build/client");

// Parsed now, so that a wrong e-mail setting stops the server at start-up, not on a visitor's message.
const sendEmail = await createNodeSendEmail(process.env);
sendEmail.startRetrying();

// The app reads the build's page policies when it is made: made again after each rebuild.
let app = createApp({ clientDir, sendEmail });
const server = createSiteServer((request, env) => app.fetch(request, env), hostname);

// The pages change on the day a tax figure does (docs/decisions/026) and the day after a tax
// deadline (decision 031): built again beside the live site and swapped in. FIGURE_REBUILDS=0 turns it off (a read-only disk, a host that deploys builds).
const figureRebuilds =
  process.env.FIGURE_REBUILDS === "0"
    ? undefined
    : startFigureRebuilds({
        clientDir,
        entries: taxFigureEntries,
        rules: taxCalendar.rules,
        today: siteDay,
        rebuild: async (day) => {
          await rebuildSite(root, day);
          app = createApp({ clientDir, sendEmail });
        },
        log: (line) => console.log(line),
      });
server.listen(port, hostname, () => {
  const { port: listening } = server.address() as AddressInfo;
  console.log(`NAIS site on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${listening}`);
});

/** Stop taking connections, let open requests finish, then exit. */
function shutdown(signal: string): void {
  console.log(`${signal}: shutting down`);
  void sendEmail.stopRetrying();
  figureRebuilds?.stop();
  server.close(() => process.exit(0));
  // Keep-alive connections could hold the process open: give them five seconds.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
