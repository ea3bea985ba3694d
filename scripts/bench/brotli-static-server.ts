/**
 * A static server for benchmarks that treats every site alike: each directory on a loopback port of
 * its own, one process for all, every text file sent with brotli at the quality our postbuild uses
 * (11). A file that has a `.br` copy beside it (our postbuild's) is sent as that copy; any other
 * text file up to 1 MB is compressed once, at start, with the same settings, so a site built
 * without precompression (AstroWind) is not sent raw. No caching headers: every run fetches all.
 *
 *   node scripts/bench/brotli-static-server.ts DIR:PORT [DIR:PORT …]     (prints "ready" when listening)
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compressible = /\.(html|css|js|mjs|svg|xml|json|txt|vtt|webmanifest)$/;
const largestCompressed = 1024 * 1024;
const brotli = promisify(brotliCompress);
const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".vtt": "text/vtt; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Brotli bodies by file path: the `.br` copies already there, and the missing ones made now. */
async function brotliBodies(dir: string): Promise<Map<string, Buffer>> {
  const files = await filesIn(dir);
  const present = new Set(files);
  const bodies = new Map<string, Buffer>();
  for (const file of files.filter((name) => compressible.test(name))) {
    if (present.has(`${file}.br`)) {
      bodies.set(file, await readFile(`${file}.br`));
      continue;
    }
    const bytes = await readFile(file);
    if (bytes.length > largestCompressed) continue;
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
    bodies.set(file, await brotli(bytes, { params }));
  }
  return bodies;
}

/** The file a path names: itself, its directory's index.html, or the path plus `.html`. */
async function fileFor(dir: string, pathname: string): Promise<string | undefined> {
  const file = join(dir, decodeURIComponent(pathname));
  if (!file.startsWith(dir)) return undefined;
  for (const candidate of [file, join(file, "index.html"), `${file}.html`]) {
    const found = await stat(candidate).catch(() => undefined);
    if (found?.isFile()) return candidate;
  }
  return undefined;
}

export async function serveDirectory(directory: string, port: number): Promise<void> {
  const dir = resolve(directory);
  const bodies = await brotliBodies(dir);
  const server = createServer(async (request, response) => {
    const file = await fileFor(dir, new URL(request.url ?? "/", "http://localhost").pathname);
    if (!file) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const headers = { "content-type": contentTypes[extname(file)] ?? "application/octet-stream" };
    const compressed = bodies.get(file);
    if (compressed && /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      response.writeHead(200, { ...headers, "content-encoding": "br", vary: "accept-encoding" }).end(compressed);
    } else {
      response.writeHead(200, headers).end(await readFile(file));
    }
  });
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
}

if (import.meta.main) {
  const sites = process.argv.slice(2).map((arg) => {
    const at = arg.lastIndexOf(":");
    return { dir: arg.slice(0, at), port: Number(arg.slice(at + 1)) };
  });
  await Promise.all(sites.map(({ dir, port }) => serveDirectory(dir, port)));
  console.log("ready");
}
