// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rebuiltWhenChanged } from "./rebuilt-when-changed.server.ts";

const folder = mkdtempSync(join(tmpdir(), "rebuilt-when-changed-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("a build kept until a file it was made from changes", () => {
  it("runs once for many requests, again after a change, and again when a file it read is gone", async () => {
    const schema = join(folder, "schema.ts");
    const content = join(folder, "site.json");
    writeFileSync(schema, "a");
    writeFileSync(content, "{}");
    let runs = 0;
    const script = rebuiltWhenChanged(async () => {
      runs += 1;
      return { text: `run ${runs}`, inputs: [schema, content] };
    });
    expect(await Promise.all([script(), script(), script()])).toEqual(["run 1", "run 1", "run 1"]);
    expect(await script()).toBe("run 1");
    expect(runs).toBe(1);
    writeFileSync(content, '{"phone":"(805) 555-0147"}');
    expect(await script()).toBe("run 2");
    // Same size, a later time: a save that changed one letter.
    writeFileSync(schema, "b");
    utimesSync(schema, new Date(), new Date(Date.now() + 5000));
    expect(await script()).toBe("run 3");
    rmSync(content);
    expect(await script()).toBe("run 4");
    expect(await script()).toBe("run 4");
  });
});
