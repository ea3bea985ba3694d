import { type Lang, languages, withLanguagePrefix } from "#app/lib/language-path.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { onClick } from "./events.ts";
import { read, write } from "./storage.ts";
import { storageKeys } from "./storage-keys.ts";

/** The visitor's last use of the language toggle; anything but `en` or `es` is ignored. */
export function readStoredLang(): Lang | undefined {
  const value = read("local", storageKeys.lang);
  return languages.find((lang) => lang === value);
}

/** True when the browser's preferred languages put Spanish first among the ones we support. */
export function browserPrefersSpanish(navigatorLanguages: readonly string[]): boolean {
  const first = navigatorLanguages.find((tag) => /^(en|es)\b/i.test(tag));
  return first !== undefined && /^es\b/i.test(first);
}

/**
 * The language choice, everything but the `/` → `/es` rule (the head script does that before the
 * first paint):
 * - a link to the other language (`[data-lang-choice]`: the toggle, the banner) stores the choice;
 * - the not-found page is prerendered at /404 and /es/404 but shown at any unknown path, so its
 *   links to the other language keep that path and swap the prefix.
 */
export function enhanceLanguage(): void {
  onClick<HTMLAnchorElement>(hookSelector(shellHooks.langChoice, "a"), (link) => {
    const lang = languages.find((l) => l === link.getAttribute(shellHooks.langChoice));
    if (lang) write("local", storageKeys.lang, lang);
  });

  if (document.body.hasAttribute(shellHooks.notFound)) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(hookSelector(shellHooks.langChoice, "a"))) {
      const lang = languages.find((l) => l === link.getAttribute(shellHooks.langChoice));
      if (lang) link.href = withLanguagePrefix(location.pathname, lang);
    }
  }
}

/**
 * The visit has begun (the head script's `/` → `/es` rule applies to a visit's first page only),
 * and an English page offers Spanish in its banner (`[data-lang-banner]`) to a visitor with no
 * stored choice whose browser prefers Spanish, until dismissed for the visit. Apart from
 * `enhanceLanguage`, in a task of their own: the session's storage is first written here, which
 * costs milliseconds (decision 024).
 */
export function startVisitAndOfferSpanish(): void {
  write("session", storageKeys.visitStarted, "1");

  const banner = document.querySelector<HTMLElement>(hookSelector(shellHooks.langBanner));
  if (
    banner &&
    !readStoredLang() &&
    read("session", storageKeys.langBannerDismissed) !== "1" &&
    browserPrefersSpanish(navigator.languages)
  ) {
    banner.hidden = false;
    onClick(hookSelector(shellHooks.langBannerDismiss), () => {
      write("session", storageKeys.langBannerDismissed, "1");
      banner.hidden = true;
      document.getElementById("main-content")?.focus({ preventScroll: true });
    });
  }
}
