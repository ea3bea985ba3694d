/**
 * The editor's local backend answers only its own editor, and writes only content files and
 * pictures (docs/decisions/020, app/cms/local-backend-guard.ts): what another page, a name that
 * only resolves to this computer, or a script on the editor's own page can and cannot do.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { persistEntryRequest } from "#tests/support/decap-requests.ts";
import { contentOf, copyRoot } from "./project-copy.ts";

const site = "content/site.json";
/** The address the editor's page sends its saves to: the local backend in the editor's configuration. */
async function localBackendUrl(request: APIRequestContext): Promise<string> {
  const config = await (await request.get("/admin/config.js")).text();
  const url = config.match(/"local_backend": \{\s*"url": "([^"]+)"/)?.[1];
  if (!url) throw new Error("the editor's configuration names no local backend");
  return url;
}

/** Decap's save of one content file, as its editor sends it, as the body of a request. */
const save = (path: string, raw: string) => JSON.stringify(persistEntryRequest(path, raw));

test("a page on another port of this computer cannot change a content file through the editor's local backend", async ({
  page,
  request,
}) => {
  const url = await localBackendUrl(request);
  const before = contentOf(site);
  // Any page the person has open on this computer, e.g. another project's development server.
  const other = createServer((_, res) =>
    res
      .writeHead(200, { "Content-Type": "text/html" })
      .end("<!doctype html><title>Another project</title><p>Hello</p>"),
  );
  const otherPort = Number(new URL(url).port) + 1;
  await new Promise<void>((resolve) => other.listen(otherPort, "127.0.0.1", resolve));
  try {
    await page.goto(`http://127.0.0.1:${otherPort}/`);
    const failures: string[] = [];
    page.on("requestfailed", (r) => failures.push(r.failure()?.errorText ?? ""));
    const outcomes = await page.evaluate(
      async ({ url, body }) => {
        const tries: RequestInit[] = [
          // As JSON the browser asks first, and the editor's server grants no other page.
          { method: "POST", headers: { "Content-Type": "application/json" }, body },
          // As text it asks nothing: the request reaches the server, and the page may not read the answer.
          { method: "POST", mode: "no-cors", body },
        ];
        const outcomes: string[] = [];
        for (const init of tries)
          await fetch(url, init).then(
            (r) => outcomes.push(`answered ${r.status}`),
            () => outcomes.push("failed"),
          );
        return outcomes;
      },
      { url, body: save(site, '{"phone":"(805) 555-0000"}') },
    );
    expect(outcomes).toEqual(["failed", "failed"]);
    // The second failed on the server's answer (its resource policy), so it was sent and answered.
    expect(failures).toEqual(["net::ERR_FAILED", "net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin"]);
    expect(contentOf(site)).toBe(before);
  } finally {
    other.close();
  }
});

test("a request addressed to another name of this computer (DNS rebinding) is refused", async ({ request }) => {
  const url = await localBackendUrl(request);
  const before = contentOf(site);
  const { port } = new URL(url);
  const response = await request.post(url, {
    headers: {
      Host: `rebound.example:${port}`,
      Origin: `http://rebound.example:${port}`,
      "Content-Type": "application/json",
    },
    data: save(site, "{}"),
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain(`the request is addressed to rebound.example:${port}`);
  expect(contentOf(site)).toBe(before);
});

test("on the editor's own page, the local backend reads content files but refuses .git/config and a path above the project", async ({
  page,
  request,
}) => {
  const url = await localBackendUrl(request);
  // The working copy's git settings, which a line of `fsmonitor` would turn into a command.
  mkdirSync(join(copyRoot, ".git"), { recursive: true });
  writeFileSync(join(copyRoot, ".git/config"), "[core]\n\trepositoryformatversion = 0\n");
  const aboveProject = join(copyRoot, "../nais-cms-escape.json");
  await page.goto("/admin/samples/");
  const send = (body: string) =>
    page.evaluate(
      async ({ url, body }) => {
        const r = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
        return { status: r.status, text: await r.text() };
      },
      { url, body },
    );

  const read = await send(JSON.stringify({ action: "getEntry", params: { branch: "main", path: site } }));
  expect(read.status).toBe(200);
  expect(JSON.parse(read.text).data).toBe(contentOf(site));

  expect(await send(save(".git/config", "[core]\n\tfsmonitor = touch /tmp/nais-owned\n"))).toEqual({
    status: 403,
    text: `Refused by the editor's local backend: ".git/config" names a hidden file or folder.\n`,
  });
  expect(contentOf(".git/config")).toBe("[core]\n\trepositoryformatversion = 0\n");

  const above = await send(save("../nais-cms-escape.json", "{}"));
  expect(above.status).toBe(403);
  expect(above.text).toContain("not a plain relative path");
  expect(existsSync(aboveProject)).toBe(false);
});
