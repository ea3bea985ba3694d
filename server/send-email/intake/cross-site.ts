/**
 * Refuses submissions a browser sent from another site (a page elsewhere posting to our form).
 * Browsers set `Sec-Fetch-Site` and `Origin` themselves and pages cannot forge them; other clients
 * can, so this is a guard against abuse through visitors' browsers, not an authentication.
 */

export function isCrossSiteRequest(req: Request, siteOrigin: string): boolean {
  if (req.headers.get("sec-fetch-site")?.toLowerCase() === "cross-site") return true;

  const origin = req.headers.get("origin");
  if (origin === null) return false; // Same-origin GETs and non-browser clients send none.

  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return true; // `Origin: null` (sandboxed frames, file pages) and garbage are never our form.
  }
  if (originUrl.origin === siteOrigin) return false;

  // The request's own origin, compared by host: behind a TLS-terminating proxy the server sees
  // `http://` while the browser says `https://` for the very same site.
  const requestHost = new URL(req.url).host;
  const hostHeader = req.headers.get("host");
  return !(originUrl.host === requestHost || (hostHeader !== null && originUrl.host === hostHeader));
}
