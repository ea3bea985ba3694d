// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isFormContentType } from "./form-post.ts";
import { hasMediaType } from "./media-type.ts";
import { isJsonContentType } from "./read-json-body.ts";

describe("the media type of a request's Content-Type", () => {
  it("is read before its parameters, in any letter case", () => {
    expect(hasMediaType("application/json", "application/json")).toBe(true);
    expect(hasMediaType("Application/JSON; charset=UTF-8", "application/json")).toBe(true);
  });

  it("is not a longer name, another type, or no header", () => {
    expect(hasMediaType("application/jsonp", "application/json")).toBe(false);
    expect(hasMediaType("text/plain", "application/json")).toBe(false);
    expect(hasMediaType(null, "application/json")).toBe(false);
  });

  it("is JSON for the script's requests and urlencoded for a form posted without it, never both", () => {
    for (const json of ["application/json", "Application/JSON; charset=UTF-8"]) {
      expect(isJsonContentType(json)).toBe(true);
      expect(isFormContentType(json)).toBe(false);
    }
    for (const form of ["application/x-www-form-urlencoded", "Application/X-WWW-Form-Urlencoded; charset=UTF-8"]) {
      expect(isFormContentType(form)).toBe(true);
      expect(isJsonContentType(form)).toBe(false);
    }
    expect(isFormContentType("multipart/form-data; boundary=x")).toBe(false);
  });
});
