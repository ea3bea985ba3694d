// @vitest-environment node
import { describe, expect, it } from "vitest";
import { netlifyRedirects } from "./netlify-redirects.ts";

describe("Netlify's _redirects", () => {
  it("sends a retired service page's address to where it went, with 301, before the 404 rules catch it", () => {
    const lines = netlifyRedirects([{ from: "/es/servicios/impuestos-ventas", to: "/es/servicios" }]).split("\n");
    expect(lines[0]).toBe("/es/servicios/impuestos-ventas  /es/servicios  301");
    expect(lines.indexOf("/es/*  /es/404/index.html  404")).toBeGreaterThan(0);
  });
});
