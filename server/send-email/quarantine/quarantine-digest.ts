/**
 * Nothing is held silently: when submissions were held, the firm's inbox (`MAIL_TO`) gets one
 * e-mail listing them, at most once a day (once an hour while the hourly ceiling holds enquiries,
 * which it lists first, oldest first: docs/decisions/032), with a link that releases each one. Sent by the Node server's retry timer and by the scheduled Netlify function;
 * the store's chore lease makes it one e-mail even when both run at once, and a digest that
 * fails is tried again on the next run (docs/decisions/011-quarantine-digest-and-release.md).
 */
import addressparser from "nodemailer/lib/addressparser";
import MailComposer from "nodemailer/lib/mail-composer";
import { type DeliveryDeps, leaseMs } from "../delivery/deliver.ts";
import { escapeHtml, type RenderedEmail } from "../delivery/render-email.ts";
import { describeError } from "../logger.ts";
import type { Unreported } from "../store/store.ts";
import { isCeilingHold, type SubmissionRecord } from "../store/submission.ts";
import { type DroppedDay, describeHeldCap, type HeldCap, heldDay } from "./held-cap.ts";
import { heldSummary } from "./held-summary.ts";
import type { HourLimits } from "./hourly-ceiling.ts";
import type { ReleaseLinks } from "./release-link.ts";

export const dayMs = 24 * 3_600_000;
/** While the ceiling holds enquiries, a digest may follow the last one this soon (docs/decisions/032). */
export const ceilingDigestEveryMs = 3_600_000;
const defaultMaxListed = 50;

export interface DigestSettings {
  /** At most one digest per this period (a day). */
  everyMs: number;
  releaseLinks: ReleaseLinks;
  /** Held submissions are deleted this long after they arrive; their links expire then. */
  quarantineRetentionMs: number;
  /** The same for honeypot hits (shorter); `quarantineRetentionMs` if not given. */
  honeypotRetentionMs?: number;
  /** Whether `npm run outbox -- release <id>` reaches this store (the Node server's; not Netlify Blobs). */
  releaseCommand: boolean;
  /** Entries listed in full; any more are counted. */
  maxListed?: number;
  /** The daily cap on held submissions, named when it was reached. */
  heldCap?: HeldCap;
  /** The hourly ceiling and each sender's share: ceiling holds are delivered within them (`ceiling-backlog.ts`). */
  ceiling?: HourLimits;
}

export type DigestOutcome =
  | { outcome: "nothing-held" | "not-due" }
  | { outcome: "sent"; held: number; dropped?: number }
  | { outcome: "failed"; error: string };

/**
 * Sends the digest if something was held since the last one and none went out in the last
 * `everyMs` (`force`: a person asked, the day does not matter). Each held submission is named in
 * one digest; the next lists only what was held after it.
 */
export async function sendQuarantineDigest(
  deps: DeliveryDeps,
  settings: DigestSettings,
  { force = false } = {},
): Promise<DigestOutcome> {
  const now = deps.clock();
  const today = heldDay(now);
  // Cheap first look (the markers are counted, no record is read; a day's tally or two): most runs end here.
  const waiting = await deps.store.listUnreported(0);
  if (waiting.total === 0 && (await deps.store.listUnreportedDrops(today)).length === 0) {
    return { outcome: "nothing-held" };
  }
  // Enquiries held by the ceiling are news the same hour, not the next day.
  const everyMs = force ? 0 : waiting.ceiling > 0 ? Math.min(settings.everyMs, ceilingDigestEveryMs) : settings.everyMs;
  const leaseUntil = new Date(now.getTime() + leaseMs(deps));
  if (!(await deps.store.claimChore("quarantine-digest", leaseUntil, now, everyMs))) {
    return { outcome: "not-due" };
  }
  let held: Unreported = { records: [], total: 0, ceiling: 0 };
  let drops: DroppedDay[] = [];
  try {
    // Listed again under the lease: what another worker reported meanwhile is gone from the list.
    // Only the records the digest names are read.
    held = await deps.store.listUnreported(settings.maxListed ?? defaultMaxListed);
    drops = await deps.store.listUnreportedDrops(today);
    if (held.records.length === 0 && drops.length === 0) {
      await deps.store.finishChore("quarantine-digest");
      return { outcome: "nothing-held" };
    }
    const email = await renderDigest(held, settings, deps.mail, now, drops);
    await deps.mailer.send(email, AbortSignal.timeout(deps.attemptTimeoutMs));
  } catch (failure) {
    const error = describeError(failure);
    await deps.store.finishChore("quarantine-digest").catch(() => {});
    deps.logger.warn("quarantine-digest-failed", { held: held.total, error });
    return { outcome: "failed", error };
  }
  // The day is marked first: a crash before the markers go makes the next day's digest repeat
  // some entries, never a second digest today. Only what was listed is marked: the rest waits
  // for the next digest, which names it.
  await deps.store.finishChore("quarantine-digest", now);
  await deps.store.markReported(held.records);
  await deps.store.markDropsReported(drops, today);
  const listed = held.records.length;
  const dropped = drops.reduce((sum, drop) => sum + drop.dropped, 0);
  deps.logger.info("quarantine-digest", { held: held.total, listed, dropped, via: deps.mailer.description });
  return { outcome: "sent", held: held.total, ...(dropped > 0 ? { dropped } : {}) };
}

/** How long a held submission is kept: honeypot hits less long than the rest. */
export function retentionMsOf(
  record: Pick<SubmissionRecord, "quarantineReason">,
  settings: Pick<DigestSettings, "quarantineRetentionMs" | "honeypotRetentionMs">,
): number {
  return record.quarantineReason === "honeypot"
    ? (settings.honeypotRetentionMs ?? settings.quarantineRetentionMs)
    : settings.quarantineRetentionMs;
}

function listCommand(settings: DigestSettings): string {
  return settings.releaseCommand
    ? "npm run outbox -- quarantine lists them all now"
    : "netlify blobs:list send-email --prefix quarantine/ lists them all now";
}

interface DigestEntry {
  id: string;
  summary: ReturnType<typeof heldSummary>;
  link: string;
}

export async function renderDigest(
  held: Unreported,
  settings: DigestSettings,
  mail: DeliveryDeps["mail"],
  now: Date,
  drops: readonly DroppedDay[] = [],
): Promise<RenderedEmail> {
  const maxListed = settings.maxListed ?? defaultMaxListed;
  const total = Math.max(held.total, held.records.length);
  const entries: DigestEntry[] = held.records.slice(0, maxListed).map((record) => ({
    id: record.id,
    summary: heldSummary(record),
    link: settings.releaseLinks.url(
      record.id,
      new Date(Date.parse(record.receivedAt) + retentionMsOf(record, settings)),
    ),
  }));
  const unlisted = total - entries.length;
  const retentionDays = Math.round(settings.quarantineRetentionMs / dayMs);
  const honeypotDays = Math.round((settings.honeypotRetentionMs ?? settings.quarantineRetentionMs) / dayMs);
  const deletedAfter =
    honeypotDays === retentionDays
      ? `${retentionDays} days after it arrived`
      : `${honeypotDays} days after it arrived when the hidden anti-spam field was filled in, ${retentionDays} days otherwise`;
  const count = total === 1 ? "1 submission" : `${total} submissions`;
  const listedCeiling = entries.filter((_, index) => isCeilingHold(held.records[index]?.quarantineReason)).length;
  const ceilingTotal = Math.max(held.ceiling ?? 0, listedCeiling);
  const dropped = drops.reduce((sum, drop) => sum + drop.dropped, 0);
  const notKept = dropped === 1 ? "1 suspected-spam submission" : `${dropped} suspected-spam submissions`;
  const subject =
    ceilingTotal > 0
      ? `Website: ${ceilingTotal === 1 ? "1 enquiry" : `${ceilingTotal} enquiries`} held by the hourly ceiling${total > ceilingTotal ? `, ${total - ceilingTotal} as suspected spam` : ""} — please check`
      : total > 0
        ? `Website: ${count} held as suspected spam — please check`
        : `Website: ${notKept} not kept (daily cap reached)`;

  const capText = settings.heldCap ? describeHeldCap(settings.heldCap) : "";
  const capLines = drops.map(
    ({ day, dropped: n }) =>
      `On ${day} the daily cap on held submissions${capText ? ` (${capText})` : ""} was reached: ${n} more ${n === 1 ? "suspected-spam submission got the usual answer but was" : "suspected-spam submissions got the usual answer but were"} not kept.`,
  );
  const intro = [
    ...(total > 0
      ? [
          `The website holds ${count} as suspected spam that no notice has named yet. ${total === 1 ? "It was" : "They were"} not delivered to you.`,
          "Most are spam. If one was sent by a real person, release it: it is then delivered to this inbox like any enquiry.",
        ]
      : []),
    ...(ceilingTotal > 0
      ? [
          `${ceilingTotal === total ? (total === 1 ? "It was" : "All were") : `${ceilingTotal} of them were`} held only because more enquiries than usual came within an hour, from everyone or from one sender (the hourly ceiling, decisions 022 and 032): nothing marked ${ceilingTotal === 1 ? "it" : "them"} as spam. ${ceilingTotal === 1 ? "It is" : "They are"} listed first, oldest first, and delivered to this inbox by themselves, oldest first, in a later hour with room; release one to have it now.`,
        ]
      : []),
    ...capLines,
    ...(capLines.length > 0
      ? [
          "The cap bounds what a flood can store. Only submissions held as suspected spam are ever left out; every other enquiry is kept and delivered. The server's log has a line for each one left out (outcome held-over-cap).",
        ]
      : []),
  ];
  const outro = [
    ...(unlisted > 0
      ? [
          `${unlisted} more wait to be named: the next notices list them, ${maxListed} at a time, one a day (${listCommand(settings)}).`,
        ]
      : []),
    `A release link opens a page with a "Deliver" button; it works once, until the submission is deleted ${deletedAfter}.`,
    "This notice comes at most once a day, or once an hour while the hourly ceiling holds enquiries, and only when something new was held.",
  ];

  const text = [
    intro.join("\n"),
    ...entries.map(({ id, summary, link }, index) =>
      [
        `${index + 1}. ${summary.name}, ${summary.email} — ${summary.service}`,
        `   Received: ${summary.received}`,
        `   Message: "${summary.firstLine}"`,
        `   Why held: ${summary.reason}`,
        `   Release: ${link}`,
        ...(settings.releaseCommand ? [`   or on the server: npm run outbox -- release ${id}`] : []),
      ].join("\n"),
    ),
    outro.join("\n"),
  ].join("\n\n");

  const items = entries
    .map(({ id, summary, link }) =>
      [
        `<li style="margin-bottom:16px"><strong>${escapeHtml(summary.name)}</strong>, ${escapeHtml(summary.email)} — ${escapeHtml(summary.service)}<br>`,
        `Received: ${escapeHtml(summary.received)}<br>`,
        `Message: “${escapeHtml(summary.firstLine)}”<br>`,
        `Why held: ${escapeHtml(summary.reason)}<br>`,
        `<a href="${escapeHtml(link)}">Release and deliver this one</a>`,
        settings.releaseCommand ? ` · or on the server: <code>npm run outbox -- release ${id}</code>` : "",
        "</li>",
      ].join(""),
    )
    .join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:sans-serif;font-size:15px;color:#111">`,
    ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(entries.length > 0 ? [`<ol>\n${items}\n</ol>`] : []),
    ...outro.map((line) => `<p style="color:#555">${escapeHtml(line)}</p>`),
    `</body></html>`,
  ].join("\n");

  const fromAddress = addressparser(mail.mailFrom, { flatten: true })[0]?.address ?? "no-reply@example.com";
  const stamp = now.getTime().toString(36);
  const messageId = `<quarantine-digest-${stamp}@${fromAddress.split("@")[1] ?? "nais.example"}>`;
  const node = new MailComposer({
    from: mail.mailFrom,
    to: mail.mailTo,
    subject,
    date: now,
    messageId,
    headers: { "Auto-Submitted": "auto-generated", "X-Quarantine-Digest": String(total + dropped) },
    text,
    html,
  }).compile();
  const envelope = node.getEnvelope();
  return {
    id: `quarantine-digest-${stamp}`,
    receivedAt: now.toISOString(),
    messageId,
    subject,
    envelope: { from: envelope.from || fromAddress, to: envelope.to },
    raw: await node.build(),
  };
}
