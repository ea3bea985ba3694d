import { LockKeyhole, Phone } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { headerAction, mainMenu } from "#app/content/navigation.ts";
import { siteConfig, telHref } from "#app/content/site/index.ts";
import { useSite } from "#app/i18n/index.ts";
import { pageName } from "#app/i18n/page-names.ts";
import { cn } from "#app/lib/cn.ts";
import { pathOf } from "#app/lib/route-table.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { MenuLink } from "./menu-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { navigationLinkClass } from "./navigation-link-class.ts";
import { ServicesMegaMenu } from "./services-mega-menu.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

/** The sticky header: the main menu (app/content/navigation.ts) from xl up, the phone, theme, language and Contact. */
export function SiteHeader() {
  const { lang, dictionary: dict } = useSite();
  return (
    <header {...hook(shellHooks.siteHeader)} className="sticky top-0 z-50 border-b print:hidden bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label={dict.nav.mainLabel} className="mx-auto hidden xl:block">
          <ul className="flex items-center gap-1">
            {mainMenu.map((page) =>
              page === "services" ? (
                <ServicesMegaMenu key={page} />
              ) : (
                <MenuLink key={page} page={page} className={navigationLinkClass} />
              ),
            )}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 xl:ml-0">
          <a
            href={siteConfig.clientPortal.url}
            className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-foreground hover:bg-secondary max-xl:hidden"
          >
            <LockKeyhole className="size-4 text-primary" aria-hidden="true" />
            {dict.footer.clientPortal}
          </a>
          <a
            href={telHref()}
            aria-label={`${dict.nav.callUs} ${siteConfig.phone.display}`}
            className="inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-foreground hover:bg-secondary sm:px-3"
          >
            <Phone className="size-4 text-primary" aria-hidden="true" />
            <span className="hidden sm:inline">{siteConfig.phone.display}</span>
          </a>
          <ThemeToggle />
          <LanguageToggle />
          <a href={pathOf(headerAction, lang)} className={cn(buttonVariants(), "max-xl:hidden")}>
            {pageName(dict, headerAction)}
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
