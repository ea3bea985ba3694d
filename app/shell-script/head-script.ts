import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { fontLaterClass } from "./font-later.ts";
import { sectionsAfterLoadClass } from "./sections-after-load.ts";
import { storageKeys } from "./storage-keys.ts";

/**
 * Runs inline in <head> before the first paint, on every page. Kept tiny and dependency-free; its
 * SHA-256 goes into the Content-Security-Policy (decision 003).
 * - The theme: the stored choice, else the system preference, so a dark-mode visitor never sees a
 *   white flash.
 * - Until a page has fetched the web font into the cache (`webFontCached`), the page is painted in
 *   its metric-matched fallback alone (`font-later`, app.css) and the shell's script fetches Inter
 *   once the page has loaded, for the next pages, which paint in it from the start (font-later.ts,
 *   decision 024). Until the page has loaded, a document page draws only the sections near the
 *   screen (`sections-after-load`, app.css), so its first frame lays out the first screen alone.
 * - A visitor whose stored language is Spanish and whose visit starts at the bare
 *   English home page `/` goes to `/es`, history replaced, before any English is painted. Only
 *   there is the session's storage read: each storage's first read costs the page's first task
 *   milliseconds (decision 024).
 * - The theme toggle answers from here, delegated to the document: a tap works the moment the
 *   button is painted, before any script file has arrived (decision 023).
 */
const toggle = JSON.stringify(hookSelector(shellHooks.themeToggle));
const themeToggleListener = `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(${toggle}),d=document.documentElement;if(!b)return;var n=!d.classList.contains("dark");d.classList.toggle("dark",n);document.querySelectorAll(${toggle}).forEach(function(t){t.setAttribute("aria-pressed",String(n))});try{localStorage.setItem("${storageKeys.theme}",n?"dark":"light")}catch(x){}});`;

export const headScript = `(function(){try{var s=localStorage,d=document.documentElement,t=s.getItem("${storageKeys.theme}");d.classList.add("${sectionsAfterLoadClass}");if(!s.getItem("${storageKeys.webFontCached}"))d.classList.add("${fontLaterClass}");d.classList.toggle("dark",t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches));if(location.pathname==="/"&&s.getItem("${storageKeys.lang}")==="es"&&!sessionStorage.getItem("${storageKeys.visitStarted}"))location.replace("/es"+location.search+location.hash)}catch(e){}${themeToggleListener}})()`;
