import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { read } from "./storage.ts";
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
 * The theme toggle (`[data-theme-toggle]`) flips light and dark from the inline head script
 * (head-script.ts), so it answers before this script arrives. Here only its pressed state: a page
 * prerendered before the visitor changed the theme on another page catches up when shown.
 */
export function enhanceTheme(): void {
  const stored = read("local", storageKeys.theme);
  apply(stored === "dark" || stored === "light" ? stored : isDark() ? "dark" : "light");
}
