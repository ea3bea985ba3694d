import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { useDictionary, useLang } from "~/i18n";
import { servicesMenu } from "~/lib/navigation";

/** The services of the mobile menu, by category (the same data as the desktop mega-menu). */
export function MobileServiceLinks({ onNavigate }: { onNavigate?: () => void }) {
  const lang = useLang();
  const dict = useDictionary();
  return servicesMenu(lang, dict).map((column) => (
    <div key={column.id} className="mt-3">
      <p className="px-3 pb-1 text-xs font-bold tracking-wider text-muted-foreground uppercase">{column.category}</p>
      <ul>
        {column.items.map((item) => (
          <li key={item.path}>
            {item.external ? (
              <a
                href={item.path}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center gap-1.5 rounded-md px-3 py-2 text-sm hover:bg-secondary"
                onClick={onNavigate}
              >
                {item.name}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{dict.nav.opensInNewTab}</span>
              </a>
            ) : (
              <Link
                to={item.path}
                className="block rounded-md px-3 py-2 text-sm hover:bg-secondary"
                onClick={onNavigate}
              >
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  ));
}
