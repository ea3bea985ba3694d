import { X } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The × that closes a dialog or a toast, named by `label` for screen readers (from the dictionaries:
 * primitives hold no strings). The caller places it and pads it (`className`) and sizes the ×.
 */
export function CloseButton({
  label,
  iconClassName = "size-5",
  className,
  ...props
}: Omit<React.ComponentProps<"button">, "type" | "children"> & { label: string; iconClassName?: string }) {
  return (
    <button
      type="button"
      className={cn("rounded-md text-muted-foreground hover:bg-secondary hover:text-foreground", className)}
      {...props}
    >
      <X className={iconClassName} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
