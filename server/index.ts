import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { createApp } from "./app.ts";
import { createNodeSendEmail } from "./send-email/runtimes/node-instance.ts";
import { createSiteServer } from "./site-server.ts";

// LAUNCH=1, the live site: refuse to start while sample content remains (docs/launch.md).
if (process.env.LAUNCH === "1")
  await (await import("#app/content/launch-check.server.ts")).refuseSamples(resolve(import.meta.dirname, ".."));

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "127.0.0.1";
const clientDir = resolve(import.meta.dirname, "../build/client");

// Parsed now, so that a wrong e-mail setting stops the server at start-up, not on a visitor's message.
const sendEmail = await createNodeSendEmail(process.env);
sendEmail.startRetrying();

const server = createSiteServer(createApp({ clientDir, sendEmail }).fetch, hostname);
server.listen(port, hostname, () => {
  const { port: listening } = server.address() as AddressInfo;
  console.log(`NAIS site on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${listening}`);
});

/** Stop taking connections, let open requests finish, then exit. */
function shutdown(signal: string): void {
  console.log(`${signal}: shutting down`);
  void sendEmail.stopRetrying();
  server.close(() => process.exit(0));
  // Keep-alive connections could hold the process open: give them five seconds.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
