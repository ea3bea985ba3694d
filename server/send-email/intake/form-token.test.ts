// @vitest-environment node

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFileStore } from "../store/file-store.ts";
import { createFormTokens, resolveFormSecret } from "./form-token.ts";

const t0 = new Date("2026-03-02T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("form tokens", () => {
  const tokens = createFormTokens("a-secret-of-some-length");

  it("accepts its own token from three seconds on, until it expires two hours after it was issued", () => {
    const token = tokens.issue(t0);
    expect(tokens.verify(token, at(0))).toBe("too-fast");
    expect(tokens.verify(token, at(2_999))).toBe("too-fast");
    expect(tokens.verify(token, at(3_000))).toBe("ok");
    expect(tokens.maximumAgeMs).toBe(2 * 3_600_000);
    expect(tokens.verify(token, at(2 * 3_600_000))).toBe("ok");
    expect(tokens.verify(token, at(2 * 3_600_000 + 1))).toBe("expired");
    expect(tokens.verify(token, at(3 * 24 * 3_600_000))).toBe("expired");
  });

  it("takes its lifetime from the settings (FORM_TOKEN_MAX_AGE_MINUTES)", () => {
    const short = createFormTokens("a-secret-of-some-length", 3_000, 60_000);
    const token = short.issue(t0);
    expect(short.verify(token, at(60_000))).toBe("ok");
    expect(short.verify(token, at(60_001))).toBe("expired");
  });

  it("takes its minimum age from the settings (FORM_TOKEN_MIN_AGE_MS), and tells it", () => {
    const quick = createFormTokens("a-secret-of-some-length", 200);
    expect(quick.minimumAgeMs).toBe(200);
    expect(tokens.minimumAgeMs).toBe(3_000);
    const token = quick.issue(t0);
    expect(quick.verify(token, at(199))).toBe("too-fast");
    expect(quick.verify(token, at(200))).toBe("ok");
    expect(createFormTokens("a-secret-of-some-length", 0).verify(token, at(0))).toBe("ok");
  });

  it("rejects missing, malformed, tampered, foreign and future tokens", () => {
    const token = tokens.issue(t0);
    const [issuedAt = "", signature = ""] = token.split(".");
    expect(tokens.verify(undefined, at(5_000))).toBe("missing");
    expect(tokens.verify("", at(5_000))).toBe("missing");
    expect(tokens.verify(42, at(5_000))).toBe("invalid");
    expect(tokens.verify("garbage", at(5_000))).toBe("invalid");
    expect(tokens.verify(`${issuedAt}.${signature}.x`, at(5_000))).toBe("invalid");
    // An older issue time with the same signature: the signature no longer matches.
    const earlier = (Number.parseInt(issuedAt, 36) - 60_000).toString(36);
    expect(tokens.verify(`${earlier}.${signature}`, at(5_000))).toBe("invalid");
    expect(tokens.verify(`${issuedAt}.${signature.slice(0, -1)}A`, at(5_000))).not.toBe("ok");
    expect(createFormTokens("another-secret-entirely").verify(token, at(5_000))).toBe("invalid");
    expect(tokens.verify(tokens.issue(at(10 * 60_000)), at(0))).toBe("invalid");
  });
});

describe("resolveFormSecret", () => {
  /** A store that keeps the first secret made, as both real stores do. */
  const keepingStore = () => {
    let kept: string | undefined;
    return { getOrCreateSecret: async (_: string, create: () => string) => (kept ??= create()) };
  };

  it("prefers FORM_SECRET, else keeps a generated one in the store, else makes one per process", async () => {
    const warnings: string[] = [];
    const warn = (event: string) => warnings.push(event);
    const store = keepingStore();
    expect(await resolveFormSecret("configured-secret", store, warn)).toBe("configured-secret");
    expect(warnings).toEqual([]);
    expect(await resolveFormSecret(undefined, store, warn)).toHaveLength(43);
    const broken = { getOrCreateSecret: async () => Promise.reject(new Error("read-only")) };
    expect(await resolveFormSecret(undefined, broken, warn)).toHaveLength(43);
    expect(warnings).toEqual(["form-secret-generated", "form-secret-per-process"]);
  });

  it("warns that it generated a secret once, when it did, not on every start that reuses it", async () => {
    const dir = await mkdtemp(join(tmpdir(), "form-secret-"));
    const warnings: string[] = [];
    const warn = (event: string) => warnings.push(event);
    const first = await resolveFormSecret(undefined, createFileStore(dir), warn);
    for (let start = 0; start < 3; start++) {
      expect(await resolveFormSecret(undefined, createFileStore(dir), warn)).toBe(first);
    }
    expect(warnings).toEqual(["form-secret-generated"]);
    await rm(dir, { recursive: true, force: true });
  });
});
