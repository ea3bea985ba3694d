// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sampleRecord } from "../test-support/fixtures.ts";
import { describeStoreContract } from "../test-support/store-contract.ts";
import { createFileStore } from "./file-store.ts";

async function temporaryStore() {
  const dir = await mkdtemp(join(tmpdir(), "file-store-"));
  return { dir, store: createFileStore(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
}

describeStoreContract("file store", async () => {
  const { dir, store, cleanup } = await temporaryStore();
  return { store, twin: () => createFileStore(dir), cleanup };
});

describe("file store on disk", () => {
  const eml = new TextEncoder().encode("Subject: hello\r\n\r\nBody\r\n");

  it("writes a readable JSON record and .eml, private to the server's user, with no temporary files left", async () => {
    const { dir, store, cleanup } = await temporaryStore();
    const record = sampleRecord();
    await store.put(record, eml);
    expect(JSON.parse(await readFile(join(dir, "pending", `${record.id}.json`), "utf8"))).toMatchObject({
      id: record.id,
      submission: { email: "maria@example.com" },
    });
    expect(await readFile(join(dir, "pending", `${record.id}.eml`), "utf8")).toContain("Subject: hello");
    expect((await stat(join(dir, "pending", `${record.id}.json`))).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, "pending"))).mode & 0o777).toBe(0o700);
    expect((await readdir(join(dir, "pending"))).sort()).toEqual([`${record.id}.eml`, `${record.id}.json`]);
    await cleanup();
  });

  it("keeps one copy of a held submission: its record, rendered again if a person releases it", async () => {
    const { dir, store, cleanup } = await temporaryStore();
    const record = sampleRecord();
    await store.quarantine(record, "honeypot");
    expect(await readdir(join(dir, "quarantine"))).toEqual([`${record.id}.json`]);
    await cleanup();
  });

  it("moves the record and its .eml to sent/ on delivery", async () => {
    const { dir, store, cleanup } = await temporaryStore();
    const record = sampleRecord();
    await store.put(record, eml);
    await store.claim(record.id, new Date(Date.now() + 30_000), new Date());
    await store.markDelivered(record.id, new Date());
    expect(await readdir(join(dir, "pending"))).toEqual([]);
    expect((await readdir(join(dir, "sent"))).sort()).toEqual([`${record.id}.eml`, `${record.id}.json`]);
    await cleanup();
  });

  it("never lists a submission as pending once a copy is in sent/ (a crash halfway through markDelivered)", async () => {
    const { dir, store, cleanup } = await temporaryStore();
    const record = sampleRecord();
    await store.put(record, eml);
    const json = await readFile(join(dir, "pending", `${record.id}.json`), "utf8");
    await writeFile(join(dir, "sent", `${record.id}.json`), json.replace('"pending"', '"sent"'));
    expect(await store.listPending()).toEqual([]);
    expect(await store.claim(record.id, new Date(Date.now() + 30_000), new Date())).toBeUndefined();
    expect((await store.get(record.id))?.status).toBe("sent");
    await cleanup();
  });

  it("refuses ids that could name a file outside the store", async () => {
    const { store, cleanup } = await temporaryStore();
    await expect(store.get("../../etc/passwd")).rejects.toThrow(/Not a submission id/);
    await expect(store.release("../x", new Date())).rejects.toThrow(/Not a submission id/);
    await cleanup();
  });
});
