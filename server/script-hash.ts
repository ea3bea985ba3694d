import { createHash } from "node:crypto";

/**
 * An inline script's hash as a Content-Security-Policy source names it (`'sha256-…'`): SHA-256
 * of the exact text between the tags, UTF-8, in base64. Of its own, with node:crypto, so that
 * `security-headers.ts` stays importable by the editor's browser script.
 */
export function scriptHash(scriptText: string): string {
  return createHash("sha256").update(scriptText, "utf8").digest("base64");
}
