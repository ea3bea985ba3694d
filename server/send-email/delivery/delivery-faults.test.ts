// @vitest-environment node
/**
 * Fault injection: the mail server refuses, fails, is slow or is gone. Every time the visitor
 * gets 202 "queued" quickly, the submission stays pending in the store, and once the server is
 * back a retry delivers it exactly once.
 */
import { describe, expect, it } from "vitest";
import { es } from "#app/i18n/es.ts";
import { closedPortUrl, type SinkBehaviour, type SmtpSink, startSmtpSink } from "../../../scripts/support/mail.ts";
import { loadSendEmailConfig } from "../runtimes/config.ts";
import { contactBody, createHarness } from "../test-support/fixtures.ts";
import { createSmtpMailer } from "./mailer.ts";
import { retryPending } from "./retry-pending.ts";

const timeoutMs = 800;
const recoveredTimeoutMs = 20_000;
/** SMTP_TIMEOUT_MS when it is not set. */
const defaultTimeoutMs = loadSendEmailConfig({}).smtpTimeoutMs;

type Fault = { name: string; behaviour: SinkBehaviour | "port-closed" };

const faults: Fault[] = [
  { name: "rejects the recipient at RCPT (550)", behaviour: "reject-rcpt" },
  { name: "fails the message at DATA (451)", behaviour: "fail-data" },
  { name: "greets too late", behaviour: "greet-late" },
  { name: "stalls after DATA", behaviour: "stall-after-data" },
  { name: "is not listening (port closed)", behaviour: "port-closed" },
];

async function faultySink(behaviour: Fault["behaviour"]): Promise<{ url: string; sink?: SmtpSink }> {
  if (behaviour === "port-closed") return { url: await closedPortUrl() };
  const sink = await startSmtpSink({ behaviour, greetingDelayMs: timeoutMs * 3 });
  return { url: sink.url, sink };
}

describe.each(faults)("when the mail server $name", ({ behaviour }) => {
  it("answers 202 queued in time, keeps the submission, and delivers it once after recovery", async () => {
    const { url, sink: brokenSink } = await faultySink(behaviour);
    const harness = await createHarness({ smtpUrl: url, timeoutMs });
    const body = contactBody({ lang: "es" });

    const started = Date.now();
    const response = await harness.post(body);
    const elapsed = Date.now() - started;
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "queued", message: es.contactForm.server.queued });
    // The configured limit applies, not SMTP_TIMEOUT_MS's default (a stalled server would hold
    // the request that long): the bound leaves a loaded machine room above the 800 ms.
    expect(elapsed).toBeLessThan(defaultTimeoutMs);

    const [pending, ...others] = await harness.store.listPending();
    expect(others).toEqual([]);
    expect(pending).toMatchObject({ status: "pending", attempts: 1, submission: { email: "maria@example.com" } });
    expect(pending?.lastError).toBeTruthy();
    expect(brokenSink?.submissionIds ?? []).toEqual([]);

    // A retry of the same request before recovery gets the same answer and sends nothing new.
    expect((await harness.post(body)).status).toBe(202);

    // The server recovers (on the same port).
    let sink: SmtpSink;
    if (brokenSink) {
      brokenSink.behaviour = "accept";
      sink = brokenSink;
    } else {
      sink = await startSmtpSink({ port: Number(new URL(url).port) });
    }
    // The retries talk to the recovered server with a limit no loaded machine reaches on loopback
    // (the 800 ms that makes the faults quick made a delivery here fail now and then).
    const recovered = {
      ...harness.deliveryDeps,
      mailer: createSmtpMailer({ url: sink.url, timeoutMs: recoveredTimeoutMs }),
      attemptTimeoutMs: recoveredTimeoutMs,
    };
    // Not due yet: the retry waits for its back-off.
    expect(await retryPending(recovered)).toMatchObject({ pending: 1, due: 0, delivered: 0 });

    harness.clock.advance(61_000);
    expect(await retryPending(recovered)).toMatchObject({ due: 1, delivered: 1 });
    expect(await retryPending(recovered)).toMatchObject({ pending: 0, delivered: 0 });
    expect(sink.submissionIds).toEqual([pending?.id]);
    expect(sink.messages[0]?.subject).toBe("New enquiry: Tax Preparation — Maria Lopez");
    expect(await harness.store.get(pending?.id ?? "")).toMatchObject({ status: "sent", attempts: 1 });

    // The browser retries once more: the same submission, already delivered, is not sent again.
    const late = await harness.post(body);
    expect(late.status).toBe(200);
    expect(sink.submissionIds).toHaveLength(1);

    await sink.close();
    await harness.cleanup();
  }, 30_000);
});
