/**
 * Signed links that release a held submission (docs/decisions/011-quarantine-digest-and-release.md):
 * `<SITE_URL>/.netlify/functions/release-submission?id=…&expires=…&signature=…`, an HMAC-SHA256
 * of the id and the expiry under the form secret (with a purpose of its own, so that no form
 * token is ever a valid signature). A link expires when its submission would be purged, and
 * works once: releasing moves the submission out of quarantine, after which the link finds
 * nothing to release. The same secret is shared by every process and instance (the store keeps
 * it, or `FORM_SECRET`), so a link works wherever it is opened.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { releaseSubmissionEndpoint } from "#app/contact-form/contact-contract.ts";
import { submissionIdPattern } from "../store/submission.ts";

export type ReleaseLinkVerdict =
  | { ok: true; id: string; expiresAt: Date }
  | { ok: false; problem: "invalid" | "expired" };

export interface ReleaseLinks {
  /** The absolute link for a held submission, valid until `expiresAt`. */
  url(id: string, expiresAt: Date): string;
  /** Reads a link's query; never throws. */
  verify(search: URLSearchParams, now: Date): ReleaseLinkVerdict;
}

export function createReleaseLinks(secret: string, siteOrigin: string): ReleaseLinks {
  const sign = (id: string, expires: string) =>
    createHmac("sha256", secret).update(`nais-release-link:v1:${id}:${expires}`).digest("base64url");

  return {
    url(id, expiresAt) {
      const expires = String(Math.floor(expiresAt.getTime() / 1000));
      const query = new URLSearchParams({ id, expires, signature: sign(id, expires) });
      return `${siteOrigin}${releaseSubmissionEndpoint}?${query}`;
    },
    verify(search, now) {
      const id = search.get("id") ?? "";
      const expires = search.get("expires") ?? "";
      const signature = search.get("signature") ?? "";
      if (!submissionIdPattern.test(id) || !/^\d{1,12}$/.test(expires)) return { ok: false, problem: "invalid" };
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, problem: "invalid" };
      const expiresAt = new Date(Number(expires) * 1000);
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: "expired" };
      return { ok: true, id, expiresAt };
    },
  };
}
