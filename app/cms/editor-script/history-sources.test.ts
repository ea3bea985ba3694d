import { describe, expect, it } from "vitest";
import { base64Of, githubHistory, githubToken } from "./history-sources.ts";

const backend = { repo: "firm/site", branch: "main" };
const bytes = new TextEncoder().encode('{\n  "phone": "(805) 555-0147"\n}\n');

/** A stand-in for GitHub's REST API: answers by method and address, and keeps every request. */
function fakeGithub() {
  const requests: { method: string; url: string; headers: Record<string, string>; body?: unknown }[] = [];
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    const method = init.method ?? "GET";
    requests.push({ method, url, headers, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.includes("/commits?"))
      return Response.json([
        {
          sha: "a".repeat(40),
          commit: {
            author: { name: "Maria Lopez", date: "2026-03-02T17:15:00Z" },
            message: "Editor: update site\n\nbody",
          },
          author: { login: "maria" },
        },
      ]);
    if (method === "PUT") return Response.json({ commit: { sha: "b".repeat(40) } }, { status: 200 });
    if (headers.Accept === "application/vnd.github.raw+json") return new Response(bytes);
    return Response.json({ sha: "c".repeat(40) });
  }) as typeof fetch;
  return { requests, fetcher };
}

describe("a file's history on GitHub", () => {
  it("lists the branch's commits of the file, who and when, with the person's token when signed in", async () => {
    const { requests, fetcher } = fakeGithub();
    const versions = await githubHistory(backend, () => "t0ken", fetcher).versions("content/site.json");
    expect(versions).toEqual([
      { id: "a".repeat(40), author: "Maria Lopez", date: "2026-03-02T17:15:00Z", subject: "Editor: update site" },
    ]);
    expect(requests[0]?.url).toBe(
      "https://api.github.com/repos/firm/site/commits?path=content%2Fsite.json&sha=main&per_page=100",
    );
    expect(requests[0]?.headers.Authorization).toBe("token t0ken");
  });

  it("reads without a token (a public repository) but restores only for a signed-in person", async () => {
    const { requests, fetcher } = fakeGithub();
    const history = githubHistory(backend, () => undefined, fetcher);
    expect(await history.version("content/site.json", "a".repeat(40))).toBe(new TextDecoder().decode(bytes));
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    const version = { id: "a".repeat(40), author: "Maria Lopez", date: "2026-03-02T17:15:00Z", subject: "" };
    await expect(history.restore("content/site.json", version)).rejects.toThrow(/sign in with GitHub again/);
    expect(requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("restores as a commit on the branch: the version's bytes, over the file's current blob, with a message in words", async () => {
    const { requests, fetcher } = fakeGithub();
    const version = { id: "a".repeat(40), author: "Maria Lopez", date: "2026-03-02T17:15:00Z", subject: "" };
    await githubHistory(backend, () => "t0ken", fetcher).restore("content/site.json", version);
    const put = requests.find((r) => r.method === "PUT");
    expect(put?.url).toBe("https://api.github.com/repos/firm/site/contents/content/site.json");
    expect(put?.body).toEqual({
      message: expect.stringMatching(
        /^Editor: restore content\/site\.json to the version of March 2, 2026 at 9:15\sAM$/,
      ),
      content: base64Of(bytes),
      sha: "c".repeat(40),
      branch: "main",
    });
    expect(atob(base64Of(bytes))).toBe(String.fromCharCode(...bytes));
  });

  it("finds the token only in a GitHub sign-in Decap keeps", () => {
    const stored = (value: unknown) => ({ getItem: () => JSON.stringify(value) });
    expect(githubToken(stored({ backendName: "github", token: "t0ken" }))).toBe("t0ken");
    expect(githubToken(stored({ backendName: "proxy", token: "x" }))).toBeUndefined();
    expect(githubToken({ getItem: () => null })).toBeUndefined();
    expect(githubToken({ getItem: () => "not json" })).toBeUndefined();
  });
});
