import { describe, expect, it } from "vitest";
import { githubWriter, localWriter } from "./write-content.ts";

/** A stand-in for `fetch` that records each request and answers from `replies` in turn. */
function recorder(replies: (() => Response)[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetcher = (async (url: string, init: RequestInit = {}) => {
    requests.push({ url, init });
    const reply = replies.shift();
    if (!reply) throw new Error("no reply left");
    return reply();
  }) as unknown as typeof fetch;
  return { requests, fetcher };
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

describe("writing a content file through the editor's backend", () => {
  it("locally, sends decap-server's own getEntry and persistEntry requests to the local backend", async () => {
    const { requests, fetcher } = recorder([
      () => Response.json({ data: '{"testimonials":[]}\n', file: { path: "content/testimonials.json" } }),
      () => Response.json({ message: "entry persisted" }),
    ]);
    const writer = localWriter("http://127.0.0.1:4911/api/v1", "main", fetcher);
    expect(await writer.read("content/testimonials.json")).toBe('{"testimonials":[]}\n');
    await writer.write("content/testimonials.json", "{}\n", "Editor: …", {
      collection: "testimonials",
      slug: "testimonials",
    });
    expect(requests.map((r) => r.url)).toEqual(["http://127.0.0.1:4911/api/v1", "http://127.0.0.1:4911/api/v1"]);
    expect(bodyOf(requests[0]?.init ?? {})).toEqual({
      action: "getEntry",
      params: { branch: "main", path: "content/testimonials.json" },
    });
    expect(bodyOf(requests[1]?.init ?? {})).toEqual({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "testimonials", path: "content/testimonials.json", raw: "{}\n" }],
        assets: [],
        options: { collectionName: "testimonials", commitMessage: "Editor: …", useWorkflow: false, status: "draft" },
      },
    });
  });

  it("locally, says the local backend's refusal in its words", async () => {
    const { fetcher } = recorder([() => new Response("Refused by the editor's local backend: no.\n", { status: 403 })]);
    await expect(localWriter("http://x/api/v1", "main", fetcher).read("content/a.json")).rejects.toThrow(
      "Refused by the editor's local backend: no.",
    );
  });

  it("on GitHub, writes a commit on the branch over the file's current version, with the person's token", async () => {
    const { requests, fetcher } = recorder([
      () => Response.json({ sha: "abc123" }),
      () => Response.json({ content: {} }),
    ]);
    const writer = githubWriter({ repo: "firm/site", branch: "main" }, () => "t0ken", fetcher);
    await writer.write("content/testimonials.json", '{"a":"ñ"}\n', "Editor: testimonials", {
      collection: "testimonials",
      slug: "testimonials",
    });
    expect(requests[0]?.url).toBe("https://api.github.com/repos/firm/site/contents/content/testimonials.json?ref=main");
    expect(requests[1]?.init.method).toBe("PUT");
    expect((requests[1]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe("token t0ken");
    const body = bodyOf(requests[1]?.init ?? {});
    expect(body).toMatchObject({ message: "Editor: testimonials", sha: "abc123", branch: "main" });
    expect(new TextDecoder().decode(Uint8Array.from(atob(body.content), (c) => c.charCodeAt(0)))).toBe('{"a":"ñ"}\n');
  });

  it("on GitHub, asks to sign in again when no token is kept, and writes nothing", async () => {
    const { requests, fetcher } = recorder([]);
    await expect(
      githubWriter({ repo: "firm/site", branch: "main" }, () => undefined, fetcher).read("content/a.json"),
    ).rejects.toThrow(/^sign in with GitHub again/);
    expect(requests).toEqual([]);
  });
});
