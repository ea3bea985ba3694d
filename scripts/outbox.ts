/**
 * The outbox for a person: what waits for delivery, what was quarantined as a suspected bot, and
 * a way to send it now. Reads the same settings as the server (OUTBOX_DIR, SMTP_URL, …).
 *
 *   npm run outbox -- list              submissions waiting for delivery
 *   npm run outbox -- retry             try to deliver all of them now (due or not)
 *   npm run outbox -- quarantine        suspected bots' submissions, kept aside
 *   npm run outbox -- release <id>      a quarantined submission is real: deliver it
 *   npm run outbox -- show <id>         one submission in full
 *
 * Each submission is claimed before it is sent, so this may run beside the server safely.
 * (On Netlify the outbox is the Blobs store "send-email": see the README.)
 */
import { resolve } from "node:path";
import { loadSendEmailConfig } from "../server/send-email/config.ts";
import { deliverPending } from "../server/send-email/deliver.ts";
import { createJsonLogger } from "../server/send-email/logger.ts";
import { createNodeDeliveryDeps } from "../server/send-email/node-instance.ts";
import { retryPending } from "../server/send-email/retry-pending.ts";
import type { SubmissionRecord } from "../server/send-email/submission.ts";

const usage = "usage: npm run outbox -- list | retry | quarantine | release <id> | show <id>";

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
  case "quarantine":
    printList("Quarantined", await deps.store.listQuarantined());
    break;
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
    if (!(await deps.store.release(id, deps.clock()))) throw new Error(`No quarantined submission ${id}`);
    const outcome = await deliverPending(deps, id);
    console.log(`Released ${id}: ${outcome === "delivered" ? "delivered" : "kept for the next retry"}`);
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
