// @vitest-environment node
/**
 * A flood of held submissions must not stall the scheduled function (issue 26): with a few
 * thousand held records in Netlify's local Blobs server, one run of `retry-outbox` still retries
 * the pending enquiry first, sends a digest that names 50 and marks only those, purges what is
 * past its retention, and stays within the function's 30 s. Every record is read at most once in
 * the run (by the purge); the digest reads only what it lists. A purge cut short by its 25 s window
 * goes on where it stopped in the next run.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import retryOutbox from "../../../netlify/functions/retry-outbox.ts";
import { type SmtpSink, startSmtpSink } from "../../../scripts/support/mail.ts";
import { renderEmail } from "../delivery/render-email.ts";
import { type BlobsLike, createBlobsStore } from "../store/blobs-store.ts";
import { newRecord, submissionId } from "../store/submission.ts";
import { mail, sampleSubmission, testSecret } from "../test-support/fixtures.ts";
import { resetNetlifySendEmail } from "./netlify-instance.ts";

const blobs = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("@netlify/blobs", async (original) => ({
  ...(await original<typeof import("@netlify/blobs")>()),
  getStore: () => blobs.current,
}));

const held = 2_000;
const expired = 100;
const dayMs = 24 * 3_600_000;

let sink: SmtpSink;
let server: BlobsServer;
let directory: string;
let emulator: BlobsLike;
const recordReads = { count: 0 };

/** The emulator's store, counting the reads of submission records. */
function counting(store: BlobsLike): BlobsLike {
  return {
    get: (key, options) => store.get(key, options),
    getWithMetadata(key, options) {
      if (key.startsWith("submissions/")) recordReads.count++;
      return store.getWithMetadata(key, options);
    },
    set: (key, data, options) => store.set(key, data, options),
    delete: (key) => store.delete(key),
    list: (options) => store.list(options),
  };
}

async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

let pendingId: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "blobs-flood-"));
  server = new BlobsServer({ directory, token: "flood", logger: () => {} });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const { getStore: realGetStore } = await vi.importActual<typeof import("@netlify/blobs")>("@netlify/blobs");
  emulator = realGetStore({
    name: "send-email",
    consistency: "strong",
    edgeURL: url,
    uncachedEdgeURL: url,
    siteID: "site",
    token: "flood",
  });
  blobs.current = counting(emulator);
  void getStore;

  const store = createBlobsStore(emulator);
  const now = Date.now();
  const records = Array.from({ length: held + expired }, (_, i) => {
    const receivedAt = new Date(i < expired ? now - 40 * dayMs + i : now - 60_000 + i);
    const submission = sampleSubmission({ name: `Bot ${i}`, message: `Buy cheap things, offer number ${i}.` });
    return newRecord(submissionId(`flood-${i}`, submission), submission, receivedAt);
  });
  await inBatches(records, 50, (record) => store.quarantine(record, "honeypot"));
  // The old ones were named in the digests of their day.
  await store.markReported(records.slice(0, expired).map((record) => ({ ...record, quarantineReason: "honeypot" })));
  // One real enquiry whose first delivery failed: due for a retry now.
  const enquiry = newRecord(submissionId("real", sampleSubmission()), sampleSubmission(), new Date(now - 120_000));
  pendingId = enquiry.id;
  await store.put(enquiry, (await renderEmail(enquiry, mail)).raw);

  sink = await startSmtpSink();
  vi.stubEnv("SMTP_URL", sink.url);
  vi.stubEnv("FORM_SECRET", testSecret);
  vi.stubEnv("MAIL_TO", mail.mailTo);
  resetNetlifySendEmail();
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  resetNetlifySendEmail();
  await sink?.close();
  await server?.stop();
  await rm(directory, { recursive: true, force: true });
});

/** One run of the scheduled function, which must stay within Netlify's 30 s. */
async function timedRun(): Promise<void> {
  const started = performance.now();
  const response = await retryOutbox();
  const seconds = (performance.now() - started) / 1000;
  expect(response.status).toBe(204);
  expect(seconds).toBeLessThan(30);
}

const storedRecords = async () => (await emulator.list({ prefix: "submissions/" })).blobs.length;

describe("the scheduled function under a flood of held submissions", () => {
  // The purge stops at 25 s and the next run goes on where it stopped: idle, one run purges the
  // lot; on a loaded machine a second one may finish it, so the test allows a few, each timed.
  it("retries first, digests 50 and marks only those, purges, each run within 30 s", async () => {
    recordReads.count = 0;
    await timedRun();

    // The enquiry first, then the digest.
    expect(sink.submissionIds[0]).toBe(pendingId);
    expect(sink.messages).toHaveLength(2);
    const digest = sink.messages[1];
    expect(digest?.headers.get("x-quarantine-digest")).toBe(String(held));
    expect(digest?.text).toContain("1950 more wait");
    expect(digest?.text?.match(/^\d+\. /gm)).toHaveLength(50);

    // Only what the digest listed is marked: the rest is named in the next ones.
    const { blobs: markers } = await emulator.list({ prefix: "unreported/" });
    expect(markers).toHaveLength(held - 50);

    // The purge goes through the lot and deletes what is past its retention.
    for (let run = 2; run <= 4 && (await storedRecords()) > held + 1; run++) await timedRun();
    expect(await storedRecords()).toBe(held + 1);
    expect(sink.messages).toHaveLength(2);
    // Each record at most once (the purge, which resumes where it stopped), plus what the digest
    // lists and the retry.
    expect(recordReads.count).toBeLessThan(held + expired + 150);
  }, 150_000);
});
