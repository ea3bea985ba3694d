import { afterEach, describe, expect, it } from "vitest";
import { browserPrefersSpanish, readStoredLang } from "./language.ts";

describe("stored language", () => {
  afterEach(() => localStorage.clear());

  it("reads back en and es", () => {
    localStorage.setItem("lang", "es");
    expect(readStoredLang()).toBe("es");
    localStorage.setItem("lang", "en");
    expect(readStoredLang()).toBe("en");
  });

  it("ignores any other value", () => {
    localStorage.setItem("lang", "fr");
    expect(readStoredLang()).toBeUndefined();
    localStorage.setItem("lang", "ES ");
    expect(readStoredLang()).toBeUndefined();
  });

  it("is undefined when nothing is stored", () => {
    expect(readStoredLang()).toBeUndefined();
  });
});

describe("browserPrefersSpanish", () => {
  it("is true when Spanish comes before English", () => {
    expect(browserPrefersSpanish(["es-MX", "en-US"])).toBe(true);
    expect(browserPrefersSpanish(["fr", "es"])).toBe(true);
  });

  it("is false when English comes first or Spanish is absent", () => {
    expect(browserPrefersSpanish(["en-US", "es"])).toBe(false);
    expect(browserPrefersSpanish(["fr-FR"])).toBe(false);
    expect(browserPrefersSpanish([])).toBe(false);
  });

  it("does not mistake a language that only starts with 'es' (Estonian is 'et'; 'esu' is Yupik)", () => {
    expect(browserPrefersSpanish(["esu"])).toBe(false);
  });
});
