import { buttonVariants } from "#app/components/ui/button.tsx";
import { useSite } from "#app/i18n/index.ts";
import { counterpartPath } from "#app/i18n/language-switch.ts";
import { cn } from "#app/lib/cn.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";

/**
 * A link to this page in the other language. The shell's script stores the choice when it is
 * followed and, on the not-found page, points it at the unknown path's counterpart.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { lang, dictionary: dict, path } = useSite();
  const target = lang === "en" ? "es" : "en";
  return (
    <a
      href={counterpartPath(path, target)}
      {...hook(shellHooks.langChoice, target)}
      lang={dict.language.toggleLang}
      hrefLang={dict.language.toggleLang}
      // The name starts with the visible code, so voice-control users can say "click ES".
      aria-label={`${dict.language.toggleCode} – ${dict.language.toggleLabel}`}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-12 tracking-wide", className)}
    >
      {dict.language.toggleCode}
    </a>
  );
}
