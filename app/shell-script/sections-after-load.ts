/**
 * The head script marks every page `sections-after-load`: on a document page every section after
 * the hero and the footer are drawn only when near (app.css), so the first frame styles and lays out
 * the first screen alone (decision 024). Once the page has loaded, the sections that are otherwise
 * always drawn (the footer, the dark sections, the carousel's) are given back one per frame
 * (`data-drawn`): each one's first style and layout is a task of its own, where all at once made one
 * long task again. Accessibility checkers judge an undrawn dark section's text against the page's
 * light background, so all are given back within a few frames of the load.
 */
export const sectionsAfterLoadClass = "sections-after-load";

/** The sections app.css holds back while the document has `sectionsAfterLoadClass` (and the hero), in document order; none on app pages. */
const heldSections = "[data-sections-when-near] :is(main > section, main > [data-stagger] > section, footer)";

export function drawHeldSectionsAfterLoad(): void {
  if (!document.documentElement.classList.contains(sectionsAfterLoadClass)) return;
  if (document.readyState === "complete") drawOnePerFrame();
  else addEventListener("load", drawOnePerFrame, { once: true });
}

function drawOnePerFrame(): void {
  const sections = [...document.querySelectorAll<HTMLElement>(heldSections)];
  const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  const giveBack = () => {
    const section = sections.shift();
    if (!section) {
      document.documentElement.classList.remove(sectionsAfterLoadClass);
      return;
    }
    section.dataset.drawn = "";
    afterNextPaint(giveBack);
  };
  afterNextPaint(giveBack);
}
