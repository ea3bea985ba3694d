import { Menu, X } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";

/** The hamburger (or close) button, the same before and after the dialog code has loaded. */
export function MenuButton({ label, open, ...props }: { label: string; open: boolean } & ComponentProps<"button">) {
  return (
    <Button variant="ghost" size="icon" className="xl:hidden" aria-label={label} {...props}>
      {open ? <X className="size-6!" aria-hidden="true" /> : <Menu className="size-6!" aria-hidden="true" />}
    </Button>
  );
}
