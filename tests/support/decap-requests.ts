/** What Decap's editor sends its local backend and its history, for their tests (unit and editor suite). */
import type { Hono } from "hono";

/** The editor's own address under `npm run cms`: the only page the local backend and the history answer. */
export const editorHost = "127.0.0.1:4300";
export const editorOrigin = `http://${editorHost}`;

/** The folders the local backend lets the editor write, as `npm run cms` sets them. */
export const editorScope = { origin: editorOrigin, contentFolders: ["content"], pictureFolders: ["content/pictures"] };

/**
 * A JSON POST from the editor's page to `path`, answered by the app `app()` returns (a function: a
 * `beforeAll` makes the app), with the headers the guard checks; `headers` adds to them or replaces them.
 */
export function editorPost(app: () => Hono, path: string) {
  return (body: unknown, headers: Record<string, string> = {}) =>
    app().request(`${editorOrigin}${path}`, {
      method: "POST",
      headers: { host: editorHost, origin: editorOrigin, "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
}

/** Decap's save of one content file (`persistEntry`), as its editor sends it in file mode. */
export function persistEntryRequest(path: string, raw: string) {
  return {
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "site", path, raw }],
      assets: [],
      options: { commitMessage: "Editor", useWorkflow: false, status: "draft" },
    },
  };
}
