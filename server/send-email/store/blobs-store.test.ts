// @vitest-environment node
/**
 * The Blobs store against two stand-ins of Netlify Blobs: an in-memory fake of its API, and the
 * real `@netlify/blobs` client talking to Netlify's own local Blobs server (`@netlify/blobs/server`,
 * the emulator `netlify dev` uses) on loopback. Neither is the production service.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getStore } from "@netlify/blobs";
import { BlobsServer } from "@netlify/blobs/server";
import { describe, expect, it } from "vitest";
import { renderEmail } from "../delivery/render-email.ts";
import { mail, sampleRecord } from "../test-support/fixtures.ts";
import { createMemoryBlobs } from "../test-support/memory-blobs.ts";
import { describeStoreContract } from "../test-support/store-contract.ts";
import { createBlobsInboxMailer, createBlobsStore } from "./blobs-store.ts";

describeStoreContract("Blobs store over an in-memory fake", async () => {
  const blobs = createMemoryBlobs();
  return { store: createBlobsStore(blobs), twin: () => createBlobsStore(blobs), cleanup: async () => {} };
});

describeStoreContract(
  "Blobs store over @netlify/blobs and its local server",
  async () => {
    const directory = await mkdtemp(join(tmpdir(), "blobs-server-"));
    const token = "test-token";
    const server = new BlobsServer({ directory, token, logger: () => {} });
    const { port } = await server.start();
    // Edge access, as inside a deployed function (with `apiURL` this emulator mangles list prefixes).
    const url = `http://127.0.0.1:${port}`;
    const open = () =>
      getStore({
        name: "send-email",
        consistency: "strong",
        edgeURL: url,
        uncachedEdgeURL: url,
        siteID: "site",
        token,
      });
    return {
      store: createBlobsStore(open()),
      twin: () => createBlobsStore(open()),
      cleanup: async () => {
        await server.stop();
        await rm(directory, { recursive: true, force: true });
      },
    };
  },
  // The emulator checks an ETag and then writes, with an await in between: unlike the service it
  // can let two simultaneous conditional writes through, so that one test only runs on the fake.
  { atomicConditionalWrites: false },
);

describe("Blobs store details", () => {
  it("keeps the message source under eml/ and indexes pending submissions", async () => {
    const blobs = createMemoryBlobs();
    const store = createBlobsStore(blobs);
    const record = sampleRecord();
    await store.put(record, new TextEncoder().encode("Subject: hi\r\n\r\nBody"));
    expect(blobs.entries.get(`eml/${record.id}`)?.data).toContain("Subject: hi");
    expect(blobs.entries.has(`pending/${record.id}`)).toBe(true);
    await store.claim(record.id, new Date(Date.now() + 1_000), new Date());
    await store.markDelivered(record.id, new Date());
    expect(blobs.entries.has(`pending/${record.id}`)).toBe(false);
  });

  it("keeps one copy of a held submission: its record, no message source beside it", async () => {
    const blobs = createMemoryBlobs();
    const record = sampleRecord();
    await createBlobsStore(blobs).quarantine(record, "honeypot");
    expect(blobs.entries.has(`submissions/${record.id}`)).toBe(true);
    expect(blobs.entries.has(`eml/${record.id}`)).toBe(false);
  });

  it("skips an index entry whose record was never written (a crash halfway through put)", async () => {
    const blobs = createMemoryBlobs();
    await blobs.set(`pending/${"a".repeat(32)}`, "2026-03-02T10:00:00.000Z");
    expect(await createBlobsStore(blobs).listPending()).toEqual([]);
  });

  it("writes undelivered mail to inbox/ when no SMTP server is configured", async () => {
    const blobs = createMemoryBlobs();
    const email = await renderEmail(sampleRecord(new Date("2026-03-02T10:00:00Z")), mail);
    await createBlobsInboxMailer(blobs).send(email);
    const keys = [...blobs.entries.keys()];
    expect(keys).toEqual([`inbox/20260302T100000Z-${email.id}.eml`]);
    expect(blobs.entries.get(keys[0] ?? "")?.data).toContain("Reply-To: Maria Lopez <maria@example.com>");
  });
});
