/** JSON for a `<script type="application/json">`: `<` escaped, so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The JSON a `<script type="application/json">` carries. */
export function readScriptJson<T>(element: Element | null): T {
  if (!element?.textContent) throw new Error("island: its JSON data is missing from the page");
  return JSON.parse(element.textContent) as T;
}
