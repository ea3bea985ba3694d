import { globSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hook, hookSelector, type ShellHook, shellHooks } from "./shell-hooks.ts";

const root = join(import.meta.dirname, "../..");
const sources = (pattern: string) =>
  globSync(pattern, { cwd: root })
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
const script = sources("app/shell-script/*.ts");
const markup = [...sources("app/components/**/*.tsx"), ...sources("src/layouts/*.astro")];
const names = Object.keys(shellHooks) as ShellHook[];
const usesHook = (text: string, name: ShellHook) =>
  new RegExp(`(hook|hookSelector)\\("${name}"|shellHooks(\\.${name}\\b|\\[)`).test(text);

describe("the data-* hooks the markup and the shell script share", () => {
  it("are written by the markup and read by the script, every one of them", () => {
    const missing = names.flatMap((name) => [
      ...(markup.some(({ text }) => usesHook(text, name)) ? [] : [`${name}: no component marks it`]),
      ...(script.some(({ text }) => usesHook(text, name)) ? [] : [`${name}: the shell script never reads it`]),
    ]);
    // labelOpen and labelClose are read together, as shellHooks[open ? "labelClose" : "labelOpen"].
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
    expect(hook("langChoice", "es")).toEqual({ "data-lang-choice": "es" });
    expect(hook("carousel")).toEqual({ "data-carousel": true });
    expect(hook("notFound", undefined)).toEqual({});
    expect(hookSelector("langChoice", "a")).toBe("a[data-lang-choice]");
    expect(hookSelector("menu")).toBe("[data-menu]");
  });
});
