import { describe, expect, it } from "vitest";
import { canonicalPath, withLanguagePrefix } from "./language-path.ts";

describe("a path the language link is built from", () => {
  it("stays on the site however many slashes or backslashes it carries", () => {
    // The 404 page's English link for /es//evil.example/login must not read as //evil.example/login.
    expect(withLanguagePrefix("/es//evil.example/login", "en")).toBe("/evil.example/login");
    expect(withLanguagePrefix("/es/\\evil.example/login", "en")).toBe("/evil.example/login");
    expect(withLanguagePrefix("/es///\\/evil.example", "en")).toBe("/evil.example");
    expect(withLanguagePrefix("//evil.example", "es")).toBe("/es/evil.example");
    expect(withLanguagePrefix("/a//b", "es")).toBe("/es/a/b");
  });

  it("is canonical with one slash between its parts and none at the end", () => {
    expect(canonicalPath("/services//payroll/")).toBe("/services/payroll");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/es")).toBe("/es");
  });
});
