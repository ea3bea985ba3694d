/**
 * What a person needs to judge a held submission, and no more: the digest lists it and the release
 * page shows it. The e-mail address is masked and only the message's first line is shown, so that a
 * forwarded digest or a leaked link gives away little; the full submission arrives once released.
 */

import { formatTime, oneLine, quarantineReasonTexts } from "../delivery/render-email.ts";
import { maskEmail } from "../logger.ts";
import type { SubmissionRecord } from "../store/submission.ts";

export interface HeldSummary {
  received: string;
  /** The visitor's name, or what the form was (the waitlist has no name). */
  name: string;
  email: string;
  service: string;
  firstLine: string;
  reason: string;
}

const firstLineMax = 140;

/**
 * Text a mail client will not turn into a link: a held submission's words sit next to real
 * release links, so `https://x.example/y` reads `https[:]//x[.]example/y` and `www.x.example`
 * reads `www[.]x[.]example`.
 */
export function defang(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*):\/\//gi, "$1[:]//").replace(/(?<=[\p{L}\p{N}])\.(?=\p{L})/gu, "[.]");
}

export function heldSummary(record: SubmissionRecord): HeldSummary {
  const { submission } = record;
  const firstLine = oneLine(submission.message.split(/\r?\n/).find((line) => line.trim() !== "") ?? "");
  return {
    received: formatTime(record.receivedAt),
    name: submission.kind === "waitlist" ? "(QuickBooks waitlist signup)" : defang(oneLine(submission.name)),
    email: maskEmail(oneLine(submission.email)),
    service: defang(oneLine(submission.service)),
    firstLine: defang(firstLine.length > firstLineMax ? `${firstLine.slice(0, firstLineMax - 1)}…` : firstLine),
    reason: record.quarantineReason ? quarantineReasonTexts[record.quarantineReason] : "suspected spam",
  };
}
