import { describe, expect, it } from "vitest";
import { contactPrefillHref, contactPrefillOf } from "./contact-prefill.ts";

const query = (search: string) => new URLSearchParams(search);

describe("contactPrefillOf", () => {
  it("reads a service, and a course that goes with QuickBooks Training", () => {
    expect(contactPrefillOf(query("service=IRS+Help"))).toEqual({ service: "IRS Help" });
    expect(contactPrefillOf(query("service=QuickBooks%20Training&course=qb-setup"))).toEqual({
      service: "QuickBooks Training",
      course: "qb-setup",
    });
  });

  it("takes a course alone as QuickBooks Training with that course", () => {
    expect(contactPrefillOf(query("course=one-on-one"))).toEqual({
      service: "QuickBooks Training",
      course: "one-on-one",
    });
  });

  it("drops a course that does not go with the service, and ignores what it does not know", () => {
    expect(contactPrefillOf(query("service=Bookkeeping&course=qb-tips"))).toEqual({ service: "Bookkeeping" });
    expect(contactPrefillOf(query("service=Astrology"))).toBeUndefined();
    expect(contactPrefillOf(query("course=qb-unknown"))).toBeUndefined();
    expect(contactPrefillOf(query(""))).toBeUndefined();
  });

  it("reads back what contactPrefillHref writes", () => {
    const href = contactPrefillHref("/es/contacto", { service: "QuickBooks Training", course: "qb-advanced" });
    expect(href).toBe("/es/contacto?service=QuickBooks+Training&course=qb-advanced");
    expect(contactPrefillOf(new URL(href, "https://example.com").searchParams)).toEqual({
      service: "QuickBooks Training",
      course: "qb-advanced",
    });
  });
});
