import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as shellHooks from "./shell-hook-names.ts";
import { hook, hookSelector } from "./shell-hooks.ts";

const root = join(import.meta.dirname, "../..");
const sources = (pattern: string) =>
  globSync(pattern, { cwd: root })
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
const script = sources("app/shell-script/*.ts");
const markup = [...sources("app/components/**/*.tsx"), ...sources("src/layouts/*.astro")];
const names = Object.keys(shellHooks) as (keyof typeof shellHooks)[];
const usesHook = (text: string, name: keyof typeof shellHooks) => new RegExp(`shellHooks\\.${name}\\b`).test(text);

describe("the data-* hooks the markup and the shell script share", () => {
  it("are written by the markup and read by the script, every one of them", () => {
    const missing = names.flatMap((name) => [
      ...(markup.some(({ text }) => usesHook(text, name)) ? [] : [`${name}: no component marks it`]),
      ...(script.some(({ text }) => usesHook(text, name)) ? [] : [`${name}: the shell script never reads it`]),
    ]);
    expect(missing).toEqual([]);
  });

  it("are never spelt out on either side", () => {
    const spelt = [...script, ...markup].flatMap(({ file, text }) =>
      Object.values(shellHooks)
        .filter((attribute) =>
          text
            .split("\n")
            .some((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && new RegExp(`${attribute}(?![\\w-])`).test(line)),
        )
        .map((attribute) => `${file}: ${attribute}`),
    );
    expect(spelt).toEqual([]);
  });

  it("make an attribute for the markup and a selector for the script", () => {
    expect(hook(shellHooks.langChoice, "es")).toEqual({ "data-lang-choice": "es" });
    expect(hook(shellHooks.carousel)).toEqual({ "data-carousel": true });
    expect(hook(shellHooks.notFound, undefined)).toEqual({});
    expect(hookSelector(shellHooks.langChoice, "a")).toBe("a[data-lang-choice]");
    expect(hookSelector(shellHooks.menu)).toBe("[data-menu]");
  });
});
