import { Phone } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { useDictionary, useLang } from "~/i18n";
import { pathOf } from "~/lib/navigation";
import { siteConfig, telHref } from "~/lib/site-config";
import { BrandLogo } from "./brand-logo";
import { LanguageToggle } from "./language-toggle";
import { MobileMenu } from "./mobile-menu";
import { navigationLinkClass } from "./navigation-link-class";
import { ServicesMegaMenu } from "./services-mega-menu";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  const lang = useLang();
  const dict = useDictionary();
  return (
    <header className="sticky top-0 z-50 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label={dict.nav.mainLabel} className="mx-auto hidden xl:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={pathOf("home", lang)} end className={navigationLinkClass}>
                {dict.nav.home}
              </NavLink>
            </li>
            <ServicesMegaMenu />
            <li>
              <NavLink to={pathOf("about", lang)} className={navigationLinkClass}>
                {dict.nav.about}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2 xl:ml-0">
          <a
            href={telHref()}
            aria-label={`${dict.nav.callUs} ${siteConfig.phone.display}`}
            className="inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-foreground hover:bg-secondary sm:px-3"
          >
            <Phone className="size-4 text-primary" aria-hidden="true" />
            <span className="hidden sm:inline">{siteConfig.phone.display}</span>
          </a>
          <ThemeToggle />
          <LanguageToggle />
          <Button asChild className="max-xl:hidden">
            <Link to={pathOf("contact", lang)}>{dict.nav.contact}</Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
