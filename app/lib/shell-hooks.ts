/**
 * The `data-*` hooks the markup and the shell script share (docs/decisions/025): one list both
 * sides import, so a hook renamed on one side fails the type-check instead of leaving a widget dead
 * in the browser. Both sides import the names as `import * as shellHooks from
 * "#app/lib/shell-hook-names.ts"`, which the bundler turns into bare strings in the script.
 */
import type * as names from "./shell-hook-names.ts";

/** One of the hooks' attributes, `shellHooks.carousel` for example. */
export type ShellHook = (typeof names)[keyof typeof names];

/**
 * The attribute for the markup, spread into an element: `<div {...hook(shellHooks.carousel)}>`, or
 * with a value, `{...hook(shellHooks.langChoice, "es")}`. `undefined` leaves the attribute out.
 */
export function hook(
  attribute: ShellHook,
  ...value: [] | [string | boolean | undefined]
): Record<string, string | boolean> {
  // A default parameter would turn an explicit `undefined` into `true` and mark every element.
  const [given] = value.length === 0 ? [true] : value;
  return given === undefined ? {} : { [attribute]: given };
}

/** The selector for the script: `hookSelector(shellHooks.langChoice, "a")` is `a[data-lang-choice]`. */
export function hookSelector(attribute: ShellHook, element = ""): string {
  return `${element}[${attribute}]`;
}
