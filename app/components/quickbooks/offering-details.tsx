import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { Offering } from "~/content/quickbooks/types";
import { useDictionary } from "~/i18n";
import { format } from "~/lib/format";

const loadSheet = () => import("./offering-sheet");
const OfferingSheet = lazy(() => loadSheet().then((m) => ({ default: m.OfferingSheet })));

/**
 * View Details: opens the offering's side sheet. The sheet and its Radix dialog load when a
 * visitor first points at, focuses or presses a View Details button, not with the page.
 */
export function OfferingDetails({ offering }: { offering: Offering }) {
  const dict = useDictionary();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadSheet();
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        aria-label={format(dict.quickbooks.detailsOf, { title: offering.title })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {dict.quickbooks.viewDetails}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <OfferingSheet offering={offering} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
