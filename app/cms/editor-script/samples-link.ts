/**
 * A way to the list of values still samples (/admin/samples/, app/cms/editor-files.ts) from every
 * page of the editor that has Decap's header: a link beside "Contents" and "Media", so the firm
 * finds the list without a help text. Decap redraws its header on some pages: the link is put back
 * whenever a header is drawn without it.
 */
const linkId = "nais-samples-link";

/** Adds the link to Decap's header navigation if one is on the page and lacks it. */
function addLink(): void {
  const nav = document.querySelector("header nav ul");
  if (!nav || nav.querySelector(`#${linkId}`)) return;
  const item = document.createElement("li");
  const link = document.createElement("a");
  link.id = linkId;
  link.href = "/admin/samples/";
  link.textContent = "Values still samples";
  // Decap's own header links' look (their classes are generated), without its icons.
  link.style.cssText =
    "display:inline-flex;align-items:center;height:100%;margin:0 12px;padding:16px 0;font:500 15px/1 system-ui,sans-serif;color:#3a69c7;text-decoration:underline;text-underline-offset:3px";
  item.append(link);
  nav.append(item);
}

export function keepSamplesLink(): void {
  new MutationObserver(addLink).observe(document.body, { childList: true, subtree: true });
  addLink();
}
