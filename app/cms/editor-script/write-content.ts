/**
 * Reads and writes a content file other than the open entry, as the editor's own backend does:
 * under `npm run cms` the local backend's `getEntry` and `persistEntry` (the requests Decap's
 * editor sends to `/api/v1`, through the same guard, ../local-backend.ts); on GitHub the
 * repository's contents API on the branch the site is built from, with the signed-in person's
 * token, as History's restore does (docs/decisions/028). Decap documents no call that saves an
 * entry other than the one open: its event listeners get that entry only.
 */
import type { CmsConfig } from "../config.ts";
import { base64Of, githubToken } from "./history-sources.ts";

export interface ContentWriter {
  /** The file's text as it is now in the backend. */
  read(file: string): Promise<string>;
  /** The JSON files of a folder (`content/services`) as it is now, by their path from the project root. */
  list(folder: string): Promise<string[]>;
  /** Writes `text` as the file's newest version; `message`: the commit's subject on GitHub. */
  write(file: string, text: string, message: string, entry: { collection: string; slug: string }): Promise<void>;
}

/** A reply's error in words: the server's or GitHub's message, else its status. */
async function failure(reply: Response): Promise<Error> {
  const body = await reply.text();
  let said: string | undefined;
  try {
    const parsed = JSON.parse(body) as { error?: string; message?: string };
    said = parsed.error ?? parsed.message;
  } catch {
    said = body.trim() || undefined;
  }
  return new Error(said ?? `the server answered ${reply.status} ${reply.statusText}`);
}

/** `npm run cms`: decap-server's requests on the editor's own origin (`…/api/v1`). */
export function localWriter(backendUrl: string, branch: string, fetcher: typeof fetch = fetch): ContentWriter {
  const call = async (action: string, params: Record<string, unknown>) => {
    const reply = await fetcher(backendUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action, params: { branch, ...params } }),
    });
    if (!reply.ok) throw await failure(reply);
    return reply.json();
  };
  return {
    read: async (file) => {
      const { data } = (await call("getEntry", { path: file })) as { data?: unknown };
      // decap-server answers a file it cannot read with no data.
      if (typeof data !== "string") throw new Error("the file is not in this computer's copy of the site");
      return data;
    },
    list: async (folder) => {
      const entries = (await call("entriesByFolder", { folder, extension: "json", depth: 1 })) as {
        file?: { path?: unknown };
      }[];
      return entries.flatMap(({ file }) => (typeof file?.path === "string" ? [file.path] : []));
    },
    write: async (file, text, message, entry) => {
      await call("persistEntry", {
        dataFiles: [{ slug: entry.slug, path: file, raw: text }],
        assets: [],
        // decap-server wants a status even with no drafts; Decap's own proxy sends its initial one, "draft".
        options: { collectionName: entry.collection, commitMessage: message, useWorkflow: false, status: "draft" },
      });
    },
  };
}

/**
 * GitHub: a commit on the branch, not a draft. Deleting a published page is itself a commit on
 * that branch (Decap deletes a published entry at once, drafts or not), and its testimonials'
 * file goes first in the same way.
 */
export function githubWriter(
  backend: { repo: string; branch: string; api_root?: string },
  token: () => string | undefined = githubToken,
  fetcher: typeof fetch = fetch,
): ContentWriter {
  const contents = (file: string) =>
    `${backend.api_root ?? "https://api.github.com"}/repos/${backend.repo}/contents/${file.split("/").map(encodeURIComponent).join("/")}`;
  const call = async (address: string, init: RequestInit = {}, accept = "application/vnd.github+json") => {
    const signedIn = token();
    if (!signedIn) throw new Error("sign in with GitHub again (Log Out, then Login with GitHub), then try again");
    const reply = await fetcher(address, {
      ...init,
      cache: "no-store",
      headers: { Accept: accept, Authorization: `token ${signedIn}`, ...init.headers },
    });
    if (!reply.ok) throw await failure(reply);
    return reply;
  };
  const ref = `?ref=${encodeURIComponent(backend.branch)}`;
  return {
    read: async (file) => (await call(`${contents(file)}${ref}`, {}, "application/vnd.github.raw+json")).text(),
    list: async (folder) => {
      const listed = (await (await call(`${contents(folder)}${ref}`)).json()) as { path?: unknown; type?: unknown }[];
      return listed.flatMap(({ path, type }) =>
        type === "file" && typeof path === "string" && path.endsWith(".json") ? [path] : [],
      );
    },
    write: async (file, text, message) => {
      const now = (await (await call(`${contents(file)}${ref}`)).json()) as { sha: string };
      await call(contents(file), {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          message,
          content: base64Of(new TextEncoder().encode(text)),
          sha: now.sha,
          branch: backend.branch,
        }),
      });
    },
  };
}

/** The writer of the editor's backend: the local one when the configuration has it, else GitHub's. */
export function contentWriter(config: CmsConfig): ContentWriter {
  const { repo, branch, api_root } = config.backend as { repo: string; branch: string; api_root?: string };
  if (config.local_backend) return localWriter(config.local_backend.url, branch);
  return githubWriter({ repo, branch, ...(typeof api_root === "string" ? { api_root } : {}) });
}
