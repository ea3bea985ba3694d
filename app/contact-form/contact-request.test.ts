import { describe, expect, it } from "vitest";
import { type ContactFormValues, contactRequestBody } from "./contact-request.ts";

const base: ContactFormValues = {
  name: "  Maria Lopez ",
  email: "maria@example.com",
  phone: "",
  service: "Bookkeeping",
  message: "I need help with my books.",
  courses: [],
  website: "",
};
const extra = { lang: "es" as const, formToken: "t", idempotencyKey: "k" };

describe("contactRequestBody", () => {
  it("sends 'Not provided' for a blank phone and trims text", () => {
    const body = contactRequestBody(base, extra);
    expect(body.phone).toBe("Not provided");
    expect(body.name).toBe("Maria Lopez");
    expect(body.message).toBe("I need help with my books.");
    expect(body.quickbooksDetails).toBe("");
    expect(body.lang).toBe("es");
  });

  it("appends the chosen course labels, comma-separated, for QuickBooks Training", () => {
    const body = contactRequestBody(
      { ...base, service: "QuickBooks Training", courses: ["qb-tips", "qb-basics"] },
      extra,
    );
    expect(body.message).toBe(
      "I need help with my books.\n\nInterested in: QuickBooks Fundamentals, QuickBooks Tips & Tricks Workshop",
    );
    expect(body.quickbooksDetails).toBe("QuickBooks Fundamentals, QuickBooks Tips & Tricks Workshop");
  });

  it("ignores courses left checked after switching to another service", () => {
    const body = contactRequestBody({ ...base, service: "IRS Help", courses: ["qb-tips"] }, extra);
    expect(body.message).toBe("I need help with my books.");
    expect(body.quickbooksDetails).toBe("");
  });

  it("keeps the phone when given", () => {
    expect(contactRequestBody({ ...base, phone: " 805-555-0100 " }, extra).phone).toBe("805-555-0100");
  });
});
