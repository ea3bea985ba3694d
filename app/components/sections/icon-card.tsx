import type * as React from "react";
import { ContentIcon } from "#app/components/icons/content-icon.tsx";
import type { IconName } from "#app/content/icon-names.ts";

/**
 * The looks of an icon card, one per place the site shows one: each sets the card, the icon (bare,
 * or on a tile), the title and the text. One component, so a change of style is made once. The
 * list from copy (`IconCardList`, whose text may link to pages) is its own module, so that the
 * services directory's island, which uses the card alone, does not load the route table.
 */
export const looks = {
  /** Home, why choose us: six benefits beside the video. */
  benefit: {
    card: "rounded-2xl border bg-card p-5 shadow-sm",
    icon: "size-6 text-primary",
    title: "mt-3 font-bold",
    text: "mt-1.5 text-sm leading-relaxed text-muted-foreground",
  },
  /** About, specialties. */
  specialty: {
    card: "rounded-2xl border bg-card p-6 shadow-sm",
    icon: "size-7 text-primary",
    title: "mt-3 text-lg font-bold",
    text: "mt-2 text-muted-foreground",
  },
  /** The QuickBooks hero's three benefits, on the dark band. */
  onDark: {
    card: "rounded-2xl border border-white/15 bg-white/[0.06] p-4",
    icon: "size-6 text-accent",
    title: "mt-2 font-bold",
    text: "mt-1 text-sm text-brand-ink-foreground/80",
    link: "font-medium text-brand-ink-foreground underline underline-offset-4 hover:no-underline",
  },
  /** A service page's features. */
  feature: {
    card: "rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md",
    tile: "flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary",
    icon: "size-6",
    title: "mt-5 text-lg font-bold",
    text: "mt-2 leading-relaxed text-muted-foreground",
  },
  /** The services directory: the whole card is the link its title holds. */
  link: {
    card: "group relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md",
    tile: "flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary",
    icon: "size-5",
    title: "mt-4 text-lg font-bold",
    text: "mt-2 flex-1 text-muted-foreground",
  },
  /** Home and about, credentials. */
  credential: {
    card: "rounded-2xl border bg-card p-6 text-center shadow-sm",
    tile: "mx-auto flex size-14 items-center justify-center rounded-full bg-accent/20 text-foreground",
    icon: "size-7",
    title: "mt-4 font-bold",
    text: "mt-2 text-sm leading-relaxed text-muted-foreground",
  },
} satisfies Record<string, { card: string; tile?: string; icon: string; title: string; text: string; link?: string }>;

/**
 * A list item with an icon, a title (an `h3`, or a `p` where `titleAs` says so) and a text;
 * `children` go after the text.
 */
export function IconCard({
  look,
  icon,
  title,
  text,
  titleAs: Title = "h3",
  children,
}: {
  look: keyof typeof looks;
  icon: IconName;
  title: React.ReactNode;
  text: React.ReactNode;
  titleAs?: "h3" | "p";
  children?: React.ReactNode;
}) {
  const style: { card: string; tile?: string; icon: string; title: string; text: string } = looks[look];
  const drawing = <ContentIcon name={icon} className={style.icon} aria-hidden="true" />;
  return (
    <li className={style.card}>
      {style.tile ? <span className={style.tile}>{drawing}</span> : drawing}
      <Title className={style.title}>{title}</Title>
      <p className={style.text}>{text}</p>
      {children}
    </li>
  );
}
