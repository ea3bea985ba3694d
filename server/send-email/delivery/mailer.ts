/**
 * Delivery of a rendered message: through an SMTP server when `SMTP_URL` is set, otherwise by
 * writing the `.eml` file into the outbox's `inbox/` folder, where a person opens it
 * (docs/forms-and-email.md).
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { describeSmtpUrl, type SendEmailConfig } from "../runtimes/config.ts";
import type { RenderedEmail } from "./render-email.ts";

export interface Mailer {
  /** For logs: where messages go (never with credentials). */
  readonly description: string;
  /** Resolves once the message is accepted; rejects on any failure or when `signal` aborts. */
  send(email: RenderedEmail, signal?: AbortSignal): Promise<void>;
}

export interface SmtpMailerOptions {
  url: string;
  /** Limit for each stage: connecting, the greeting, and every reply afterwards. */
  timeoutMs: number;
  description?: string;
}

export function createSmtpMailer({ url, timeoutMs, description = "SMTP" }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    // After QUIT, do not wait for a slow server to close its side.
    socketCloseTimeout: 1_000,
  });
  return {
    description,
    async send(email, signal) {
      // The raw source is sent as rendered; the envelope says who the SMTP server delivers to.
      await transport.sendMail({ envelope: email.envelope, raw: email.raw, signal });
    },
  };
}

/** The configured SMTP server, if `SMTP_URL` is set. */
export function smtpMailerFromConfig(config: Pick<SendEmailConfig, "smtpUrl" | "smtpTimeoutMs">): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const description = describeSmtpUrl(config.smtpUrl);
  return createSmtpMailer({ url: config.smtpUrl, timeoutMs: config.smtpTimeoutMs, description });
}

/**
 * "Delivery" without an SMTP server: one `.eml` file per submission, named by the time it was
 * received (so they sort) and its id (so a repeated delivery replaces the file, never doubles it).
 */
export function createDirectoryMailer(directory: string): Mailer {
  const ready = mkdir(directory, { recursive: true, mode: 0o700 });
  return {
    description: `.eml files in ${directory}`,
    async send(email, signal) {
      signal?.throwIfAborted();
      await ready;
      const received = email.receivedAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
      const target = join(directory, `${received}-${email.id}.eml`);
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      const handle = await open(temporary, "wx", 0o600);
      try {
        await handle.writeFile(email.raw);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target);
      // The file is the delivery: it must be on disk before the submission counts as sent.
      const folder = await open(directory, "r");
      await folder.sync().finally(() => folder.close());
    },
  };
}
