import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchFormToken,
  fetchFormTokenGrant,
  postWithFormToken,
  tokenWaitMs,
  waitForTokenAge,
} from "./form-submission.ts";

type Answer = Response | Error;

/** A `fetch` that answers from a script, one answer per call, and records the URLs asked. */
function scriptedFetch(answers: Answer[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      const next = answers.shift() ?? new Error("no more answers");
      if (next instanceof Error) throw new TypeError(next.message);
      return next;
    }),
  );
  return urls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("fetchFormTokenGrant", () => {
  it("asks the token endpoint and keeps the minimum age it is told", async () => {
    const urls = scriptedFetch([json({ token: "t1", minAgeMs: 250 })]);
    const grant = await fetchFormTokenGrant();
    expect(grant).toMatchObject({ token: "t1", minAgeMs: 250 });
    expect(urls).toEqual(["/.netlify/functions/form-token"]);
  });

  it("asks in a task after the caller's, not in it (a form asks as it hydrates: docs/decisions/024)", async () => {
    const urls = scriptedFetch([json({ token: "t1", minAgeMs: 0 })]);
    const grant = fetchFormTokenGrant();
    await Promise.resolve();
    expect(urls).toEqual([]);
    await new Promise((nextTask) => setTimeout(nextTask));
    expect(urls).toEqual(["/.netlify/functions/form-token"]);
    expect(await grant).toMatchObject({ token: "t1" });
  });

  it("tries again after a network error, a 5xx or a 429, then succeeds", async () => {
    const urls = scriptedFetch([new Error("offline"), json({}, 503), json({ token: "t2", minAgeMs: 3000 })]);
    const grant = await fetchFormTokenGrant({ retryDelaysMs: [1, 1] });
    expect(grant?.token).toBe("t2");
    expect(urls).toHaveLength(3);
  });

  it("gives up after the last try: the form then sends without a token, which is delivered", async () => {
    scriptedFetch([new Error("offline"), new Error("offline"), json({ message: "busy" }, 429)]);
    expect(await fetchFormTokenGrant({ retryDelaysMs: [1, 1] })).toBeUndefined();
  });

  it("asks the old address when a server from before the token endpoint answers 404 there", async () => {
    const urls = scriptedFetch([new Response("", { status: 404 }), json({ token: "old" })]);
    expect(await fetchFormTokenGrant()).toMatchObject({ token: "old", minAgeMs: 3000 });
    expect(urls).toEqual(["/.netlify/functions/form-token", "/.netlify/functions/send-email"]);
  });

  it("keeps fetchFormToken's old shape: just the token", async () => {
    scriptedFetch([json({ token: "t3", minAgeMs: 0 })]);
    expect(await fetchFormToken()).toBe("t3");
  });
});

describe("waiting out the minimum age", () => {
  it("waits what is left of it, nothing once it has passed", async () => {
    const grant = { token: "t", minAgeMs: 3000, receivedAt: 1_000 };
    expect(tokenWaitMs(grant, 1_000)).toBe(3000);
    expect(tokenWaitMs(grant, 3_500)).toBe(500);
    expect(tokenWaitMs(grant, 9_000)).toBe(0);
  });

  it("resolves after the rest of the age, and at once when aborted", async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = waitForTokenAge({ token: "t", minAgeMs: 3000, receivedAt: performance.now() }).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await waiting;
    expect(done).toBe(true);

    const controller = new AbortController();
    const aborted = waitForTokenAge({ token: "t", minAgeMs: 60_000, receivedAt: performance.now() }, controller.signal);
    controller.abort();
    await aborted;
  });
});

describe("a token past its lifetime (docs/decisions/022)", () => {
  /** A `fetch` that hands out tokens t1, t2… and answers posts from a script, recording each post's token. */
  function tokenServer(postAnswers: number[]) {
    const posted: string[] = [];
    let issued = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method !== "POST") return json({ token: `t${++issued}`, minAgeMs: 0, maxAgeMs: 3_600_000 });
        posted.push(JSON.parse(String(init.body)).formToken);
        const status = postAnswers.shift() ?? 200;
        return json({ status: status === 200 ? "sent" : "error", message: `answer ${status}` }, status);
      }),
    );
    return posted;
  }
  const body = (formToken: string) => ({ kind: "waitlist", email: "a@example.com", lang: "en", formToken }) as never;

  it("is renewed before the form sends, when the page was open longer than the token lives", async () => {
    const posted = tokenServer([]);
    const grant = await fetchFormTokenGrant();
    expect(grant).toMatchObject({ token: "t1", maxAgeMs: 3_600_000 });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3_600_000 });
    expect(await postWithFormToken(Promise.resolve(grant), body)).toEqual({ ok: true, status: 200 });
    expect(posted).toEqual(["t2"]);
  });

  it("is not renewed while it is young", async () => {
    const posted = tokenServer([]);
    const grant = fetchFormTokenGrant();
    expect(await postWithFormToken(grant, body)).toEqual({ ok: true, status: 200 });
    expect(posted).toEqual(["t1"]);
  });

  it("refused by the server (409) is renewed and the submission sent once more, by itself", async () => {
    const posted = tokenServer([409]);
    expect(await postWithFormToken(fetchFormTokenGrant(), body)).toEqual({ ok: true, status: 200 });
    expect(posted).toEqual(["t1", "t2"]);
  });

  it("refused twice: the server's sentence is shown, and the visitor's words are still in the form", async () => {
    const posted = tokenServer([409, 409]);
    const result = await postWithFormToken(fetchFormTokenGrant(), body);
    expect(result).toEqual({ ok: false, kind: "server", status: 409, message: "answer 409" });
    expect(posted).toEqual(["t1", "t2"]);
  });
});
