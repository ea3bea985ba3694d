import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  type SecurityManifest,
  securityManifestFile,
} from "./security-headers.ts";

/**
 * The Content-Security-Policy of each prerendered page, from the hashes the post-build step
 * recorded (build/security-headers.json). Each page allows exactly its own inline scripts.
 */
export function loadPagePolicies(clientDir: string): (file: string) => string {
  const manifestPath = join(clientDir, "..", securityManifestFile);
  let manifest: SecurityManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  } catch {
    throw new Error(`${manifestPath} is missing: run \`npm run build\` first.`);
  }
  const all = Object.values(manifest.scriptHashesByFile).flat();
  return (file) => contentSecurityPolicy(manifest.scriptHashesByFile[relative(clientDir, file)] ?? all);
}

/** Adds the base security headers to a response that does not set them itself. */
export function withBaseSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}
