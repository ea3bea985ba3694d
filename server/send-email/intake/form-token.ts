/**
 * Form tokens: the time the form got its token, signed with HMAC-SHA256. The form posts only once
 * its token is `minimumAgeMs` old, so a genuine younger token was not sent by our form and is
 * quarantined; a missing or unreadable token proves nothing and is delivered with a note
 * (docs/decisions/010). A token expires after `maximumAgeMs` (two hours by default), so one cannot
 * serve a bot forever; the form then fetches a fresh one and sends again by itself (docs/decisions/022).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { defaultFormTokenMaxAgeMs, defaultFormTokenMinAgeMs } from "#app/contact-form/contact-contract.ts";

export type TokenVerdict = "ok" | "missing" | "invalid" | "too-fast" | "expired";

export interface FormTokens {
  /** What a token must be worth waiting for: the browser is told it with every token. */
  readonly minimumAgeMs: number;
  /** How long after it was issued a token is still taken: the browser is told it too. */
  readonly maximumAgeMs: number;
  issue(now: Date): string;
  verify(token: unknown, now: Date): TokenVerdict;
}

export const defaultMinimumAgeMs = defaultFormTokenMinAgeMs;
export const defaultMaximumAgeMs = defaultFormTokenMaxAgeMs;
/** Clocks of different instances may disagree a little; a token further in the future is forged. */
const allowedClockSkewMs = 60_000;
const maxTokenLength = 200;

export function createFormTokens(
  secret: string,
  minimumAgeMs = defaultMinimumAgeMs,
  maximumAgeMs = defaultMaximumAgeMs,
): FormTokens {
  const sign = (issuedAt: string) => createHmac("sha256", secret).update(`nais-form-token:v1:${issuedAt}`).digest();

  return {
    minimumAgeMs,
    maximumAgeMs,
    issue(now) {
      const issuedAt = now.getTime().toString(36);
      return `${issuedAt}.${sign(issuedAt).toString("base64url")}`;
    },
    verify(token, now) {
      if (token === undefined || token === null || token === "") return "missing";
      if (typeof token !== "string" || token.length > maxTokenLength) return "invalid";
      const [issuedAt, signature, ...rest] = token.split(".");
      if (!issuedAt || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(issuedAt)) return "invalid";

      // Compared as text: base64url has several spellings of the same bytes, only ours is valid.
      const expected = Buffer.from(sign(issuedAt).toString("base64url"));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";

      const age = now.getTime() - Number.parseInt(issuedAt, 36);
      if (age < -allowedClockSkewMs) return "invalid";
      if (age < minimumAgeMs) return "too-fast";
      if (age > maximumAgeMs) return "expired";
      return "ok";
    },
  };
}

export function generateSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The secret the tokens are signed with. `FORM_SECRET` when set; otherwise one generated once and
 * kept in the store, so that a restart or a second instance still accepts the tokens of forms
 * already open in visitors' browsers (a per-process secret would quarantine them). Only when the
 * store cannot keep it either does the process fall back to a secret of its own.
 */
export async function resolveFormSecret(
  configured: string | undefined,
  store: { getOrCreateSecret(name: string, create: () => string): Promise<string> },
  warn: (event: string, fields: Record<string, string>) => void,
): Promise<string> {
  if (configured) return configured;
  try {
    const candidate = generateSecret();
    const secret = await store.getOrCreateSecret("form-secret", () => candidate);
    // Said once, by the start that made it: later starts reuse the kept one without a word.
    if (secret === candidate) {
      warn("form-secret-generated", { hint: "FORM_SECRET is not set: generated a secret, kept in the store" });
    }
    return secret;
  } catch (error) {
    warn("form-secret-per-process", {
      hint: "FORM_SECRET is not set and the store could not keep one: forms open before a restart will be quarantined",
      error: String(error),
    });
    return generateSecret();
  }
}
