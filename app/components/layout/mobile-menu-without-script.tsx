import { ChevronDown, Menu, Phone } from "lucide-react";
import { Link } from "react-router";
import { useDictionary, useLang } from "~/i18n";
import { pathOf } from "~/lib/navigation";
import { siteConfig, telHref } from "~/lib/site-config";
import { MobileServiceLinks } from "./mobile-service-links";

/**
 * The mobile menu as native <details>: what the prerendered HTML contains, so the menu opens even
 * without JavaScript. Once React has hydrated, the Radix dialog version replaces it.
 */
export function MobileMenuWithoutScript() {
  const lang = useLang();
  const dict = useDictionary();
  const linkClass = "flex items-center rounded-lg px-3 py-3 text-base font-medium hover:bg-secondary";
  return (
    <details className="group xl:hidden">
      <summary className="flex size-10 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-secondary [&::-webkit-details-marker]:hidden">
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{dict.nav.openMenu}</span>
      </summary>
      <div className="fixed inset-x-0 top-16 z-50 max-h-[80vh] overflow-y-auto border-b bg-background px-4 pt-2 pb-6 shadow-xl">
        <nav aria-label={dict.nav.mainLabel}>
          <ul className="space-y-1">
            <li>
              <Link to={pathOf("home", lang)} className={linkClass}>
                {dict.nav.home}
              </Link>
            </li>
            <li>
              <details className="group/services">
                <summary
                  className={`${linkClass} cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden`}
                >
                  {dict.nav.services}
                  <ChevronDown
                    className="size-5 transition-transform group-open/services:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <div className="pb-2 pl-3">
                  <Link to={pathOf("services", lang)} className="block px-3 py-2 text-sm font-semibold text-primary">
                    {dict.nav.allServices}
                  </Link>
                  <MobileServiceLinks />
                </div>
              </details>
            </li>
            <li>
              <Link to={pathOf("about", lang)} className={linkClass}>
                {dict.nav.about}
              </Link>
            </li>
            <li>
              <Link to={pathOf("contact", lang)} className={linkClass}>
                {dict.nav.contact}
              </Link>
            </li>
          </ul>
        </nav>
        <a
          href={telHref()}
          className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground"
        >
          <Phone className="size-4" aria-hidden="true" />
          {dict.nav.callUs} {siteConfig.phone.display}
        </a>
      </div>
    </details>
  );
}
