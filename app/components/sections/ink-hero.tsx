import type * as React from "react";

/**
 * The dark first screen of the home and QuickBooks pages: a soft glow behind two columns, the
 * words and a card. `glow` is the glow's background, `columns` the large-screen grid's columns.
 */
export function InkHero({ glow, columns, children }: { glow: string; columns: string; children: React.ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-brand-ink text-brand-ink-foreground">
      <div aria-hidden="true" className={`absolute inset-0 ${glow}`} />
      <div
        className={`relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 ${columns} lg:px-8`}
      >
        {children}
      </div>
    </section>
  );
}
