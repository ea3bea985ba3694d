/**
 * The mail of every test suite and benchmark, one way: a real SMTP server on loopback (the unit
 * tests', the benchmarks' and the Netlify emulation's, scripts/ops/netlify-serve.ts), which can also
 * misbehave the ways real servers do (reject the recipient, fail the message, greet late, stall
 * after DATA, refuse a marked message once), and the mailboxes tests read: the sink's messages, or
 * a folder of `.eml` files (the sink's `mailDir`, the Node server's outbox `inbox/`). A test waits
 * for a message by polling `messagesContaining` (`expect.poll`, in Vitest and in Playwright).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Messages to read: what a sink accepted, or the `.eml` files of a folder. */
export interface Mailbox {
  /** Every message, oldest first, decoded. */
  read(): Promise<ParsedMail[]>;
}

/**
 * A folder of `.eml` files; a name starting with a dot is a file still being written. A file is
 * complete once it has its name, so each is parsed once.
 */
export function mailDirectory(dir: string): Mailbox {
  const parsed = new Map<string, Promise<ParsedMail>>();
  return {
    async read() {
      const names = (await readdir(dir).catch(() => [] as string[]))
        .filter((name) => name.endsWith(".eml") && !name.startsWith("."))
        .sort();
      for (const name of names) {
        if (!parsed.has(name))
          parsed.set(
            name,
            readFile(join(dir, name)).then((raw) => simpleParser(raw)),
          );
      }
      return Promise.all(names.map((name) => parsed.get(name) as Promise<ParsedMail>));
    },
  };
}

/** The messages whose subject or text contains `text`, as a person searches an inbox. */
export async function messagesContaining(mailbox: Mailbox, text: string): Promise<ParsedMail[]> {
  return (await mailbox.read()).filter((m) => (m.subject ?? "").includes(text) || (m.text ?? "").includes(text));
}

/**
 * A message that contains this marker is refused (451) the first time it is offered, as by a mail
 * server that is down for a moment (a sink started with `failOnceMarked`).
 */
export const failOnceMarker = "[smtp-fails-once]";

export type SinkBehaviour = "accept" | "reject-rcpt" | "fail-data" | "greet-late" | "stall-after-data";

export interface SmtpSink extends Mailbox {
  url: string;
  port: number;
  /** Accepted messages, parsed (when `parse` is on). */
  messages: ParsedMail[];
  /** The `X-Submission-Id` of every accepted message, in order. */
  submissionIds: string[];
  behaviour: SinkBehaviour;
  greetingDelayMs: number;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  behaviour?: SinkBehaviour;
  greetingDelayMs?: number;
  /** Parse every message with mailparser (off for the benchmarks and `mailDir`: only ids are kept). */
  parse?: boolean;
  /** Listen on this port (a server coming back where it was); any free port by default. */
  port?: number;
  /** Answers 451 the first time a message containing `failOnceMarker` is offered. */
  failOnceMarked?: boolean;
  /**
   * Writes every accepted message into this folder as `0001.eml`, `0002.eml` … (emptied at start),
   * before the client hears it was accepted, for a test in another process (`mailDirectory`).
   */
  mailDir?: string;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const { parse = true, mailDir } = options;
  if (mailDir) {
    await rm(mailDir, { recursive: true, force: true });
    await mkdir(mailDir, { recursive: true });
  }
  let saved = 0;
  const refusedOnce = new Set<string>();
  /** Whether to refuse this message as a server down for a moment: a marked message, the first time. */
  const failsOnce = (raw: Buffer) => {
    const text = raw.toString("utf8");
    const key = /^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? text;
    if (!options.failOnceMarked || !text.includes(failOnceMarker) || refusedOnce.has(key)) return false;
    refusedOnce.add(key);
    return true;
  };
  const sink = {
    messages: [] as ParsedMail[],
    submissionIds: [] as string[],
    behaviour: options.behaviour ?? "accept",
    greetingDelayMs: options.greetingDelayMs ?? 0,
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 100,
    // No DNS lookup of 127.0.0.1 on every connection (it costs ~100 ms where there is no resolver).
    disableReverseLookup: true,
    onConnect(_session, callback) {
      if (sink.behaviour === "greet-late") setTimeout(callback, sink.greetingDelayMs).unref();
      else callback();
    },
    onRcptTo(_address, _session, callback) {
      if (sink.behaviour === "reject-rcpt") callback(smtpError("No such mailbox here", 550));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (sink.behaviour === "stall-after-data") return; // Never answers: the client must time out.
        if (sink.behaviour === "fail-data") return callback(smtpError("Try again later", 451));
        const raw = Buffer.concat(chunks);
        if (failsOnce(raw)) return callback(smtpError("Try again later", 451));
        if (mailDir) {
          // Written whole, then renamed: a reader never meets half a message.
          const name = `${String(++saved).padStart(4, "0")}.eml`;
          await writeFile(join(mailDir, `.${name}`), raw);
          await rename(join(mailDir, `.${name}`), join(mailDir, name));
        }
        const id = /^X-Submission-Id:\s*(\S+)/im.exec(raw.toString("latin1"))?.[1] ?? "";
        if (parse) sink.messages.push(await simpleParser(raw));
        sink.submissionIds.push(id);
        callback();
      });
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.on("error", reject);
    const listener = server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = listener.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });

  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    read: async () => [...sink.messages],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** An SMTP URL where nothing listens (connection refused). */
export async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  const port = await new Promise<number>((resolve) => {
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
