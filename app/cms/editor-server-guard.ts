/**
 * The check in front of every answer of the editor's server under `npm run cms` (docs/security.md):
 * the working copy's content is in what it serves (the local backend's answers, the pictures), so
 * only a page of the editor's own origin may load it. Pure: a request's headers in, a reason out;
 * scripts/ops/cms-app.ts refuses with it. The local backend's own guard (./local-backend-guard.ts) then
 * asks more of its POSTs.
 */

export interface EditorServerRequest {
  method: string;
  /** The request's `Host` and fetch-metadata headers (`Sec-Fetch-Site`, `-Mode`, `-Dest`), as sent. */
  host?: string;
  secFetchSite?: string;
  secFetchMode?: string;
  secFetchDest?: string;
}

/** Why the editor's server (at `origin`, `http://127.0.0.1:4300`) answers nothing to a request, or undefined. */
export function refuseEditorServerRequest(request: EditorServerRequest, origin: string): string | undefined {
  const ownHost = new URL(origin).host;
  // A site whose name an attacker points at 127.0.0.1 (DNS rebinding) sends its own name as Host.
  if (request.host !== ownHost) return `the request is addressed to ${request.host ?? "no host"}, not ${ownHost}`;
  const site = request.secFetchSite;
  if (site === undefined || site === "same-origin" || site === "none") return undefined;
  // A link from another page may open the editor (a navigation: the page shows in its own tab);
  // another page may not load its script, its pictures or its files into itself.
  if (request.method === "GET" && request.secFetchMode === "navigate" && request.secFetchDest === "document")
    return undefined;
  return `the request comes from another site (Sec-Fetch-Site: ${site}) and is not a visit`;
}
