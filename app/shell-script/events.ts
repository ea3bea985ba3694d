/**
 * Delegated listeners: one per event type on the document, matched against a selector when the
 * event comes. They keep working whatever an island re-renders, and cost nothing per element.
 */
export function onClick<E extends Element>(selector: string, handle: (element: E, event: MouseEvent) => void): void {
  document.addEventListener("click", (event) => {
    const element = event.target instanceof Element ? event.target.closest<E>(selector) : null;
    if (element) handle(element, event);
  });
}

/** Whether the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}
