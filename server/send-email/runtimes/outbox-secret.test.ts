// @vitest-environment node
/**
 * `npm run outbox -- digest` signs release links only with the server's secret (issue 47): run
 * without it, or with another, it refuses instead of making a secret of its own.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { silentLogger } from "../logger.ts";
import { loadSendEmailConfig } from "./config.ts";
import { createNodeSendEmail, serverFormSecret } from "./node-instance.ts";

it("gives a command the server's secret, and refuses without it, with another, or before the server ever started", async () => {
  const dir = await mkdtemp(join(tmpdir(), "outbox-secret-"));
  try {
    const secret = randomBytes(32).toString("hex");
    const config = (env: Record<string, string> = {}) => loadSendEmailConfig({ OUTBOX_DIR: dir, ...env });
    await expect(serverFormSecret(config({ FORM_SECRET: secret }))).rejects.toThrow(/server has not started/);

    await createNodeSendEmail({ OUTBOX_DIR: dir, FORM_SECRET: secret }, { logger: silentLogger });
    expect(await serverFormSecret(config({ FORM_SECRET: secret }))).toBe(secret);
    await expect(serverFormSecret(config())).rejects.toThrow(/Not the server's FORM_SECRET \(none is set here\)/);
    const other = randomBytes(32).toString("hex");
    await expect(serverFormSecret(config({ FORM_SECRET: other }))).rejects.toThrow(/same FORM_SECRET and OUTBOX_DIR/);

    // A server without FORM_SECRET signs with the one the store keeps: a command finds that one.
    await createNodeSendEmail({ OUTBOX_DIR: dir }, { logger: silentLogger });
    expect(await serverFormSecret(config())).toMatch(/^[\w-]{43}$/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
