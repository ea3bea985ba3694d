/** Storage can be unavailable (private mode, disabled, a sandbox): the page then works without it. */
export function read(storage: "local" | "session", key: string): string | null {
  try {
    return (storage === "local" ? localStorage : sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

export function write(storage: "local" | "session", key: string, value: string): void {
  try {
    (storage === "local" ? localStorage : sessionStorage).setItem(key, value);
  } catch {
    // Nothing to do: the choice lasts for this page only.
  }
}
