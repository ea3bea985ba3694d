import { ChevronDown, Phone } from "lucide-react";
import { Collapsible, Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useDictionary, useLang } from "~/i18n";
import { pathOf } from "~/lib/navigation";
import { siteConfig, telHref } from "~/lib/site-config";
import { MenuButton } from "./menu-button";
import { MobileServiceLinks } from "./mobile-service-links";

/**
 * The interactive mobile menu: a panel under the header, at most 80vh high and scrollable. Radix
 * Dialog gives Escape, focus trapping and focus return. Loaded when the visitor first reaches for
 * the menu button (mobile-menu.tsx), so pages do not download it up front.
 */
export function MobileMenuDialog({ initiallyOpen }: { initiallyOpen: boolean }) {
  const lang = useLang();
  const dict = useDictionary();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(initiallyOpen);
  const [servicesOpen, setServicesOpen] = useState(false);

  // A navigation by any means (link, back button) closes the menu; mounting is not one.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) setOpen(false);
    shownPath.current = pathname;
  }, [pathname]);

  const onOpenChange = (next: boolean) => {
    // Opening the menu always starts with the services submenu closed.
    if (next) setServicesOpen(false);
    setOpen(next);
  };
  const close = () => setOpen(false);
  const linkClass = "flex items-center rounded-lg px-3 py-3 text-base font-medium hover:bg-secondary";

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <MenuButton label={open ? dict.nav.closeMenu : dict.nav.openMenu} open={open} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-menu-overlay"
          className="fixed inset-0 top-16 z-40 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in xl:hidden"
        />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-16 z-50 max-h-[80vh] overflow-y-auto border-b bg-background px-4 pt-2 pb-6 shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in xl:hidden"
        >
          <Dialog.Title className="sr-only">{dict.nav.menuTitle}</Dialog.Title>
          <nav aria-label={dict.nav.mainLabel}>
            <ul className="space-y-1">
              <li>
                <Link to={pathOf("home", lang)} className={linkClass} onClick={close}>
                  {dict.nav.home}
                </Link>
              </li>
              <li>
                <Collapsible.Root open={servicesOpen} onOpenChange={setServicesOpen}>
                  <Collapsible.Trigger className={`${linkClass} group w-full justify-between`}>
                    {dict.nav.services}
                    <ChevronDown
                      className="size-5 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Collapsible.Trigger>
                  <Collapsible.Content className="pb-2 pl-3">
                    <Link
                      to={pathOf("services", lang)}
                      className="block px-3 py-2 text-sm font-semibold text-primary"
                      onClick={close}
                    >
                      {dict.nav.allServices}
                    </Link>
                    <MobileServiceLinks onNavigate={close} />
                  </Collapsible.Content>
                </Collapsible.Root>
              </li>
              <li>
                <Link to={pathOf("about", lang)} className={linkClass} onClick={close}>
                  {dict.nav.about}
                </Link>
              </li>
              <li>
                <Link to={pathOf("contact", lang)} className={linkClass} onClick={close}>
                  {dict.nav.contact}
                </Link>
              </li>
            </ul>
          </nav>
          <a
            href={telHref()}
            className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground"
            onClick={close}
          >
            <Phone className="size-4" aria-hidden="true" />
            {dict.nav.callUs} {siteConfig.phone.display}
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
