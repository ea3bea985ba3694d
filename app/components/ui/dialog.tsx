import { X } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { cn } from "#app/lib/cn.ts";

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
      <button
        type="button"
        onClick={() => ref.current?.close()}
        className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-secondary hover:text-foreground"
      >
        <X className="size-5" aria-hidden="true" />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </dialog>
  );
}
