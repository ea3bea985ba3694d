// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scriptHash } from "../../server/script-hash.ts";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  nonPageContentSecurityPolicy,
} from "../../server/security-headers.ts";
import { cmsApp } from "./cms-app.ts";

const origin = "http://127.0.0.1:4300";
const host = "127.0.0.1:4300";
const loader = "document.documentElement.dataset.theme = 'dark';";

/** A working copy with a picture and a note in the picture folder, and a built page with one inline script. */
function workingCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "cms-app-"));
  mkdirSync(join(root, "content/pictures"), { recursive: true });
  writeFileSync(join(root, "content/site.json"), "{}\n");
  writeFileSync(join(root, "content/pictures/payroll.webp"), "RIFF....WEBP");
  writeFileSync(join(root, "content/pictures/notes.txt"), "client file 2027-014");
  writeFileSync(join(root, "content/pictures/drawing.svg"), "<svg><script>alert(1)</script></svg>");
  mkdirSync(join(root, "build/client"), { recursive: true });
  // Built without the postbuild step, as the editor suite's copies are: no manifest of hashes.
  writeFileSync(join(root, "build/client/index.html"), `<!doctype html><title>Home</title><script>${loader}</script>`);
  return root;
}

let root: string;
let app: Hono;
let builds = 0;
beforeAll(async () => {
  root = workingCopy();
  app = await cmsApp({
    root,
    origin,
    siteUrl: origin,
    siteFromBuild: true,
    makeEditorScript: async () => {
      builds += 1;
      return { text: `/* the working copy's content, build ${builds} */`, inputs: [join(root, "content/site.json")] };
    },
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = async (path: string, headers: Record<string, string> = {}) =>
  await app.request(`${origin}${path}`, { headers: { host, "sec-fetch-site": "same-origin", ...headers } });

describe("the editor's server under npm run cms", () => {
  it("answers a rebound host nothing, the editor's script included, and runs no bundler for it", async () => {
    for (const path of ["/admin/editor.js", "/admin/", "/admin/config.js", "/content/pictures/payroll.webp", "/"]) {
      const response = await get(path, { host: "rebound.example:4300" });
      expect(response.status, path).toBe(403);
      expect(await response.text()).toBe(
        "Refused by the editor's server: the request is addressed to rebound.example:4300, not 127.0.0.1:4300.\n",
      );
    }
    expect(builds).toBe(0);
  });

  it("lets another site link to it, never load its script or pictures into its own page", async () => {
    const fromAnotherSite = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors" };
    expect((await get("/admin/editor.js", { ...fromAnotherSite, "sec-fetch-dest": "script" })).status).toBe(403);
    expect(
      (await get("/content/pictures/payroll.webp", { ...fromAnotherSite, "sec-fetch-dest": "image" })).status,
    ).toBe(403);
    expect(builds).toBe(0);
    const visit = { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };
    expect((await get("/admin/", visit)).status).toBe(200);
  });

  it("bundles the editor's script once for many reloads, and again after a save", async () => {
    const texts = await Promise.all([1, 2, 3].map(async () => (await get("/admin/editor.js")).text()));
    expect(await get("/admin/editor.js").then((r) => r.text())).toBe(texts[0]);
    expect(builds).toBe(1);
    writeFileSync(join(root, "content/site.json"), '{"phone":"(805) 555-0147"}\n');
    expect(await get("/admin/editor.js").then((r) => r.text())).toContain("build 2");
  });

  it("serves only pictures from the picture folder", async () => {
    const picture = await get("/content/pictures/payroll.webp");
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    for (const name of ["notes.txt", "drawing.svg"]) {
      const response = await get(`/content/pictures/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.text()).not.toContain("2027-014");
    }
  });

  it("sends a policy with every answer: the editor's, a built page's own, the sandbox on anything else", async () => {
    const policy = async (path: string) => (await get(path)).headers.get("content-security-policy");
    expect(await policy("/admin/")).toBe(editorContentSecurityPolicy());
    expect(await policy("/")).toBe(contentSecurityPolicy([scriptHash(loader)]));
    expect(await policy("/content/pictures/payroll.webp")).toBe(nonPageContentSecurityPolicy);
    expect(await policy("/content/pictures/notes.txt")).toBe(nonPageContentSecurityPolicy);
    expect(await policy("/no-such-file")).toBe(nonPageContentSecurityPolicy);
    const refused = await get("/", { host: "rebound.example:4300" });
    expect(refused.headers.get("content-security-policy")).toBe(nonPageContentSecurityPolicy);
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
