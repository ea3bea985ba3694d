import { transformSync } from "esbuild";
import { browserTargets } from "#app/lib/build-defines.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { fontLaterClass } from "./font-later.ts";
import { skipOffscreenBlocksForOneFrame } from "./offscreen-blocks.ts";
import { sectionsAfterLoadClass } from "./sections-after-load.ts";
import { storageKeys } from "./storage-keys.ts";

/**
 * On `<html>` for the one frame that repaints a theme change: no colour is animated (app.css). Every
 * link and button would otherwise start its colour transitions at once, which about doubled the
 * style work of that frame (decision 036).
 */
export const themeSwitchingClass = "theme-switching";

/**
 * Runs inline in <head> before the first paint, on every page; dependency-free, its SHA-256 in the
 * CSP (decision 003). Sets the theme, so a dark-mode visitor never sees a white flash; marks
 * `font-later` until Inter is in the cache and `sections-after-load` (decision 024); sends a
 * visitor whose stored language is Spanish from `/` to `/es` before any English is painted (only
 * there is `sessionStorage` read: a first read costs milliseconds); and answers the theme toggle
 * from the document, so a tap works before any script file has arrived (decisions 023, 033). The theme
 * toggle's frame and a dialog's opening frame skip the blocks off screen (offscreen-blocks.ts).
 */
const toggle = JSON.stringify(hookSelector(shellHooks.themeToggle));
const themeToggleListener = `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest(${toggle}),d=document.documentElement;if(!b)return;var n=!d.classList.contains("dark");try{${skipOffscreenBlocksForOneFrame.name}(null)}catch(x){}d.classList.add("${themeSwitchingClass}");d.classList.toggle("dark",n);requestAnimationFrame(function(){setTimeout(function(){d.classList.remove("${themeSwitchingClass}")})});document.querySelectorAll(${toggle}).forEach(function(t){t.setAttribute("aria-pressed",String(n))});try{localStorage.setItem("${storageKeys.theme}",n?"dark":"light")}catch(x){}});`;

const offscreenSkip = `${skipOffscreenBlocksForOneFrame.toString()}document.addEventListener("beforetoggle",function(e){if(e.newState==="open"&&e.target.localName==="dialog")try{${skipOffscreenBlocksForOneFrame.name}(e.target)}catch(x){}},true);`;

const source = `(function(){${offscreenSkip}try{var s=localStorage,d=document.documentElement,t=s.getItem("${storageKeys.theme}");d.classList.add("${sectionsAfterLoadClass}");if(!s.getItem("${storageKeys.webFontCached}"))d.classList.add("${fontLaterClass}");d.classList.toggle("dark",t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches));if(location.pathname==="/"&&s.getItem("${storageKeys.lang}")==="es"&&!sessionStorage.getItem("${storageKeys.visitStarted}"))location.replace("/es"+location.search+location.hash)}catch(e){}${themeToggleListener}})()`;

/**
 * Minified when the pages are built, for the site's browsers: the skip's source text, as the
 * bundler prints it, is indented and long-named.
 */
export const headScript = transformSync(source, { minify: true, target: browserTargets }).code.trim();
