import { storageKeys } from "./storage-keys.ts";

/**
 * Runs inline in <head> before the first paint, on every page. Kept tiny and dependency-free; its
 * SHA-256 goes into the Content-Security-Policy (decision 003).
 * - The theme: the stored choice, else the system preference, so a dark-mode visitor never sees a
 *   white flash.
 * - A visitor whose stored language is Spanish and whose visit starts at the bare
 *   English home page `/` goes to `/es`, history replaced, before any English is painted.
 */
export const headScript = `(function(){try{var s=localStorage,t=s.getItem("${storageKeys.theme}");document.documentElement.classList.toggle("dark",t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches));if(location.pathname==="/"&&s.getItem("${storageKeys.lang}")==="es"&&!sessionStorage.getItem("${storageKeys.visitStarted}"))location.replace("/es"+location.search+location.hash)}catch(e){}})()`;
