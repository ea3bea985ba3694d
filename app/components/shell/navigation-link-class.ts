/** The look of a top-level entry of the desktop navigation bar (links and the Services button). */
export const navigationLinkClass =
  "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground aria-[current=page]:text-primary";
