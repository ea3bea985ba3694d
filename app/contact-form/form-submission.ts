import {
  defaultFormTokenMaxAgeMs,
  defaultFormTokenMinAgeMs,
  type FormTokenResponse,
  formTokenEndpoint,
  type SubmissionEnvelope,
  sendEmailEndpoint,
} from "./contact-contract.ts";

/**
 * A form token and when it arrived (docs/decisions/010-what-counts-as-a-bot.md). A submission
 * sent before `minAgeMs` have passed since `receivedAt` is held as a bot's, so the form waits
 * out the rest (`waitForTokenAge`) before it posts.
 */
export interface FormTokenGrant {
  token: string;
  minAgeMs: number;
  /** `performance.now()` when the answer arrived: the page's clock, never compared with the server's. */
  receivedAt: number;
  /** How long the server takes the token after issuing it (docs/decisions/022). */
  maxAgeMs?: number;
  /**
   * `Date.now()` after which the form asks for a fresh token before it sends: the wall clock,
   * which, unlike `performance.now()`, also runs while a laptop sleeps with the page open.
   */
  renewAfter?: number;
}

/** A token is renewed this long before the server would refuse it: the post's own trip, a clock's drift. */
const renewalMarginMs = 5 * 60_000;

/** Waits before the second and third try: a phone leaving a tunnel, a server starting up. */
export const formTokenRetryDelaysMs = [1_000, 3_000] as const;

export interface FetchFormTokenOptions {
  retryDelaysMs?: readonly number[];
  signal?: AbortSignal;
}

/**
 * Asks for a form token, trying again after a failure (network, 5xx, 429). Undefined when every
 * try failed: the form then sends without a token and the server still delivers the submission.
 */
export async function fetchFormTokenGrant(options: FetchFormTokenOptions = {}): Promise<FormTokenGrant | undefined> {
  const { retryDelaysMs = formTokenRetryDelaysMs, signal } = options;
  // The first request leaves the caller's task: a form asks as it hydrates, where a page's first
  // fetch (milliseconds of setting up) lengthened hydration's last task (docs/decisions/024).
  await nextTask();
  for (let attempt = 0; ; attempt++) {
    const grant = await requestFormToken(formTokenEndpoint, signal);
    // A server from before the token endpoint existed answers 404 there: ask where it used to be.
    const answer = grant === "not-found" ? await requestFormToken(sendEmailEndpoint, signal) : grant;
    if (typeof answer === "object") return answer;
    const delay = retryDelaysMs[attempt];
    if (delay === undefined || signal?.aborted) return undefined;
    await sleep(delay, signal);
  }
}

/** Just the token (the form's first call, kept for its callers); see `fetchFormTokenGrant`. */
export async function fetchFormToken(options?: FetchFormTokenOptions): Promise<string | undefined> {
  return (await fetchFormTokenGrant(options))?.token;
}

/** How much longer the form must wait before it may post with this token. */
export function tokenWaitMs(grant: FormTokenGrant, now = performance.now()): number {
  return Math.max(0, grant.minAgeMs - (now - grant.receivedAt));
}

/** Resolves once the token is old enough to be sent (at once when it already is). */
export function waitForTokenAge(grant: FormTokenGrant, signal?: AbortSignal): Promise<void> {
  return sleep(tokenWaitMs(grant), signal);
}

async function requestFormToken(url: string, signal?: AbortSignal): Promise<FormTokenGrant | "not-found" | "failed"> {
  try {
    const res = await fetch(url, { headers: { Accept: "application/json" }, cache: "no-store", signal });
    if (res.status === 404) return "not-found";
    if (!res.ok) return "failed";
    const body: unknown = await res.json();
    const receivedAt = performance.now();
    if (!body || typeof body !== "object" || !("token" in body) || typeof body.token !== "string" || !body.token) {
      return "failed";
    }
    const { minAgeMs, maxAgeMs } = body as Partial<FormTokenResponse>;
    const age = typeof minAgeMs === "number" && Number.isFinite(minAgeMs) && minAgeMs >= 0 ? minAgeMs : undefined;
    const lifetime =
      typeof maxAgeMs === "number" && Number.isFinite(maxAgeMs) && maxAgeMs > 0 ? maxAgeMs : defaultFormTokenMaxAgeMs;
    return {
      token: body.token,
      minAgeMs: age ?? defaultFormTokenMinAgeMs,
      receivedAt,
      maxAgeMs: lifetime,
      renewAfter: Date.now() + Math.max(lifetime - renewalMarginMs, lifetime / 2),
    };
  } catch {
    return "failed";
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** How long a visitor waits for the function's answer before the form says the network failed. */
export const submissionTimeoutMs = 30_000;

export type SubmissionResult =
  | { ok: true; status: number }
  | { ok: false; kind: "server"; message?: string; status: number }
  | { ok: false; kind: "network" | "unexpected"; message?: string };

/** Posts a JSON body and reads the answer's `message` when it fails. */
export async function postSubmission(body: SubmissionEnvelope): Promise<SubmissionResult> {
  let res: Response;
  try {
    res = await fetch(sendEmailEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(submissionTimeoutMs),
    });
  } catch (error) {
    // fetch rejects with a TypeError when the network fails, and with a TimeoutError when no
    // answer came in time (a hung proxy): both are the network's failure. Anything else is unexpected.
    const network = error instanceof TypeError || (error instanceof DOMException && error.name === "TimeoutError");
    return network
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

/** Whether the form should ask for a fresh token before it sends with this one. */
export function isGrantDueForRenewal(grant: FormTokenGrant, now = Date.now()): boolean {
  return grant.renewAfter !== undefined && now >= grant.renewAfter;
}

/**
 * Sends a submission with the form's token (docs/decisions/010, 022): a fresh one when the page
 * was open longer than a token lives, none when none could be had (delivered all the same); it
 * waits out the token's minimum age first. A 409 means the server found the token expired (the
 * clocks disagree, or the computer slept): the form asks for a fresh token and sends once more
 * by itself. The visitor's words stay in the form whatever the answer.
 */
export async function postWithFormToken(
  pendingGrant: Promise<FormTokenGrant | undefined> | undefined,
  bodyWith: (formToken: string) => SubmissionEnvelope,
): Promise<SubmissionResult> {
  let grant = await pendingGrant;
  if (!grant || isGrantDueForRenewal(grant)) grant = await fetchFormTokenGrant();
  for (let attempt = 0; ; attempt++) {
    if (grant) await waitForTokenAge(grant);
    const result = await postSubmission(bodyWith(grant?.token ?? ""));
    const expired = !result.ok && result.kind === "server" && result.status === 409;
    if (!expired || attempt > 0) return result;
    grant = await fetchFormTokenGrant();
  }
}

/** A fresh key per submission, so a retried request is delivered once (docs/decisions/004). */
export function newIdempotencyKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
