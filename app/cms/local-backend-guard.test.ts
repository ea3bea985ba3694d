// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  guardLocalBackend,
  type LocalBackendRequest,
  type LocalBackendScope,
  localBackendActions,
  refusePath,
} from "./local-backend-guard.ts";

const scope: LocalBackendScope = {
  origin: "http://127.0.0.1:4300",
  contentFolders: ["content"],
  pictureFolders: ["content/pictures"],
};

/** A request as the editor's page sends it (same origin, JSON), with `changes` over it. */
function request(body: unknown, changes: Partial<LocalBackendRequest> = {}): LocalBackendRequest {
  return {
    method: "POST",
    host: "127.0.0.1:4300",
    origin: "http://127.0.0.1:4300",
    secFetchSite: "same-origin",
    contentType: "application/json; charset=utf-8",
    body,
    ...changes,
  };
}

const save = (path: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: [{ slug: "site", path, raw: "{}" }],
    assets: [],
    options: { commitMessage: "Editor", useWorkflow: false, status: "draft" },
  },
});
const reason = (verdict: ReturnType<typeof guardLocalBackend>) => (verdict.allowed ? "allowed" : verdict.reason);

describe("the local backend's guard: who may ask", () => {
  it("lets the editor's own page save a content file, and names the paths to check on disk", () => {
    expect(guardLocalBackend(request(save("content/site.json")), scope)).toEqual({
      allowed: true,
      paths: ["content/site.json"],
    });
    // A client that sends no Origin or Sec-Fetch-Site (Decap's requests always have the first).
    expect(
      guardLocalBackend(request(save("content/site.json"), { origin: undefined, secFetchSite: undefined }), scope),
    ).toMatchObject({ allowed: true });
  });

  it("refuses a page on another port or host, another site, and a name that only resolves here (DNS rebinding)", () => {
    const body = save("content/site.json");
    expect(
      reason(guardLocalBackend(request(body, { origin: "http://127.0.0.1:5173", secFetchSite: "same-site" }), scope)),
    ).toBe("the request comes from http://127.0.0.1:5173, not from the editor (http://127.0.0.1:4300)");
    expect(reason(guardLocalBackend(request(body, { origin: "http://localhost:4300" }), scope))).toMatch(
      /comes from http:\/\/localhost:4300/,
    );
    expect(reason(guardLocalBackend(request(body, { origin: undefined, secFetchSite: "cross-site" }), scope))).toBe(
      "the request comes from another site (Sec-Fetch-Site: cross-site)",
    );
    expect(
      reason(
        guardLocalBackend(
          request(body, { host: "attacker.example:4300", origin: "http://attacker.example:4300" }),
          scope,
        ),
      ),
    ).toBe("the request is addressed to attacker.example:4300, not 127.0.0.1:4300");
    expect(reason(guardLocalBackend(request(body, { host: undefined }), scope))).toMatch(/addressed to no host/);
  });

  it("refuses a body that is not JSON (a form or text/plain needs no preflight) and any method but POST", () => {
    expect(reason(guardLocalBackend(request(save("content/site.json"), { contentType: "text/plain" }), scope))).toBe(
      "the body is not application/json (text/plain)",
    );
    expect(reason(guardLocalBackend(request(undefined), scope))).toBe("the body is not a JSON object");
    expect(reason(guardLocalBackend(request(save("content/site.json"), { method: "PUT" }), scope))).toMatch(
      /POST only/,
    );
  });
});

describe("the local backend's guard: what may be asked", () => {
  it("lets through the actions Decap's editor sends in fs mode, and no other", () => {
    expect(localBackendActions.sort()).toEqual(
      [
        "deleteFiles",
        "entriesByFiles",
        "entriesByFolder",
        "getDeployPreview",
        "getEntry",
        "getMedia",
        "getMediaFile",
        "info",
        "persistEntry",
        "persistMedia",
      ].sort(),
    );
    expect(guardLocalBackend(request({ action: "info" }), scope)).toEqual({ allowed: true, paths: [] });
    for (const action of ["deleteFile", "publishUnpublishedEntry", "constructor", "toString"])
      expect(reason(guardLocalBackend(request({ action, params: { path: "content/site.json" } }), scope))).toBe(
        `"${action}" is not an action the editor sends`,
      );
  });

  it("refuses a write to .git/config, above the working copy, an absolute path or a hidden file, whatever the action", () => {
    expect(reason(guardLocalBackend(request(save(".git/config")), scope))).toBe(
      '".git/config" names a hidden file or folder',
    );
    expect(reason(guardLocalBackend(request(save("../x")), scope))).toMatch(/not a plain relative path/);
    expect(reason(guardLocalBackend(request(save("content/../.git/config")), scope))).toMatch(
      /not a plain relative path/,
    );
    expect(reason(guardLocalBackend(request(save("/etc/passwd")), scope))).toBe('"/etc/passwd" is an absolute path');
    expect(reason(guardLocalBackend(request(save("content\\..\\x.json")), scope))).toMatch(/backslash/);
    expect(reason(guardLocalBackend(request(save("content/.env.json")), scope))).toMatch(/hidden/);
    expect(reason(guardLocalBackend(request(save("package.json")), scope))).toMatch(/outside the editor's folders/);
    expect(reason(guardLocalBackend(request(save("content-other/x.json")), scope))).toMatch(/outside/);
    const upload = (path: string) => ({
      action: "persistMedia",
      params: { branch: "main", asset: { path, content: "", encoding: "base64" }, options: { commitMessage: "x" } },
    });
    expect(reason(guardLocalBackend(request(upload(".git/hooks/pre-commit")), scope))).toMatch(/hidden/);
    expect(guardLocalBackend(request(upload("content/pictures/ana.webp")), scope)).toMatchObject({ allowed: true });
  });

  it("checks every path of a save: each data file, its new path and each picture sent with it", () => {
    const body = save("content/site.json");
    const withPicture = {
      ...body,
      params: { ...body.params, assets: [{ path: "src/scripts/x.png", content: "", encoding: "base64" }] },
    };
    expect(reason(guardLocalBackend(request(withPicture), scope))).toMatch(/"src\/scripts\/x.png" is outside/);
    const moved = {
      ...body,
      params: {
        ...body.params,
        dataFiles: [{ slug: "s", path: "content/site.json", raw: "{}", newPath: "astro.config.ts" }],
      },
    };
    expect(reason(guardLocalBackend(request(moved), scope))).toMatch(/"astro.config.ts" is outside/);
    const legacy = { action: "persistEntry", params: { entry: { path: "../x", raw: "" }, assets: [] } };
    expect(reason(guardLocalBackend(request(legacy), scope))).toMatch(/"..\/x"/);
    expect(
      reason(guardLocalBackend(request({ action: "deleteFiles", params: { paths: ["content/a.json", "x"] } }), scope)),
    ).toMatch(/"x" is outside/);
    expect(
      reason(guardLocalBackend(request({ action: "entriesByFiles", params: { files: [{ path: ".env" }] } }), scope)),
    ).toMatch(/hidden/);
  });
});

describe("a path the editor may use", () => {
  it("reads anything in its folders, and lists a folder itself", () => {
    expect(refusePath("content/services/payroll.json", "read", scope)).toBeUndefined();
    expect(refusePath("content/pictures", "read", scope)).toBeUndefined();
    expect(refusePath("content/pictures/", "read", scope)).toBeUndefined();
    expect(refusePath("src/assets", "read", scope)).toMatch(/outside/);
  });

  it("writes JSON in content/ and pictures in the picture folders, never a folder itself", () => {
    expect(refusePath("content/services/payroll.json", "write", scope)).toBeUndefined();
    expect(refusePath("content/pictures/payroll.WEBP", "write", scope)).toBeUndefined();
    expect(refusePath("content/notes.html", "write", scope)).toBe(
      '"content/notes.html": only JSON files are written in content',
    );
    // The picture folder is inside content/: a JSON file there is not a picture.
    expect(refusePath("content/pictures/page.html", "write", scope)).toBe(
      '"content/pictures/page.html": only pictures (webp, png, jpg, jpeg, avif) are written in content/pictures',
    );
    expect(refusePath("content/pictures/notes.json", "write", scope)).toMatch(/only pictures/);
    expect(refusePath("content", "write", scope)).toBe('"content" is a folder, not a file');
    expect(refusePath(undefined, "read", scope)).toBe("a path is missing");
    expect(refusePath("content//site.json", "read", scope)).toMatch(/not a plain relative path/);
  });

  it("writes a content file only under a plain name, since a service page's name reaches generated TypeScript", () => {
    expect(refusePath("content/services/farm-payroll-1.json", "write", scope)).toBeUndefined();
    for (const name of ['x";import "y.json', "Payroll.json", "farm_payroll.json", "farm--payroll.json", "-x.json"])
      expect(refusePath(`content/services/${name}`, "write", scope)).toBe(
        `${JSON.stringify(`content/services/${name}`)}: a content file's name is small letters a to z, digits and single hyphens`,
      );
  });
});
