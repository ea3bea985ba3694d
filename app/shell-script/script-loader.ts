/**
 * Runs inline in <head> on every page (hashed in the CSP like the head script): loads the page's
 * own scripts, listed as JSON in `#page-scripts` (the shell's, and an app page's islands), once the
 * page has painted its first text, so that nothing of ours competes with the text, the stylesheet
 * and the font for the first paint (docs/decisions/009). A browser that cannot tell when that was
 * loads them after the load event. A page prerendered by the browser paints, and so loads them,
 * when it is shown. When they have all started, `<html data-scripts="started">`.
 */
export const scriptLoader = `(function(){var d=JSON.parse(document.getElementById("page-scripts").textContent),h=document.documentElement,s=0;function go(){if(s++)return;setTimeout(function(){d.preload.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});Promise.all(d.scripts.map(function(u){return import(u)})).then(function(){h.setAttribute("data-scripts","started")},function(e){h.setAttribute("data-scripts","failed");throw e})})}try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){addEventListener("load",go)}})()`;
