import { ExternalLink } from "lucide-react";
import { servicesMenu } from "#app/content/navigation.ts";
import { useSite } from "#app/i18n/index.ts";
import { pageName } from "#app/i18n/page-names.ts";

/** How the services menu looks: six columns in the desktop mega-menu, stacked lists in the mobile menu. */
const looks = {
  mega: {
    column: "",
    heading: "mb-3 text-xs font-bold tracking-wider text-muted-foreground uppercase",
    list: "space-y-1",
    link: "-mx-2 block rounded-md px-2 py-1.5 text-sm hover:bg-secondary hover:text-secondary-foreground",
    external:
      "-mx-2 flex items-start gap-1 rounded-md px-2 py-1.5 text-sm hover:bg-secondary hover:text-secondary-foreground",
    externalIcon: "mt-0.5 size-3.5 shrink-0",
  },
  mobile: {
    column: "mt-3",
    heading: "px-3 pb-1 text-xs font-bold tracking-wider text-muted-foreground uppercase",
    list: "",
    link: "block rounded-md px-3 py-2 text-sm hover:bg-secondary",
    external: "flex items-center gap-1.5 rounded-md px-3 py-2 text-sm hover:bg-secondary",
    externalIcon: "size-3.5",
  },
} as const;

/** The services menu's columns (app/content/navigation.ts), one per category, then Insurance in a new tab. */
export function ServicesMenuLinks({ look }: { look: keyof typeof looks }) {
  const { lang, dictionary: dict } = useSite();
  const style = looks[look];
  return servicesMenu(lang).map((column) => (
    <div key={column.category} className={style.column || undefined}>
      <p className={style.heading}>{dict.nav.categories[column.category]}</p>
      <ul className={style.list || undefined}>
        {column.links.map((link) => (
          <li key={link.path}>
            {"external" in link ? (
              <a href={link.path} target="_blank" rel="noopener noreferrer" className={style.external}>
                {dict.nav.insurance}
                <ExternalLink className={style.externalIcon} aria-hidden="true" />
                <span className="sr-only">{dict.nav.opensInNewTab}</span>
              </a>
            ) : (
              <a href={link.path} className={style.link}>
                {pageName(dict, link.page)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  ));
}
