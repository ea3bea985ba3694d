/**
 * Every page at its own address on Netlify, as a browser and a crawler meet it: no redirect loop,
 * the trailing-slash form of a path, real 404s in the visitor's language, the headers of `_headers`.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { APIResponse } from "@playwright/test";
import { allPages, languages, notFoundPaths } from "#app/lib/route-table.ts";
import {
  answerSecurityHeaders,
  baseSecurityHeaders,
  nonPageContentSecurityPolicy,
} from "../../server/security-headers.ts";
import { expect, test } from "../e2e/support.ts";

const clientDir = resolve(import.meta.dirname, "../../build/client");
const everyPath = allPages.flatMap((page) => languages.map((lang) => ({ path: page.path[lang], lang })));

/** The page's canonical path, read from the HTML as a crawler does. */
async function canonicalPathOf(response: APIResponse): Promise<string | undefined> {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
  return href === undefined ? undefined : new URL(href).pathname;
}

/** The prerendered page of `path` (the form-result pages have no canonical link to tell them by). */
const builtPage = (path: string) => readFile(join(clientDir, path, "index.html"), "utf8");

async function langOf(response: APIResponse): Promise<string | undefined> {
  return /<html lang="([a-z]+)"/.exec(await response.text())?.[1];
}

test(`all ${everyPath.length} paths of the route table answer 200 with their own page, without a redirect`, async ({
  request,
}) => {
  for (const { path, lang } of everyPath) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toBe(await builtPage(path));
    expect(await langOf(response), path).toBe(lang);
  }
});

test("a page opened with a trailing slash is that page, whose canonical link names the path without it", async ({
  request,
}) => {
  for (const path of ["/services/", "/es/servicios/", "/contact/"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await canonicalPathOf(response), path).toBe(path.slice(0, -1));
  }
});

test("a browser following links and typed addresses never meets a redirect loop", async ({ page }) => {
  const visited: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "document") visited.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/services/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/es/servicios");
  await page.getByRole("main").getByRole("link", { name: "Nómina", exact: true }).first().click();
  await expect(page).toHaveURL(/\/es\/servicios\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(visited.filter((line) => line.startsWith("3"))).toEqual([]);
});

for (const lang of languages) {
  const unknown = lang === "es" ? "/es/no-existe-esta-pagina" : "/no-such-page";
  test(`an unknown path (${lang}) answers 404 with the ${lang} not-found page`, async ({ request, page }) => {
    const response = await request.get(unknown, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await langOf(response)).toBe(lang);
    const notFoundPage = await request.get(notFoundPaths[lang]);
    expect(await response.text()).toBe(await notFoundPage.text());

    const visit = await page.goto(unknown);
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      lang === "es" ? "Página no encontrada" : "Page Not Found",
    );
  });
}

test("pages carry the security headers of _headers, and hashed assets are cached for a year", async ({ page }) => {
  const shellScript = page.waitForResponse(
    (r) => r.request().resourceType() === "script" && /\/assets\//.test(r.url()),
  );
  const response = await page.goto("/about-nais");
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(baseSecurityHeaders))
    expect(headers[name.toLowerCase()], name).toBe(value);
  const scriptSrc = headers["content-security-policy"]
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"));
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+$/);

  const asset = await shellScript;
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("an address that starts with two slashes never sends a visitor to another site", async ({ request }) => {
  for (const path of ["//evil.example/", "///evil.example/", "//evil.example"]) {
    // The whole address, so that the path is not read as one relative to the scheme.
    const response = await request.get(`${test.info().project.use.baseURL}${path}`, { maxRedirects: 0 });
    // (The emulator reads such a path as a host name and serves `/`; Netlify's answer may differ,
    // but neither may redirect elsewhere.)
    const location = response.headers().location;
    if (location) expect(new URL(location, "http://127.0.0.1/").host, path).toBe("127.0.0.1");
    expect([200, 404], path).toContain(response.status());
  }
});

test("on the Spanish 404 page of a path with slashes inside, the English link stays on the site", async ({ page }) => {
  const base = test.info().project.use.baseURL ?? "";
  // Netlify serves the path as it is (no redirect): the shell script builds the link from it.
  for (const path of ["/es//evil.example/login", "/es/\\evil.example/login"]) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await page.getByRole("link", { name: "View this page in English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    expect(new URL(page.url()).host, path).toBe(new URL(base).host);
  }
});

test("each answer has one value of each security header, the one the Node server sends (docs/decisions/022)", async ({
  request,
}) => {
  const pagePolicy = /^default-src 'none'; script-src 'self'( 'sha256-[\w+/=]+')+; style-src/;
  const editorPolicy = answerSecurityHeaders("/admin/", "")["Content-Security-Policy"];
  const svg = (await readdir(join(clientDir, "images/services"))).find((name) => name.endsWith(".svg"));
  const cases = [
    { path: "/about-nais", page: true },
    { path: "/es/servicios/", page: true },
    { path: "/no-such-page", page: true, status: 404 },
    { path: "/admin/", page: true },
    { path: "/admin/decap-cms.js", page: false },
    { path: "/favicon.svg", page: false },
    { path: `/images/services/${svg}`, page: false },
    { path: "/robots.txt", page: false },
  ];
  for (const { path, page, status = 200 } of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    const expected = answerSecurityHeaders(path, page ? "page policy" : undefined);
    for (const [name, value] of Object.entries(expected)) {
      const sent = headers[name.toLowerCase()];
      if (name !== "Content-Security-Policy" || !page) expect(sent, `${name} on ${path}`).toBe(value);
      else if (path.startsWith("/admin")) expect(sent, path).toBe(editorPolicy);
      else expect(sent, path).toMatch(pagePolicy);
    }
    if (!page) expect(headers["content-security-policy"], path).toBe(nonPageContentSecurityPolicy);
  }
});
