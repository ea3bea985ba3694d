// @vitest-environment node
import { chromium } from "@playwright/test";
import { describe, expect, it } from "vitest";
import { testBrowserLaunchOptions } from "../scripts/support/harness.ts";
import { scriptHash } from "./script-hash.ts";
import { contentSecurityPolicy, inlineScripts } from "./security-headers.ts";

/** The page's title after Chromium loaded `body` under this policy ("blocked" while unchanged). */
async function titleUnderPolicy(policy: string, body: string): Promise<string> {
  const browser = await chromium.launch(testBrowserLaunchOptions);
  try {
    const page = await browser.newPage();
    const head = `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><title>blocked</title>`;
    await page.setContent(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`);
    return await page.title();
  } finally {
    await browser.close();
  }
}

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

  it("hashes what the browser hashes: a policy with the hash runs the script; one with another text's does not", async () => {
    // Line breaks, indentation and characters outside ASCII: what a hash of the wrong bytes would miss.
    const html = "<script>\r\n  document.title = 'Año \u2014 ok';\n</script>";
    const [script = ""] = inlineScripts(html);
    const runs = (hash: string) => titleUnderPolicy(`script-src 'sha256-${hash}'`, html);
    expect(await runs(scriptHash(script))).toBe("Año — ok");
    expect(await runs(scriptHash(script.trim()))).toBe("blocked");
  });
});
