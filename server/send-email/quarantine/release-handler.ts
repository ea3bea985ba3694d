/**
 * The page behind a digest's release link (docs/decisions/011-quarantine-digest-and-release.md).
 * Opening the link (`GET`) only shows the held submission and a "Deliver" button: mail scanners
 * and link previews open every link in an e-mail, and must not release anything. The button
 * posts to the same address; that releases the submission and delivers it, once.
 */
import { baseSecurityHeaders } from "../../security-headers.ts";
import type { DeliveryDeps } from "../delivery/deliver.ts";
import { escapeHtml, formatTime } from "../delivery/render-email.ts";
import { isCrossSiteRequest } from "../intake/cross-site.ts";
import { describeError } from "../logger.ts";
import type { SubmissionRecord } from "../store/submission.ts";
import { heldSummary } from "./held-summary.ts";
import { type ReleaseOutcome, releaseSubmission } from "./release.ts";
import type { ReleaseLinks } from "./release-link.ts";

export interface ReleaseHandlerDeps extends DeliveryDeps {
  releaseLinks: ReleaseLinks;
  siteOrigin: string;
}

/** The site's security headers (on Netlify no `_headers` rule reaches a function), two of them stricter. */
const pageHeaders: Readonly<Record<string, string>> = {
  ...baseSecurityHeaders,
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  // The address holds the signature: never sent to another site. Same-origin keeps `Origin` on the button's POST.
  "Referrer-Policy": "same-origin",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

function page(status: number, title: string, body: string, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}
dt{font-weight:600}dd{margin:0 0 .5rem}button{font:inherit;padding:.6rem 1.2rem;cursor:pointer}</style>
</head><body><h1>${escapeHtml(title)}</h1>
${body}
</body></html>`;
  return new Response(html, { status, headers: { ...pageHeaders, ...headers } });
}

function details(record: SubmissionRecord): string {
  const summary = heldSummary(record);
  const rows: [string, string][] = [
    ["Received", summary.received],
    ["Name", summary.name],
    ["E-mail", summary.email],
    ["Service", summary.service],
    ["Message begins", summary.firstLine],
    ["Why it was held", summary.reason],
  ];
  return `<dl>${rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>`;
}

const afterRelease: Record<ReleaseOutcome, [status: number, title: string, text: string]> = {
  delivered: [
    200,
    "Delivered",
    "The submission is in the firm's inbox now, like any enquiry. This link will not send it again.",
  ],
  queued: [
    202,
    "Released",
    "The mail server did not take it yet; it will be delivered within minutes, once. This link will not send it again.",
  ],
  "already-released": [200, "Already released", "This submission was released before. Nothing was sent again."],
  "not-found": [
    404,
    "Not found",
    "There is no such held submission: it may have been deleted after its retention period.",
  ],
};

export function createReleaseHandler(deps: ReleaseHandlerDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    const url = new URL(req.url);
    const link = deps.releaseLinks.verify(url.searchParams, deps.clock());
    if (!link.ok) {
      deps.logger.info("release", { via: "link", outcome: `link-${link.problem}`, method: req.method });
      return link.problem === "expired"
        ? page(
            410,
            "This link has expired",
            "<p>Held submissions, and their links, are deleted after their retention period.</p>",
          )
        : page(403, "This link is not valid", "<p>Open the link from the digest e-mail exactly as it was sent.</p>");
    }

    if (req.method === "GET") {
      const record = await deps.store.get(link.id);
      if (!record) return page(...notFound());
      if (record.status !== "quarantined") {
        const [status, title, text] = afterRelease["already-released"];
        return page(status, title, `<p>${text}</p>`);
      }
      return page(
        200,
        "Deliver this held submission?",
        `<p>The website held this submission as suspected spam. If a real person sent it, deliver it: it goes to the firm's inbox like any enquiry, once.</p>
${details(record)}
<form method="post"><button type="submit">Deliver it</button></form>
<p>This link works once, until ${escapeHtml(formatTime(link.expiresAt.toISOString()))}.</p>`,
      );
    }

    if (req.method === "POST") {
      if (isCrossSiteRequest(req, deps.siteOrigin)) {
        deps.logger.info("release", { id: link.id, via: "link", outcome: "cross-site" });
        return page(403, "Not released", "<p>Use the button on the page the link opens.</p>");
      }
      try {
        const [status, title, text] = afterRelease[await releaseSubmission(deps, link.id, "link")];
        return page(status, title, `<p>${text}</p>`);
      } catch (error) {
        deps.logger.error("release", { id: link.id, via: "link", outcome: "error", error: describeError(error) });
        return page(500, "Not released", "<p>Something went wrong. Please try again in a minute.</p>");
      }
    }

    return page(405, "Not allowed", "<p>Open the link from the digest e-mail.</p>", { Allow: "GET, POST" });
  };
}

function notFound(): [number, string, string] {
  const [status, title, text] = afterRelease["not-found"];
  return [status, title, `<p>${text}</p>`];
}
