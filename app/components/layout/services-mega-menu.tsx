import { ChevronDown, ExternalLink } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useDictionary, useLang } from "~/i18n";
import { cn } from "~/lib/cn";
import { pathOf, servicesMenu } from "~/lib/navigation";
import { useHydrated } from "~/lib/use-hydrated";
import { navigationLinkClass } from "./navigation-link-class";

/**
 * Desktop (xl and up) Services entry: a disclosure button that shows a panel with one column per
 * category (the disclosure pattern suits site navigation better than an ARIA menu). Escape, a
 * click outside, focus leaving it or a navigation closes it. Before hydration, or without
 * JavaScript, it is a plain link to the services directory.
 */
export function ServicesMegaMenu() {
  const lang = useLang();
  const dict = useDictionary();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  if (!hydrated) {
    return (
      <li>
        <NavLink to={pathOf("services", lang)} className={navigationLinkClass}>
          {dict.nav.services}
        </NavLink>
      </li>
    );
  }

  return (
    <li
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cn(navigationLinkClass, "group", open && "bg-secondary")}
      >
        {dict.nav.services}
        <ChevronDown
          className={cn("size-4 transition-transform duration-200", open && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 mt-3 w-[min(68rem,calc(100vw-4rem))] -translate-x-1/2 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl animate-fade-in"
      >
        <div className="grid grid-cols-6 gap-6 p-6">
          {servicesMenu(lang, dict).map((column) => (
            <div key={column.id}>
              <p className="mb-3 text-xs font-bold tracking-wider text-muted-foreground uppercase">{column.category}</p>
              <ul className="space-y-1">
                {column.items.map((item) => (
                  <li key={item.path}>
                    {item.external ? (
                      <a
                        href={item.path}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="-mx-2 flex items-start gap-1 rounded-md px-2 py-1.5 text-sm hover:bg-secondary hover:text-secondary-foreground"
                      >
                        {item.name}
                        <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                        <span className="sr-only">{dict.nav.opensInNewTab}</span>
                      </a>
                    ) : (
                      <Link
                        to={item.path}
                        className="-mx-2 block rounded-md px-2 py-1.5 text-sm hover:bg-secondary hover:text-secondary-foreground"
                      >
                        {item.name}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="border-t bg-muted/60 px-6 py-3">
          <Link to={pathOf("services", lang)} className="text-sm font-semibold text-primary hover:underline">
            {dict.nav.allServices} →
          </Link>
        </div>
      </div>
    </li>
  );
}
