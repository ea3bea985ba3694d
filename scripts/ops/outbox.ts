/**
 * The outbox for a person: `npm run outbox -- list | retry | quarantine | release <id> | show <id> |
 * digest | purge` (docs/forms-and-email.md). Reads the server's settings (OUTBOX_DIR, SMTP_URL, …).
 * The server runs the digest and the purge daily by itself; each submission is claimed before it is
 * sent, so this may run beside the server. On Netlify the outbox is the Blobs store "send-email".
 */
import { resolve } from "node:path";
import { retryPending } from "../../server/send-email/delivery/retry-pending.ts";
import { createJsonLogger } from "../../server/send-email/logger.ts";
import { sendQuarantineDigest } from "../../server/send-email/quarantine/quarantine-digest.ts";
import { releaseSubmission } from "../../server/send-email/quarantine/release.ts";
import { loadSendEmailConfig } from "../../server/send-email/runtimes/config.ts";
import { purgeIfDue } from "../../server/send-email/runtimes/housekeeping.ts";
import {
  createNodeDeliveryDeps,
  nodeHousekeepingSettings,
  serverFormSecret,
} from "../../server/send-email/runtimes/node-instance.ts";
import type { SubmissionRecord } from "../../server/send-email/store/submission.ts";

const usage = "usage: npm run outbox -- list | retry | quarantine | release <id> | show <id> | digest | purge";

const config = loadSendEmailConfig(process.env);
// Delivery logs go to stderr so that the listings on stdout stay readable.
const deps = createNodeDeliveryDeps(config, { logger: createJsonLogger((line) => process.stderr.write(`${line}\n`)) });
const [command, id] = process.argv.slice(2);

function summarize(record: SubmissionRecord): string {
  const { submission } = record;
  const who = submission.kind === "waitlist" ? submission.email : `${submission.name} <${submission.email}>`;
  const lines = [`${record.id}  ${record.receivedAt}  ${submission.kind}  ${who}`];
  if (record.status === "pending") {
    lines.push(
      `    attempts: ${record.attempts}, next: ${record.nextAttemptAt}${record.lastError ? `, last error: ${record.lastError}` : ""}`,
    );
  }
  if (record.quarantineReason) lines.push(`    quarantined: ${record.quarantineReason}`);
  return lines.join("\n");
}

function printList(title: string, records: SubmissionRecord[]): void {
  console.log(`${title} in ${resolve(config.outboxDir)}: ${records.length}`);
  for (const record of records) console.log(summarize(record));
}

switch (command) {
  case "list":
    printList("Waiting for delivery", await deps.store.listPending());
    break;
  case "quarantine": {
    const { total: unreported } = await deps.store.listUnreported(0);
    const held = await deps.store.listQuarantined();
    printList("Quarantined", held);
    if (unreported > 0) console.log(`Not yet in a digest e-mail: ${unreported} (the next digests list them)`);
    break;
  }
  case "retry": {
    const summary = await retryPending(deps, { includeNotDue: true, maxConsecutiveFailures: Number.POSITIVE_INFINITY });
    console.log(
      `Delivered ${summary.delivered}, failed ${summary.failed}, busy elsewhere ${summary.skipped} (via ${deps.mailer.description})`,
    );
    process.exitCode = summary.failed > 0 ? 1 : 0;
    break;
  }
  case "release": {
    if (!id) throw new Error(usage);
    const outcome = await releaseSubmission(deps, id, "command");
    const said = {
      delivered: "delivered",
      queued: "released; the mail server did not take it yet, the retry will deliver it",
      "already-released": "it was released before; nothing sent again",
      "not-found": "no such submission",
    } as const;
    console.log(`${id}: ${said[outcome]}`);
    process.exitCode = outcome === "delivered" || outcome === "queued" ? 0 : 1;
    break;
  }
  case "digest": {
    // Its release links must be the server's: signed with any other secret, every one would be refused.
    const secret = await serverFormSecret(config).catch((error: Error) => {
      console.error(`No digest: ${error.message}`);
      process.exit(1);
    });
    const settings = await nodeHousekeepingSettings(config, deps, secret);
    const result = await sendQuarantineDigest(deps, settings, { force: true });
    console.log(
      result.outcome === "sent"
        ? `Digest sent to ${config.mailTo}: ${result.held} held`
        : result.outcome === "failed"
          ? `Digest not sent: ${result.error}`
          : `No digest: ${result.outcome === "nothing-held" ? "nothing new is held" : "another process is sending one"}`,
    );
    process.exitCode = result.outcome === "failed" ? 1 : 0;
    break;
  }
  case "purge": {
    const settings = await nodeHousekeepingSettings(config, deps);
    const result = await purgeIfDue(deps, { ...settings, purgeEveryMs: 0 });
    console.log(
      typeof result === "object"
        ? `Deleted ${result.sent} delivered (older than ${config.sentRetentionDays} days) and ${result.quarantined} held (older than ${config.quarantineRetentionDays} days, honeypot hits ${config.honeypotRetentionDays})`
        : `Not purged: ${result === "not-due" ? "another process is purging" : "failed, see the log"}`,
    );
    break;
  }
  case "show": {
    if (!id) throw new Error(usage);
    const record = await deps.store.get(id);
    if (!record) throw new Error(`No submission ${id}`);
    console.log(JSON.stringify(record, null, 2));
    break;
  }
  default:
    console.error(usage);
    process.exitCode = 2;
}
