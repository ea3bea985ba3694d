/** A value Decap hands a listener or a preview, as plain data: its Immutable.js `toJS()`, else itself. */
export const toJS = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS(): unknown }).toJS() : value;
