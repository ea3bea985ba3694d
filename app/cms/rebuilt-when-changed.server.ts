/**
 * A build kept until a file it was made from changes: `npm run cms` answers the editor's scripts
 * (/admin/editor.js, /admin/editor-checks.js) from it, so a change to a schema is in the script at
 * the next reload (the content is read after sign-in, docs/decisions/034), while
 * a reload with nothing changed, or many at once, runs no bundler (each run takes 1 to 3 seconds of
 * the computer's time; docs/security.md, the editor's server).
 */
import { stat } from "node:fs/promises";

export interface Made {
  text: string;
  /** Absolute paths of every file or folder the text was made from. */
  inputs: readonly string[];
}

/** What is known of a file without reading it: its size and last change, or that it is gone. */
async function fingerprint(paths: readonly string[]): Promise<string> {
  const stats = await Promise.all(
    paths.map((path) =>
      stat(path).then(
        ({ size, mtimeMs }) => `${size}:${mtimeMs}`,
        () => "missing",
      ),
    ),
  );
  return stats.join("|");
}

/** `make`, run again only when one of the inputs its last run gave has changed; one run at a time. */
export function rebuiltWhenChanged(make: () => Promise<Made>): () => Promise<string> {
  let last: { made: Made; fingerprint: string } | undefined;
  let running: Promise<string> | undefined;
  const run = async (): Promise<string> => {
    const now = last && (await fingerprint(last.made.inputs));
    if (last && now === last.fingerprint) return last.made.text;
    const made = await make();
    // The same inputs are known as they were before the run, so a change made during it is seen next time.
    const same = last && now !== undefined && made.inputs.join("|") === last.made.inputs.join("|");
    last = { made, fingerprint: same && now !== undefined ? now : await fingerprint(made.inputs) };
    return made.text;
  };
  return () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
}
