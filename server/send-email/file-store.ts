/**
 * The store for the Node server: one folder per state under the outbox directory
 * (`pending/`, `sent/`, `quarantine/`), each submission as `<id>.json` plus `<id>.eml`, written
 * atomically (`atomic-files.ts`). A new submission's record is the commit point: it and its folder
 * are flushed to disk before the visitor is told anything. Later writes (the .eml copy, leases,
 * "sent") are not flushed, which saves three disk syncs per submission: a power cut in the seconds
 * after a delivery can at worst make the retry send that message a second time (same Message-ID),
 * never lose one. Files are readable by the server's user only (they hold personal data).
 */
import { mkdir, readdir, readFile, rename, unlink } from "node:fs/promises";
import { join } from "node:path";
import { exists, ignoreMissing, takeLock, writeAtomic, writeExclusive } from "./atomic-files.ts";
import type { PutResult, SubmissionStore } from "./store.ts";
import { sortByReceivedAt } from "./store.ts";
import { type SubmissionRecord, type SubmissionStatus, submissionIdPattern } from "./submission.ts";

/** Marks the writes that must be on disk before the visitor gets an answer. */
const durable = true;

const folders: Record<SubmissionStatus, string> = { pending: "pending", sent: "sent", quarantined: "quarantine" };

export function createFileStore(root: string): SubmissionStore {
  const path = (status: SubmissionStatus, id: string, extension: "json" | "eml" | "lock") =>
    join(root, folders[status], `${checkedId(id)}.${extension}`);
  const ready = Promise.all(
    Object.values(folders).map((folder) => mkdir(join(root, folder), { recursive: true, mode: 0o700 })),
  );

  async function readRecord(status: SubmissionStatus, id: string): Promise<SubmissionRecord | undefined> {
    const text = await readFile(path(status, id, "json"), "utf8").catch(ignoreMissing);
    return text === undefined ? undefined : (JSON.parse(text) as SubmissionRecord);
  }

  async function createRecord(record: SubmissionRecord, eml: Uint8Array): Promise<PutResult> {
    await ready;
    for (const status of ["pending", "sent", "quarantined"] as const) {
      if (await exists(path(status, record.id, "json"))) return "exists";
    }
    // The JSON is the commit point; the .eml is a copy for people and is written after it.
    const created = await writeExclusive(path(record.status, record.id, "json"), serialize(record), durable);
    if (!created) return "exists";
    await writeAtomic(path(record.status, record.id, "eml"), eml);
    return "created";
  }

  async function listFolder(status: SubmissionStatus): Promise<SubmissionRecord[]> {
    await ready;
    const names = await readdir(join(root, folders[status]));
    const ids = names.filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -".json".length));
    const records: SubmissionRecord[] = [];
    for (const id of ids.filter((id) => submissionIdPattern.test(id))) {
      // A crash between the two steps of markDelivered leaves a copy in pending/: sent/ wins.
      if (status === "pending" && (await exists(path("sent", id, "json")))) continue;
      const record = await readRecord(status, id);
      if (record) records.push(record);
    }
    return sortByReceivedAt(records);
  }

  async function releaseLease(id: string): Promise<void> {
    await unlink(path("pending", id, "lock")).catch(ignoreMissing);
  }

  return {
    description: `files in ${root}`,

    put: (record, eml) => createRecord({ ...record, status: "pending" }, eml),

    quarantine: (record, eml, reason) =>
      createRecord({ ...record, status: "quarantined", quarantineReason: reason }, eml),

    async get(id) {
      await ready;
      return (
        (await readRecord("sent", id)) ?? (await readRecord("pending", id)) ?? (await readRecord("quarantined", id))
      );
    },

    listPending: () => listFolder("pending"),
    listQuarantined: () => listFolder("quarantined"),

    async claim(id, leaseUntil, now) {
      await ready;
      if (!(await takeLock(path("pending", id, "lock"), leaseUntil, now))) return undefined;
      const record = await readRecord("pending", id);
      if (!record || (await exists(path("sent", id, "json")))) {
        await releaseLease(id);
        return undefined;
      }
      return record;
    },

    async recordFailure(id, error, nextAttemptAt) {
      const record = await readRecord("pending", id);
      if (record) {
        const updated = { ...record, attempts: record.attempts + 1, lastError: error };
        await writeAtomic(
          path("pending", id, "json"),
          serialize({ ...updated, nextAttemptAt: nextAttemptAt.toISOString() }),
        );
      }
      await releaseLease(id);
    },

    async markDelivered(id, deliveredAt) {
      const record = await readRecord("pending", id);
      if (record) {
        const sent = { ...record, status: "sent" as const, deliveredAt: deliveredAt.toISOString() };
        await writeAtomic(path("sent", id, "json"), serialize(sent));
        await rename(path("pending", id, "eml"), path("sent", id, "eml")).catch(ignoreMissing);
        await unlink(path("pending", id, "json")).catch(ignoreMissing);
      }
      await releaseLease(id);
    },

    async release(id, now) {
      const record = await readRecord("quarantined", id);
      if (!record) return false;
      const pending = { ...record, status: "pending" as const, attempts: 0, nextAttemptAt: now.toISOString() };
      if (!(await writeExclusive(path("pending", id, "json"), serialize(pending), durable))) return false;
      await rename(path("quarantined", id, "eml"), path("pending", id, "eml")).catch(ignoreMissing);
      await unlink(path("quarantined", id, "json"));
      return true;
    },

    async getOrCreateSecret(name, create) {
      await ready;
      const secretPath = join(root, `.${name.replace(/[^a-z0-9-]/gi, "")}`);
      await writeExclusive(secretPath, create(), durable);
      return (await readFile(secretPath, "utf8")).trim();
    },
  };
}

function checkedId(id: string): string {
  if (!submissionIdPattern.test(id)) throw new Error(`Not a submission id: ${JSON.stringify(id).slice(0, 80)}`);
  return id;
}

function serialize(record: SubmissionRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
