/**
 * The servers the browser benchmarks measure: the real one (`npm run serve`) and the brotli static
 * server that serves our build and AstroWind's alike. Each stops with `stopServers()`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { appPageKinds, findPage } from "#app/lib/route-table.ts";
import type { PageKind } from "./bench-support.ts";

const root = resolve(import.meta.dirname, "../..");

/** A page of our site: document or app, by the route table. */
export function kindOf(path: string): PageKind {
  const page = findPage(path)?.page;
  return page && appPageKinds.has(page.kind) ? "app" : "document";
}

const servers: ChildProcess[] = [];

export function stopServers(): void {
  for (const server of servers) server.kill("SIGTERM");
}

/** The real server (`npm run serve`) on `port`, once it answers. */
export async function startSiteServer(port: number): Promise<string> {
  const child = spawn(process.execPath, [join(root, "server/index.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const answered = await fetch(`${baseUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return baseUrl;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error("the server did not answer within 20 seconds");
}

/** scripts/bench/brotli-static-server.ts serving each directory on its port, once it is ready. */
export async function startStaticServer(sites: readonly { dir: string; port: number }[]): Promise<void> {
  const args = sites.map(({ dir, port }) => `${dir}:${port}`);
  const child = spawn(process.execPath, [join(root, "scripts/bench/brotli-static-server.ts"), ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  servers.push(child);
  await new Promise<void>((ready, failed) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) ready();
    });
    child.on("exit", (code) => failed(new Error(`the static server exited with code ${code}`)));
  });
}
