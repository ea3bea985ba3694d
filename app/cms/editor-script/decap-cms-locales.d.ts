/** The part of Decap's English phrases ./plain-notices.ts reads; the package ships no types. */
declare module "decap-cms-locales" {
  export const en: {
    ui: { toast: Record<string, string> } & Record<string, unknown>;
  } & Record<string, unknown>;
}
