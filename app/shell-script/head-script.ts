import { fontLaterClass, sectionsAfterFontClass } from "./font-later.ts";
import { storageKeys } from "./storage-keys.ts";

/**
 * Runs inline in <head> before the first paint, on every page. Kept tiny and dependency-free; its
 * SHA-256 goes into the Content-Security-Policy (decision 003).
 * - The theme: the stored choice, else the system preference, so a dark-mode visitor never sees a
 *   white flash.
 * - On the first page of a visit, the web font waits for the first paint (`font-later`, app.css;
 *   the shell's script then adds Inter under the mark's own family: font-later.ts, decision 024); later pages, which find it in the
 *   cache, paint in it at once. Until Inter has been swapped in, that page draws only the sections near
 *   the screen (`sections-after-font`, app.css), so the swap lays out little.
 * - A visitor whose stored language is Spanish and whose visit starts at the bare
 *   English home page `/` goes to `/es`, history replaced, before any English is painted.
 */
export const headScript = `(function(){try{var s=localStorage,d=document.documentElement,v=sessionStorage.getItem("${storageKeys.visitStarted}"),t=s.getItem("${storageKeys.theme}");d.classList.toggle("dark",t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches));if(!v)d.classList.add("${fontLaterClass}","${sectionsAfterFontClass}");if(location.pathname==="/"&&s.getItem("${storageKeys.lang}")==="es"&&!v)location.replace("/es"+location.search+location.hash)}catch(e){}})()`;
