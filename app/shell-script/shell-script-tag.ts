/**
 * The shell's script is not needed for the first paint (every page works without it), but a module
 * script fetches at high priority, beside the stylesheet and the font, and Lighthouse then counts
 * it among what the first paint waits for. Astro writes the tag of a script it bundles itself and
 * takes no attribute on it, so the page's middleware (src/middleware.ts) adds
 * `fetchpriority="low"` to it here (docs/decisions/018-astro-renders-the-react-pages.md).
 */
const shellScriptTag = /<script type="module" src="([^"]*\/assets\/shell\.[\w-]+\.js)"><\/script>/g;

/** The page with its shell script fetched at low priority; unchanged when it has none (the dev server's). */
export function withLowPriorityShellScript(html: string): string {
  return html.replace(shellScriptTag, '<script type="module" src="$1" fetchpriority="low"></script>');
}
