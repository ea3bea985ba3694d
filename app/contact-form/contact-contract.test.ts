import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { contactLimits, isValidEmail, waitlist } from "./contact-contract.ts";
import { contactRequestFields } from "./contact-fields.ts";
import { createWaitlistSubmissionSchema } from "./contact-schema.ts";

const serverSchema = createWaitlistSubmissionSchema({
  ...en.contactForm.errors,
  invalid: en.contactForm.server.invalid,
});
const serverTakes = (email: string) => serverSchema.safeParse({ email, service: waitlist.service }).success;

describe("isValidEmail, the e-mail rule without zod", () => {
  it("takes what the server takes and refuses what it refuses", () => {
    const cases = [
      "ana@example.com",
      "  ana.ruiz+qb@mail.example.co  ",
      "o'brien@example.ie",
      "ana@",
      "@example.com",
      "ana@example",
      "ana@@example.com",
      "ana example@example.com",
      "ana@example.com\nBcc: x@example.com",
      ".ana@example.com",
      "ana..ruiz@example.com",
      "ñandú@example.com",
      `${"a".repeat(contactLimits.emailMax)}@example.com`,
      "",
    ];
    for (const email of cases) expect(isValidEmail(email), email).toBe(serverTakes(email));
  });

  it("agrees with the server's schema on any string, and on anything shaped like an address", () => {
    const addressLike = fc
      .tuple(fc.string({ maxLength: 30 }), fc.constantFrom("@", "@@", ""), fc.string({ maxLength: 30 }))
      .map(([local, at, domain]) => `${local}${at}${domain}`);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress(), addressLike), (email) => {
        expect(isValidEmail(email)).toBe(serverTakes(email));
      }),
      { numRuns: 2_000 },
    );
  });
});

describe("contactRequestFields, one body for the script and for the form posted without it", () => {
  const typed = {
    name: "  Maria Lopez ",
    email: " maria@example.com ",
    phone: "",
    service: "QuickBooks Training",
    message: "Please tell me about the courses. ",
    courses: ["qb-tips", "qb-basics"],
    website: "",
  };

  it("trims, says 'Not provided' for a blank phone, and appends the course labels", () => {
    expect(contactRequestFields(typed)).toEqual({
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "Not provided",
      service: "QuickBooks Training",
      message:
        "Please tell me about the courses.\n\nInterested in: QuickBooks Fundamentals, QuickBooks Tips & Tricks Workshop",
      quickbooksDetails: "QuickBooks Fundamentals, QuickBooks Tips & Tricks Workshop",
      website: "",
    });
  });

  it("drops courses left checked under another service, and never lengthens a too-short message", () => {
    expect(contactRequestFields({ ...typed, service: "IRS Help" })).toMatchObject({
      message: "Please tell me about the courses.",
      quickbooksDetails: "",
    });
    expect(contactRequestFields({ ...typed, message: " hi " }).message).toBe("hi");
  });

  it("leaves a missing field missing, so that the schema names it", () => {
    expect(contactRequestFields({ courses: [] })).toEqual({
      name: undefined,
      email: undefined,
      phone: "Not provided",
      service: undefined,
      message: undefined,
      quickbooksDetails: "",
      website: "",
    });
  });
});
