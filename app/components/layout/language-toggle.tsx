import { Link, useLocation, useMatches } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useDictionary, useLang } from "~/i18n";
import { storeLang } from "~/i18n/language-preference";
import { counterpartPath } from "~/i18n/language-switch";
import { cn } from "~/lib/cn";
import { notFoundPaths } from "~/lib/route-table";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The path of this page in the other language. The 404 page is prerendered at /404 but shown at
 * any unknown path, so until hydration ends it must render what the prerender saw.
 */
export function useCounterpartPath(): string {
  const { pathname } = useLocation();
  const lang = useLang();
  const hydrated = useHydrated();
  const onNotFoundPage = useMatches().some((match) => match.id.endsWith(":not-found"));
  return counterpartPath(onNotFoundPage && !hydrated ? notFoundPaths[lang] : pathname);
}

export function LanguageToggle({ className }: { className?: string }) {
  const dict = useDictionary();
  const lang = useLang();
  const to = useCounterpartPath();
  const target = lang === "en" ? "es" : "en";
  return (
    <Link
      to={to}
      lang={dict.language.toggleLang}
      hrefLang={dict.language.toggleLang}
      // The name starts with the visible code, so voice-control users can say "click ES".
      aria-label={`${dict.language.toggleCode} – ${dict.language.toggleLabel}`}
      onClick={() => storeLang(target)}
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), "w-12 tracking-wide", className)}
    >
      {dict.language.toggleCode}
    </Link>
  );
}
