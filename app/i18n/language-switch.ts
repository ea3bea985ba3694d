import { withLanguagePrefix } from "#app/lib/language-path.ts";
import { canonicalPath, findPage, type Lang, langOfPath, notFoundPaths } from "#app/lib/route-table.ts";

/**
 * The path of the same page in the other language (or in `target`).
 * Known pages map through the route table; the 404 pages map to each other; any other path
 * just gains or loses the `/es` prefix. The result never has a trailing slash (except `/`).
 */
export function counterpartPath(pathname: string, target?: Lang): string {
  const path = canonicalPath(pathname);
  const from = langOfPath(path);
  const to = target ?? (from === "en" ? "es" : "en");
  if (from === to) return path;

  const known = findPage(path);
  if (known) return known.page.path[to];
  if (path === notFoundPaths[from]) return notFoundPaths[to];

  return withLanguagePrefix(path, to);
}
