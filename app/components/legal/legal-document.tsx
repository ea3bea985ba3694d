import { RichText } from "#app/components/sections/rich-text.tsx";
import type { LegalDocument, RichText as RichTextValue } from "#app/content/index.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { useDictionary, useLang } from "#app/i18n/index.ts";
import { format } from "#app/lib/format.ts";

/** The firm's facts the legal texts refer to by placeholder, from the one site configuration. */
function placeholderValues() {
  return {
    email: siteConfig.email,
    phone: siteConfig.phone.display,
    legalName: siteConfig.legalName,
    offices: siteConfig.offices.map((o) => `${o.street}, ${o.city}, ${o.region} ${o.postalCode}`).join("; "),
  };
}

export function fillPlaceholders(value: RichTextValue): RichTextValue {
  const values = placeholderValues();
  if (typeof value === "string") return format(value, values);
  return value.map((part) =>
    typeof part === "string" ? format(part, values) : { ...part, text: format(part.text, values) },
  );
}

/** A legal document: effective date, a table of contents and numbered sections a screen reader can jump through. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const dict = useDictionary();
  const lang = useLang();
  const effective = new Date(`${document.effectiveDate}T12:00:00Z`).toLocaleDateString(
    lang === "es" ? "es-US" : "en-US",
    {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    },
  );
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[18rem_1fr] lg:px-8">
      <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="toc-heading" className="text-sm font-bold tracking-wider text-muted-foreground uppercase">
          {dict.legal.contents}
        </h2>
        <ol className="mt-4 space-y-2 text-sm">
          {document.sections.map((section, i) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="flex gap-2 hover:text-primary hover:underline underline-offset-4">
                <span className="text-muted-foreground tabular-nums">{i + 1}.</span>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-sm font-semibold text-muted-foreground">
          {dict.legal.effective}: <time dateTime={document.effectiveDate}>{effective}</time>
        </p>
        <p className="mt-4 text-lg leading-relaxed">
          <RichText value={fillPlaceholders(document.intro)} />
        </p>
        {document.sections.map((section, i) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10 scroll-mt-24">
            <h2 id={section.id} className="text-2xl font-bold">
              {i + 1}. {section.heading}
            </h2>
            {section.blocks.map((block, j) =>
              block.kind === "p" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a section never reorder
                <p key={j} className="mt-4 leading-relaxed text-foreground/90">
                  <RichText value={fillPlaceholders(block.text)} />
                </p>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a section never reorder
                <ul key={j} className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-foreground/90">
                  {block.items.map((item, k) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: items of a list never reorder
                    <li key={k}>
                      <RichText value={fillPlaceholders(item)} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
