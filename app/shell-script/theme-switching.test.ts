import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const app = resolve(import.meta.dirname, "..");

/** Every component source under app/, as text. */
function componentSources(): string[] {
  const files = readdirSync(app, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  return files.map((file) => readFileSync(join(app, file), "utf8"));
}

describe("the theme toggle's frame", () => {
  it("suspends every transition class the site uses that can animate a colour", () => {
    const css = readFileSync(join(app, "app.css"), "utf8");
    const suspended = css.match(/:root\.theme-switching :is\(([^)]*)\)/)?.[1] ?? "";
    const used = new Set(
      componentSources().flatMap((source) =>
        [...source.matchAll(/\btransition(?:-(?:all|colors|shadow))?\b(?=[\s"'`])/g)].map((m) => m[0]),
      ),
    );
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect(suspended, `.${name} is used but not suspended in app.css`).toContain(`.${name}`);
  });
});
