export type Theme = "light" | "dark";

export const themeStorageKey = "theme";

/**
 * Runs inline in <head> before first paint, so a dark-mode visitor never sees a white flash.
 * Kept tiny and dependency-free; its SHA-256 goes into the Content-Security-Policy.
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem("${themeStorageKey}");var d=t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;

export function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

const listeners = new Set<() => void>();

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function applyTheme(theme: Theme, { store }: { store: boolean }): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  if (store) {
    try {
      localStorage.setItem(themeStorageKey, theme);
    } catch {
      // Storage can be unavailable (private mode, disabled); the theme still applies for this page.
    }
  }
  for (const listener of listeners) listener();
}
