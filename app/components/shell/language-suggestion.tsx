import { Languages, X } from "lucide-react";
import { useSite } from "#app/i18n/index.ts";
import { counterpartPath } from "#app/i18n/language-switch.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";

/**
 * On an English page, a visitor with no stored language whose browser prefers
 * Spanish is offered the Spanish page, in both languages; nothing moves by itself. Prerendered
 * hidden; the shell's script shows it (app/shell-script/language.ts), so the HTML never depends on storage.
 */
export function LanguageSuggestion() {
  const { lang, dictionary: dict, path } = useSite();
  if (lang !== "en") return null;
  const banner = dict.languageBanner;
  return (
    <aside
      hidden
      {...hook(shellHooks.langBanner)}
      lang="es"
      aria-label={banner.action}
      className="border-b bg-secondary text-secondary-foreground print:hidden"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <Languages className="size-4 shrink-0" aria-hidden="true" />
        <p>
          {banner.text}{" "}
          <span lang="en" className="block text-secondary-foreground/80 sm:inline">
            {banner.textInPageLanguage}
          </span>
        </p>
        <a
          href={counterpartPath(path, "es")}
          {...hook(shellHooks.langChoice, "es")}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {banner.action}
        </a>
        <button
          type="button"
          {...hook(shellHooks.langBannerDismiss)}
          className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-background/60"
        >
          <X className="size-4" aria-hidden="true" />
          {banner.dismiss}
        </button>
      </div>
    </aside>
  );
}
