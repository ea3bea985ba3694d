import type * as React from "react";
import { useEffect, useRef } from "react";
import { cn } from "#app/lib/cn.ts";
import { CloseButton } from "./close-button.tsx";

/** Where a dialog's × stands: its top right corner. */
const closePlace = "absolute top-3 right-3 p-1.5";

/**
 * A modal `<dialog>` that React opens and closes with `open`: the browser gives it a backdrop,
 * traps the focus, closes it on Escape and returns the focus to where it was. A click on the
 * backdrop closes it too. `onClose` hears every way it closes. `closeLabel` comes from the
 * dictionaries: primitives hold no strings. The caller sets its surface (`bg-…`, `text-…`).
 */
export function Dialog({
  open,
  onClose,
  closeLabel,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"dialog">, "open"> & { open: boolean; onClose: () => void; closeLabel: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it natively; the click is for the backdrop
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself, not on its content, is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={cn("p-0 backdrop:bg-black/50", className)}
      {...props}
    >
      {children}
      <CloseButton label={closeLabel} onClick={() => ref.current?.close()} className={closePlace} />
    </dialog>
  );
}

/**
 * A modal `<dialog>` that opens and closes with no script: a button names it with
 * `commandfor={id}` and `command="show-modal"` (the browser's invoker commands), its own close
 * button with `command="close"`, and `closedby="any"` lets Escape and a click on the backdrop close
 * it. So it works the moment it is painted, before any island (docs/decisions/023). The browser
 * traps the focus and gives it back to the button that opened it.
 */
export function CommandDialog({
  id,
  closeLabel,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"dialog">, "open" | "id"> & { id: string; closeLabel: string }) {
  return (
    <dialog id={id} closedby="any" className={cn("p-0 backdrop:bg-black/50", className)} {...props}>
      {children}
      <CloseButton label={closeLabel} command="close" commandfor={id} className={closePlace} />
    </dialog>
  );
}

// The invoker commands' attributes (HTML, in Chromium 135, Firefox 144, Safari 26.2), which React
// 19 passes through as written but its types do not list yet.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
