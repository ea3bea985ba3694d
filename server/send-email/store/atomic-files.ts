/**
 * File writes that a crash cannot leave half done: the data goes to a temporary file in the same
 * folder, which is then renamed (or hard-linked, when the name must not exist yet) into place, so
 * a reader sees the old file or the new one, never a part of one. Files are created with mode 600.
 */
import { randomBytes } from "node:crypto";
import { link, open, readFile, rename, stat, unlink } from "node:fs/promises";
import { dirname } from "node:path";

export function ignoreMissing(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
  throw error;
}

export async function exists(filePath: string): Promise<boolean> {
  return (await stat(filePath).catch(ignoreMissing)) !== undefined;
}

/** Writes to a temporary file in the same folder (flushed to disk if asked); returns its path. */
async function writeTemporary(filePath: string, data: Uint8Array | string, flush: boolean): Promise<string> {
  const temporary = `${filePath}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", 0o600);
  try {
    await handle.writeFile(data);
    if (flush) await handle.sync();
  } finally {
    await handle.close();
  }
  return temporary;
}

/** A new name in a folder is only on disk once the folder itself is flushed. */
async function syncFolder(filePath: string): Promise<void> {
  const folder = await open(dirname(filePath), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

export async function writeAtomic(filePath: string, data: Uint8Array | string): Promise<void> {
  await rename(await writeTemporary(filePath, data, false), filePath);
}

/** Like writeAtomic, but only if the file does not exist yet (a hard link never overwrites). */
export async function writeExclusive(filePath: string, data: Uint8Array | string, flush = false): Promise<boolean> {
  const temporary = await writeTemporary(filePath, data, flush);
  try {
    await link(temporary, filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(temporary).catch(ignoreMissing);
  }
  if (flush) await syncFolder(filePath);
  return true;
}

/** A lock file holding the lease's end; an expired one (its holder died) can be taken over. */
export async function takeLock(lockPath: string, leaseUntil: Date, now: Date): Promise<boolean> {
  if (await writeExclusive(lockPath, String(leaseUntil.getTime()))) return true;
  const heldUntil = Number(await readFile(lockPath, "utf8").catch(ignoreMissing));
  if (heldUntil > now.getTime()) return false;
  // Rename is atomic: of two workers breaking the same stale lock, only one succeeds.
  const stale = `${lockPath}.${randomBytes(6).toString("hex")}.stale`;
  const broke = await rename(lockPath, stale).then(
    () => true,
    () => false,
  );
  if (!broke) return false;
  const taken = await readFile(stale, "utf8");
  await unlink(stale).catch(ignoreMissing);
  if (Number(taken) > now.getTime()) {
    // Another worker renewed the lock between our read and our rename: give it back.
    await writeExclusive(lockPath, taken);
    return false;
  }
  return writeExclusive(lockPath, String(leaseUntil.getTime()));
}
