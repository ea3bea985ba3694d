// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorPost, editorScope } from "#tests/support/decap-requests.ts";
import { fileVersions, localHistoryHandler } from "./local-history.server.ts";

const first = '{\n  "phone": "1-877-737-1911"\n}\n';
const second = '{\n  "phone": "(805) 555-0147"\n}\n';

let root: string;
let app: Hono;
const git = (date: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Maria Lopez", "-c", "user.email=maria@example.com", ...args], {
    cwd: root,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });

/** A working copy whose content/site.json has two commits, the second uncommitted change on top, and a link out. */
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "local-history-"));
  mkdirSync(join(root, "content"));
  mkdirSync(join(root, "outside"));
  git("2026-03-01T10:00:00-08:00", "init", "--quiet");
  writeFileSync(join(root, "content/site.json"), first);
  git("2026-03-01T10:00:00-08:00", "add", "content");
  git("2026-03-01T10:00:00-08:00", "commit", "--quiet", "-m", "The firm's phone");
  writeFileSync(join(root, "content/site.json"), second);
  git("2026-03-02T16:30:00-08:00", "commit", "--quiet", "-am", "Editor: update site (content/site.json)");
  symlinkSync(join(root, "outside"), join(root, "content/elsewhere"));
  app = new Hono().post("/api/history", localHistoryHandler(root, editorScope));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const post = editorPost(() => app, "/api/history");

describe("a content file's history in the working copy's git", () => {
  it("lists the file's commits, newest first, with who, when and the subject", async () => {
    const reply = await post({ action: "versions", params: { file: "content/site.json" } });
    expect(reply.status).toBe(200);
    const { versions } = await reply.json();
    expect(versions).toMatchObject([
      { author: "Maria Lopez", date: "2026-03-02T16:30:00-08:00", subject: "Editor: update site (content/site.json)" },
      { author: "Maria Lopez", date: "2026-03-01T10:00:00-08:00", subject: "The firm's phone" },
    ]);
    expect(versions[0].id).toMatch(/^[0-9a-f]{40}$/);
  });

  it("gives a version's text and the file as it is now", async () => {
    const [, older] = await fileVersions(root, "content/site.json");
    const version = await post({ action: "version", params: { file: "content/site.json", id: older?.id } });
    expect(await version.json()).toEqual({ text: first });
    const current = await post({ action: "current", params: { file: "content/site.json" } });
    expect(await current.json()).toEqual({ text: readFileSync(join(root, "content/site.json"), "utf8") });
  });

  it("restores a version: the file is that version's bytes", async () => {
    const [, older] = await fileVersions(root, "content/site.json");
    const reply = await post({ action: "restore", params: { file: "content/site.json", id: older?.id } });
    expect(reply.status).toBe(200);
    expect(readFileSync(join(root, "content/site.json"), "utf8")).toBe(first);
    writeFileSync(join(root, "content/site.json"), second);
  });

  it("lists nothing for a folder that is not in a git repository", async () => {
    const bare = mkdtempSync(join(tmpdir(), "no-history-"));
    expect(await fileVersions(bare, "content/site.json")).toEqual([]);
    rmSync(bare, { recursive: true, force: true });
  });

  it("refuses another page, a path out of content/, a link, and a commit that is not the file's", async () => {
    const foreign = await post(
      { action: "versions", params: { file: "content/site.json" } },
      { origin: "http://evil.example" },
    );
    expect(foreign.status).toBe(403);
    for (const file of ["../etc/passwd", ".git/config", "content/pictures/a.jpg", "content/elsewhere/x.json"]) {
      const reply = await post({ action: "restore", params: { file, id: "0".repeat(40) } });
      expect(reply.status, file).toBe(403);
    }
    const unknown = await post({ action: "restore", params: { file: "content/site.json", id: "0".repeat(40) } });
    expect(unknown.status).toBe(404);
    const option = await post({ action: "version", params: { file: "content/site.json", id: "--output=/tmp/x" } });
    expect(option.status).toBe(404);
    expect(readFileSync(join(root, "content/site.json"), "utf8")).toBe(second);
  });
});

describe("a content file's history across a merge", () => {
  let merged: string;
  const gitIn = (args: string[]) =>
    execFileSync("git", ["-c", "user.name=Maria Lopez", "-c", "user.email=maria@example.com", ...args], {
      cwd: merged,
      stdio: "pipe",
    });
  const write = (text: string) => writeFileSync(join(merged, "content/site.json"), `{ "phone": "${text}" }\n`);

  /** main: first, then "main"; a side branch: "side"; merged into main as "merged", unlike either parent. */
  beforeAll(() => {
    merged = mkdtempSync(join(tmpdir(), "local-history-merge-"));
    mkdirSync(join(merged, "content"));
    gitIn(["init", "--quiet", "--initial-branch=main"]);
    write("first");
    gitIn(["add", "content"]);
    gitIn(["commit", "--quiet", "-m", "First"]);
    gitIn(["checkout", "--quiet", "-b", "side"]);
    write("side");
    gitIn(["commit", "--quiet", "-am", "On a side branch"]);
    gitIn(["checkout", "--quiet", "main"]);
    write("main");
    gitIn(["commit", "--quiet", "-am", "On main"]);
    try {
      gitIn(["merge", "--quiet", "side"]);
    } catch {
      // The two changes meet: the merge is settled by hand, with words of neither side.
    }
    write("merged");
    gitIn(["commit", "--quiet", "-am", "Merge the side branch"]);
  });
  afterAll(() => rmSync(merged, { recursive: true, force: true }));

  it("lists the versions the branch had, the merge included, and not a side branch's", async () => {
    const versions = await fileVersions(merged, "content/site.json");
    expect(versions.map((v) => v.subject)).toEqual(["Merge the side branch", "On main", "First"]);
  });
});
