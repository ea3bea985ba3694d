/**
 * The look of a top-level entry of the desktop navigation bar (links and the Services button): on
 * one line, so "Calendario de impuestos" never breaks in two; the brand's tagline gives way instead.
 */
export const navigationLinkClass =
  "inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-3 text-sm font-medium text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground aria-[current=page]:text-primary";
