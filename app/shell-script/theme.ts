import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { onClick } from "./events.ts";
import { read, write } from "./storage.ts";
import { storageKeys } from "./storage-keys.ts";

type Theme = "light" | "dark";

const isDark = () => document.documentElement.classList.contains("dark");

function apply(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  for (const toggle of document.querySelectorAll(hookSelector(shellHooks.themeToggle))) {
    toggle.setAttribute("aria-pressed", String(theme === "dark"));
  }
}

/**
 * The theme toggle (`[data-theme-toggle]`): flips light and dark and stores the choice. The head
 * script applied the initial theme before the first paint; a page prerendered before the visitor
 * changed it on another page catches up here.
 */
export function enhanceTheme(): void {
  const stored = read("local", storageKeys.theme);
  apply(stored === "dark" || stored === "light" ? stored : isDark() ? "dark" : "light");
  onClick(hookSelector(shellHooks.themeToggle), () => {
    const next: Theme = isDark() ? "light" : "dark";
    apply(next);
    write("local", storageKeys.theme, next);
  });
}
