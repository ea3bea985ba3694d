/**
 * Flood benchmark of Netlify's scheduled function (issue 26): thousands of held submissions in
 * Netlify's local Blobs server, every Blob call delayed, one real enquiry waiting for a retry; runs
 * the function's work in order (retries, digest, purge) and prints each part's time against its
 * 30 s. Then one noisy sender beside a real enquiry (docs/decisions/032). Talks only to 127.0.0.1;
 * figures also go to bench-results/send-email-flood.json.
 *   npm run bench:flood   (BENCH_HELD=3000 BENCH_EXPIRED=300 BENCH_BLOB_DELAY_MS=20 BENCH_NOISY)
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import retryOutbox from "../../netlify/functions/retry-outbox.ts";
import { renderEmail } from "../../server/send-email/delivery/render-email.ts";
import { retryPending } from "../../server/send-email/delivery/retry-pending.ts";
import { createFormTokens } from "../../server/send-email/intake/form-token.ts";
import { digestIfDue, purgeIfDue } from "../../server/send-email/runtimes/housekeeping.ts";
import { netlifySendEmail } from "../../server/send-email/runtimes/netlify-instance.ts";
import { type BlobsLike, createBlobsStore } from "../../server/send-email/store/blobs-store.ts";
import { newRecord, type Submission, submissionId } from "../../server/send-email/store/submission.ts";
import { startSmtpSink } from "../support/mail.ts";

const held = Number(process.env.BENCH_HELD ?? 3_000);
const expired = Number(process.env.BENCH_EXPIRED ?? 300);
const delayMs = Number(process.env.BENCH_BLOB_DELAY_MS ?? 20);
const noisyPosts = Number(process.env.BENCH_NOISY ?? 40);
const formSecret = "95a5f9c0551899d0c601a6163be2b7be36d38aad5efd9e12b1d8e3a48723517b";
const dayMs = 24 * 3_600_000;
const purgeWindowMs = 25_000;

setTimeout(() => {
  console.error("bench:flood: gave up after 10 minutes");
  process.exit(1);
}, 10 * 60_000).unref();

const directory = await mkdtemp(join(tmpdir(), "bench-flood-"));
const server = new BlobsServer({ directory, token: "bench", logger: () => {} });
const { port } = await server.start();
const url = `http://127.0.0.1:${port}`;
const emulator = getStore({
  name: "send-email",
  consistency: "strong",
  edgeURL: url,
  uncachedEdgeURL: url,
  siteID: "site",
  token: "bench",
});
const calls = { count: 0 };
/** One Blob call as a function far from its Blobs would see it: `delayMs` slower. */
async function delayed<T>(call: () => Promise<T>): Promise<T> {
  calls.count++;
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return call();
}
const slow: BlobsLike = {
  get: (key, options) => delayed(() => emulator.get(key, options)),
  getWithMetadata: (key, options) => delayed(() => emulator.getWithMetadata(key, options)),
  set: (key, data, options) => delayed(() => emulator.set(key, data, options as never)),
  delete: (key) => delayed(() => emulator.delete(key)),
  list: (options) => delayed(() => emulator.list(options)),
};

const submission = (i: number): Submission => ({
  kind: "contact",
  lang: "en",
  name: `Flood ${i}`,
  email: `flood${i}@example.com`,
  phone: "",
  service: "Bookkeeping",
  message: `Cheap offers, number ${i}: please ignore, this is a benchmark.`,
  quickbooksDetails: "",
});

const sink = await startSmtpSink({ parse: false });
const mail = { mailTo: "office@example.com", mailFrom: "no-reply@example.com" };
try {
  console.log(`Seeding ${held} held submissions (${expired} past their retention) and one pending enquiry…`);
  const seeding = performance.now();
  const store = createBlobsStore(emulator);
  const now = Date.now();
  const records = Array.from({ length: held }, (_, i) =>
    newRecord(submissionId(`flood-${i}`, submission(i)), submission(i), new Date(now - (i < expired ? 40 * dayMs : 0))),
  );
  for (let i = 0; i < records.length; i += 50) {
    await Promise.all(records.slice(i, i + 50).map((record) => store.quarantine(record, "honeypot")));
  }
  await store.markReported(records.slice(0, expired).map((record) => ({ ...record, quarantineReason: "honeypot" })));
  const enquiry = newRecord(submissionId("real", submission(-1)), submission(-1), new Date(now - 120_000));
  await store.put(enquiry, (await renderEmail(enquiry, mail)).raw);
  console.log(`  seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const { deliveryDeps, housekeeping, handler } = await netlifySendEmail(
    {
      SMTP_URL: sink.url,
      MAIL_TO: mail.mailTo,
      FORM_SECRET: formSecret,
      SUBMISSIONS_MAX_PER_HOUR: "20",
      CEILING_HELD_MAX_PER_DAY: "20",
      // As when the posts reach many function instances, whose per-address counts are their own.
      RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_PER_HOUR: "0",
      RATE_LIMIT_ATTEMPTS_PER_MINUTE: "0",
    },
    () => slow,
  );
  // The same logger object as the handler's: silenced for both.
  Object.assign(deliveryDeps.logger, { info() {}, warn() {}, error() {} });

  /** One scheduled run, timed part by part, in the function's order and with its budgets. */
  async function run(index: number) {
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    calls.count = 0;
    const retry = await retryPending(deliveryDeps, { startNoAttemptAfter: new Date(Date.now() + 15_000) });
    const retryMs = elapsed();
    const digest = await digestIfDue(deliveryDeps, housekeeping);
    const digestMs = elapsed() - retryMs;
    const purge = await purgeIfDue(deliveryDeps, housekeeping, () => elapsed() > purgeWindowMs);
    const purgeMs = elapsed() - retryMs - digestMs;
    const figures = {
      run: index,
      retryMs: Math.round(retryMs),
      retried: retry.delivered,
      digestMs: Math.round(digestMs),
      digest: digest.outcome,
      purgeMs: Math.round(purgeMs),
      purged: typeof purge === "object" ? purge.quarantined + purge.sent : 0,
      purgeComplete: typeof purge === "object" ? purge.complete : purge,
      totalMs: Math.round(elapsed()),
      blobCalls: calls.count,
    };
    console.log(
      `  run ${index}: retries ${figures.retryMs} ms (${figures.retried} delivered), digest ${figures.digestMs} ms (${figures.digest}), purge ${figures.purgeMs} ms (${figures.purged} deleted, ${figures.purgeComplete === true ? "complete" : figures.purgeComplete}), total ${figures.totalMs} ms of 30000, ${figures.blobCalls} Blob calls`,
    );
    return figures;
  }

  console.log(`Scheduled runs, every Blob call ${delayMs} ms slower:`);
  const runs = [await run(1)];
  while (runs.at(-1)?.purgeComplete !== true && runs.length < 10) runs.push(await run(runs.length + 1));
  // And the function itself once, as Netlify calls it (nothing left to do but count).
  const started = performance.now();
  process.env.SMTP_URL = sink.url;
  const response = await retryOutbox();
  const functionMs = Math.round(performance.now() - started);
  console.log(`  then the function itself: ${response.status} in ${functionMs} ms`);

  console.log(`One noisy sender posts ${noisyPosts} through the function, then a real enquiry from another address:`);
  const post = async (i: number, clientIp: string) => {
    const { kind: _kind, ...fields } = submission(i);
    const body = {
      ...fields,
      name: i < 0 ? "Real Enquiry" : `Noisy ${i}`,
      website: "",
      formToken: createFormTokens(formSecret).issue(new Date(Date.now() - 3_000)),
      idempotencyKey: `noisy-${i}-${Date.now()}`,
    };
    const request = new Request("http://127.0.0.1/.netlify/functions/send-email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1" },
      body: JSON.stringify(body),
    });
    return (await handler(request, { clientIp })).status;
  };
  const mailedBefore = sink.submissionIds.length;
  const noisyStatuses: number[] = [];
  // One after another: the local Blobs server does not make conditional writes atomic, Netlify does.
  for (let i = 0; i < noisyPosts; i++) noisyStatuses.push(await post(i, "203.0.113.66"));
  const mailedFromNoisy = sink.submissionIds.length - mailedBefore;
  const realStatus = await post(-1, "198.51.100.9");
  // 200 is "sent": the SMTP server took it (one more message in the sink).
  const realDelivered = realStatus === 200 && sink.submissionIds.length === mailedBefore + mailedFromNoisy + 1;
  const { blobs: ceilingHeld } = await emulator.list({ prefix: "ceiling-held/" });
  const noisy = {
    posts: noisyPosts,
    mailed: mailedFromNoisy,
    held: ceilingHeld.length,
    refusedPastCap: noisyStatuses.filter((status) => status === 429).length,
    answered: Object.fromEntries(
      [200, 202, 429].map((status) => [status, noisyStatuses.filter((s) => s === status).length]),
    ),
    realEnquiry: realStatus,
    realDelivered,
  };
  console.log(
    `  noisy sender: mailed ${noisy.mailed}, held for a later hour ${noisy.held}, refused past the ceiling holds' cap ${noisy.refusedPastCap}; real enquiry: ${realStatus}, delivered: ${realDelivered}`,
  );

  const { blobs: markers } = await emulator.list({ prefix: "unreported/" });
  const summary = {
    held,
    expired,
    blobDelayMs: delayMs,
    runs,
    longestRunMs: Math.max(...runs.map((r) => r.totalMs)),
    enquiryDelivered: sink.submissionIds.includes(enquiry.id),
    stillUnreported: markers.length,
    noisy,
  };
  console.log(
    `Longest run ${summary.longestRunMs} ms (limit 30000); enquiry delivered: ${summary.enquiryDelivered}; held not yet in a digest: ${summary.stillUnreported}`,
  );
  await mkdir("bench-results", { recursive: true });
  await writeFile("bench-results/send-email-flood.json", `${JSON.stringify(summary, null, 2)}\n`);
  process.exitCode = summary.longestRunMs < 30_000 && summary.enquiryDelivered && noisy.realDelivered ? 0 : 1;
} finally {
  await sink.close();
  await server.stop();
  await rm(directory, { recursive: true, force: true });
}
