/**
 * Where the History reads a file's versions and writes a restore (docs/decisions/028): under
 * `npm run cms`, the working copy's git through the editor's server (`POST /api/history`,
 * ../local-history.server.ts); on GitHub, the repository's commits through GitHub's REST API, the
 * restore a commit on the branch the site is built from.
 */
import type { CmsConfig } from "../config.ts";
import { type FileVersion, restoreMessage } from "../file-history.ts";

export interface HistorySource {
  /** Where the versions come from, for the dialog. */
  where: string;
  /** What "Restore this version" does, in a sentence. */
  restoreNote: string;
  versions(file: string): Promise<FileVersion[]>;
  /** The file as it is now (the working copy's file; on GitHub, the branch's). */
  current(file: string): Promise<string>;
  version(file: string, id: string): Promise<string>;
  /** Writes version `version`'s bytes as the file's newest version. */
  restore(file: string, version: FileVersion): Promise<void>;
}

/** A reply's error in words: the server's or GitHub's message, else its status. */
async function failure(reply: Response): Promise<Error> {
  const body = (await reply.json().catch(() => ({}))) as { error?: string; message?: string };
  return new Error(body.error ?? body.message ?? `the server answered ${reply.status} ${reply.statusText}`);
}

/** `npm run cms`: the editor's server, beside the local backend (its address is `…/api/v1`). */
export function localHistory(backendUrl: string, fetcher: typeof fetch = fetch): HistorySource {
  const url = new URL("/api/history", backendUrl).href;
  const call = async (action: string, params: Record<string, string>) => {
    const reply = await fetcher(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action, params }),
    });
    if (!reply.ok) throw await failure(reply);
    return reply.json();
  };
  return {
    where: "this computer's copy of the site (git)",
    restoreNote:
      "Restoring writes this version's values into the file, after the checks of a save, as Publish does here. The values now stay in the history only if they were committed to git.",
    versions: async (file) => (await call("versions", { file })).versions,
    current: async (file) => (await call("current", { file })).text,
    version: async (file, id) => (await call("version", { file, id })).text,
    restore: async (file, version) => {
      await call("restore", { file, id: version.id });
    },
  };
}

interface GithubCommit {
  sha: string;
  commit: { author?: { name?: string; date?: string }; committer?: { date?: string }; message: string };
  author?: { login?: string } | null;
}

/** Bytes as base64, as GitHub's contents API takes a file. */
export function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * The signed-in person's GitHub token, where Decap keeps its session (`decap-cms-user` in the
 * browser's storage, docs/editing.md): Decap documents no way to hand it to a script
 * (docs/decisions/028). Undefined when nobody is signed in with GitHub.
 */
export function githubToken(storage: Pick<Storage, "getItem"> = localStorage): string | undefined {
  try {
    const user = JSON.parse(storage.getItem("decap-cms-user") ?? "null") as { token?: unknown; backendName?: unknown };
    return user && user.backendName === "github" && typeof user.token === "string" ? user.token : undefined;
  } catch {
    return undefined;
  }
}

/** The firm's repository on GitHub (the configuration's `repo` and `branch`). */
export function githubHistory(
  backend: { repo: string; branch: string; api_root?: string },
  token: () => string | undefined = githubToken,
  fetcher: typeof fetch = fetch,
): HistorySource {
  const api = `${backend.api_root ?? "https://api.github.com"}/repos/${backend.repo}`;
  const path = (file: string) => file.split("/").map(encodeURIComponent).join("/");
  const call = async (address: string, init: RequestInit = {}, accept = "application/vnd.github+json") => {
    const signedIn = token();
    const reply = await fetcher(address, {
      ...init,
      cache: "no-store",
      headers: { Accept: accept, ...(signedIn ? { Authorization: `token ${signedIn}` } : {}), ...init.headers },
    });
    if (!reply.ok) throw await failure(reply);
    return reply;
  };
  const bytesAt = async (file: string, ref: string) =>
    new Uint8Array(
      await (
        await call(
          `${api}/contents/${path(file)}?ref=${encodeURIComponent(ref)}`,
          {},
          "application/vnd.github.raw+json",
        )
      ).arrayBuffer(),
    );
  const textAt = async (file: string, ref: string) => new TextDecoder().decode(await bytesAt(file, ref));
  return {
    where: `the repository ${backend.repo} on GitHub (branch ${backend.branch})`,
    restoreNote: `Restoring publishes this version's values as the file's newest version (a commit on ${backend.branch}, which the site is built from), after the checks of a save; the values now stay in the history.`,
    versions: async (file) => {
      const query = new URLSearchParams({ path: file, sha: backend.branch, per_page: "100" });
      const commits = (await (await call(`${api}/commits?${query}`)).json()) as GithubCommit[];
      return commits.map(({ sha, commit, author }) => ({
        id: sha,
        author: commit.author?.name || author?.login || "someone",
        date: commit.author?.date ?? commit.committer?.date ?? "",
        subject: commit.message.split("\n")[0] ?? "",
      }));
    },
    current: (file) => textAt(file, backend.branch),
    version: (file, id) => textAt(file, id),
    restore: async (file, version) => {
      if (!token()) throw new Error("sign in with GitHub again (Log Out, then Login with GitHub), then restore");
      const bytes = await bytesAt(file, version.id);
      const now = (await (
        await call(`${api}/contents/${path(file)}?ref=${encodeURIComponent(backend.branch)}`)
      ).json()) as { sha: string };
      await call(`${api}/contents/${path(file)}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          message: restoreMessage(file, version),
          content: base64Of(bytes),
          sha: now.sha,
          branch: backend.branch,
        }),
      });
    },
  };
}

/** The source of the editor's backend: the local one when the configuration has it, else GitHub's. */
export function historySource(config: CmsConfig): HistorySource {
  if (config.local_backend) return localHistory(config.local_backend.url);
  const { repo, branch, api_root } = config.backend as { repo: string; branch: string; api_root?: string };
  return githubHistory({ repo, branch, ...(typeof api_root === "string" ? { api_root } : {}) });
}
