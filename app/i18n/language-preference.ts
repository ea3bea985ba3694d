import { type Lang, languages } from "~/lib/route-table";

export const langStorageKey = "lang";

/** The visitor's last use of the language toggle; anything but `en` or `es` is ignored. */
export function readStoredLang(): Lang | undefined {
  try {
    const value = localStorage.getItem(langStorageKey);
    return languages.find((lang) => lang === value);
  } catch {
    return undefined;
  }
}

export function storeLang(lang: Lang): void {
  try {
    localStorage.setItem(langStorageKey, lang);
  } catch {
    // Storage unavailable: the URL still decides the language.
  }
}

/** True when the browser's preferred languages put Spanish first among the ones we support. */
export function browserPrefersSpanish(navigatorLanguages: readonly string[]): boolean {
  const first = navigatorLanguages.find((tag) => /^(en|es)\b/i.test(tag));
  return first !== undefined && /^es\b/i.test(first);
}
