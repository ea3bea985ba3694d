// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { editorScript } from "./editor-bundle.server.ts";

describe("the editor's script (/admin/editor.js)", () => {
  it("gives a picture a component imports its address in the built site, and stays a reasonable size", async () => {
    const site = mkdtempSync(join(tmpdir(), "nais-editor-bundle-"));
    onTestFinished(() => rmSync(site, { recursive: true, force: true }));
    mkdirSync(join(site, "assets"));
    // Astro's original and one of its sizes (`_…` after the hash): the original is the one named.
    writeFileSync(join(site, "assets/why-nais-poster.Ab1_x-9Z.webp"), "");
    writeFileSync(join(site, "assets/why-nais-poster.Ab1_x-9Z_2tqeB7.webp"), "");
    const script = await editorScript(site);
    expect(script).toContain('"/assets/why-nais-poster.Ab1_x-9Z.webp"');
    expect(script).not.toContain("data:image/webp;base64");
    // Every page's preview, not every page's content (docs/decisions/020): the directory's preview
    // reads the service pages' cards from the generated cards module (about 1.05 MB). The check of a
    // save of the firm's facts, figures or CTEC wording bundles every page file as built
    // (editor-script/built-content.ts) to check their sentences with the new values: 0.45 MB more.
    // Fetching that snapshot only when such a file is saved would bring it back to about 1.05 MB.
    // Each QuickBooks offering and directory card carrying its own course, page and icon in its
    // file and schema (decision 027): 2.5 KB more. "Find a value", the question before a page is
    // deleted and Decap's notices in words (issue 44): 5 KB more. The tax calendar's schema, checked
    // on save like every content file (issue 46): 8 KB more. A choice for each testimonial when a
    // page is retired, and the plain-text checks (issue 44): 5 KB more. The tax calendar as built,
    // for a save check of a file no one has opened (./editor-script/built-content.ts): 14 KB more.
    expect(script.length).toBeLessThan(1_593_000);
  }, 60_000);

  it("gives the picture itself, as a data: address, before the site is built", async () => {
    const script = await editorScript(join(tmpdir(), "no-such-build"));
    expect(script).toMatch(/"data:image\/webp;base64,[A-Za-z0-9+/=]+"/);
  }, 60_000);
});
