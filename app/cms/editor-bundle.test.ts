// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorScript } from "./editor-bundle.server.ts";

describe("the editor's script (/admin/editor.js)", () => {
  it("gives a picture a component imports its address in the built site, and stays a reasonable size", async () => {
    const site = mkdtempSync(join(tmpdir(), "nais-editor-bundle-"));
    mkdirSync(join(site, "assets"));
    // Astro's original and one of its sizes (`_…` after the hash): the original is the one named.
    writeFileSync(join(site, "assets/why-nais-poster.Ab1_x-9Z.webp"), "");
    writeFileSync(join(site, "assets/why-nais-poster.Ab1_x-9Z_2tqeB7.webp"), "");
    const script = await editorScript(site);
    expect(script).toContain('"/assets/why-nais-poster.Ab1_x-9Z.webp"');
    expect(script).not.toContain("data:image/webp;base64");
    // Every page's preview (docs/decisions/020): about 1.49 MB, of which 0.4 MB is the service pages'
    // files, which the directory's preview reads for their cards since each card lives in its page's
    // file, and 0.06 MB the legal documents' files, which a save of the facts checks with the new
    // values (editor-script/built-content.ts). Drawing the cards from the generated rows instead
    // would bring it back to about 1.1 MB.
    expect(script.length).toBeLessThan(1_500_000);
  }, 60_000);

  it("gives the picture itself, as a data: address, before the site is built", async () => {
    const script = await editorScript(join(tmpdir(), "no-such-build"));
    expect(script).toMatch(/"data:image\/webp;base64,[A-Za-z0-9+/=]+"/);
  }, 60_000);
});
