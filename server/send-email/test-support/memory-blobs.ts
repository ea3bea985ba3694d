/**
 * An in-memory stand-in for a Netlify Blobs store, with the same conditional-write semantics
 * (`onlyIfNew`, `onlyIfMatch` on an ETag that changes on every write).
 */
import type { BlobsLike } from "../store/blobs-store.ts";

export interface MemoryBlobs extends BlobsLike {
  entries: Map<string, { data: string; etag: string }>;
  /** Makes every call fail (an outage). */
  failing: boolean;
}

export function createMemoryBlobs(): MemoryBlobs {
  let version = 0;
  const blobs: MemoryBlobs = {
    entries: new Map(),
    failing: false,
    async get(key) {
      check();
      return blobs.entries.get(key)?.data ?? null;
    },
    async getWithMetadata(key) {
      check();
      const entry = blobs.entries.get(key);
      return entry ? { data: entry.data, etag: entry.etag } : null;
    },
    async set(key, data, options = {}) {
      check();
      const current = blobs.entries.get(key);
      if (options.onlyIfNew && current) return { modified: false };
      if (options.onlyIfMatch !== undefined && current?.etag !== options.onlyIfMatch) return { modified: false };
      blobs.entries.set(key, { data, etag: `"${++version}"` });
      return { modified: true };
    },
    async delete(key) {
      check();
      blobs.entries.delete(key);
    },
    async list({ prefix }) {
      check();
      const keys = [...blobs.entries.keys()].filter((key) => key.startsWith(prefix)).sort();
      return { blobs: keys.map((key) => ({ key })) };
    },
  };
  function check() {
    if (blobs.failing) throw new Error("Blobs unavailable");
  }
  return blobs;
}
