/**
 * A content file's history under `npm run cms` (docs/decisions/028): its commits in the working
 * copy's git (`git log --first-parent --follow`: who, when, the subject), the bytes of each version
 * (`git show <commit>:<path>`), and a restore that writes a version's bytes back to the file.
 * `POST /api/history` on the editor's server, beside the local backend and behind the same guard
 * (./local-backend-guard.ts: the editor's own page only, JSON only, a plain path in content/, no
 * symbolic link on the way). A restore is checked in the editor first, with the checks of a save
 * (./editor-script/save-checks.ts); here it must still be JSON and a version of that file.
 */
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Context } from "hono";
import { type FileVersion, isCommitId } from "./file-history.ts";
import { linkOnTheWay, requestHeaders } from "./local-backend.ts";
import { type LocalBackendScope, refuseForeignRequest, refusePath } from "./local-backend-guard.ts";

const run = promisify(execFile);

/** How many versions are listed, newest first. */
export const versionsListed = 100;

/** A version with the path the file had in that commit (a renamed file keeps its history). */
type VersionAt = FileVersion & { pathFromTop: string };

const git = (root: string, args: string[], encoding: "utf8" | "buffer" = "utf8") =>
  run("git", ["-C", root, ...args], { encoding, maxBuffer: 32 * 1024 * 1024 }).then((r) => r.stdout);

/** The file's commits, newest first; none when `root` is not in a git repository or git is missing. */
export async function fileVersions(root: string, file: string): Promise<VersionAt[]> {
  let log: string;
  try {
    log = (await git(root, [
      "log",
      // The branch's own versions: a merge that changed the file is one, a side branch's commit is not.
      "--first-parent",
      "--follow",
      `--max-count=${versionsListed}`,
      "--format=%x1e%H%x1f%an%x1f%aI%x1f%s",
      "--name-only",
      "--",
      file,
    ])) as string;
  } catch {
    return [];
  }
  return log
    .split("\x1e")
    .filter((chunk) => chunk.trim())
    .flatMap((chunk) => {
      const [head = "", ...names] = chunk.split("\n").filter(Boolean);
      const [id, author = "", date = "", subject = ""] = head.split("\x1f");
      const pathFromTop = names[0];
      return isCommitId(id) && pathFromTop ? [{ id, author, date, subject, pathFromTop }] : [];
    });
}

/** The bytes of `file` in version `id`; undefined when `id` is not one of the file's versions. */
export async function fileAtVersion(root: string, file: string, id: string): Promise<Buffer | undefined> {
  if (!isCommitId(id)) return undefined;
  const version = (await fileVersions(root, file)).find((v) => v.id === id);
  if (!version) return undefined;
  return (await git(root, ["show", `${id}:${version.pathFromTop}`], "buffer")) as Buffer;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=utf-8" } });
const refused = (reason: string) => answer(403, { error: `Refused by the editor's history: ${reason}.` });

/** The handler of `POST /api/history`: `{ action: "versions" | "current" | "version" | "restore", params: { file, id? } }`. */
export function localHistoryHandler(root: string, scope: LocalBackendScope): (c: Context) => Promise<Response> {
  // Content files only: a picture's history is not listed.
  const contentOnly: LocalBackendScope = { ...scope, pictureFolders: [] };
  return async (c) => {
    const request = { ...requestHeaders(c), body: undefined };
    const foreign = refuseForeignRequest(request, scope.origin);
    if (foreign) return refused(foreign);
    let body: { action?: unknown; params?: { file?: unknown; id?: unknown } };
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refused("the body is not JSON");
    }
    const { action, params = {} } = body ?? {};
    const access = action === "restore" ? "write" : "read";
    const wrongPath = refusePath(params.file, access, contentOnly);
    if (wrongPath) return refused(wrongPath);
    const file = (params.file as string).replace(/\/$/, "");
    if (access === "read" && !file.endsWith(".json")) return refused(`${JSON.stringify(file)} is not a content file`);
    const link = await linkOnTheWay(root, file);
    if (link) return refused(`${JSON.stringify(link)} is a symbolic link`);

    if (action === "versions") {
      const versions = (await fileVersions(root, file)).map(({ pathFromTop: _, ...version }) => version);
      return answer(200, { versions });
    }
    if (action === "current") {
      const text = await readFile(join(root, file), "utf8").catch(() => undefined);
      return text === undefined ? answer(404, { error: `There is no file ${file}.` }) : answer(200, { text });
    }
    if (action !== "version" && action !== "restore") return refused(`${JSON.stringify(action)} is not an action`);
    const id = String(params.id ?? "");
    const bytes = await fileAtVersion(root, file, id);
    if (!bytes) return answer(404, { error: `${JSON.stringify(id)} is not a version of ${file}.` });
    if (action === "version") return answer(200, { text: bytes.toString("utf8") });
    try {
      JSON.parse(bytes.toString("utf8"));
    } catch {
      return answer(422, { error: `That version of ${file} is not valid JSON: it cannot be restored.` });
    }
    await writeFile(join(root, file), bytes);
    return answer(200, { restored: id });
  };
}
