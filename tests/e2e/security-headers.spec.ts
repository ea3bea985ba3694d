import { scriptHash } from "../../server/script-hash.ts";
import { editorContentSecurityPolicy, inlineScripts } from "../../server/security-headers.ts";
import { allPaths, chunk, expect, test, watchConsole } from "./support.ts";

test.describe("security headers", () => {
  test("every page's policy covers each of its inline scripts and allows no unsafe scripts", async ({ request }) => {
    for (const path of [...allPaths, "/nope", "/es/nope"]) {
      const res = await request.get(path);
      const csp = res.headers()["content-security-policy"] ?? "";
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      const html = await res.text();
      const scripts = inlineScripts(html);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts)
        expect(scriptSrc, `${path}: inline script not covered`).toContain(`'sha256-${scriptHash(script)}'`);
      expect(res.headers()["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
      expect(res.headers()["x-frame-options"], path).toBe("DENY");
      expect(res.headers()["access-control-allow-origin"], path).toBeUndefined();
    }
  });

  test("the editor at /admin has its own policy and stays out of search engines; the pages keep theirs", async ({
    request,
  }) => {
    const editor = await request.get("/admin/");
    expect(editor.status()).toBe(200);
    expect(await editor.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const headers = editor.headers();
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(headers["content-security-policy"]).toBe(editorContentSecurityPolicy());
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const bundle = await request.get("/admin/decap-cms.js");
    expect(bundle.status()).toBe(200);
    expect(bundle.headers()["x-robots-tag"]).toBe("noindex, nofollow");

    const home = await request.get("/");
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
    expect(home.headers()["content-security-policy"]).not.toMatch(/unsafe-eval|api\.github\.com/);
    expect(home.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    expect(await home.text()).not.toContain("/admin");
  });

  for (const [i, paths] of chunk([...allPaths, "/es/nope"], 4).entries()) {
    test(`pages run with the policy enforced: no violation, no console error, group ${i + 1}`, async ({ page }) => {
      test.setTimeout(180_000);
      const logs = watchConsole(page);
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      // `goto` waits for the load event: the shell's and the islands' scripts have run by then.
      for (const path of paths) await page.goto(path);
      // The browser reports the 404 page's own status; that one is expected.
      expect(logs.errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
    });
  }
});
