import { robotsTxt } from "#app/lib/search-engine-files.ts";

/** robots.txt, built at prerender. */
export function loader() {
  return new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
