/**
 * The e-mail the firm receives for a submission, as RFC 822 source (nodemailer's MailComposer).
 * It is rendered from the stored record, the same way every time: a retry sends the same
 * Message-ID, so a mail client that did get an earlier attempt shows the message once.
 *
 * The visitor is in `Reply-To`, never in `From`: the firm's mail server sends as itself (SPF,
 * DKIM) and "Reply" still answers the visitor. Every visitor value in the HTML part is escaped,
 * and every header value is one line of printable text.
 */
import addressparser from "nodemailer/lib/addressparser";
import MailComposer from "nodemailer/lib/mail-composer";
import { contactFields, notProvided } from "#app/contact-form/contact-fields.ts";
import type { QuarantineReason, SubmissionRecord, TokenProblem } from "../store/submission.ts";

export interface MailSettings {
  mailTo: string;
  mailFrom: string;
}

export interface RenderedEmail {
  id: string;
  receivedAt: string;
  messageId: string;
  subject: string;
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

const languageNames = { en: "English", es: "Spanish" } as const;
/** Shown on submissions posted without JavaScript, which skipped the form-token timing check. */
export const noJavaScriptNote = "Sent without JavaScript (no timing check)";

/** Shown on submissions the script sent without a usable token (docs/decisions/010-what-counts-as-a-bot.md). */
export const tokenProblemNotes: Record<TokenProblem, string> = {
  missing: "No form token: the page could not get one (no timing check); delivered anyway",
  invalid: "Form token not valid (signed with an older FORM_SECRET?); delivered anyway",
};

/** Why a submission was held, for the people who decide whether it is real. */
export const quarantineReasonTexts: Record<QuarantineReason, string> = {
  honeypot: "the hidden anti-spam field was filled in (people cannot see it; bots fill it)",
  "token-too-fast": "sent sooner after the form was opened than the form itself allows",
  "token-missing": "sent without a form token (a rule no longer applied)",
  "token-invalid": "sent with a form token that was not valid (a rule no longer applied)",
  "hourly-ceiling":
    "the site-wide ceiling on submissions mailed in an hour (SUBMISSIONS_MAX_PER_HOUR) was reached; nothing marked it as spam",
  "sender-share":
    "its sender had already sent its share of the hourly ceiling (SUBMISSIONS_MAX_PER_SENDER_PER_HOUR); nothing marked it as spam",
};

/** `2026-03-02 10:00:00 UTC`: the times in the firm's e-mails. */
export function formatTime(iso: string): string {
  return iso.replace("T", " ").replace(/\.\d+Z$/, " UTC");
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

/**
 * Visitor text as an e-mail may show it: well formed, without format characters (`\p{Cf}`:
 * bidirectional overrides and isolates, zero-width spaces and joiners, soft hyphens), which can
 * make a name or a link read as something other than what it is.
 */
export function visibleText(value: string): string {
  return value.toWellFormed().replace(/\p{Cf}/gu, "");
}

/** One line of printable text: control characters (CR, LF, tab, NUL…) become spaces. */
export function oneLine(value: string): string {
  return visibleText(value)
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .trim();
}

export function subjectOf(record: SubmissionRecord): string {
  const { kind, service, name, email } = record.submission;
  return kind === "waitlist"
    ? oneLine(`Waitlist signup: QuickBooks Online Course — ${email}`)
    : oneLine(`New enquiry: ${service} — ${name}`);
}

/** The labelled facts of the submission, in the order the firm reads them. */
export function factsOf(record: SubmissionRecord): [label: string, value: string][] {
  const { submission } = record;
  const facts: [string, string][] = [];
  for (const field of contactFields) {
    if (!("emailRow" in field) || (submission.kind === "waitlist" && !("onWaitlistEmail" in field))) continue;
    // A record stored before a field joined the table has no value for it.
    const value = submission[field.name] ?? "";
    if (field.emailRow.when === "filled" && !value) continue;
    facts.push([field.emailRow.label, value || notProvided]);
  }
  if (record.sentWithoutJavaScript) facts.push(["Note", noJavaScriptNote]);
  if (record.tokenProblem) facts.push(["Note", tokenProblemNotes[record.tokenProblem]]);
  if (record.releasedAt && record.quarantineReason) {
    const reason = quarantineReasonTexts[record.quarantineReason];
    facts.push([
      "Note",
      record.releasedBy === "later-hour"
        ? `Held for a while (${reason}); delivered on ${formatTime(record.releasedAt)}, when a later hour had room`
        : `Held as suspected spam (${reason}); released by a person on ${formatTime(record.releasedAt)}`,
    ]);
  }
  facts.push(
    ["Language", languageNames[submission.lang]],
    ["Received", formatTime(record.receivedAt)],
    ["Reference", record.id],
  );
  return facts.map(([label, value]) => [label, oneLine(value)]);
}

function heading(record: SubmissionRecord): string {
  return record.submission.kind === "waitlist"
    ? "New QuickBooks Online course waitlist signup from the website"
    : "New enquiry from the website's contact form";
}

export function textBody(record: SubmissionRecord): string {
  const facts = factsOf(record).map(([label, value]) => `${label}: ${value}`);
  const replyHint = `Reply to this e-mail to answer ${record.submission.email} directly.`;
  const message = visibleText(record.submission.message);
  return `${heading(record)}\n\n${facts.join("\n")}\n\nMessage:\n${message}\n\n-- \n${replyHint}\n`;
}

export function htmlBody(record: SubmissionRecord): string {
  const rows = factsOf(record)
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return [
    `<!doctype html><html><body style="font-family:sans-serif;font-size:15px;color:#111">`,
    `<p><strong>${heading(record)}</strong></p>`,
    `<table cellspacing="0" cellpadding="0">\n${rows}\n</table>`,
    `<p><strong>Message</strong></p>`,
    `<div style="white-space:pre-wrap">${escapeHtml(visibleText(record.submission.message))}</div>`,
    `<p style="color:#555">Reply to this e-mail to answer ${escapeHtml(record.submission.email)} directly.</p>`,
    `</body></html>`,
  ].join("\n");
}

export async function renderEmail(record: SubmissionRecord, settings: MailSettings): Promise<RenderedEmail> {
  const fromAddress = addressparser(settings.mailFrom, { flatten: true })[0]?.address ?? "no-reply@example.com";
  const messageId = `<${record.id}@${fromAddress.split("@")[1] ?? "nais.example"}>`;
  const subject = subjectOf(record);
  const { name, email, kind } = record.submission;
  const node = new MailComposer({
    from: settings.mailFrom,
    to: settings.mailTo,
    replyTo: { name: kind === "waitlist" ? "" : oneLine(name), address: email },
    subject,
    date: new Date(record.receivedAt),
    messageId,
    headers: {
      // RFC 3834: vacation responders must not answer this message (its sender is no-reply).
      "Auto-Submitted": "auto-generated",
      "X-Submission-Id": record.id,
    },
    text: textBody(record),
    html: htmlBody(record),
  }).compile();
  const envelope = node.getEnvelope();
  return {
    id: record.id,
    receivedAt: record.receivedAt,
    messageId,
    subject,
    envelope: { from: envelope.from || fromAddress, to: envelope.to },
    raw: await node.build(),
  };
}
