/**
 * The W3C Nu Html Checker (`vnu-jar`, needs Java 11 or later) on every built page: prints each
 * error with its page, line and extract, and exits 1 when there is any. `npm test` runs it after
 * the build.
 *
 *   npm run build && npm run check:html [-- path/to/build/client]
 */
import { spawnSync } from "node:child_process";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import vnuJar from "vnu-jar";

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const jar = String(vnuJar);
const clientDir = resolve(process.argv[2] ?? join(import.meta.dirname, "../../build/client"));
const run = spawnSync(
  process.env.JAVA ?? "java",
  // The checker's CSS grammar predates what Tailwind writes (`@property`, `transition: … allow-discrete`,
  // `margin-trim`): the stylesheet, written into every page (docs/decisions/035), is checked by the
  // browsers' tests, not here, as it was not while it was a file of its own. HTML errors all count.
  ["-jar", jar, "--errors-only", "--skip-non-html", "--filterpattern", "CSS: .*", "--format", "json", clientDir],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (run.error || (run.status !== 0 && !run.stderr.trim().startsWith("{"))) {
  console.error(`check:html: the checker did not run (java -jar ${jar})`, run.error ?? run.stderr);
  process.exit(2);
}
const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
// The checker allows `blocking` on a `link` for stylesheets only; the HTML standard also allows it on
// `rel="expect"`, which the layout's head uses to hold the first paint until the header is parsed
// (src/layouts/document.astro). That one message, on that one tag, is not an error.
const expectLinkBlocking = (m: VnuMessage) =>
  m.message.includes("with a “blocking” attribute must have a “rel” attribute") &&
  /<link rel="expect"[^>]*blocking="render"/.test(m.extract ?? "");
const errors = messages.filter((m) => (m.type === "error" || m.subType === "fatal") && !expectLinkBlocking(m));
for (const error of errors) {
  const page = error.url ? relative(clientDir, fileURLToPath(error.url)) : "?";
  console.error(
    `${page}:${error.lastLine ?? "?"}: ${error.message}\n    ${(error.extract ?? "").replace(/\s+/g, " ")}`,
  );
}
const pages = new Set(errors.map((e) => e.url)).size;
console.log(
  errors.length
    ? `check:html: ${errors.length} errors on ${pages} pages (W3C Nu Html Checker)`
    : "check:html: no errors on any page (W3C Nu Html Checker)",
);
if (errors.length) process.exitCode = 1;
