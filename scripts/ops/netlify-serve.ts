/**
 * The built site served the way Netlify serves it, in Netlify's own local emulation of its request
 * pipeline (`@netlify/dev`): `build/client` with its `_redirects` and `_headers`, the functions of
 * `netlify/functions/` and a local Netlify Blobs server, behind a plain HTTP server. Messages go
 * to a real SMTP server on loopback, which writes each one it accepts as an `.eml` file.
 * `npm run test:netlify` runs the end-to-end tests of `tests/netlify/` against it
 * (docs/decisions/016-netlify-serves-pages-and-functions-at-their-own-addresses.md).
 *
 * Environment: `PORT` (4174), `NETLIFY_MAIL_DIR` (where accepted messages are written, emptied at
 * start; the tests read them with `mailDirectory` of scripts/support/mail.ts), and any variable of the e-mail function (`FORM_SECRET`, `FORM_TOKEN_MIN_AGE_MS`, …),
 * which the functions read from this process. The Blobs store starts empty on every run.
 */
import { rm } from "node:fs/promises";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { Readable } from "node:stream";
import { NetlifyDev } from "@netlify/dev";
import { HeadersHandler } from "@netlify/headers";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";
import { formEndpointPaths } from "#app/contact-form/contact-contract.ts";
import { netlifyMailDir } from "../support/harness.ts";
import { startSmtpSink } from "../support/mail.ts";

const projectRoot = resolve(import.meta.dirname, "../..");
const publishDir = join(projectRoot, "build/client");
const port = Number(process.env.PORT ?? 4174);
const mailDir = resolve(process.env.NETLIFY_MAIL_DIR ?? netlifyMailDir);

// Marked messages fail once, so that a test can see the scheduled run retry them.
const sink = await startSmtpSink({ parse: false, mailDir, failOnceMarked: true });

// The functions run in this process and read its environment.
process.env.SMTP_URL = sink.url;
process.env.SITE_URL ??= `http://127.0.0.1:${port}`;

// A fresh store, so that every run starts with no submission, digest or lease.
await rm(join(projectRoot, ".netlify/blobs-serve"), { recursive: true, force: true });
const netlify = new NetlifyDev({
  projectRoot,
  skipGitignore: true,
  // The site has no edge functions, and their runtime (Deno) would be downloaded: none here.
  edgeFunctions: { enabled: false },
  images: { enabled: false },
  geolocation: { enabled: false },
  aiGateway: { enabled: false },
  database: { enabled: false },
});
await netlify.start();

// The emulator's own matchers, to correct the two answers where it departs from Netlify's
// documentation (docs/decisions/016 lists them).
const redirects = new RedirectsHandler({
  configPath: join(projectRoot, "netlify.toml"),
  configRedirects: [],
  projectDir: projectRoot,
  publicDir: publishDir,
  jwtRoleClaim: "",
  jwtSecret: "",
});
const staticFiles = new StaticHandler({ directory: publishDir });
const headerRules = new HeadersHandler({
  configPath: join(projectRoot, "netlify.toml"),
  projectDir: projectRoot,
  publishDir: "build/client",
  logger: console,
});

/**
 * The answer as Netlify documents it, where the emulator's differs. When a `_redirects` rule
 * matches a path (here: the 404 rules match every path), `@netlify/dev` 5.1.3 answers
 * - a path that no file serves, rewritten by a `404` rule, with status 200 instead of the rule's 404;
 * - a path that a file serves (the rule is not forced, so the file wins) with the `_headers` rules
 *   of the rule's target instead of the requested path's, so `/assets/*` rules never apply.
 */
async function asDocumented(request: Request, answer: Response, type: string): Promise<Response> {
  if (type !== "redirect") return answer;
  if (await staticFiles.match(request)) {
    await headerRules.apply(request, answer);
    return answer;
  }
  const rule = await redirects.match(request);
  if (answer.status === 200 && rule && !rule.force && rule.statusCode === 404) {
    return new Response(answer.body, { status: 404, headers: answer.headers });
  }
  return answer;
}

const server = createServer(async (req, res) => {
  try {
    // Concatenated, not resolved: a path such as `//evil.example/` is a path here, not a host.
    const url = new URL(`http://127.0.0.1:${port}${req.url ?? "/"}`);
    const readRequest = new Request(url, { method: req.method, headers: req.headers as Record<string, string> });
    const result = await netlify.handleAndIntrospectNodeRequest(req);
    if (!result) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found (no Netlify rule, file or function)");
      return;
    }
    const response = await asDocumented(readRequest, result.response, result.type);
    const status = response.status;
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") headers[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers["set-cookie"] = cookies;
    res.writeHead(status, headers);
    if (response.body && req.method !== "HEAD")
      Readable.fromWeb(response.body as import("node:stream/web").ReadableStream).pipe(res);
    else res.end();
  } catch (error) {
    console.error("netlify-serve:", error);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
    res.end("The emulator failed on this request");
  }
});
// The emulator bundles a function on its first call, which takes seconds: done before the first
// visitor, as a deploy does it before the first request.
for (const address of formEndpointPaths) {
  await netlify.handle(new Request(`http://127.0.0.1:${port}${address}`));
}
server.listen(port, "127.0.0.1", () => {
  console.log(`Netlify emulation of build/client on http://127.0.0.1:${port} (mail: ${mailDir}, ${sink.url})`);
});

async function shutdown(): Promise<void> {
  server.close();
  await netlify.stop();
  await sink.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
