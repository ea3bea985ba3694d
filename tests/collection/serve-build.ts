/**
 * The collection test's server: a fresh copy of the project (tests/cms/project-copy.ts), its
 * build/client served as files, read from disk at each request so a new build shows at once.
 */
import { readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { copyRoot, makeProjectCopy } from "../cms/project-copy.ts";

makeProjectCopy();
const site = join(copyRoot, "build/client");
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml",
  ".css": "text/css",
  ".js": "text/javascript",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".txt": "text/plain",
};

async function fileFor(pathname: string): Promise<string | undefined> {
  const path = join(site, normalize(decodeURIComponent(pathname)));
  if (!path.startsWith(site)) return undefined;
  for (const candidate of [path, join(path, "index.html")]) {
    const found = await stat(candidate).catch(() => undefined);
    if (found?.isFile()) return candidate;
  }
  return undefined;
}

createServer(async (request, response) => {
  const file = await fileFor(new URL(request.url ?? "/", "http://localhost").pathname);
  if (!file) {
    // Before the first build the copy has no site: the root answers, so the runner knows the server is up.
    response.writeHead(request.url === "/" ? 200 : 404, { "content-type": "text/plain" }).end("not built");
    return;
  }
  response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  response.end(await readFile(file));
}).listen(Number(process.env.E2E_PORT), "127.0.0.1");
