/**
 * Structured logs: one JSON object per line, so a log service can filter by outcome. Visitors'
 * addresses are masked and message bodies are never logged (they are personal data).
 */

export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

type Level = "info" | "warn" | "error";

export function createJsonLogger(write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Logger {
  const log =
    (level: Level) =>
    (event: string, fields: LogFields = {}) => {
      write(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
    };
  return { info: log("info"), warn: log("warn"), error: log("error") };
}

/** A logger that drops everything (tests that do not look at logs). */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** `maria@example.com` → `m***@example.com`: enough to find a submission, not enough to spam it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * An error as one short line for the log: SMTP replies can quote addresses, so any address in
 * the text is masked, and the length is capped.
 */
export function describeError(error: unknown): string {
  let text = String(error);
  if (error instanceof Error) {
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    const parts = [code, responseCode, error.message].filter((part) => part !== undefined && part !== "");
    // SMTP errors often repeat their reply code in the message.
    if (responseCode !== undefined && error.message.includes(String(responseCode)))
      parts.splice(parts.indexOf(responseCode), 1);
    text = parts.join(" ");
  }
  return text
    .replace(/[\r\n]+/g, " ")
    .replace(/[^\s<>@"']+@[^\s<>@"']+/g, (address) => maskEmail(address))
    .slice(0, 300);
}
