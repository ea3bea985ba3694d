/**
 * The messages the Netlify emulation's SMTP server accepted (scripts/netlify-serve.ts writes each
 * as an `.eml` file), read as a person reads an inbox: decoded, by what they say.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { simpleParser } from "mailparser";

export const netlifyMailDir = resolve(import.meta.dirname, "../../e2e-netlify-mail");

/**
 * A message that contains this marker is refused (451) the first time it is offered, as by a mail
 * server that is down for a moment: the function keeps it and the scheduled retry delivers it.
 */
export const failOnceMarker = "[smtp-fails-once]";

export interface Message {
  subject: string;
  text: string;
}

/** Every accepted message whose subject or text contains `text`, oldest first. */
export async function messagesContaining(text: string): Promise<Message[]> {
  const names = (await readdir(netlifyMailDir).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  const found: Message[] = [];
  for (const name of names.filter((n) => !n.startsWith("."))) {
    const parsed = await simpleParser(await readFile(join(netlifyMailDir, name)));
    const message = { subject: parsed.subject ?? "", text: parsed.text ?? "" };
    if (message.subject.includes(text) || message.text.includes(text)) found.push(message);
  }
  return found;
}
