/**
 * A content file's published versions, as the editor's History lists them (docs/decisions/028): the
 * same shape from the working copy's git (./local-history.server.ts) and from GitHub's commits
 * (./editor-script/history-sources.ts). No Node import: the editor's script uses it in the browser.
 */

export interface FileVersion {
  /** The commit's id (40 hex digits). */
  id: string;
  /** Who made it: the commit's author's name. */
  author: string;
  /** When, as ISO 8601. */
  date: string;
  /** The commit's first line. */
  subject: string;
}

/** The firm's time zone: the office reads every date as Santa Maria's clock shows it. */
const whenWords = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "America/Los_Angeles",
});

/** `2026-03-02T18:00:00Z` → "March 2, 2026 at 10:00 AM" (California's time). */
export function whenInWords(date: string): string {
  return whenWords.format(new Date(date));
}

/** The message of the commit a restore makes. */
export function restoreMessage(file: string, version: Pick<FileVersion, "date">): string {
  return `Editor: restore ${file} to the version of ${whenInWords(version.date)}`;
}

const commitId = /^[0-9a-f]{40}$/;

/** True for a commit's full id, as `versions` gives it. */
export const isCommitId = (id: unknown): id is string => typeof id === "string" && commitId.test(id);
