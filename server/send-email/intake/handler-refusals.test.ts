// @vitest-environment node
/**
 * Requests the handler refuses, each with its status and message, and none of them mailed
 * (a real SMTP server on loopback counts what arrives).
 */
import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { contactBody, endpoint, expectSecurityHeaders, jsonPost } from "../test-support/fixtures.ts";
import { expectNothingMailed, setUpHarnessWithSink } from "../test-support/live-mail.ts";

const live = setUpHarnessWithSink();

describe("refused requests send nothing", () => {
  expectNothingMailed(live);

  const invalid = [
    ["a missing e-mail", { email: undefined }, "email", en.contactForm.errors.email],
    ["a name too short", { name: "M" }, "name", en.contactForm.errors.name],
    ["a name too long", { name: "M".repeat(101) }, "name", en.contactForm.errors.tooLong],
    ["a message too long", { message: "x".repeat(5_001) }, "message", en.contactForm.errors.tooLong],
    ["a phone too long", { phone: "5".repeat(41) }, "phone", en.contactForm.errors.tooLong],
    ["a name of the wrong type", { name: 42 }, "name", en.contactForm.errors.name],
    ["a service not on the list", { service: "Astrology" }, "service", en.contactForm.errors.service],
    ["a line break in the name", { name: "Maria\r\nBcc: victim@example.com" }, "name", en.contactForm.errors.name],
    [
      "a line break in the e-mail",
      { email: "maria@example.com\nBcc: x@example.com" },
      "email",
      en.contactForm.errors.email,
    ],
    ["a line break in the phone", { phone: "805\r\n555" }, "phone", en.contactForm.server.invalid],
  ] as const;

  it.each(invalid)("400 for %s, with the field's message", async (_, overrides, field, fieldMessage) => {
    const response = await live.harness.post(contactBody(overrides));
    expect(response.status).toBe(400);
    await expectSecurityHeaders(response);
    const body = (await response.json()) as { message: string; status: string; fields: Record<string, string> };
    expect(body.message).toBe(en.contactForm.server.invalid);
    expect(body.status).toBe("error");
    expect(body.fields[field]).toBe(fieldMessage);
  });

  it("400 in Spanish for a Spanish visitor", async () => {
    const response = await live.harness.post(contactBody({ lang: "es", email: "no-es-un-correo" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: es.contactForm.server.invalid,
      fields: { email: es.contactForm.errors.email },
    });
  });

  it("400 for a body that is not an object", async () => {
    for (const body of [[], "text", 42, null]) {
      const response = await live.harness.handler(jsonPost(JSON.stringify(body)));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: en.contactForm.server.invalid });
    }
  });

  it("400 for malformed JSON, 415 for a body that is not JSON", async () => {
    const malformed = await live.harness.handler(jsonPost('{"name": "Maria"'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: en.contactForm.server.notJson });

    const form = await live.harness.handler(
      new Request(endpoint, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "name=Maria" }),
    );
    expect(form.status).toBe(415);
    await expectSecurityHeaders(form);
    expect(await form.json()).toMatchObject({ message: en.contactForm.server.notJson });
  });

  it("405 with Allow for any other method", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await live.harness.handler(new Request(endpoint, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, POST");
      await expectSecurityHeaders(response);
      expect(await response.json()).toMatchObject({ message: en.contactForm.server.methodNotAllowed });
    }
  });

  it("413 for a body over 16 KiB, whether or not it declares its length", async () => {
    const huge = JSON.stringify(contactBody({ message: "x".repeat(17 * 1024) }));
    const declared = await live.harness.handler(jsonPost(huge));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ message: en.contactForm.server.tooLarge });

    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const undeclared = await live.harness.handler(
      new Request(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: streamed,
        duplex: "half",
      } as RequestInit),
    );
    expect(undeclared.status).toBe(413);
  });

  it("403 for a submission from another site", async () => {
    const crossSite = await live.harness.post(contactBody(), { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    await expectSecurityHeaders(crossSite);
    expect(await crossSite.json()).toMatchObject({ message: en.contactForm.server.forbidden });

    const foreignOrigin = await live.harness.post(contactBody(), { Origin: "https://evil.example" });
    expect(foreignOrigin.status).toBe(403);
    const nullOrigin = await live.harness.post(contactBody(), { Origin: "null" });
    expect(nullOrigin.status).toBe(403);
  });
});
