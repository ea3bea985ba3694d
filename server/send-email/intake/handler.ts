/**
 * The contact form's and the waitlist's server side, one web-standard handler that the Netlify
 * function exports and the Node server mounts. A submission is stored before anything is mailed,
 * so an SMTP failure costs a delay (202, retried later), never the enquiry (docs/decisions/004). A
 * post sent without JavaScript gets the same checks and a `303` to a page (007). Only a filled
 * honeypot or a token younger than its minimum age is quarantined; a missing or unreadable token
 * is delivered with a note (010). Limits: docs/decisions/012.
 */
import { contactLimits } from "#app/contact-form/contact-contract.ts";
import type { DeliveryDeps } from "../delivery/deliver.ts";
import { describeError, type LogFields, maskEmail } from "../logger.ts";
import type { HeldCap } from "../quarantine/held-cap.ts";
import { type CeilingVerdict, hourOf, secondsToNextHour, senderShareOf } from "../quarantine/hourly-ceiling.ts";
import { createSenderKeys } from "../quarantine/sender-key.ts";
import { newRecord, type QuarantineReason, type SubmissionRecord, submissionId } from "../store/submission.ts";
import { isCrossSiteRequest } from "./cross-site.ts";
import { formPostAnswer, formPostIdempotencyKey, isFormContentType, readFormBody } from "./form-post.ts";
import type { FormTokens } from "./form-token.ts";
import { acceptSubmission, answerForStatus, quarantineSubmission } from "./intake.ts";
import { type RateLimiter, rateLimitKey } from "./rate-limiter.ts";
import { readJsonBody } from "./read-json-body.ts";
import { answer, type Lang, langFromHeaders, langOf, type ServerMessageKey } from "./responses.ts";
import { tokenAnswer } from "./token-endpoint.ts";
import { type ValidSubmission, validateSubmission } from "./validate-submission.ts";

export interface SendEmailDeps extends DeliveryDeps {
  formTokens: FormTokens;
  /** The site's public origin (`SITE_URL`), accepted in `Origin` besides the request's own. */
  siteOrigin: string;
  /** Every POST per client, whatever becomes of it (a flood guard); left out on Netlify, whose platform limits. */
  attemptLimiter?: RateLimiter;
  /** Accepted submissions per client: a 400 that is then fixed costs nothing here. */
  submissionLimiter?: RateLimiter;
  /** Held submissions kept a day, across all clients (issue 26); beyond it they are answered, not kept. */
  heldCap?: HeldCap;
  /** Submissions mailed an hour across all clients (decision 022); past it they are held, and kept. 0 or none: no ceiling. */
  deliveredMaxPerHour?: number;
  /** One sender's share of that hour (decision 032); 0 or none: a fifth of it. */
  deliveredMaxPerSender?: number;
  /** Ceiling holds kept a day, and their bytes (decision 032); past it the sender is told to try later. */
  ceilingHeldCap?: HeldCap;
  /** The key a sender is counted under (`sender-key.ts`); by default keyed with nothing secret. */
  senderKeyOf?: (address: string) => string;
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

interface Verdict {
  /** A token past its lifetime: refused with 409, nothing kept; the form renews it and sends again. */
  expired?: true;
  quarantine?: QuarantineReason;
  tokenProblem?: SubmissionRecord["tokenProblem"];
}

export function createSendEmailHandler(deps: SendEmailDeps): SendEmailHandler {
  const maxBodyBytes = deps.maxBodyBytes ?? contactLimits.bodyMaxBytes;
  const senderKeyOf = deps.senderKeyOf ?? createSenderKeys("nais-sender");
  /** Requests for the same submission that arrive while the first is still being handled. */
  const inFlight = new Map<string, ReturnType<typeof acceptSubmission>>();

  /** The answer in the form the client reads: JSON for `fetch`, a page to go to for a form post. */
  function reply(exchange: Exchange, httpStatus: number, key: ServerMessageKey, extra: ReplyExtra = {}): Response {
    exchange.answerStatus = httpStatus;
    // A form post's redirect carries no Retry-After: on a 303 it would delay the page, not a retry.
    if (exchange.formPost) return formPostAnswer(exchange.lang, key);
    return answer(httpStatus, exchange.lang, key, extra);
  }

  async function handle(req: Request, context: RequestContext, exchange: Exchange): Promise<Response> {
    const { log } = exchange;

    // Pages loaded before the token had its own endpoint (`formTokenEndpoint`) still ask here.
    if (req.method === "GET") {
      log.outcome = "token-issued";
      return tokenAnswer(deps.formTokens, deps.clock());
    }
    if (req.method !== "POST") {
      log.outcome = "method-not-allowed";
      return reply(exchange, 405, "methodNotAllowed", { headers: { Allow: "GET, POST" } });
    }

    const client = rateLimitKey(context.clientIp ?? "unknown");
    const flood = deps.attemptLimiter?.check(client, deps.clock());
    if (flood && !flood.allowed) {
      log.outcome = "rate-limited";
      log.limit = "attempts";
      return reply(exchange, 429, "rateLimited", { headers: { "Retry-After": String(flood.retryAfterSeconds) } });
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
    if (deps.deliveredMaxPerHour) record.sender = senderKeyOf(context.clientIp ?? "unknown");
    Object.assign(log, { id: record.id, kind: record.submission.kind, email: maskEmail(record.submission.email) });

    const verdict = judge(valid, exchange.formPost, now);
    if (verdict.expired) {
      log.outcome = "token-expired";
      return reply(exchange, 409, "tokenExpired");
    }
    if (verdict.tokenProblem) {
      record.tokenProblem = verdict.tokenProblem;
      log.token = verdict.tokenProblem;
    }

    // Counted now, so that simultaneous requests cannot all slip under the limit; taken back
    // below when this turns out not to be a new submission.
    const limit = deps.submissionLimiter?.check(client, now);
    const uncount = () => deps.submissionLimiter?.uncount(client, now);
    if (limit && !limit.allowed) {
      // A retry of a submission already taken gets its answer, not a 429.
      const existing = await deps.store.get(record.id).catch(() => undefined);
      if (existing) return answerExisting(exchange, existing);
      log.outcome = "rate-limited";
      log.limit = "submissions";
      return reply(exchange, 429, "rateLimited", { headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    }

    if (verdict.quarantine) {
      log.outcome = "quarantined";
      log.reason = verdict.quarantine;
      const { isNew, dropped, error } = await quarantineSubmission(deps, record, verdict.quarantine, deps.heldCap);
      if (!isNew) uncount();
      if (dropped) log.outcome = "held-over-cap";
      // The sender still gets the ordinary answer: telling a bot that it was caught helps it.
      if (error) Object.assign(log, { outcome: "quarantine-failed", error });
      return reply(exchange, 200, "sent");
    }

    let acceptance = inFlight.get(record.id);
    const ceiling = !acceptance && deps.deliveredMaxPerHour ? await hourlyCeiling(record, now) : "deliver";
    if (ceiling !== "deliver") {
      // Held for a later hour with room, under the ceiling holds' own cap (decision 032).
      const reason = ceiling === "hold" ? "hourly-ceiling" : "sender-share";
      log.outcome = "held-over-ceiling";
      log.reason = reason;
      const { isNew, dropped, error } = await quarantineSubmission(deps, record, reason, deps.ceilingHeldCap);
      if (!isNew || dropped) uncount();
      if (dropped) {
        const existing = await deps.store.get(record.id).catch(() => undefined);
        if (existing) return answerExisting(exchange, existing);
        // Not kept, so said plainly: a person sending it can try again or phone.
        log.outcome = "refused-over-ceiling-cap";
        const retryAfter = String(secondsToNextHour(now));
        return reply(exchange, 429, "rateLimited", { headers: { "Retry-After": retryAfter } });
      }
      if (error) Object.assign(log, { outcome: "quarantine-failed", error });
      else if (isNew) return reply(exchange, 202, "queued");
      else {
        // A retry of a submission the store already has: what became of it, mailed or not.
        const existing = await deps.store.get(record.id);
        if (existing) return answerExisting(exchange, existing);
      }
    }
    // The same submission may have started on its way while the ceiling was counted.
    acceptance ??= inFlight.get(record.id);
    if (acceptance) {
      log.outcome = "duplicate";
    } else {
      acceptance = acceptSubmission(deps, record).finally(() => inFlight.delete(record.id));
      inFlight.set(record.id, acceptance);
    }
    const { httpStatus, message, outcome, error, isNew } = await acceptance;
    if (!isNew || log.outcome === "duplicate") uncount();
    log.outcome ??= outcome;
    if (error) log.error = error;
    return reply(exchange, httpStatus, message);
  }

  /**
   * Whether the hour's ceiling or the sender's share of it is reached (decisions 022 and 032),
   * counting this submission if not. A store that cannot count lets it through: the ceiling
   * guards the inbox, never at the cost of an enquiry.
   */
  async function hourlyCeiling(record: SubmissionRecord, now: Date): Promise<CeilingVerdict> {
    const perHour = deps.deliveredMaxPerHour ?? 0;
    const limits = { perHour, perSender: senderShareOf(perHour, deps.deliveredMaxPerSender) };
    return deps.store.countDelivered(hourOf(now), limits, record.sender).catch(() => "deliver" as const);
  }

  function answerExisting(exchange: Exchange, existing: SubmissionRecord): Response {
    const { httpStatus, message } = answerForStatus[existing.status];
    exchange.log.outcome = "duplicate";
    return reply(exchange, httpStatus, message);
  }

  /**
   * What counts as a bot (docs/decisions/010-what-counts-as-a-bot.md): a filled honeypot, or a
   * genuine token younger than its minimum age (the form waits that long before it posts). A
   * missing or unreadable token is our plumbing's failure, never the visitor's: delivered, noted.
   */
  function judge(valid: ValidSubmission, formPost: boolean, now: Date): Verdict {
    if (valid.honeypotFilled) return { quarantine: "honeypot" };
    const token = deps.formTokens.verify(valid.formToken, now);
    // The page's own form, JavaScript off, has no token: the record and the e-mail say it was sent
    // without JavaScript instead. A token posted in a form is checked like any other.
    if (formPost && token === "missing") return {};
    if (token === "too-fast") return { quarantine: "token-too-fast" };
    if (token === "expired") return { expired: true };
    if (token === "missing" || token === "invalid") return { tokenProblem: token };
    return {};
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
