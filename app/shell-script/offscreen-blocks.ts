/**
 * Skips, for the one frame that restyles the whole page, the page's blocks that are wholly off
 * screen, and gives them back once that frame is painted (decision 036). A theme change and a modal
 * dialog (which makes the rest of the page inert) restyle every drawn element; this way that frame
 * styles what the visitor sees. A skipped block is `content-visibility: hidden` at its measured
 * content size, so nothing moves. `keep` (the dialog opening) is never inside a skipped block.
 *
 * The head script carries this function's source text (head-script.ts), so it imports nothing and
 * names no inner function.
 */
export function skipOffscreenBlocksForOneFrame(keep: Element | null): void {
  const margin = innerHeight / 4;
  // Measured first, all of them, then skipped: a write between two reads would lay the page out again.
  const skipped: [HTMLElement, string][] = [];
  // Down from the page's sections: a block wholly off screen is skipped; one on screen, its children
  // looked at in turn (a long section's cards, off screen at either end), a few levels deep.
  const queue: [Element, number][] = [];
  for (const block of document.querySelectorAll("main > *, body > footer")) queue.push([block, 0]);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [block, depth] = next;
    if (!(block instanceof HTMLElement) || block.style.contentVisibility) continue;
    const box = block.getBoundingClientRect();
    if (box.height === 0) continue;
    const onScreen = box.bottom > -margin && box.top < innerHeight + margin;
    // What shows outside its block (a toast, an open menu or dialog) is never skipped.
    const overlay = block.querySelector("[aria-live], [popover], dialog[open]") || (keep && block.contains(keep));
    const style = onScreen || overlay ? null : getComputedStyle(block);
    const top = style ? parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth) : 0;
    const bottom = style ? parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth) : 0;
    // Skipping makes a block a formatting context of its own: a child's margin that collapsed
    // through its edge would then stay inside and move what follows. Padding, a border or a
    // formatting context already there rule that out; otherwise its children are looked at.
    const contained =
      style &&
      style.display !== "inline" &&
      ((top > 0 && bottom > 0) ||
        !/visible|clip/.test(style.overflow) ||
        /flex|grid|flow-root|inline-block/.test(style.display));
    if (!style || !contained) {
      if (depth < 5) for (const child of block.children) queue.push([child, depth + 1]);
      continue;
    }
    const sides =
      parseFloat(style.paddingLeft) +
      parseFloat(style.paddingRight) +
      parseFloat(style.borderLeftWidth) +
      parseFloat(style.borderRightWidth);
    // `auto` keeps the size the browser remembers for a section drawn when near (app.css): without it
    // the browser would forget it, and such a section off screen would come back at its guess.
    skipped.push([block, `auto ${box.width - sides}px auto ${box.height - top - bottom}px`]);
  }
  if (skipped.length === 0) return;
  for (const [block, size] of skipped) {
    block.style.containIntrinsicSize = size;
    block.style.contentVisibility = "hidden";
  }
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const [block] of skipped) {
        block.style.contentVisibility = "";
        block.style.containIntrinsicSize = "";
      }
    }),
  );
}
