/** The part of Decap's English phrases ./plain-notices.ts and ./phone-layout.ts read; the package ships no types. */
declare module "decap-cms-locales" {
  export const en: {
    ui: { toast: Record<string, string> } & Record<string, unknown>;
    editor: { editorInterface: Record<"togglePreview" | "toggleI18n" | "toggleScrollSync", string> };
  } & Record<string, unknown>;
}
