/**
 * Decap's local backend for `npm run cms` (docs/decisions/020), in the editor's own server: the
 * request handlers of decap-server's "fs" mode (`decap-server/dist/middlewares.js`: its checks of
 * the body, then its reading and writing of files) run in this process behind the guard
 * (app/cms/local-backend-guard.ts), at `/api/v1` on the editor's origin. No port of its own, so
 * nothing but this route reaches it. The pictures a request writes lose their metadata first
 * (./local-backend-pictures.ts).
 */
import { lstat } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Context } from "hono";
import { filesNaming } from "#app/content/named-pictures.ts";
import { guardLocalBackend, type LocalBackendScope, refuseForeignRequest } from "./local-backend-guard.ts";
import { stripPicturesOfRequest } from "./local-backend-pictures.ts";

/** decap-server's bodies are JSON with pictures in base64; its own limit. */
export const localBackendBodyLimit = 50 * 1024 * 1024;

type Reply = { status: number; body: unknown };
type ExpressLikeHandler = (
  req: { body: unknown },
  res: { status(code: number): unknown; json(value: unknown): unknown },
  next: () => void,
) => unknown;

interface DecapMiddlewares {
  registerLocalFs(
    app: { use(...handlers: unknown[]): void; post(path: string, handler: ExpressLikeHandler): void },
    options: { logLevel?: string },
  ): Promise<void>;
}

/**
 * decap-server's handlers of `POST /api/v1` in "fs" mode, in order (its body check, then its
 * action), for the files of `root`. Its other middlewares (CORS for any localhost page, request
 * log, body parser) are left out: the guard and this module take their place.
 */
async function decapFsHandlers(root: string): Promise<ExpressLikeHandler[]> {
  const middlewares = createRequire(import.meta.url)("decap-server/dist/middlewares.js") as DecapMiddlewares;
  const handlers: ExpressLikeHandler[] = [];
  // decap-server reads its folder from GIT_REPO_DIRECTORY when it registers its handlers.
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  try {
    await middlewares.registerLocalFs(
      { use: () => {}, post: (path, handler) => path === "/api/v1" && handlers.push(handler) },
      { logLevel: "warn" },
    );
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }
  if (handlers.length === 0) throw new Error("decap-server registered no handler of POST /api/v1");
  return handlers;
}

/** Runs one express-style handler on a parsed body: its reply, or `undefined` when it hands on. */
function runHandler(handler: ExpressLikeHandler, body: unknown): Promise<Reply | undefined> {
  return new Promise((resolve, reject) => {
    let status = 200;
    const res = {
      status(code: number) {
        status = code;
        return res;
      },
      json(value: unknown) {
        resolve({ status, body: value });
        return res;
      },
    };
    Promise.resolve(handler({ body }, res, () => resolve(undefined))).catch(reject);
  });
}

/**
 * The first part of `path` (under `root`) that is a symbolic link, if any: a link in content/ or a
 * picture folder could lead a write anywhere on the disk, and the editor never makes one.
 */
export async function linkOnTheWay(root: string, path: string): Promise<string | undefined> {
  let current = root;
  const walked: string[] = [];
  for (const segment of path.split("/")) {
    current = join(current, segment);
    walked.push(segment);
    const stat = await lstat(current).catch(() => undefined);
    if (!stat) return undefined;
    if (stat.isSymbolicLink()) return walked.join("/");
  }
  return undefined;
}

const refused = (reason: string) =>
  new Response(`Refused by the editor's local backend: ${reason}.\n`, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * Why a deletion on the Media page may not go ahead: a picture a content file still names (the
 * build would stop without it; docs/decisions/029). A picture nobody names is not published, and
 * is deleted from the repository as asked.
 */
export function pictureStillNamed(root: string, body: unknown, scope: LocalBackendScope): string | undefined {
  const request = body as { action?: unknown; params?: { paths?: unknown } } | undefined;
  if (request?.action !== "deleteFiles" || !Array.isArray(request.params?.paths)) return undefined;
  for (const path of request.params.paths) {
    if (typeof path !== "string" || !scope.pictureFolders.some((folder) => path.startsWith(`${folder}/`))) continue;
    const files = filesNaming(root, path);
    if (files.length > 0)
      return `the picture ${path} is still shown by ${files.join(", ")}: choose another picture there (or remove it) and publish, then delete the picture`;
  }
  return undefined;
}

/** What the guards read of a request to the editor's server (./local-backend-guard.ts, ./editor-server-guard.ts), its body aside. */
export function requestHeaders(c: Context) {
  return {
    method: c.req.method,
    host: c.req.header("host"),
    origin: c.req.header("origin"),
    secFetchSite: c.req.header("sec-fetch-site"),
    secFetchMode: c.req.header("sec-fetch-mode"),
    secFetchDest: c.req.header("sec-fetch-dest"),
    contentType: c.req.header("content-type"),
  };
}

/**
 * The handler of `POST /api/v1` on the editor's server: the guard, then the check on disk, then
 * decap-server's own handlers on the files of `root`.
 */
export async function localBackendHandler(
  root: string,
  scope: LocalBackendScope,
): Promise<(c: Context) => Promise<Response>> {
  const handlers = await decapFsHandlers(root);
  return async (c) => {
    const request = requestHeaders(c);
    // Another page's request is refused before its body is read.
    const foreign = refuseForeignRequest({ ...request, body: undefined }, scope.origin);
    if (foreign) return refused(foreign);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = undefined;
    }
    const verdict = guardLocalBackend({ ...request, body }, scope);
    if (!verdict.allowed) return refused(verdict.reason);
    for (const path of verdict.paths) {
      const link = await linkOnTheWay(root, path);
      if (link) return refused(`${JSON.stringify(link)} is a symbolic link`);
    }
    // Said to the firm: Decap shows a refusal's `error` in its notice ("Failed to delete media: …").
    const named = pictureStillNamed(root, body, scope);
    if (named) return Response.json({ error: named }, { status: 409 });
    const notAccepted = stripPicturesOfRequest(body);
    if (notAccepted) return Response.json({ error: notAccepted }, { status: 422 });
    for (const handler of handlers) {
      const reply = await runHandler(handler, body);
      if (reply)
        return new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { "Content-Type": "application/json; charset=utf-8" },
        });
    }
    throw new Error("decap-server's handlers gave no answer");
  };
}
