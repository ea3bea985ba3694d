// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { siteStylesheets, siteStyleText } from "./editor-files.ts";

const siteDir = mkdtempSync(join(tmpdir(), "editor-files-"));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("the site's stylesheets for the editor's preview pane", () => {
  it("are none before a first build", () => {
    expect(siteStylesheets(join(siteDir, "not-built"))).toEqual([]);
    expect(siteStyleText(join(siteDir, "not-built"))).toBe("");
  });

  it("are the linked ones, and the one written into the page, served as /admin/site.css", () => {
    writeFileSync(
      join(siteDir, "index.html"),
      '<html><head><link rel="stylesheet" href="/assets/a.css"><style>:root{--x:1}</style></head><body><style>p{margin:0}</style></body></html>',
    );
    expect(siteStylesheets(siteDir)).toEqual(["/assets/a.css", "/admin/site.css"]);
    expect(siteStyleText(siteDir)).toBe(":root{--x:1}\np{margin:0}");
  });
});
