/**
 * The e-mail function's settings, parsed once from the environment at start-up (a wrong value
 * stops the server with a clear message instead of failing on a visitor's submission).
 */
import { z } from "zod";
import { defaultFormTokenMaxAgeMs, defaultFormTokenMinAgeMs } from "#app/contact-form/contact-contract.ts";
import { siteConfig } from "#app/content/site/index.ts";
import type { HeldCap } from "../quarantine/held-cap.ts";
import { type HourLimits, senderShareOf } from "../quarantine/hourly-ceiling.ts";

export interface SendEmailConfig {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it messages are written as `.eml` files. */
  smtpUrl: string | undefined;
  mailTo: string;
  mailFrom: string;
  /** Root of the file store (`pending/`, `sent/`, `quarantine/`) and of the `.eml` inbox. */
  outboxDir: string;
  /** HMAC secret of the form tokens, 32 random bytes; when unset one is generated and kept beside the store. */
  formSecret: string | undefined;
  /** The site's public origin, accepted in `Origin` besides the request's own. */
  siteOrigin: string;
  /** A token younger than this is a bot's (docs/decisions/010-what-counts-as-a-bot.md). */
  formTokenMinAgeMs: number;
  /** A token older than this is refused with 409; the form fetches a fresh one and sends again (decision 022). */
  formTokenMaxAgeMs: number;
  /** Accepted submissions per visitor address (docs/decisions/012-limits-for-real-offices.md); 0: off. */
  rateLimitPerMinute: number;
  rateLimitPerHour: number;
  /** Every POST per address, whatever became of it: the flood guard (Node server; Netlify: the platform's). */
  rateLimitAttemptsPerMinute: number;
  /**
   * Submissions delivered an hour across all visitors, the site-wide ceiling (decision 022): past
   * it new ones are held for the digest, said so there, and never left out; 0: no ceiling.
   */
  deliveredMaxPerHour: number;
  /** One sender's share of that hour (an IPv4 address or IPv6 /56, decision 032); 0: a fifth of it. */
  deliveredMaxPerSender: number;
  /** Ceiling holds kept a day (UTC), and their bytes; 0: no cap. Beyond: the sender is told to try later. */
  ceilingHeldMaxPerDay: number;
  ceilingHeldMaxBytesPerDay: number;
  /** Delivered submissions are deleted from the store this long after delivery. */
  sentRetentionDays: number;
  /** Held submissions are deleted this long after they arrived (and their release links expire). */
  quarantineRetentionDays: number;
  /** Held for a filled honeypot (the surest sign of a bot): deleted sooner. */
  honeypotRetentionDays: number;
  /** Held submissions kept a day (UTC) across all visitors, and their bytes; 0: no cap. Beyond: answered, not kept. */
  quarantineMaxPerDay: number;
  quarantineMaxBytesPerDay: number;
  /**
   * When the client address is the last `X-Forwarded-For` hop: from a loopback peer (a proxy on
   * this machine, the default), from any peer, or never.
   */
  trustProxy: TrustProxy;
  /** Each SMTP stage (connect, greeting, every reply) must answer within this time. */
  smtpTimeoutMs: number;
  /** How often the Node server looks for submissions that still wait for delivery. */
  retryIntervalMs: number;
}

export type TrustProxy = "loopback" | "always" | "never";

/**
 * `FORM_SECRET` signs public HMACs of known data (form tokens, release links), so a secret a person
 * chose could be guessed offline: it must be 32 random bytes or more, written as hex (64+
 * characters) or base64 / base64url (43+, padding allowed), as `openssl rand` and Node print them
 * (docs/decisions/022). Randomness cannot be proven, so what is checked is what random bytes
 * never look like (docs/security.md): the wrong shape, a repeated pattern (`password-password-…`,
 * 64 zeros, `deadbeef` eight times), a run (`abcdef…`), or too few different characters or too
 * little variety among them (thresholds well below anything 200,000 random secrets showed).
 * Says why, or nothing when the secret may be random.
 */
export function secretWeakness(secret: string): string | undefined {
  // Hex digits are base64 characters too: text of hex digits only is read as hex (62 of them are 31 bytes).
  const hex = /^[0-9a-fA-F]+$/.test(secret);
  if (hex ? secret.length < 64 : !/^[A-Za-z0-9+/_-]{43,}={0,2}$/.test(secret)) {
    return "is not 32 bytes written as hex (64+ characters) or base64 (43+)";
  }
  const text = secret.replace(/=+$/, "");
  if (repeatsItself(text)) return "repeats a pattern";
  if (runsInSteps(text)) return "runs through characters in order";
  const { distinct, bitsPerCharacter } = variety(hex ? text.toLowerCase() : text);
  // Random 32 bytes gave at least 12 distinct hex digits and 3.39 bits each, or 22 base64 characters and 4.14 bits.
  if (distinct < (hex ? 10 : 16) || bitsPerCharacter < (hex ? 3 : 3.8))
    return "has too little variety for random bytes";
  return undefined;
}

/** The text is some shorter piece over and over (its end may be cut short). */
function repeatsItself(text: string): boolean {
  for (let period = 1; period <= text.length / 2; period++) {
    let repeats = true;
    for (let i = period; i < text.length && repeats; i++) repeats = text[i] === text[i - period];
    if (repeats) return true;
  }
  return false;
}

/** A quarter or more of the characters continue the step before them (`abcd`, `1357`, `aaaa`). */
function runsInSteps(text: string): boolean {
  let steps = 0;
  for (let i = 2; i < text.length; i++) {
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) === text.charCodeAt(i - 1) - text.charCodeAt(i - 2)) steps++;
  }
  return steps >= text.length / 4;
}

/** How many different characters, and the Shannon entropy of their frequencies in bits per character. */
function variety(text: string): { distinct: number; bitsPerCharacter: number } {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) bitsPerCharacter -= (count / text.length) * Math.log2(count / text.length);
  return { distinct: counts.size, bitsPerCharacter };
}

const makeASecret =
  "FORM_SECRET must be 32 random bytes (64 hex characters, or 43+ base64), not chosen by a person: make one with `openssl rand -hex 32` or `node -e \"console.log(require('node:crypto').randomBytes(32).toString('hex'))\"`";

const integerAtLeastZero = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const envSchema = z.object({
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "SMTP_URL must look like smtp://user:pass@host:port or smtps://…" })
    .optional(),
  MAIL_TO: z.email({ error: "MAIL_TO must be one e-mail address" }).default(siteConfig.email),
  MAIL_FROM: z.string().min(3).optional(),
  OUTBOX_DIR: z.string().min(1).default("./outbox"),
  FORM_SECRET: z
    .string()
    .superRefine((secret, context) => {
      const weakness = secretWeakness(secret);
      if (weakness) context.addIssue({ code: "custom", message: `this one ${weakness}. ${makeASecret}` });
    })
    .optional(),
  SITE_URL: z.url().default(siteConfig.defaultOrigin),
  FORM_TOKEN_MIN_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(defaultFormTokenMinAgeMs),
  RATE_LIMIT_PER_MINUTE: integerAtLeastZero(10),
  RATE_LIMIT_PER_HOUR: integerAtLeastZero(60),
  RATE_LIMIT_ATTEMPTS_PER_MINUTE: integerAtLeastZero(30),
  SUBMISSIONS_MAX_PER_HOUR: integerAtLeastZero(20),
  SUBMISSIONS_MAX_PER_SENDER_PER_HOUR: integerAtLeastZero(0),
  CEILING_HELD_MAX_PER_DAY: integerAtLeastZero(200),
  CEILING_HELD_MAX_BYTES_PER_DAY: integerAtLeastZero(2_000_000),
  FORM_TOKEN_MAX_AGE_MINUTES: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 60)
    .default(defaultFormTokenMaxAgeMs / 60_000),
  SENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  QUARANTINE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  HONEYPOT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  QUARANTINE_MAX_PER_DAY: integerAtLeastZero(500),
  QUARANTINE_MAX_BYTES_PER_DAY: integerAtLeastZero(5_000_000),
  TRUST_PROXY: z
    .enum(["loopback", "0", "1", "true", "false"], {
      error: "TRUST_PROXY must be loopback (the default), 1 (any peer is our proxy) or 0 (no proxy)",
    })
    .default("loopback")
    .transform(
      (value): TrustProxy => (value === "loopback" ? value : value === "1" || value === "true" ? "always" : "never"),
    ),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  RETRY_INTERVAL_MS: z.coerce.number().int().min(1_000).default(60_000),
});

/** The sender outside production: a placeholder no real mail server should be asked to accept. */
export const developmentMailFrom = `"${siteConfig.name} Website" <no-reply@example.com>`;

/**
 * The live site: Netlify's production context or `LAUNCH=1` on the Node server, the rule
 * `check:launch --guard` and the server's sample check follow (docs/launch.md).
 */
function isProduction(env: Record<string, string | undefined>): boolean {
  return env.CONTEXT === "production" || env.LAUNCH === "1";
}

const mailFromMissing =
  'MAIL_FROM: not set. Every enquiry and digest is sent from it, and a mail server refuses (or files as spam) a sender of a domain it does not serve: set it to an address the server of SMTP_URL sends for, e.g. "NAIS Website" <no-reply@yourfirm.com> (docs/deploying.md)';

/** Told once per process, not on every cold start of a test's config. */
const toldOfDevelopmentSender = new WeakSet<(message: string) => void>();

/**
 * Reads the settings; throws one error listing every wrong variable. Without `MAIL_FROM` the
 * live site stops here; anywhere else the placeholder is used and `warn` hears it once.
 */
export function loadSendEmailConfig(
  env: Record<string, string | undefined>,
  warn: (message: string) => void = console.warn,
): SendEmailConfig {
  // An empty variable (`SMTP_URL=` in a .env file) means "not set", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  if (present.MAIL_FROM === undefined && isProduction(env)) problems.push(mailFromMissing);
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid e-mail settings:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  if (vars.MAIL_FROM === undefined && !toldOfDevelopmentSender.has(warn)) {
    toldOfDevelopmentSender.add(warn);
    warn(
      `MAIL_FROM is not set: mail is sent from ${developmentMailFrom}, fine on this machine; the live site refuses to start without it (docs/deploying.md).`,
    );
  }
  return {
    smtpUrl: vars.SMTP_URL,
    mailTo: vars.MAIL_TO,
    mailFrom: vars.MAIL_FROM ?? developmentMailFrom,
    outboxDir: vars.OUTBOX_DIR,
    formSecret: vars.FORM_SECRET,
    siteOrigin: new URL(vars.SITE_URL).origin,
    formTokenMinAgeMs: vars.FORM_TOKEN_MIN_AGE_MS,
    formTokenMaxAgeMs: vars.FORM_TOKEN_MAX_AGE_MINUTES * 60_000,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    rateLimitPerHour: vars.RATE_LIMIT_PER_HOUR,
    rateLimitAttemptsPerMinute: vars.RATE_LIMIT_ATTEMPTS_PER_MINUTE,
    deliveredMaxPerHour: vars.SUBMISSIONS_MAX_PER_HOUR,
    deliveredMaxPerSender: vars.SUBMISSIONS_MAX_PER_SENDER_PER_HOUR,
    ceilingHeldMaxPerDay: vars.CEILING_HELD_MAX_PER_DAY,
    ceilingHeldMaxBytesPerDay: vars.CEILING_HELD_MAX_BYTES_PER_DAY,
    sentRetentionDays: vars.SENT_RETENTION_DAYS,
    quarantineRetentionDays: vars.QUARANTINE_RETENTION_DAYS,
    honeypotRetentionDays: vars.HONEYPOT_RETENTION_DAYS,
    quarantineMaxPerDay: vars.QUARANTINE_MAX_PER_DAY,
    quarantineMaxBytesPerDay: vars.QUARANTINE_MAX_BYTES_PER_DAY,
    trustProxy: vars.TRUST_PROXY,
    smtpTimeoutMs: vars.SMTP_TIMEOUT_MS,
    retryIntervalMs: vars.RETRY_INTERVAL_MS,
  };
}

/** The SMTP server for logs: scheme, host and port, never the credentials. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}`;
}

/** The daily cap on ceiling holds (decision 032), from the settings. */
export function ceilingHeldCapOf(
  config: Pick<SendEmailConfig, "ceilingHeldMaxPerDay" | "ceilingHeldMaxBytesPerDay">,
): HeldCap {
  return { perDay: config.ceilingHeldMaxPerDay, bytesPerDay: config.ceilingHeldMaxBytesPerDay };
}

/** The hour's ceiling and each sender's share of it (decision 032), from the settings. */
export function hourLimitsOf(
  config: Pick<SendEmailConfig, "deliveredMaxPerHour" | "deliveredMaxPerSender">,
): HourLimits {
  return {
    perHour: config.deliveredMaxPerHour,
    perSender: senderShareOf(config.deliveredMaxPerHour, config.deliveredMaxPerSender),
  };
}

/** The daily cap on held submissions, from the settings. */
export function heldCapOf(config: Pick<SendEmailConfig, "quarantineMaxPerDay" | "quarantineMaxBytesPerDay">): HeldCap {
  return { perDay: config.quarantineMaxPerDay, bytesPerDay: config.quarantineMaxBytesPerDay };
}
