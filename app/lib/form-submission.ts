import { sendEmailEndpoint } from "./contact-contract";
import type { Lang } from "./route-table";

/** Asks the function for a signed timestamp that proves the form was shown before it was sent. */
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const res = await fetch(sendEmailEndpoint, { headers: { Accept: "application/json" } });
    if (!res.ok) return undefined;
    const body: unknown = await res.json();
    return body && typeof body === "object" && "token" in body && typeof body.token === "string"
      ? body.token
      : undefined;
  } catch {
    return undefined;
  }
}

export type SubmissionResult =
  | { ok: true; status: number }
  | { ok: false; kind: "server"; message?: string; status: number }
  | { ok: false; kind: "network" | "unexpected"; message?: string };

/** Posts a JSON body and reads the answer's `message` when it fails (site-and-forms.md section 7). */
export async function postSubmission(body: Record<string, unknown> & { lang: Lang }): Promise<SubmissionResult> {
  let res: Response;
  try {
    res = await fetch(sendEmailEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // fetch rejects with a TypeError when the network fails; anything else is unexpected.
    return error instanceof TypeError
      ? { ok: false, kind: "network" }
      : { ok: false, kind: "unexpected", message: error instanceof Error ? error.message : undefined };
  }
  if (res.ok) return { ok: true, status: res.status };
  let message: string | undefined;
  try {
    const data: unknown = await res.json();
    if (
      data &&
      typeof data === "object" &&
      "message" in data &&
      typeof data.message === "string" &&
      data.message.trim()
    ) {
      message = data.message;
    }
  } catch {
    // A body that is not JSON: the default text is shown instead.
  }
  return { ok: false, kind: "server", message, status: res.status };
}

/** A fresh key per submission, so a retried request is delivered once (issue 8). */
export function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
