import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import {
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuTrigger,
} from "~/components/ui/navigation-menu";
import { useDictionary, useLang } from "~/i18n";
import { pathOf, servicesMenu } from "~/lib/navigation";

/** Desktop (xl and up) Services entry: a panel with one column per category. */
export function ServicesMegaMenu() {
  const lang = useLang();
  const dict = useDictionary();
  const menu = servicesMenu(lang, dict);
  return (
    <NavigationMenuItem>
      <NavigationMenuTrigger>{dict.nav.services}</NavigationMenuTrigger>
      <NavigationMenuContent>
        <div className="grid w-[min(68rem,calc(100vw-4rem))] grid-cols-6 gap-6 p-6">
          {menu.map((column) => (
            <div key={column.id}>
              <p className="mb-3 text-xs font-bold tracking-wider text-muted-foreground uppercase">{column.category}</p>
              <ul className="space-y-1">
                {column.items.map((item) => (
                  <li key={item.path}>
                    <NavigationMenuLink asChild>
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
                    </NavigationMenuLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="border-t bg-muted/60 px-6 py-3">
          <NavigationMenuLink asChild>
            <Link to={pathOf("services", lang)} className="text-sm font-semibold text-primary hover:underline">
              {dict.nav.allServices} →
            </Link>
          </NavigationMenuLink>
        </div>
      </NavigationMenuContent>
    </NavigationMenuItem>
  );
}
