/**
 * A real SMTP server on loopback for tests and the load benchmark, which can also misbehave the
 * ways real servers do: reject the recipient, fail the message, greet late, stall after DATA.
 */
import { createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type SinkBehaviour = "accept" | "reject-rcpt" | "fail-data" | "greet-late" | "stall-after-data";

export interface SmtpSink {
  url: string;
  port: number;
  /** Accepted messages, parsed (when `parse` is on). */
  messages: ParsedMail[];
  /** The `X-Submission-Id` of every accepted message, in order. */
  submissionIds: string[];
  behaviour: SinkBehaviour;
  greetingDelayMs: number;
  /** Resolves once `count` messages were accepted, or rejects after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  behaviour?: SinkBehaviour;
  greetingDelayMs?: number;
  /** Parse every message with mailparser (off for the benchmark: only ids are kept). */
  parse?: boolean;
  /** Listen on this port (a server coming back where it was); any free port by default. */
  port?: number;
  /** Answers 451 to a message it returns true for, as a server that fails to take it. */
  refuse?: (raw: Buffer) => boolean;
  /** Called with every accepted message, before the client hears it was accepted. */
  onMessage?: (raw: Buffer) => Promise<void>;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const { parse = true } = options;
  const waiters = new Set<() => void>();
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
        if (options.refuse?.(raw)) return callback(smtpError("Try again later", 451));
        await options.onMessage?.(raw);
        const id = /^X-Submission-Id:\s*(\S+)/im.exec(raw.toString("latin1"))?.[1] ?? "";
        if (parse) sink.messages.push(await simpleParser(raw));
        sink.submissionIds.push(id);
        callback();
        for (const wake of waiters) wake();
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
    waitForMessages(count: number, timeoutMs = 5_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (sink.submissionIds.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Expected ${count} messages, got ${sink.submissionIds.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
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
