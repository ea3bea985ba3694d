// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serviceOptions, waitlist } from "#app/contact-form/contact-contract.ts";
import { renderEmail } from "../delivery/render-email.ts";
import { newRecord } from "../store/submission.ts";
import { mail } from "../test-support/fixtures.ts";
import { propertyRuns } from "../test-support/property.ts";
import { validateSubmission } from "./validate-submission.ts";

const fieldNames = [
  "name",
  "email",
  "phone",
  "service",
  "message",
  "quickbooksDetails",
  "website",
  "honeypot",
  "lang",
  "formToken",
  "idempotencyKey",
];

/** Text that likes the characters attacks are made of. */
const nastyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      "\r",
      "\n",
      "\r\n",
      "\u2028",
      "\u0000",
      "\t",
      "<",
      ">",
      '"',
      "'",
      "&",
      ":",
      "@",
      " ",
      "é",
      "—",
      "😀",
    ),
    // Any one character, lone surrogates included (JSON can carry them).
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  ),
  maxLength: 120,
});

/** Bodies shaped like ours, with any JSON (or nasty text) in any field. */
const submissionLike = fc.record(
  Object.fromEntries(fieldNames.map((name) => [name, fc.oneof(fc.jsonValue(), nastyText)])),
  { requiredKeys: [] },
);

/** Mostly well-formed values, sometimes nasty: enough bodies pass for the second property to mean something. */
const mostly = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: nastyText, weight: 1 });
const plausibleEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9_.+-]{0,20}$/), fc.constantFrom("example.com", "correo.example.mx"))
  .map(([local, domain]) => `${local.replace(/\.+/g, ".").replace(/\.$/, "")}@${domain}`);
const plausibleContact = fc.record({
  name: mostly(fc.string({ unit: "grapheme", minLength: 2, maxLength: 60 })),
  email: mostly(plausibleEmail),
  phone: mostly(fc.constantFrom("", "Not provided", "805-555-0100", "+52 55 1234 5678")),
  service: mostly(fc.constantFrom(...serviceOptions, waitlist.service)),
  message: fc.string({ minLength: 10, maxLength: 300 }),
  quickbooksDetails: mostly(fc.constantFrom("", "QuickBooks Fundamentals, QuickBooks Tips & Tricks Workshop")),
  lang: fc.constantFrom("en", "es", "fr"),
});

describe("validateSubmission (property)", () => {
  it("never throws, whatever JSON it is given", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), submissionLike), (body) => {
        const result = validateSubmission(body);
        expect(typeof result.ok).toBe("boolean");
      }),
      propertyRuns("validator never throws"),
    );
  }, 60_000);

  it("accepts header values only without CR or LF, and they stay so in the rendered headers", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(plausibleContact, async (body) => {
        const result = validateSubmission(body);
        if (!result.ok) return;
        accepted++;
        const { name, email, phone, service } = result.submission;
        for (const value of [name, email, phone, service]) expect(value).not.toMatch(/[\r\n]/);

        const record = newRecord(
          "0123456789abcdef0123456789abcdef",
          result.submission,
          new Date("2026-03-02T10:00:00Z"),
        );
        const header = (await renderEmail(record, mail)).raw.toString("latin1").split("\r\n\r\n")[0] ?? "";
        // Only folded continuation lines (starting with a space) may follow a header line.
        for (const line of header.split("\r\n")) expect(line).toMatch(/^([A-Za-z-]+: |[ \t])/);
        expect(header).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
      }),
      // 300 runs: each renders a whole message (about 10 ms); see render-email.property.test.ts.
      propertyRuns("accepted header values have no CR/LF", 300),
    );
    expect(accepted).toBeGreaterThan(100);
  }, 60_000);
});
