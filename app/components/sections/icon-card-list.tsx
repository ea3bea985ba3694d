import type { IconName } from "#app/content/icon-names.ts";
import type { RichText as RichTextValue } from "#app/content/types.ts";
import { IconCard, looks } from "./icon-card.tsx";
import { RichText } from "./rich-text.tsx";

/** A list of icon cards in one look, from copy's `{ icon, title, description }` items; a description may hold links. */
export function IconCardList({
  look,
  items,
  className,
  titleAs,
}: {
  look: keyof typeof looks;
  items: readonly { icon: IconName; title: string; description: RichTextValue }[];
  className: string;
  titleAs?: "h3" | "p";
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <IconCard
          key={item.title}
          look={look}
          icon={item.icon}
          title={item.title}
          text={<RichText value={item.description} linkClassName={linkClassOf(look)} />}
          titleAs={titleAs}
        />
      ))}
    </ul>
  );
}

function linkClassOf(look: keyof typeof looks): string | undefined {
  const style = looks[look];
  return "link" in style ? style.link : undefined;
}
