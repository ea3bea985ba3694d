/**
 * The shared set-up of the tests that send through a real SMTP server on loopback: each call
 * registers its own `beforeAll`/`afterAll` and hands back an object whose fields are filled in
 * once `beforeAll` has run.
 */
import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../scripts/support/mail.ts";
import { resetNetlifySendEmail } from "../runtimes/netlify-instance.ts";
import { createHarness, testSecret } from "./fixtures.ts";
import type { createMemoryBlobs } from "./memory-blobs.ts";

/** The real handler (`createHarness`) sending to a live SMTP sink, both closed after the file. */
export function setUpHarnessWithSink() {
  const live = {} as { sink: SmtpSink; harness: Awaited<ReturnType<typeof createHarness>> };
  beforeAll(async () => {
    live.sink = await startSmtpSink();
    live.harness = await createHarness({ smtpUrl: live.sink.url });
  });
  afterAll(async () => {
    await live.sink.close();
    await live.harness.cleanup();
  });
  return live;
}

/** Called inside a `describe`: each of its tests ends with the sink holding no more messages than before the first. */
export function expectNothingMailed(live: { sink: SmtpSink }): void {
  let before = 0;
  beforeAll(() => {
    before = live.sink.messages.length;
  });
  afterEach(() => {
    expect(live.sink.messages.length).toBe(before);
  });
}

export interface NetlifyFunctionsOptions {
  /** The test file's hoisted holder that its `vi.mock("@netlify/blobs")` reads the store from. */
  blobs: { current: unknown };
  memory: ReturnType<typeof createMemoryBlobs>;
  /** Environment variables beyond `SMTP_URL` and `FORM_SECRET`. */
  env?: Record<string, string>;
}

/** The Netlify functions' environment: the in-memory Blobs, a live SMTP sink, a fresh send-email instance. */
export function setUpNetlifyFunctions({ blobs, memory, env = {} }: NetlifyFunctionsOptions) {
  const live = {} as { sink: SmtpSink };
  beforeAll(async () => {
    blobs.current = memory;
    live.sink = await startSmtpSink();
    vi.stubEnv("SMTP_URL", live.sink.url);
    vi.stubEnv("FORM_SECRET", testSecret);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    resetNetlifySendEmail();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetNetlifySendEmail();
    await live.sink.close();
  });
  return live;
}
