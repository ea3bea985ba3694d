import { ArrowRight, Check } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import type { Offering } from "~/content/quickbooks/types";
import { useDictionary, useLang } from "~/i18n";
import { quickbooksTrainingService } from "~/lib/contact-contract";
import { pathOf } from "~/lib/navigation";

/**
 * The side sheet of View Details: the offering's overview, outcomes, curriculum, requirements and
 * pricing. Loaded the first time a visitor asks for details (offering-details.tsx).
 */
export function OfferingSheet({
  offering,
  open,
  onOpenChange,
  trigger,
}: {
  offering: Offering;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The View Details button, which gets the focus back when the sheet closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const dict = useDictionary();
  const lang = useLang();
  const navigate = useNavigate();
  const { details } = offering;
  const registerInterest = () =>
    navigate(pathOf("contact", lang), {
      state: { autoSelectService: quickbooksTrainingService, autoSelectCourse: offering.id },
    });

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={dict.common.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <div className="border-b bg-muted/50 p-6">
          {offering.badge && (
            <span className="mb-3 inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">
              {offering.badge}
            </span>
          )}
          <SheetTitle>{offering.title}</SheetTitle>
          <SheetDescription className="mt-2">{offering.description}</SheetDescription>
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
          <Button size="lg" className="w-full" onClick={registerInterest}>
            {dict.quickbooks.registerInterest}
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </SheetContent>
    </Sheet>
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
