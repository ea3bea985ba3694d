import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

/** The banner at the top of an inner page: its one h1 and a lead paragraph. */
export function PageBanner({
  title,
  lead,
  eyebrow,
  children,
  className,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden border-b bg-brand-ink text-brand-ink-foreground", className)}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,oklch(0.5_0.13_256/0.45),transparent_60%)] print:hidden"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-4xl font-extrabold md:text-5xl">{title}</h1>
        {lead && <p className="mt-5 max-w-2xl text-lg text-brand-ink-foreground/85">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
