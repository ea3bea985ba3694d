/**
 * A reproduction of the MDN HTTP Observatory's header scoring (v2 rules, the tests that apply to
 * a static site with no cookies): each test gives a result with a score modifier; the score starts
 * at 100, bonuses count only when nothing failed. A+ is 100 or more.
 */
export interface ObservatoryResult {
  test: string;
  result: string;
  modifier: number;
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...values]) => [name.toLowerCase(), values]),
  );
}

export function scoreHeaders(headers: Record<string, string>): {
  score: number;
  grade: string;
  results: ObservatoryResult[];
} {
  const h = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const results: ObservatoryResult[] = [];
  const add = (test: string, result: string, modifier: number) => results.push({ test, result, modifier });

  const csp = h["content-security-policy"];
  if (!csp) add("content-security-policy", "csp-not-implemented", -25);
  else {
    const d = directives(csp);
    const scriptSrc = d.get("script-src") ?? d.get("default-src") ?? [];
    const styleSrc = d.get("style-src") ?? d.get("default-src") ?? [];
    const unsafeScript = scriptSrc.some((v) => /'unsafe-(inline|eval)'|^(\*|https?:|data:)$/.test(v));
    if (unsafeScript) add("content-security-policy", "csp-implemented-with-unsafe-inline", -20);
    else if (styleSrc.includes("'unsafe-inline'"))
      add("content-security-policy", "csp-implemented-with-unsafe-inline-in-style-src-only", 0);
    else if (d.get("default-src")?.join(" ") === "'none'")
      add("content-security-policy", "csp-implemented-with-no-unsafe-default-src-none", 10);
    else add("content-security-policy", "csp-implemented-with-no-unsafe", 5);
  }

  add("cookies", "cookies-not-found", 0);
  add(
    "cross-origin-resource-sharing",
    h["access-control-allow-origin"]
      ? "cross-origin-resource-sharing-implemented-with-universal-access"
      : "cross-origin-resource-sharing-not-implemented",
    h["access-control-allow-origin"] === "*" ? -50 : 0,
  );

  const referrer = h["referrer-policy"] ?? "";
  if (/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer))
    add("referrer-policy", "referrer-policy-private", 5);
  else if (!referrer) add("referrer-policy", "referrer-policy-not-implemented", 0);
  else add("referrer-policy", "referrer-policy-unsafe", -5);

  const maxAge = Number(/max-age=(\d+)/.exec(h["strict-transport-security"] ?? "")?.[1] ?? -1);
  if (maxAge < 0) add("strict-transport-security", "hsts-not-implemented", -20);
  else if (maxAge < 15768000) add("strict-transport-security", "hsts-implemented-max-age-less-than-six-months", -10);
  else if (/preload/.test(h["strict-transport-security"] ?? "")) add("strict-transport-security", "hsts-preloaded", 5);
  else add("strict-transport-security", "hsts-implemented-max-age-at-least-six-months", 0);

  add("subresource-integrity", "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0);

  add(
    "x-content-type-options",
    h["x-content-type-options"] === "nosniff"
      ? "x-content-type-options-nosniff"
      : "x-content-type-options-not-implemented",
    h["x-content-type-options"] === "nosniff" ? 0 : -5,
  );

  const frameAncestors = csp ? directives(csp).get("frame-ancestors")?.join(" ") : undefined;
  if (frameAncestors === "'none'" || frameAncestors === "'self'")
    add("x-frame-options", "x-frame-options-implemented-via-csp", 5);
  else if (/^(deny|sameorigin)$/i.test(h["x-frame-options"] ?? ""))
    add("x-frame-options", "x-frame-options-sameorigin-or-deny", 0);
  else add("x-frame-options", "x-frame-options-not-implemented", -20);

  const corp = h["cross-origin-resource-policy"];
  add("cross-origin-resource-policy", corp ? "corp-implemented-with-same-origin" : "corp-not-implemented", 0);

  const penalties = results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonuses = results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0);
  // Bonuses only count for a site that already scores 90 or more.
  const base = 100 + penalties;
  const score = Math.max(0, base >= 90 ? base + bonuses : base);
  const grade = score >= 100 ? "A+" : score >= 90 ? "A" : score >= 85 ? "A-" : score >= 80 ? "B+" : "B or lower";
  return { score, grade, results };
}
