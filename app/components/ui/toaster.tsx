import { Toaster as Sonner } from "sonner";
import { useDictionary } from "~/i18n";

/** At most one toast at a time, dismissible, closing by itself after five seconds (decisions.md 17). */
export function Toaster() {
  const dict = useDictionary();
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      closeButton
      position="bottom-center"
      containerAriaLabel={dict.common.notifications}
      toastOptions={{
        classNames: {
          toast: "!bg-popover !text-popover-foreground !border-border !shadow-lg",
          description: "!text-muted-foreground",
          closeButton: "!bg-popover !text-popover-foreground !border-border",
        },
      }}
    />
  );
}
