import { useSite } from "#app/i18n/index.ts";
import { pageName } from "#app/i18n/page-names.ts";
import { pathOf, type ServicePageId, type SitePageId } from "#app/lib/route-table.ts";

/**
 * An entry of a menu (app/content/navigation.ts): a list item linking to a page of the site, named as
 * the menus name it, and marked as the current page when it is the one shown.
 */
export function MenuLink({
  page,
  className,
  children,
}: {
  page: SitePageId | ServicePageId;
  className: string;
  /** Instead of the page's menu name. */
  children?: React.ReactNode;
}) {
  const { lang, dictionary: dict, path } = useSite();
  const href = pathOf(page, lang);
  return (
    <li>
      <a href={href} aria-current={path === href ? "page" : undefined} className={className}>
        {children ?? pageName(dict, page)}
      </a>
    </li>
  );
}
