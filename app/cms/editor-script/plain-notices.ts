/**
 * Decap's notices in plain words: a save the checks refused read "Failed to persist entry: Error:
 * Not saved: …". Decap's documented `registerLocale` replaces its English phrases: these are its
 * own (`decap-cms-locales`), with the failures of a save or a deletion said as the firm would.
 */

interface Phrases {
  ui: { toast: Record<string, string> } & Record<string, unknown>;
}

export function plainEnglish<T extends Phrases>(en: T): T {
  return {
    ...en,
    ui: {
      ...en.ui,
      toast: { ...en.ui.toast, onFailToPersist: "Not saved: %{details}", onFailToDelete: "Not deleted: %{details}" },
    },
  };
}

/** An error Decap shows as its message alone (an Error's name, "Error: ", is a code to the firm). */
export function plainError(message: string): Error {
  const error = new Error(message);
  error.name = "";
  return error;
}
