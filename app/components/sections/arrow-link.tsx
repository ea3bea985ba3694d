import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

/** A link on to the page that says more: bold, in the primary colour, its words followed by an arrow. */
export function ArrowLink({ className, children, ...props }: React.ComponentProps<"a">) {
  return (
    <a
      className={cn(
        "inline-flex items-center font-semibold text-primary hover:underline underline-offset-4",
        className,
      )}
      {...props}
    >
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </a>
  );
}
