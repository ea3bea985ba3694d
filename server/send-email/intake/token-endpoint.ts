/**
 * The form-token endpoint (`formTokenEndpoint`): a path of its own, so that fetching tokens never
 * counts against the limits of the e-mail function (on Netlify a rate-limit rule counts every
 * request to a function's path, whatever its method; docs/decisions/012-limits-for-real-offices.md).
 * `GET sendEmailEndpoint` answers the same for pages loaded before the change.
 */
import type { FormTokenResponse } from "#app/contact-form/contact-contract.ts";
import type { Logger } from "../logger.ts";
import type { FormTokens } from "./form-token.ts";
import { answer, jsonResponse, langFromHeaders } from "./responses.ts";

/**
 * `{ token, minAgeMs, maxAgeMs }`: the browser waits `minAgeMs` after it got the token before
 * posting, and asks for a fresh one when `maxAgeMs` have passed.
 */
export function tokenAnswer(formTokens: FormTokens, now: Date): Response {
  const body: FormTokenResponse = {
    token: formTokens.issue(now),
    minAgeMs: formTokens.minimumAgeMs,
    maxAgeMs: formTokens.maximumAgeMs,
  };
  return jsonResponse(200, body);
}

export interface FormTokenEndpointDeps {
  formTokens: FormTokens;
  clock: () => Date;
  logger: Logger;
}

/** Answers `GET` with a token, anything else with 405: nothing can be submitted here. */
export function createFormTokenHandler(deps: FormTokenEndpointDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    const started = performance.now();
    const response =
      req.method === "GET"
        ? tokenAnswer(deps.formTokens, deps.clock())
        : answer(405, langFromHeaders(req.headers), "methodNotAllowed", { headers: { Allow: "GET" } });
    deps.logger.info("form-token", {
      method: req.method,
      outcome: response.ok ? "token-issued" : "method-not-allowed",
      status: response.status,
      durationMs: Math.round(performance.now() - started),
    });
    return response;
  };
}
