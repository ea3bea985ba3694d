/**
 * The guard in front of Decap's local backend under `npm run cms` (docs/decisions/020): decap-server
 * writes any file of the working copy it is asked to, so only the editor's own page may ask, and only
 * for the actions Decap's editor sends, on the files the editor edits. Pure: a request in, a verdict out;
 * app/cms/local-backend.ts answers with it and checks the disk for symbolic links.
 */
import { imageExtensions } from "#app/content/schema/fields.ts";
import { addressPattern } from "#app/content/service-pages/address-messages.ts";

export interface LocalBackendRequest {
  method: string;
  /** The request's `Host`, `Origin`, `Sec-Fetch-Site` and `Content-Type` headers, as sent. */
  host?: string;
  origin?: string;
  secFetchSite?: string;
  contentType?: string;
  /** The parsed JSON body (`{ action, params }`), `undefined` when it was not JSON. */
  body: unknown;
}

export interface LocalBackendScope {
  /** The editor's own origin, `http://127.0.0.1:4300`: the only page that may call the local backend. */
  origin: string;
  /** Folders of content files: JSON files only are written there. */
  contentFolders: readonly string[];
  /** Folders pictures are uploaded to (the image fields' and Decap's media folder): pictures only. */
  pictureFolders: readonly string[];
}

export type GuardVerdict =
  /** `paths`: every file or folder the action reads or writes, normalised, for the check on disk. */
  { allowed: true; paths: string[] } | { allowed: false; reason: string };

type PathUse = { path: unknown; access: "read" | "write" };

const params = (body: Record<string, unknown>) => (body.params ?? {}) as Record<string, unknown>;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;

/**
 * The actions Decap's editor sends to decap-server in "fs" mode with no editorial workflow
 * (decap-cms-backend-proxy; decap-server's localFs middleware), and the paths each reads or writes.
 * Every other action (the editorial workflow's, `deleteFile`, which the editor never sends) is refused.
 */
const actions: Record<string, (p: Record<string, unknown>) => PathUse[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (p) => [{ path: p.folder, access: "read" }],
  entriesByFiles: (p) => list(p.files).map((file) => ({ path: field(file, "path"), access: "read" })),
  getEntry: (p) => [{ path: p.path, access: "read" }],
  getMedia: (p) => [{ path: p.mediaFolder, access: "read" }],
  getMediaFile: (p) => [{ path: p.path, access: "read" }],
  persistEntry: (p) => [
    ...[...(p.entry === undefined ? [] : [p.entry]), ...list(p.dataFiles)].flatMap((file): PathUse[] => [
      { path: field(file, "path"), access: "write" },
      ...(field(file, "newPath") === undefined ? [] : [{ path: field(file, "newPath"), access: "write" as const }]),
    ]),
    ...list(p.assets).map((asset): PathUse => ({ path: field(asset, "path"), access: "write" })),
  ],
  persistMedia: (p) => [{ path: field(p.asset, "path"), access: "write" }],
  deleteFiles: (p) => list(p.paths).map((path): PathUse => ({ path, access: "write" })),
};

/** The actions the guard lets through, for the record. */
export const localBackendActions = Object.keys(actions);

/** A picture's file name, by its extension (any case): what the picture folders hold. */
export const pictureExtension = new RegExp(`\\.(${imageExtensions.join("|")})$`, "i");

/**
 * Why `path` may not be used so, or `undefined` when it may: a relative path of plain names
 * (no `..`, `.`, empty or hidden name such as `.git`, no backslash), inside one of the scope's folders
 * or that folder itself (a listing); a file written in a content folder is JSON, in a picture folder a picture.
 */
export function refusePath(path: unknown, access: "read" | "write", scope: LocalBackendScope): string | undefined {
  if (typeof path !== "string" || path === "") return "a path is missing";
  const shown = JSON.stringify(path);
  if (path.startsWith("/") || /^[a-z]:/i.test(path)) return `${shown} is an absolute path`;
  if (/[\\\0]/.test(path)) return `${shown} has a backslash or a NUL character`;
  const segments = path.replace(/\/$/, "").split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".."))
    return `${shown} is not a plain relative path (empty, "." or ".." part)`;
  if (segments.some((s) => s.startsWith("."))) return `${shown} names a hidden file or folder`;
  const normalised = segments.join("/");
  const inside = (folder: string) => normalised === folder || normalised.startsWith(`${folder}/`);
  // The picture folder is inside content/ (content/pictures): a path there is a picture's.
  const pictures = scope.pictureFolders.find(inside);
  const content = pictures ? undefined : scope.contentFolders.find(inside);
  if (!content && !pictures)
    return `${shown} is outside the editor's folders (${[...scope.contentFolders, ...scope.pictureFolders].join(", ")})`;
  if (access === "write") {
    if (normalised === (content ?? pictures)) return `${shown} is a folder, not a file`;
    if (content && !normalised.endsWith(".json")) return `${shown}: only JSON files are written in ${content}`;
    // A service page's file is named by its slug, which reaches generated TypeScript (scripts/build/service-collection.ts).
    if (content && !addressPattern.test(segments.at(-1)?.slice(0, -".json".length) ?? ""))
      return `${shown}: a content file's name is small letters a to z, digits and single hyphens`;
    if (!content && !pictureExtension.test(normalised))
      return `${shown}: only pictures (${imageExtensions.join(", ")}) are written in ${pictures}`;
  }
  return undefined;
}

/** Why a request does not come from the editor's own page, or `undefined` when it does. */
export function refuseForeignRequest(request: LocalBackendRequest, origin: string): string | undefined {
  const ownHost = new URL(origin).host;
  if (request.method !== "POST") return `${request.method} is not an action (POST only)`;
  if (request.host !== ownHost) return `the request is addressed to ${request.host ?? "no host"}, not ${ownHost}`;
  if (request.origin !== undefined && request.origin !== origin)
    return `the request comes from ${request.origin}, not from the editor (${origin})`;
  if (request.secFetchSite === "cross-site" || request.secFetchSite === "same-site")
    return `the request comes from another site (Sec-Fetch-Site: ${request.secFetchSite})`;
  // JSON makes a browser ask first (a preflight, which this server never grants) from any other page.
  if (!/^application\/json\s*(;|$)/i.test(request.contentType ?? ""))
    return `the body is not application/json (${request.contentType ?? "no Content-Type"})`;
  return undefined;
}

/** The whole check: the request is the editor's own, its action one Decap sends, its paths the editor's. */
export function guardLocalBackend(request: LocalBackendRequest, scope: LocalBackendScope): GuardVerdict {
  const foreign = refuseForeignRequest(request, scope.origin);
  if (foreign) return { allowed: false, reason: foreign };
  const body = request.body;
  if (typeof body !== "object" || body === null) return { allowed: false, reason: "the body is not a JSON object" };
  const action = (body as Record<string, unknown>).action;
  const uses = typeof action === "string" && Object.hasOwn(actions, action) ? actions[action] : undefined;
  if (!uses) return { allowed: false, reason: `${JSON.stringify(action)} is not an action the editor sends` };
  const paths: string[] = [];
  for (const use of uses(params(body as Record<string, unknown>))) {
    const refused = refusePath(use.path, use.access, scope);
    if (refused) return { allowed: false, reason: refused };
    paths.push((use.path as string).replace(/\/$/, ""));
  }
  return { allowed: true, paths };
}
