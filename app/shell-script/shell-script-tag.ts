import * as shellHooks from "#app/lib/shell-hook-names.ts";

/**
 * The shell's script is not needed for the first paint (every page works without it), yet any script
 * the HTML names is requested while the page is parsed, before that paint, and Lighthouse's simulated
 * LCP counts every request that starts before the observed largest paint (docs/decisions/024). Astro
 * writes the tag of a script it bundles itself and takes no attribute on it, so the page's middleware
 * (src/middleware.ts) replaces that tag here with a tiny inline script that adds the same module
 * script once the browser reports the first contentful paint (the paint timing entry carries the
 * frame's presentation time, which a task queued after the frame can precede). Where paint timing
 * is missing, the task after the first frame. A page the browser prerenders (speculation rules)
 * paints nothing until it is shown, so it adds the script at once; the shell itself waits for the
 * page to be shown (index.ts). The post-build step hashes the inline script into each page's CSP
 * like every other (decision 003); the module's address stays under 'self'.
 */
const shellScriptTag = /<script type="module" src="([^"]*\/assets\/shell\.[\w-]+\.js)"><\/script>/g;

/**
 * The shell's controls that the page shows before the shell starts and that do nothing without it:
 * the theme toggle (the others are `hidden` until the shell shows them, or work without it).
 */
const earlyTapped = `[${shellHooks.themeToggle}]`;

/**
 * The inline script that adds the shell's module script at `src` after the first paint. A tap on
 * one of `earlyTapped` before the shell has started is kept and given to the shell once it has
 * (decision 023: every control a visitor can see answers the first tap).
 */
export function shellAfterFirstPaint(src: string): string {
  return `<script>(function(){var d=document,P=self.PerformanceObserver,q=[];function k(v){var t=v.target.closest&&v.target.closest(${JSON.stringify(earlyTapped)});if(t)q.push(t)}d.addEventListener("click",k);function s(){var e=d.createElement("script");e.type="module";e.src=${JSON.stringify(src)};e.fetchPriority="low";e.onload=function(){d.removeEventListener("click",k);q.forEach(function(t){t.click()})};d.body.append(e)}if(d.prerendering)return s();if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(s)});var o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();s()}});o.observe({type:"paint",buffered:true})})()</script>`;
}

/** The page with its shell script added after the first paint; unchanged when it has none (the dev server's). */
export function withShellAfterFirstPaint(html: string): string {
  return html.replace(shellScriptTag, (_tag, src: string) => shellAfterFirstPaint(src));
}

const addedShellAddress = /<script>\(function\(\)\{var d=document[^<]*?\be\.src="([^"]+)"/g;

/** The shell's addresses that a page's inline script adds after its first paint (for counting what a page downloads). */
export function shellAddedAfterFirstPaint(html: string): string[] {
  return [...html.matchAll(addedShellAddress)].map((match) => match[1] ?? "");
}
