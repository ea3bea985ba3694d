/**
 * For the unit tests: the content store (./content-store.ts) filled as the start script fills it
 * after sign-in, from the working copy's files instead of the backend.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fillContent } from "./content-store.ts";

export function fillContentFromDisk(root: string): void {
  const files: Record<string, unknown> = {};
  for (const entry of readdirSync(join(root, "content"), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(root, path).split("\\").join("/")] = JSON.parse(readFileSync(path, "utf8"));
  }
  fillContent(files);
}
