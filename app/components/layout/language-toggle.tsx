import { Link, useLocation, useMatches } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useDictionary, useLang } from "~/i18n";
import { storeLang } from "~/i18n/language-preference";
import { counterpartPath } from "~/i18n/language-switch";
import { cn } from "~/lib/cn";
import { notFoundPaths } from "~/lib/route-table";
import { useHydrated } from "~/lib/use-hydrated";

/** Whether this is the 404 page, shown at an unknown path. */
export function useOnNotFoundPage(): boolean {
  return useMatches().some((match) => match.id.endsWith(":not-found"));
}

/**
 * The path of this page in the other language. The 404 page is prerendered at /404 but shown at
 * any unknown path, so until hydration ends it must render what the prerender saw.
 */
export function useCounterpartPath(): string {
  const { pathname } = useLocation();
  const lang = useLang();
  const hydrated = useHydrated();
  const onNotFoundPage = useOnNotFoundPage();
  return counterpartPath(onNotFoundPage && !hydrated ? notFoundPaths[lang] : pathname);
}

export function LanguageToggle({ className }: { className?: string }) {
  const dict = useDictionary();
  const lang = useLang();
  const to = useCounterpartPath();
  // An unknown path has no page data to fetch in the other language: the server answers it with
  // the other language's 404 page, so the toggle loads the whole document there.
  const onNotFoundPage = useOnNotFoundPage();
  const target = lang === "en" ? "es" : "en";
  return (
    <Link
      to={to}
      reloadDocument={onNotFoundPage}
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
