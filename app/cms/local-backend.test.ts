// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorPost, editorScope, persistEntryRequest } from "#tests/support/decap-requests.ts";
import { hasGps, phoneCamera, phonePhoto, uploadCorpus } from "#tests/support/phone-photo.ts";
import { linkOnTheWay, localBackendHandler } from "./local-backend.ts";

/** A working copy with a content file, a git config and a link from content/ out of it. */
function workingCopy(): string {
  const root = mkdtempSync(join(tmpdir(), "local-backend-"));
  mkdirSync(join(root, "content"));
  mkdirSync(join(root, ".git"));
  mkdirSync(join(root, "outside"));
  writeFileSync(join(root, "content/site.json"), '{"phone":"1-877-737-1911"}\n');
  writeFileSync(join(root, ".git/config"), "[core]\n");
  symlinkSync(join(root, "outside"), join(root, "content/elsewhere"));
  return root;
}

const corpus = await uploadCorpus();
let root: string;
let app: Hono;
beforeAll(async () => {
  root = workingCopy();
  app = new Hono().post("/api/v1", await localBackendHandler(root, editorScope));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = editorPost(() => app, "/api/v1");
const save = persistEntryRequest;

describe("the local backend on the editor's origin (decap-server's handlers behind the guard)", () => {
  it("saves and reads a content file for the editor's own page, with decap-server's answers", async () => {
    const saved = await post(save("content/site.json", '{"phone":"(805) 555-0147"}\n'));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ message: "entry persisted" });
    expect(readFileSync(join(root, "content/site.json"), "utf8")).toBe('{"phone":"(805) 555-0147"}\n');
    const read = await post({ action: "getEntry", params: { branch: "main", path: "content/site.json" } });
    expect(await read.json()).toMatchObject({
      data: '{"phone":"(805) 555-0147"}\n',
      file: { path: "content/site.json" },
    });
    // decap-server's own check of the body still runs after the guard.
    const malformed = await post({ action: "getEntry", params: { path: "content/site.json" } });
    expect(malformed.status).toBe(422);
  });

  it("refuses another page's request in plain words, and writes nothing", async () => {
    const before = readFileSync(join(root, "content/site.json"), "utf8");
    const response = await post(save("content/site.json", "{}"), {
      origin: "http://127.0.0.1:5173",
      "sec-fetch-site": "same-site",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      "Refused by the editor's local backend: the request comes from http://127.0.0.1:5173, not from the editor (http://127.0.0.1:4300).\n",
    );
    expect(readFileSync(join(root, "content/site.json"), "utf8")).toBe(before);
  });

  it("refuses .git/config, a path above the working copy and a write through a link out of content/", async () => {
    expect((await post(save(".git/config", "[core]\n\tfsmonitor = touch /tmp/owned\n"))).status).toBe(403);
    expect(readFileSync(join(root, ".git/config"), "utf8")).toBe("[core]\n");
    expect((await post(save("../x.json", "{}"))).status).toBe(403);
    expect(existsSync(join(root, "../x.json"))).toBe(false);
    const through = await post(save("content/elsewhere/x.json", "{}"));
    expect(through.status).toBe(403);
    expect(await through.text()).toMatch(/"content\/elsewhere" is a symbolic link/);
    expect(existsSync(join(root, "outside/x.json"))).toBe(false);
  });

  it("writes a picture without its camera's metadata, from a save as from the media page", async () => {
    const photo = (await phonePhoto("jpeg")).toString("base64");
    const asset = (name: string) => ({ path: `content/pictures/${name}`, content: photo, encoding: "base64" });
    const withEntry = persistEntryRequest("content/site.json", '{"phone":"(805) 555-0147"}\n');
    withEntry.params.assets = [asset("with-entry.jpg")] as never[];
    expect((await post(withEntry)).status).toBe(200);
    const alone = {
      action: "persistMedia",
      params: { branch: "main", asset: asset("alone.jpg"), options: { commitMessage: "Upload" } },
    };
    expect((await post(alone)).status).toBe(200);
    for (const name of ["with-entry.jpg", "alone.jpg"]) {
      const written = readFileSync(join(root, "content/pictures", name));
      const { exif, xmp, orientation } = await sharp(written).metadata();
      expect(hasGps(exif)).toBe(false);
      expect(xmp).toBeUndefined();
      expect(orientation).toBe(6);
      expect(written.includes(phoneCamera)).toBe(false);
    }
    const broken = {
      ...alone,
      params: { ...alone.params, asset: { ...asset("broken.jpg"), content: photo.slice(0, 400) } },
    };
    const refused = await post(broken);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toMatch(/^broken.jpg could not be read as a picture, so it was not uploaded/);
    expect(existsSync(join(root, "content/pictures/broken.jpg"))).toBe(false);
  });

  it.each(corpus)(
    "$name: written without its camera, or refused in words Decap shows",
    async ({ name, bytes, taken }) => {
      const file = `upload-${name}`;
      const upload = {
        action: "persistMedia",
        params: {
          branch: "main",
          asset: { path: `content/pictures/${file}`, content: bytes.toString("base64"), encoding: "base64" },
          options: { commitMessage: "Upload" },
        },
      };
      const response = await post(upload);
      const written = join(root, "content/pictures", file);
      if (taken) {
        expect(response.status).toBe(200);
        expect(readFileSync(written).includes(phoneCamera)).toBe(false);
      } else if (/\.(jpg|avif|webp|png)$/.test(name)) {
        // Named as a picture, so past the guard: the backend reads what it is.
        expect(response.status).toBe(422);
        expect((await response.json()).error).toMatch(
          new RegExp(`^${file.replace(".", "\\.")} .*so it was not uploaded`),
        );
        expect(existsSync(written)).toBe(false);
      } else {
        // Not named as a picture: the guard refuses it first.
        expect(response.status).toBe(403);
        expect(existsSync(written)).toBe(false);
      }
    },
  );

  it("refuses to delete a picture a content file still shows, naming the file, and deletes one nobody names", async () => {
    const photo = await phonePhoto("jpeg");
    for (const name of ["shown.jpg", "former.jpg"]) writeFileSync(join(root, "content/pictures", name), photo);
    writeFileSync(join(root, "content/team.json"), '{"members":[{"photo":"/content/pictures/shown.jpg"}]}\n');
    const deletion = (name: string) => ({
      action: "deleteFiles",
      params: { branch: "main", paths: [`content/pictures/${name}`], options: { commitMessage: "Delete" } },
    });
    const stillShown = await post(deletion("shown.jpg"));
    expect(stillShown.status).toBe(409);
    expect((await stillShown.json()).error).toMatch(
      /the picture content\/pictures\/shown.jpg is still shown by content\/team.json: choose another picture there/,
    );
    expect(existsSync(join(root, "content/pictures/shown.jpg"))).toBe(true);
    expect((await post(deletion("former.jpg"))).status).toBe(200);
    expect(existsSync(join(root, "content/pictures/former.jpg"))).toBe(false);
  });

  it("finds the first link on a path, and none on a path still to be made", async () => {
    expect(await linkOnTheWay(root, "content/elsewhere/a/b.json")).toBe("content/elsewhere");
    expect(await linkOnTheWay(root, "content/site.json")).toBeUndefined();
    expect(await linkOnTheWay(root, "content/pictures/new.webp")).toBeUndefined();
  });
});
