// @vitest-environment node
import { describe, expect, it } from "vitest";
import { describeError, maskEmail } from "../logger.ts";
import { clientIpOf } from "../runtimes/node-instance.ts";
import { isCrossSiteRequest } from "./cross-site.ts";
import { readJsonBody } from "./read-json-body.ts";
import { langFromHeaders } from "./responses.ts";

const site = "https://www.nais.example.com";
const request = (headers: Record<string, string>, url = "http://127.0.0.1:3000/.netlify/functions/send-email") =>
  new Request(url, { method: "POST", headers });

describe("isCrossSiteRequest", () => {
  it("lets the site's own pages and non-browser clients through", () => {
    expect(isCrossSiteRequest(request({}), site)).toBe(false);
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "same-origin", Origin: site }), site)).toBe(false);
    expect(isCrossSiteRequest(request({ Origin: "http://127.0.0.1:3000" }), site)).toBe(false);
    // Behind a TLS proxy the server sees http, the browser says https: same host, same site.
    expect(isCrossSiteRequest(request({ Origin: "https://127.0.0.1:3000" }), site)).toBe(false);
  });

  it("stops other sites", () => {
    expect(isCrossSiteRequest(request({ "Sec-Fetch-Site": "cross-site" }), site)).toBe(true);
    expect(isCrossSiteRequest(request({ Origin: "https://evil.example" }), site)).toBe(true);
    expect(isCrossSiteRequest(request({ Origin: "https://www.nais.example.com.evil.example" }), site)).toBe(true);
    expect(isCrossSiteRequest(request({ Origin: "null" }), site)).toBe(true);
  });
});

describe("readJsonBody", () => {
  it("refuses invalid UTF-8 and empty bodies as unreadable", async () => {
    const invalid = new Request("http://x/", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: new Uint8Array([0x22, 0xff, 0x22]),
    });
    expect(await readJsonBody(invalid, 100)).toEqual({ ok: false, problem: "bad-json" });
    const empty = new Request("http://x/", { method: "POST", headers: { "Content-Type": "application/json" } });
    expect(await readJsonBody(empty, 100)).toEqual({ ok: false, problem: "bad-json" });
  });

  it("accepts a body of exactly the limit and refuses one byte more", async () => {
    const body = (size: number) => JSON.stringify("x".repeat(size - 2));
    const post = (text: string) =>
      new Request("http://x/", { method: "POST", headers: { "Content-Type": "application/json" }, body: text });
    expect(await readJsonBody(post(body(64)), 64)).toMatchObject({ ok: true });
    expect(await readJsonBody(post(body(65)), 64)).toEqual({ ok: false, problem: "too-large" });
  });
});

describe("small helpers", () => {
  it("masks addresses in logs and errors", () => {
    expect(maskEmail("maria@example.com")).toBe("m***@example.com");
    expect(maskEmail("nonsense")).toBe("***");
    const error = Object.assign(new Error("550 5.1.1 <ana@example.com>: no such user\r\nmore"), { responseCode: 550 });
    expect(describeError(error)).toBe("550 5.1.1 <a***@example.com>: no such user more");
    expect(describeError(Object.assign(new Error("Timeout"), { code: "ETIMEDOUT" }))).toBe("ETIMEDOUT Timeout");
  });

  it("guesses the visitor's language before the body is read", () => {
    expect(langFromHeaders(new Headers({ Referer: "https://www.nais.example.com/es/contacto" }))).toBe("es");
    expect(
      langFromHeaders(new Headers({ Referer: "https://www.nais.example.com/contact", "Accept-Language": "es-MX" })),
    ).toBe("en");
    expect(langFromHeaders(new Headers({ "Accept-Language": "es-MX,es;q=0.9" }))).toBe("es");
    expect(langFromHeaders(new Headers())).toBe("en");
  });

  it("trusts X-Forwarded-For only behind our own proxy, and only its last hop", () => {
    const req = new Request("http://x/", { headers: { "X-Forwarded-For": "6.6.6.6, 203.0.113.9" } });
    expect(clientIpOf(req, "127.0.0.1", "never")).toBe("127.0.0.1");
    expect(clientIpOf(req, "127.0.0.1", "always")).toBe("203.0.113.9");
    expect(clientIpOf(req, "198.51.100.1", "always")).toBe("203.0.113.9");
    expect(clientIpOf(new Request("http://x/"), undefined, "always")).toBe("unknown");
  });

  it("by default trusts it from a loopback peer only: a proxy on this machine", () => {
    const req = new Request("http://x/", { headers: { "X-Forwarded-For": "203.0.113.9" } });
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1"])
      expect(clientIpOf(req, peer, "loopback")).toBe("203.0.113.9");
    expect(clientIpOf(req, "198.51.100.1", "loopback")).toBe("198.51.100.1");
    expect(clientIpOf(new Request("http://x/"), "127.0.0.1", "loopback")).toBe("127.0.0.1");
  });
});
