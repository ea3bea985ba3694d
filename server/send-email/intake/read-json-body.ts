/**
 * Reads a request body (JSON here; a posted form in `form-post.ts`) without ever holding more than
 * the limit in memory: the declared `Content-Length` is checked first, then the bytes actually
 * received (a client can lie, or send a chunked body with no length at all).
 */
import { hasMediaType } from "./media-type.ts";

export type BodyResult =
  | { ok: true; value: unknown }
  | { ok: false; problem: "unsupported-media-type" | "too-large" | "bad-json" };

export function isJsonContentType(contentType: string | null): boolean {
  return hasMediaType(contentType, "application/json");
}

export async function readJsonBody(req: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(req.headers.get("content-type"))) return { ok: false, problem: "unsupported-media-type" };

  const bytes = await readBodyBytes(req, maxBytes);
  if (bytes === "too-large") return { ok: false, problem: "too-large" };

  try {
    // `fatal` rejects invalid UTF-8 instead of silently replacing it with U+FFFD.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: "bad-json" };
  }
}

/** The body's bytes, or "too-large" as soon as the declared or the received length passes the limit. */
export async function readBodyBytes(req: Request, maxBytes: number): Promise<Uint8Array | "too-large"> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return "too-large";
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading: the rest of an oversized body is never buffered.
      await reader.cancel().catch(() => {});
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
