import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { contactLimits, coursesLine, waitlist } from "./contact-contract.ts";
import {
  createContactFieldsSchema,
  createContactSubmissionSchema,
  createWaitlistSubmissionSchema,
} from "./contact-schema.ts";

const form = {
  name: "Maria Lopez",
  email: "maria@example.com",
  phone: "Not provided",
  service: "Tax Preparation",
  message: "I need help with my 2024 return.",
};
const serverMessages = { ...en.contactForm.errors, invalid: en.contactForm.server.invalid };

describe("the browser form's schema", () => {
  const schema = createContactFieldsSchema(en.contactForm.errors);

  it("accepts a filled form and trims it", () => {
    expect(schema.parse({ ...form, name: "  Maria Lopez " }).name).toBe("Maria Lopez");
  });

  it("gives each field its message from the visitor's dictionary", () => {
    const result = createContactFieldsSchema(es.contactForm.errors).safeParse({
      name: "M",
      phone: "",
      email: "nope",
      service: "",
      message: "short",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({
      name: es.contactForm.errors.name,
      email: es.contactForm.errors.email,
      service: es.contactForm.errors.service,
      message: es.contactForm.errors.message,
    });
  });
});

describe("the server's contact schema", () => {
  const schema = createContactSubmissionSchema(serverMessages);

  it("takes only services of the list, and defaults the optional fields", () => {
    expect(schema.parse({ ...form, phone: undefined })).toEqual({ ...form, phone: "", quickbooksDetails: "" });
    expect(schema.safeParse({ ...form, service: "Astrology" }).error?.issues[0]?.message).toBe(
      en.contactForm.errors.service,
    );
  });

  it("bounds the course list and keeps it on one line", () => {
    const tooLong = "x".repeat(contactLimits.quickbooksDetailsMax + 1);
    expect(schema.safeParse({ ...form, quickbooksDetails: tooLong }).error?.issues[0]?.message).toBe(
      en.contactForm.errors.tooLong,
    );
    expect(schema.safeParse({ ...form, quickbooksDetails: "a\nb" }).error?.issues[0]?.message).toBe(
      en.contactForm.server.invalid,
    );
  });
});

describe("the server's waitlist schema", () => {
  const schema = createWaitlistSubmissionSchema(serverMessages);

  it("needs only a valid e-mail; the fixed texts are filled in", () => {
    expect(schema.parse({ email: "ana@example.com", service: waitlist.service })).toEqual({
      name: waitlist.name,
      email: "ana@example.com",
      service: waitlist.service,
      message: waitlist.message,
    });
    expect(schema.safeParse({ email: "ana", service: waitlist.service }).success).toBe(false);
  });
});

describe("coursesLine", () => {
  it("lists the chosen courses' labels in the checklist's order", () => {
    expect(coursesLine(["qb-tips", "qb-basics"])).toBe(
      "Interested in: QuickBooks Fundamentals, QuickBooks Tips & Tricks Workshop",
    );
    expect(coursesLine([])).toBeUndefined();
  });
});
