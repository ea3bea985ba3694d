// @vitest-environment node
import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";
import { scoreHeaders } from "./test-support/observatory-score.ts";

describe("HTTP Observatory score of our headers", () => {
  it("is A+ (100 or more) with no failing test", () => {
    const { score, grade, results } = scoreHeaders({
      ...baseSecurityHeaders,
      "Content-Security-Policy": contentSecurityPolicy(["abc="]),
    });
    console.log(`Observatory score ${score} (${grade}):`, results.map((r) => `${r.test}=${r.modifier}`).join(", "));
    expect(results.filter((r) => r.modifier < 0)).toEqual([]);
    expect(score).toBeGreaterThanOrEqual(100);
    expect(grade).toBe("A+");
  });

  it("fails a policy that allows inline scripts, and a site without HSTS", () => {
    const { score, results } = scoreHeaders({
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
    });
    expect(results.find((r) => r.test === "content-security-policy")?.modifier).toBeLessThan(0);
    expect(results.find((r) => r.test === "strict-transport-security")?.result).toBe("hsts-not-implemented");
    expect(score).toBeLessThan(90);
  });
});
