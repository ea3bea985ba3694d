/**
 * The server of `npm run test:contact-field`: a throwaway copy of the project with one field added
 * to the contact form's table (`app/contact-form/contact-fields.ts`) and its words in both dictionaries,
 * and nothing else changed; the copy is built and served by its own server, which sends its mail
 * to an SMTP server on loopback that writes each message into `contactFieldMailDir`.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { startSmtpSink } from "../../scripts/support/mail.ts";
import { addedField, contactFieldCopyRoot, contactFieldMailDir, projectRoot } from "./added-field.ts";

const root = contactFieldCopyRoot;
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
for (const path of ["app", "src", "scripts", "server", "content", "package.json", "astro.config.ts", "tsconfig.json"])
  cpSync(join(projectRoot, path), join(root, path), { recursive: true });
for (const path of ["node_modules", "public"]) symlinkSync(join(projectRoot, path), join(root, path));

/** Replaces `anchor` in a file of the copy with `anchor` plus `added`; refuses a file without it. */
function addAfter(path: string, anchor: string, added: string): void {
  const file = join(root, path);
  const text = readFileSync(file, "utf8");
  if (!text.includes(anchor)) throw new Error(`${path} no longer has ${JSON.stringify(anchor)}`);
  writeFileSync(file, text.replace(anchor, `${anchor}${added}`));
}

// The one entry (first in the table) and its words: the whole change the table asks for.
addAfter("app/contact-form/contact-fields.ts", "export const contactFields = [", addedField.entry);
addAfter(
  "app/i18n/en.ts",
  `      phone: "Phone number",`,
  `\n      ${addedField.name}: ${JSON.stringify(addedField.label.en)},`,
);
addAfter(
  "app/i18n/es.ts",
  `      phone: "Teléfono",`,
  `\n      ${addedField.name}: ${JSON.stringify(addedField.label.es)},`,
);

const astro = join(createRequire(import.meta.url).resolve("astro/package.json"), "../bin/astro.mjs");
execFileSync(process.execPath, [astro, "build", "--root", root, "--silent"], { cwd: root, stdio: "inherit" });
execFileSync(process.execPath, ["scripts/build/postbuild.ts"], { cwd: root, stdio: "inherit" });

const sink = await startSmtpSink({ parse: false, mailDir: contactFieldMailDir });
process.env.SMTP_URL = sink.url;
await import(join(root, "server/index.ts"));
