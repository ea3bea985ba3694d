// @vitest-environment node
import fc from "fast-check";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { newRecord, type Submission } from "../store/submission.ts";
import { mail, sampleRecord } from "../test-support/fixtures.ts";
import { propertyRuns } from "../test-support/property.ts";
import { htmlBody, oneLine, renderEmail, subjectOf } from "./render-email.ts";

const id = "0123456789abcdef0123456789abcdef";
const receivedAt = new Date("2026-03-02T10:00:00Z");
const visitorText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("<", ">", '"', "'", "&", "\n", " ", "é", "—"),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
    fc.constantFrom("<script>", "&lt;", '"><img src=x onerror=alert(1)>'),
  ),
  maxLength: 200,
});

const submission: fc.Arbitrary<Submission> = fc.record({
  kind: fc.constantFrom("contact" as const, "waitlist" as const),
  lang: fc.constantFrom("en" as const, "es" as const),
  name: visitorText,
  email: fc.emailAddress(),
  phone: visitorText,
  service: visitorText,
  message: visitorText,
  quickbooksDetails: visitorText,
});

const specials = ["<", ">", '"', "'"];
const count = (text: string, char: string) => text.split(char).length - 1;
/** The same submission with each visitor value made harmless but kept empty or not. */
const defanged = (s: Submission): Submission => {
  const plain = (value: string) => (value === "" ? "" : "x");
  return {
    ...s,
    name: plain(s.name),
    phone: plain(s.phone),
    service: plain(s.service),
    message: plain(s.message),
    quickbooksDetails: plain(s.quickbooksDetails),
    email: "a@b.example",
  };
};

describe("renderEmail (property)", () => {
  it("never lets a visitor's <, >, \" or ' into the HTML part unescaped", () => {
    fc.assert(
      fc.property(submission, (s) => {
        // Every <, >, " and ' of the HTML is the template's own: as many as with harmless values.
        const html = htmlBody(newRecord(id, s, receivedAt));
        const template = htmlBody(newRecord(id, defanged(s), receivedAt));
        for (const char of specials) expect(count(html, char)).toBe(count(template, char));
      }),
      propertyRuns("HTML part escapes visitor values"),
    );
  }, 60_000);

  it("re-parses with mailparser to exactly the expected headers", async () => {
    await fc.assert(
      fc.asyncProperty(submission, async (s) => {
        const record = newRecord(id, s, receivedAt);
        const parsed = await simpleParser((await renderEmail(record, mail)).raw);
        expect([...parsed.headers.keys()].sort()).toEqual([
          "auto-submitted",
          "content-type",
          "date",
          "from",
          "message-id",
          "mime-version",
          "reply-to",
          "subject",
          "to",
          "x-submission-id",
        ]);
        expect(parsed.subject).toBe(subjectOf(record));
        expect(parsed.messageId).toBe(`<${id}@nais.example.com>`);
        expect(parsed.date?.toISOString()).toBe(receivedAt.toISOString());
        const address = (field: typeof parsed.to) => (Array.isArray(field) ? field[0] : field)?.value;
        expect(address(parsed.to)).toEqual([{ address: "office@example.com", name: "" }]);
        expect(address(parsed.from)).toEqual([{ address: "no-reply@nais.example.com", name: "NAIS Website" }]);
        expect(address(parsed.replyTo)).toEqual([
          { address: s.email, name: s.kind === "waitlist" ? "" : oneLine(s.name) },
        ]);
        expect(parsed.text).toContain(s.message.replace(/\r\n?/g, "\n"));
      }),
      // 200 runs: each renders and parses a whole message (about 20 ms), and 1,000 of them passed
      // the test's minute on a loaded machine now and then.
      propertyRuns("rendered message re-parses to the expected headers", 200),
    );
  }, 60_000);
});

describe("invisible characters", () => {
  it("strips format characters (bidirectional overrides, zero-width) from every visitor field in the e-mail", async () => {
    const hidden = "\u202E\u200B\u2066\uFEFF\u00AD";
    const record = sampleRecord(new Date("2026-03-02T10:00:00Z"), {
      name: `Ana${hidden} Ruiz`,
      message: `Hola${hidden}, necesito ayuda con mis impuestos.`,
      quickbooksDetails: `Basics${hidden}`,
    });
    const email = await renderEmail(record, mail);
    const raw = email.raw.toString("utf8");
    const parsed = await simpleParser(email.raw);
    for (const part of [parsed.text ?? "", parsed.html || "", parsed.subject ?? "", raw]) {
      expect(part).not.toMatch(/\p{Cf}/u);
    }
    expect(parsed.text).toContain("Hola, necesito ayuda");
  });
});
