/**
 * Load benchmark of the e-mail function: the real Hono app and file store, a loopback SMTP server as
 * the firm's; talks only to 127.0.0.1 and stops by itself. `npm run bench:load` (BENCH_REQUESTS=2000,
 * BENCH_CONNECTIONS=10). Phases: valid submissions with no rate limit (throughput, latency, "lost:
 * 0"); one address against the limit (the 429s); the mail server down (every answer 202, kept); the
 * hourly ceiling (20 mailed, the rest held); one noisy sender beside a real enquiry
 * (docs/decisions/032). Figures also go to bench-results/send-email-load.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createApp } from "../../server/app.ts";
import { securityManifestFile } from "../../server/security-headers.ts";
import { createFormTokens } from "../../server/send-email/intake/form-token.ts";
import { silentLogger } from "../../server/send-email/logger.ts";
import { runHousekeeping } from "../../server/send-email/runtimes/housekeeping.ts";
import { createNodeSendEmail, type NodeSendEmail } from "../../server/send-email/runtimes/node-instance.ts";
import { createFileStore } from "../../server/send-email/store/file-store.ts";
import { type Submission, submissionId } from "../../server/send-email/store/submission.ts";
import { closedPortUrl, startSmtpSink } from "../support/mail.ts";

const requests = Number(process.env.BENCH_REQUESTS ?? 2_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** 32 random bytes in hex, as FORM_SECRET must be; not for production. */
const secret = "8d23d7f19410be87e3ff6f791b603537f0b6db0d8ddd94c41dc6b71bf99eca90";

// A benchmark that hangs is a failed benchmark.
setTimeout(() => {
  console.error("bench:load: gave up after 5 minutes");
  process.exit(1);
}, 5 * 60_000).unref();

const sink = await startSmtpSink({ parse: false });
const workDir = await mkdtemp(join(tmpdir(), "bench-load-"));
// Only the function is exercised: an empty site (no build needed) with its security manifest.
const clientDir = join(workDir, "client");
await mkdir(clientDir, { recursive: true });
await writeFile(join(workDir, securityManifestFile), JSON.stringify({ scriptHashesByFile: {} }));

interface PhaseResult {
  result: autocannon.Result;
  statuses: Map<string, number>;
  submissions: Map<string, Submission>;
  outboxDir: string;
  sendEmail: NodeSendEmail;
}

async function runPhase(
  name: string,
  env: Record<string, string>,
  amount: number,
  forwardedFor?: () => string,
): Promise<PhaseResult> {
  const outboxDir = join(workDir, name);
  const sendEmail = await createNodeSendEmail(
    {
      SMTP_URL: sink.url,
      OUTBOX_DIR: outboxDir,
      FORM_SECRET: secret,
      SMTP_TIMEOUT_MS: "10000",
      // The address a phase posts from is the X-Forwarded-For of a proxy on loopback.
      ...(forwardedFor ? { TRUST_PROXY: "loopback" } : {}),
      ...env,
    },
    { logger: silentLogger },
  );
  const server = serve({ fetch: createApp({ clientDir, sendEmail }).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((ready) => server.once("listening", ready));
  const { port } = server.address() as AddressInfo;

  const formToken = createFormTokens(secret).issue(new Date(Date.now() - 3_000));
  const statuses = new Map<string, number>(); // idempotency key → HTTP status
  const submissions = new Map<string, Submission>(); // idempotency key → what was sent
  let sequence = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/.netlify/functions/send-email`,
    connections,
    amount,
    timeout: 30,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
        setupRequest: (request, context: { key?: string }) => {
          const key = crypto.randomUUID();
          context.key = key;
          sequence++;
          const submission: Submission = {
            kind: "contact",
            lang: sequence % 2 ? "en" : "es",
            name: `Bench Visitor ${sequence}`,
            email: `visitor${sequence}@example.com`,
            phone: "Not provided",
            service: "Bookkeeping",
            message: "Load test enquiry: please ignore. It is long enough to pass validation.",
            quickbooksDetails: "",
          };
          submissions.set(key, submission);
          const { kind: _kind, ...fields } = submission;
          const body = JSON.stringify({ ...fields, website: "", formToken, idempotencyKey: key });
          const headers = forwardedFor ? { ...request.headers, "x-forwarded-for": forwardedFor() } : request.headers;
          return { ...request, headers, body };
        },
        onResponse: (status, _body, context: { key?: string }) => {
          if (context.key) statuses.set(context.key, status);
        },
      },
    ],
  });

  await new Promise<void>((closed) => server.close(() => closed()));
  await sendEmail.stopRetrying();
  return { result, statuses, submissions, outboxDir, sendEmail };
}

/** Every submission answered 200 or 202 must be in the SMTP sink or still in the store. */
async function countLost({
  statuses,
  submissions,
  outboxDir,
}: PhaseResult): Promise<{ accepted: number; lost: number }> {
  const store = createFileStore(outboxDir);
  const delivered = new Set(sink.submissionIds);
  let accepted = 0;
  let lost = 0;
  for (const [key, status] of statuses) {
    if (status !== 200 && status !== 202) continue;
    accepted++;
    const id = submissionId(key, submissions.get(key));
    if (!delivered.has(id) && !(await store.get(id))) lost++;
  }
  return { accepted, lost };
}

/** Every per-address limit and the site-wide ceiling off: the phases that measure something else. */
const limitsOff = {
  RATE_LIMIT_PER_MINUTE: "0",
  RATE_LIMIT_PER_HOUR: "0",
  RATE_LIMIT_ATTEMPTS_PER_MINUTE: "0",
  SUBMISSIONS_MAX_PER_HOUR: "0",
};

const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  console.log(`Phase 1: ${requests} valid submissions over ${connections} connections, rate limit off`);
  const open = await runPhase("unlimited", { ...limitsOff }, requests);
  const { result } = open;
  const check = await countLost(open);
  const phase1 = {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    responses: result["2xx"] + result.non2xx,
    ok2xx: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    accepted: check.accepted,
    mailed: sink.submissionIds.length,
    lost: check.lost,
  };
  console.log(`  requests/s: ${phase1.requestsPerSecond}`);
  console.log(
    `  latency p50 ${ms(result.latency.p50)}, p97.5 ${ms(result.latency.p97_5)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
  );
  console.log(
    `  2xx: ${phase1.ok2xx}, non-2xx: ${phase1.non2xx}, errors: ${phase1.errors}, timeouts: ${phase1.timeouts}`,
  );
  console.log(`  accepted: ${phase1.accepted}, in the SMTP sink: ${phase1.mailed}`);
  console.log(`  lost: ${phase1.lost}`);

  const limitedRequests = Math.min(200, requests);
  console.log(`Phase 2: ${limitedRequests} submissions from one address, rate limit 5/min and 20/h`);
  const limited = await runPhase(
    "limited",
    { RATE_LIMIT_PER_MINUTE: "5", RATE_LIMIT_PER_HOUR: "20", SUBMISSIONS_MAX_PER_HOUR: "0" },
    limitedRequests,
  );
  const tooMany = [...limited.statuses.values()].filter((status) => status === 429).length;
  const limitedCheck = await countLost(limited);
  console.log(`  429: ${tooMany}, accepted: ${limitedCheck.accepted}, lost: ${limitedCheck.lost}`);

  console.log(`Phase 3: ${limitedRequests} submissions while the mail server is down (port closed)`);
  const down = await runPhase(
    "smtp-down",
    {
      SMTP_URL: await closedPortUrl(),
      ...limitsOff,
    },
    limitedRequests,
  );
  const queued = [...down.statuses.values()].filter((status) => status === 202).length;
  const downCheck = await countLost(down);
  const waiting = (await createFileStore(down.outboxDir).listPending()).length;
  console.log(
    `  202 queued: ${queued}, accepted: ${downCheck.accepted}, waiting in the store: ${waiting}, lost: ${downCheck.lost}`,
  );

  const ceiling = 20;
  console.log(
    `Phase 4: ${limitedRequests} submissions, per-address limits off (as from as many addresses), hourly ceiling ${ceiling}`,
  );
  const mailedBefore = sink.submissionIds.length;
  let address = 0;
  const manyAddresses = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  const crowd = await runPhase(
    "ceiling",
    { ...limitsOff, SUBMISSIONS_MAX_PER_HOUR: String(ceiling) },
    limitedRequests,
    manyAddresses,
  );
  const crowdCheck = await countLost(crowd);
  const mailedPastCeiling = sink.submissionIds.length - mailedBefore;
  const heldByCeiling = (await createFileStore(crowd.outboxDir).listQuarantined()).filter(
    (record) => record.quarantineReason === "hourly-ceiling",
  ).length;
  const { digest } = await runHousekeeping(crowd.sendEmail.deliveryDeps, crowd.sendEmail.housekeeping);
  console.log(
    `  mailed: ${mailedPastCeiling}, held for the digest: ${heldByCeiling}, accepted: ${crowdCheck.accepted}, lost: ${crowdCheck.lost}`,
  );
  console.log(`  digest: ${JSON.stringify(digest)}`);

  console.log(
    `Phase 5: one noisy sender posts ${limitedRequests}, then a real enquiry from another address; ceiling ${ceiling}, a sender's share ${ceiling / 5}, ceiling holds' cap 50 a day`,
  );
  const mailedBeforeNoisy = sink.submissionIds.length;
  const ceilingHeldCap = 50;
  const noisy = await runPhase(
    "noisy-sender",
    { ...limitsOff, SUBMISSIONS_MAX_PER_HOUR: String(ceiling), CEILING_HELD_MAX_PER_DAY: String(ceilingHeldCap) },
    limitedRequests,
    () => "203.0.113.66",
  );
  const noisyCheck = await countLost(noisy);
  const noisyStatuses = [...noisy.statuses.values()];
  const realKey = crypto.randomUUID();
  const realSubmission: Submission = {
    kind: "contact",
    lang: "en",
    name: "Real Enquiry",
    email: "real@example.com",
    phone: "805-555-0100",
    service: "Tax Preparation",
    message: "A real enquiry after the noise: I need help with an IRS letter.",
    quickbooksDetails: "",
  };
  const realId = submissionId(realKey, realSubmission);
  const { kind: _kind, ...realFields } = realSubmission;
  const realAnswer = await noisy.sendEmail.handle(
    new Request("http://127.0.0.1/.netlify/functions/send-email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://127.0.0.1", "x-forwarded-for": "198.51.100.9" },
      body: JSON.stringify({
        ...realFields,
        website: "",
        formToken: createFormTokens(secret).issue(new Date(Date.now() - 3_000)),
        idempotencyKey: realKey,
      }),
    }),
    "127.0.0.1",
  );
  const noisyHeld = await createFileStore(noisy.outboxDir).listCeilingHeld();
  const realEnquiryDelivered = sink.submissionIds.includes(realId);
  const mailedFromNoisySender = sink.submissionIds.length - mailedBeforeNoisy - (realEnquiryDelivered ? 1 : 0);
  const noisyDigest = (await runHousekeeping(noisy.sendEmail.deliveryDeps, noisy.sendEmail.housekeeping)).digest;
  const phase5 = {
    requests: limitedRequests,
    ceiling,
    ceilingHeldCap,
    mailedFromNoisySender,
    heldForALaterHour: noisyHeld.length,
    refusedPastTheCap: noisyStatuses.filter((status) => status === 429).length,
    realEnquiry: realAnswer.status,
    realEnquiryDelivered,
    digest: noisyDigest,
    ...noisyCheck,
  };
  console.log(
    `  noisy sender: mailed ${phase5.mailedFromNoisySender}, held for a later hour ${phase5.heldForALaterHour}, refused past the ceiling holds' cap ${phase5.refusedPastTheCap}, accepted ${noisyCheck.accepted}, lost ${noisyCheck.lost}`,
  );
  console.log(
    `  real enquiry after it: ${realAnswer.status}, delivered: ${phase5.realEnquiryDelivered}; digest: ${JSON.stringify(noisyDigest)}`,
  );

  await mkdir("bench-results", { recursive: true });
  const report = {
    date: new Date().toISOString(),
    requests,
    connections,
    phase1,
    phase2: { requests: limitedRequests, tooMany, ...limitedCheck },
    phase3: { requests: limitedRequests, queued, waiting, ...downCheck },
    phase4: { requests: limitedRequests, ceiling, mailed: mailedPastCeiling, heldByCeiling, digest, ...crowdCheck },
    phase5,
  };
  await writeFile("bench-results/send-email-load.json", `${JSON.stringify(report, null, 2)}\n`);
  if (phase1.lost + limitedCheck.lost + downCheck.lost + crowdCheck.lost + noisyCheck.lost > 0) process.exitCode = 1;
  if (!phase5.realEnquiryDelivered) process.exitCode = 1;
  if (mailedPastCeiling > ceiling) process.exitCode = 1;
} finally {
  await sink.close();
  await rm(workDir, { recursive: true, force: true });
}
