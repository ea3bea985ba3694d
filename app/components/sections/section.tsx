import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

/** A page section: vertical rhythm, the site's container, and an optional muted band. */
export function Section({
  className,
  muted = false,
  children,
  ...props
}: React.ComponentProps<"section"> & { muted?: boolean }) {
  return (
    <section className={cn("py-16 md:py-24", muted && "bg-muted/60", className)} {...props}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** A section's h2 with an optional eyebrow and lead paragraph. `id` lets the section point at it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "center" | "start";
  className?: string;
}) {
  return (
    <div className={cn("mb-10 max-w-3xl md:mb-14", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="mb-3 text-sm font-bold tracking-wider text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-extrabold md:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
    </div>
  );
}
