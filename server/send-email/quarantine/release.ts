/**
 * Releasing a held submission: a person judged it real, so it leaves quarantine and is delivered
 * like any other, once. The one step behind `npm run outbox -- release <id>` and the signed link
 * of the digest (docs/decisions/011-quarantine-digest-and-release.md).
 */
import { type DeliveryDeps, deliverPending } from "../delivery/deliver.ts";

/**
 * - `delivered`: the mail server took it (or the `.eml` is in the inbox folder);
 * - `queued`: released, but the mail server did not take it yet: the retry delivers it;
 * - `already-released`: released before (by this link, another, or the command): nothing is sent again;
 * - `not-found`: no such submission (never held, or deleted after its retention).
 */
export type ReleaseOutcome = "delivered" | "queued" | "already-released" | "not-found";

export async function releaseSubmission(
  deps: DeliveryDeps,
  id: string,
  via: "link" | "command",
): Promise<ReleaseOutcome> {
  // The store changes the state once, whoever asks and however often: exactly one release wins.
  if (!(await deps.store.release(id, deps.clock()))) {
    const existing = await deps.store.get(id);
    const outcome = existing ? "already-released" : "not-found";
    deps.logger.info("release", { id, via, outcome });
    return outcome;
  }
  // The lease makes this the only delivery, even beside a retry run that found it pending.
  const delivery = await deliverPending(deps, id);
  const outcome = delivery === "delivered" ? "delivered" : "queued";
  deps.logger.info("release", { id, via, outcome });
  return outcome;
}
