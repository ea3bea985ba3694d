// @vitest-environment node
/**
 * The site's Hono app as `npm start` serves it, over a real socket where the request line matters
 * (a path that starts with `//` is not a URL a browser or `fetch` would send on its own).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchServicePages, retiredServiceRedirects } from "#app/lib/retired-service-addresses.ts";
import { pages } from "#app/lib/route-table.ts";
import { createApp } from "./app.ts";
import { answerSecurityHeaders, baseSecurityHeaders, nonPageContentSecurityPolicy } from "./security-headers.ts";
import { createTestApp } from "./send-email/test-support/test-app.ts";
import { createSiteServer } from "./site-server.ts";

let subject: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof createSiteServer>;
let port: number;

beforeAll(async () => {
  subject = await createTestApp();
  server = createSiteServer(subject.app.fetch, "127.0.0.1");
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await subject.cleanup();
});

/** A raw request line, as an attacker's link or a crafted client sends it. */
function get(path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("redirects stay on the site", () => {
  it.each(["//evil.example/", "///evil.example/", "//evil.example/path/", "/\\evil.example/", "//evil.example"])(
    "GET %s never redirects to another host",
    async (path) => {
      const { status, headers } = await get(path);
      if (status >= 300 && status < 400) {
        const location = String(headers.location);
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, "http://site.example").host).toBe("site.example");
      }
    },
  );

  it("still sends a trailing-slash path to its canonical form, with the query", async () => {
    const { status, headers } = await get("/about/?a=1");
    expect(status).toBe(301);
    expect(headers.location).toBe("/about?a=1");
  });

  it.each([
    ["/es//evil.example/login", "/es/evil.example/login"],
    ["/services//payroll", "/services/payroll"],
  ])("sends %s, a run of slashes or a backslash inside, to its collapsed form %s", async (path, collapsed) => {
    const { status, headers } = await get(path);
    expect(status).toBe(301);
    expect(headers.location).toBe(collapsed);
  });

  it("refuses a raw backslash inside a path (a browser sends it as a slash; Node's parser answers 400)", async () => {
    expect((await get("/es/\\evil.example/login")).status).toBe(400);
  });

  it("collapses leading slashes into one before redirecting", async () => {
    const { status, headers } = await get("//evil.example/");
    expect(status).toBe(301);
    expect(headers.location).toBe("/evil.example");
  });
});

describe("a retired service page's address (app/lib/retired-service-addresses.ts)", () => {
  it("answers 301 to the services directory in its language, as Netlify's _redirects does", async () => {
    // Any page of the launch the firm still has: retired here by leaving it out of the route table.
    const retired = pages.find((page) => launchServicePages.some((launched) => page.service === launched.slug));
    if (!retired) throw new Error("the route table has none of the launch's service pages left to retire");
    const app = createApp({
      clientDir: join(subject.root, "client"),
      sendEmail: subject.sendEmail,
      retiredRedirects: retiredServiceRedirects(pages.filter((page) => page !== retired)),
    });
    for (const [lang, directory] of [
      ["en", "/services"],
      ["es", "/es/servicios"],
    ] as const) {
      const response = await app.request(retired.path[lang]);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(directory);
    }
    expect((await app.request("/services/no-such-service")).status).toBe(404);
  });
});

describe("the 404 page", () => {
  const notFound = (acceptEncoding: string) =>
    subject.app.request("/no-such-page", { headers: { "Accept-Encoding": acceptEncoding } });

  beforeAll(async () => {
    const file = join(subject.root, "client", "404", "index.html");
    const html = "<!doctype html><title>Not found</title>";
    await writeFile(`${file}.br`, brotliCompressSync(html));
    await writeFile(`${file}.gz`, gzipSync(html));
  });

  it("comes in the best encoding the browser accepts, and never in one it refuses with q=0", async () => {
    expect((await notFound("gzip, br")).headers.get("content-encoding")).toBe("br");
    expect((await notFound("br;q=0, gzip")).headers.get("content-encoding")).toBe("gzip");
    expect((await notFound("gzip;q=0.5")).headers.get("content-encoding")).toBe("gzip");
    for (const refused of ["br;q=0, gzip;q=0", "br; q=0.0, gzip;Q=0", "identity"]) {
      const response = await notFound(refused);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(await response.text()).toContain("Not found");
    }
  });
});

describe("answers the Node adapter makes itself", () => {
  it("a request it cannot read gets its 400 with the site's security headers", async () => {
    const { status, headers } = await get("/a\\b");
    expect(status).toBe(400);
    for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers["content-security-policy"]).toBe(nonPageContentSecurityPolicy);
  });
});

describe("every answer that is not a page runs nothing (docs/decisions/022)", () => {
  it("a picture with a script, a script, the editor's bundle and a redirect carry the sandboxing policy", async () => {
    const client = join(subject.root, "client");
    await mkdir(join(client, "images"), { recursive: true });
    await mkdir(join(client, "admin"), { recursive: true });
    await writeFile(
      join(client, "images", "drawing.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await writeFile(join(client, "favicon.js"), "void 0;");
    await writeFile(join(client, "admin", "decap-cms.js"), "void 0;");
    for (const path of ["/images/drawing.svg", "/favicon.js", "/admin/decap-cms.js", "/about/"]) {
      const { headers } = await get(path);
      expect(headers["content-security-policy"], path).toBe(nonPageContentSecurityPolicy);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
    }
    // The same headers as Netlify's _headers gives the same file (scripts/build/netlify-headers.ts).
    const { headers } = await get("/images/drawing.svg");
    for (const [name, value] of Object.entries(answerSecurityHeaders("/images/drawing.svg", undefined)))
      expect(headers[name.toLowerCase()], name).toBe(value);
    expect((await get("/admin/decap-cms.js")).headers["x-robots-tag"]).toBe("noindex, nofollow");
  });
});
