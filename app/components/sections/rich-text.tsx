import type { RichText as RichTextValue } from "#app/content/index.ts";
import { useLang } from "#app/i18n/index.ts";
import { pathOf } from "#app/lib/route-table.ts";

/** Another site (a government one only: app/content/data/rich-text.ts) gets no opener and no referrer. */
const offSite = { rel: "external noopener noreferrer" } as const;

const defaultLinkClass = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/**
 * Renders copy that may contain links; page links resolve to the current language's path.
 * `linkClassName` replaces the links' look where the text sits on another background.
 */
export function RichText({
  value,
  linkClassName = defaultLinkClass,
}: {
  value: RichTextValue;
  linkClassName?: string;
}) {
  const lang = useLang();
  if (typeof value === "string") return <>{value}</>;
  return (
    <>
      {value.map((part, i) => {
        if (typeof part === "string") return part;
        const className = linkClassName;
        return "page" in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one paragraph never reorder
          <a key={i} href={pathOf(part.page, lang)} className={className}>
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one paragraph never reorder
          <a key={i} href={part.href} className={className} {...(part.href.startsWith("https://") ? offSite : {})}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}
