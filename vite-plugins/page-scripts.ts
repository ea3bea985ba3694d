import { relative } from "node:path";
import { build, type Plugin, type ResolvedConfig } from "vite";

/** A script a page loads: its URL and the chunks it imports, for `<link rel="modulepreload">`. */
export interface PageScript {
  src: string;
  preload: string[];
}

export type PageScripts = Record<string, PageScript>;

const virtualId = "virtual:page-scripts";
const resolvedVirtualId = `\0${virtualId}`;

/**
 * The scripts our pages load instead of React Router's client (docs/decisions/009-html-first-pages.md):
 * the shell's progressive enhancement and one entry per island. Each group of entries is bundled,
 * minified and hashed by a build of its own, so nothing of React Router's client build (which no
 * page loads) ends up in their chunks, the shell stays one file, and the islands share one React
 * chunk. The files join the client build's output, and the prerender, which runs after the client
 * build, reads their URLs from `virtual:page-scripts`. In development they are served from source.
 *
 * `groups`: one record per build, entry name → file relative to the project root.
 */
export function pageScripts(groups: Record<string, string>[]): Plugin {
  const entries = Object.assign({}, ...groups) as Record<string, string>;
  let config: ResolvedConfig;
  let built: PageScripts = {};

  return {
    name: "nais:page-scripts",
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return;
      const scripts: PageScripts =
        config.command === "serve"
          ? Object.fromEntries(
              Object.entries(entries).map(([name, file]) => [
                name,
                { src: `/${relative(config.root, file)}`, preload: [] },
              ]),
            )
          : built;
      return `export default ${JSON.stringify(scripts)};`;
    },
    async generateBundle() {
      if (config.command !== "build" || this.environment.name !== "client") return;
      built = {};
      for (const group of groups) {
        for (const output of await buildGroup(config, group)) {
          this.emitFile({ type: "asset", fileName: output.fileName, source: output.code });
        }
      }
    },
  };

  async function buildGroup(config: ResolvedConfig, input: Record<string, string>) {
    const result = await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: "warn",
      publicDir: false,
      define: config.define,
      build: {
        write: false,
        copyPublicDir: false,
        modulePreload: false,
        target: config.build.target,
        rollupOptions: {
          input,
          preserveEntrySignatures: false,
          output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ("output" in r ? r.output : []));
    const chunks = new Map(outputs.flatMap((o) => (o.type === "chunk" ? [[o.fileName, o] as const] : [])));
    if (chunks.size !== outputs.length) throw new Error("page scripts: an entry emitted a file that is not a chunk");
    const staticImports = (fileName: string, seen = new Set<string>()): Set<string> => {
      for (const imported of chunks.get(fileName)?.imports ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        staticImports(imported, seen);
      }
      return seen;
    };
    for (const chunk of chunks.values()) {
      if (!chunk.isEntry) continue;
      built[chunk.name] = {
        src: `/${chunk.fileName}`,
        preload: [...staticImports(chunk.fileName)].map((f) => `/${f}`),
      };
    }
    return [...chunks.values()];
  }
}
