/** The real Hono app with the e-mail function configured as `npm start` configures it, in a temporary folder. */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../app.ts";
import { securityManifestFile } from "../../security-headers.ts";
import { silentLogger } from "../logger.ts";
import { createNodeSendEmail, type NodeSendEmailOptions } from "../runtimes/node-instance.ts";
import { testSecret } from "./fixtures.ts";

export async function createTestApp(env: Record<string, string> = {}, options: NodeSendEmailOptions = {}) {
  const root = await mkdtemp(join(tmpdir(), "app-mount-"));
  const outboxDir = join(root, "outbox");
  const clientDir = join(root, "client");
  for (const page of ["404", "es/404"]) {
    await mkdir(join(clientDir, page), { recursive: true });
    await writeFile(join(clientDir, page, "index.html"), "<!doctype html><title>Not found</title>");
  }
  // What the build writes beside build/client for the pages' security headers (none needed here).
  await writeFile(join(root, securityManifestFile), JSON.stringify({ scriptHashesByFile: {} }));
  const sendEmail = await createNodeSendEmail(
    { OUTBOX_DIR: outboxDir, FORM_SECRET: testSecret, MAIL_TO: "office@example.com", ...env },
    { logger: silentLogger, ...options },
  );
  return {
    root,
    outboxDir,
    sendEmail,
    app: createApp({ clientDir, sendEmail }),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}
