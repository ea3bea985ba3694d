import { ArrowRight, Check } from "lucide-react";
import { useId } from "react";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { CommandDialog } from "#app/components/ui/dialog.tsx";
import { quickbooksTrainingService } from "#app/contact-form/contact-contract.ts";
import { contactPrefillHref } from "#app/contact-form/contact-prefill.ts";
import type { Offering } from "#app/content/index.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { cn } from "#app/lib/cn.ts";
import { format } from "#app/lib/format.ts";

/** The id of an offering's sheet, which its View Details button opens. */
export function sheetIdOf(offering: Offering): string {
  return `offering-sheet-${offering.id}`;
}

/**
 * View Details: opens the offering's side sheet (`OfferingSheet`) by the browser's invoker
 * commands, so the first tap opens it whether or not any script has run (docs/decisions/023).
 */
export function OfferingDetailsButton({ offering }: { offering: Offering }) {
  const dict = useDictionary();
  return (
    <Button
      variant="outline"
      aria-label={format(dict.quickbooks.detailsOf, { title: offering.title })}
      aria-haspopup="dialog"
      command="show-modal"
      commandfor={sheetIdOf(offering)}
    >
      {dict.quickbooks.viewDetails}
    </Button>
  );
}

/**
 * The side sheet of View Details: the offering's overview, outcomes, curriculum, requirements and
 * pricing, sliding in from the right (a native `<dialog>`, app.css), and Register Interest, a link
 * to the contact form with QuickBooks Training and this course chosen. Rendered at build time for
 * every offering and opened with no script (`CommandDialog`); the browser gives the focus back to
 * the View Details button when it closes.
 */
export function OfferingSheet({
  offering,
  contactPath,
}: {
  offering: Offering;
  /** The contact page in the page's language. */
  contactPath: string;
}) {
  const dict = useDictionary();
  const id = useId();
  const { details } = offering;
  return (
    <CommandDialog
      id={sheetIdOf(offering)}
      closeLabel={dict.common.close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-sheet
      className="h-full max-h-none w-full max-w-lg border-l bg-background text-foreground shadow-2xl"
    >
      <div className="flex min-h-full flex-col">
        <div className="border-b bg-muted/50 p-6">
          {offering.badge && (
            <span className="mb-3 inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">
              {offering.badge}
            </span>
          )}
          <h2 id={`${id}-title`} className="pr-10 text-2xl font-bold">
            {offering.title}
          </h2>
          <p id={`${id}-description`} className="mt-2 text-muted-foreground">
            {offering.description}
          </p>
        </div>
        <div className="flex-1 space-y-7 p-6">
          <DetailBlock title={dict.quickbooks.overview}>
            <p className="leading-relaxed text-muted-foreground">{details.overview}</p>
          </DetailBlock>
          <DetailBlock title={dict.quickbooks.outcomes}>
            <CheckList items={details.outcomes} />
          </DetailBlock>
          {details.curriculum && (
            <DetailBlock title={dict.quickbooks.curriculum}>
              <ol className="list-decimal space-y-1.5 pl-5 text-muted-foreground">
                {details.curriculum.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            </DetailBlock>
          )}
          {details.requirements && (
            <DetailBlock title={dict.quickbooks.requirements}>
              <CheckList items={details.requirements} />
            </DetailBlock>
          )}
          {details.pricing && (
            <DetailBlock title={dict.quickbooks.pricing}>
              <ul className="space-y-3">
                {details.pricing.map((option) => (
                  <li key={option.amount} className="rounded-xl border bg-card p-4">
                    <p className="font-bold">{option.amount}</p>
                    <p className="mt-1 text-sm text-muted-foreground">{option.description}</p>
                  </li>
                ))}
              </ul>
            </DetailBlock>
          )}
        </div>
        <div className="sticky bottom-0 border-t bg-background p-6">
          <a
            href={contactPrefillHref(contactPath, {
              service: quickbooksTrainingService,
              course: offering.id,
            })}
            className={cn(buttonVariants({ size: "lg" }), "w-full")}
          >
            {dict.quickbooks.registerInterest}
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </div>
    </CommandDialog>
  );
}

function DetailBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="mb-3 text-sm font-bold tracking-wider text-primary uppercase">{title}</h3>
      {children}
    </section>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-muted-foreground">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
