/**
 * The contact form's and the waitlist's server side, as one web-standard handler: the Netlify
 * function exports it and the Node server mounts it (decisions.md 14).
 *
 * A submission is written to the store before anything is mailed, so an SMTP failure costs a
 * delay (202 "queued", retried later), never the enquiry. Only when it cannot even be stored and
 * cannot be mailed either does the visitor get an error, with the firm's phone and e-mail.
 *
 * The contact form also posts natively when JavaScript is off (`form-post.ts`, decisions 013):
 * the same checks and intake, with a derived idempotency key, no form-token check, and every
 * answer written as a `303 See Other` to a page instead of JSON.
 */
import { contactLimits } from "../../app/lib/contact-contract.ts";
import { isCrossSiteRequest } from "./cross-site.ts";
import type { DeliveryDeps } from "./deliver.ts";
import { formPostAnswer, formPostIdempotencyKey, isFormContentType, readFormBody } from "./form-post.ts";
import type { FormTokens } from "./form-token.ts";
import { acceptSubmission, quarantineSubmission } from "./intake.ts";
import { describeError, type LogFields, maskEmail } from "./logger.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import { readJsonBody } from "./read-json-body.ts";
import { answer, jsonResponse, type Lang, langFromHeaders, langOf, type ServerMessageKey } from "./responses.ts";
import { newRecord, type QuarantineReason, submissionId } from "./submission.ts";
import { type ValidSubmission, validateSubmission } from "./validate-submission.ts";

export interface SendEmailDeps extends DeliveryDeps {
  formTokens: FormTokens;
  /** The site's public origin (`SITE_URL`), accepted in `Origin` besides the request's own. */
  siteOrigin: string;
  /** Per-client limit; left out where the platform limits instead (Netlify). */
  rateLimiter?: RateLimiter;
  maxBodyBytes?: number;
}

export interface RequestContext {
  /** The visitor's address, for the rate limit. */
  clientIp?: string;
}

export type SendEmailHandler = (req: Request, context?: RequestContext) => Promise<Response>;

/** One request as the handler sees it. */
interface Exchange {
  log: LogFields;
  /** A form the browser posted itself (JavaScript off): answered with a redirect, never JSON. */
  formPost: boolean;
  lang: Lang;
  /** The status the JSON answer has (a form post's is 303 whatever happened): the log's level. */
  answerStatus?: number;
}

type ReplyExtra = { fields?: Record<string, string>; headers?: Record<string, string> };

export function createSendEmailHandler(deps: SendEmailDeps): SendEmailHandler {
  const maxBodyBytes = deps.maxBodyBytes ?? contactLimits.bodyMaxBytes;
  /** Requests for the same submission that arrive while the first is still being handled. */
  const inFlight = new Map<string, ReturnType<typeof acceptSubmission>>();

  /** The answer in the form the client reads: JSON for `fetch`, a page to go to for a form post. */
  function reply(exchange: Exchange, httpStatus: number, key: ServerMessageKey, extra: ReplyExtra = {}): Response {
    exchange.answerStatus = httpStatus;
    // A form post's redirect carries no Retry-After: on a 303 it would delay the page, not a retry.
    if (exchange.formPost) return formPostAnswer(exchange.lang, key, extra.fields);
    return answer(httpStatus, exchange.lang, key, extra);
  }

  async function handle(req: Request, context: RequestContext, exchange: Exchange): Promise<Response> {
    const { log } = exchange;

    if (req.method === "GET") {
      log.outcome = "token-issued";
      return jsonResponse(200, { token: deps.formTokens.issue(deps.clock()) });
    }
    if (req.method !== "POST") {
      log.outcome = "method-not-allowed";
      return reply(exchange, 405, "methodNotAllowed", { headers: { Allow: "GET, POST" } });
    }

    const limit = deps.rateLimiter?.check(context.clientIp ?? "unknown", deps.clock());
    if (limit && !limit.allowed) {
      log.outcome = "rate-limited";
      return reply(exchange, 429, "rateLimited", { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    }

    const body = exchange.formPost ? await readFormBody(req, maxBodyBytes) : await readJsonBody(req, maxBodyBytes);
    if (!body.ok) {
      log.outcome = body.problem;
      if (body.problem === "unsupported-media-type") return reply(exchange, 415, "notJson");
      if (body.problem === "too-large") return reply(exchange, 413, "tooLarge");
      return reply(exchange, 400, "notJson");
    }

    if (isCrossSiteRequest(req, deps.siteOrigin)) {
      // A page is shown in the language the posted form says (JSON gets the header's guess, as before).
      if (exchange.formPost) exchange.lang = langOf((body.value as { lang?: unknown }).lang);
      log.lang = exchange.lang;
      log.outcome = "cross-site";
      return reply(exchange, 403, "forbidden");
    }

    const valid = validateSubmission(body.value);
    exchange.lang = valid.ok ? valid.submission.lang : valid.lang;
    log.lang = exchange.lang;
    if (!valid.ok) {
      log.outcome = "invalid";
      log.fields = Object.keys(valid.fields).join(",");
      return reply(exchange, 400, "invalid", { fields: valid.fields });
    }

    const now = deps.clock();
    const idempotencyKey = exchange.formPost ? formPostIdempotencyKey(now) : valid.idempotencyKey;
    const record = newRecord(submissionId(idempotencyKey, valid.submission), valid.submission, now);
    if (exchange.formPost) record.sentWithoutJavaScript = true;
    Object.assign(log, { id: record.id, kind: record.submission.kind, email: maskEmail(record.submission.email) });

    const spamReason = spamReasonOf(valid, exchange.formPost, now);
    if (spamReason) {
      log.outcome = "quarantined";
      log.reason = spamReason;
      const failure = await quarantineSubmission(deps, record, spamReason);
      // The sender still gets the ordinary answer: telling a bot that it was caught helps it.
      if (failure) Object.assign(log, { outcome: "quarantine-failed", error: failure });
      return reply(exchange, 200, "sent");
    }

    let acceptance = inFlight.get(record.id);
    if (acceptance) {
      log.outcome = "duplicate";
    } else {
      acceptance = acceptSubmission(deps, record).finally(() => inFlight.delete(record.id));
      inFlight.set(record.id, acceptance);
    }
    const { httpStatus, message, outcome, error } = await acceptance;
    log.outcome ??= outcome;
    if (error) log.error = error;
    return reply(exchange, httpStatus, message);
  }

  function spamReasonOf(valid: ValidSubmission, formPost: boolean, now: Date): QuarantineReason | undefined {
    if (valid.honeypotFilled) return "honeypot";
    // Without JavaScript there is no token to check: the record and the e-mail say so instead.
    if (formPost) return undefined;
    const verdict = deps.formTokens.verify(valid.formToken, now);
    if (verdict === "ok") return undefined;
    return verdict === "missing" ? "token-missing" : verdict === "too-fast" ? "token-too-fast" : "token-invalid";
  }

  return async (req, context = {}) => {
    const started = performance.now();
    const formPost = req.method === "POST" && isFormContentType(req.headers.get("content-type"));
    const lang = langFromHeaders(req.headers);
    const log: LogFields = { method: req.method, lang, ...(formPost ? { via: "form-post" } : {}) };
    const exchange: Exchange = { log, formPost, lang };
    let response: Response;
    try {
      response = await handle(req, context, exchange);
    } catch (error) {
      log.outcome = "error";
      log.error = describeError(error);
      response = reply(exchange, 500, "unexpected");
    }
    const status = exchange.answerStatus ?? response.status;
    const fields: LogFields = { ...log, status: response.status, durationMs: Math.round(performance.now() - started) };
    // A form post's log keeps what its answer stood for (the redirect is a 303 either way).
    if (status !== response.status) fields.answer = status;
    const level = status >= 500 ? "error" : status === 202 ? "warn" : "info";
    deps.logger[level]("send-email", fields);
    return response;
  };
}
