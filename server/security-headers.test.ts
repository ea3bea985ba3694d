// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScripts } from "./security-headers.ts";

describe("contentSecurityPolicy", () => {
  it("allows only self and the given hashes for scripts", () => {
    const csp = contentSecurityPolicy(["abc=", "abc=", "xyz="]);
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-xyz='");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe");
  });
});

describe("inlineScripts", () => {
  it("finds executable inline scripts but not external or JSON ones", () => {
    const html = `<script>one()</script><script src="/a.js"></script><script type="module">two()</script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScripts(html)).toEqual(["one()", "two()"]);
  });

  it("hashes what the browser hashes: the exact text between the tags", () => {
    const [script] = inlineScripts("<script>\n  x = 1;\n</script>");
    expect(
      createHash("sha256")
        .update(script ?? "")
        .digest("base64"),
    ).toBe(createHash("sha256").update("\n  x = 1;\n").digest("base64"));
  });
});
