import { CheckCircle2, CircleAlert } from "lucide-react";
import { useEffect } from "react";
import { cn } from "#app/lib/cn.ts";
import { CloseButton } from "./close-button.tsx";

export interface ToastMessage {
  kind: "success" | "error";
  title: string;
  description?: string;
}

/**
 * One toast at a time, dismissible, closing by itself after five seconds (as the specification's toasts do), in a
 * polite live region that is always in the page, so screen readers announce what appears in it.
 * Labels come from the caller: primitives hold no strings.
 */
export function Toast({
  toast,
  onDismiss,
  regionLabel,
  closeLabel,
}: {
  toast: ToastMessage | null;
  onDismiss: () => void;
  regionLabel: string;
  closeLabel: string;
}) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, 5000);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  const Icon = toast?.kind === "error" ? CircleAlert : CheckCircle2;
  return (
    <section
      aria-label={regionLabel}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
    >
      {toast && (
        <div className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg animate-fade-up">
          <Icon
            className={cn("mt-0.5 size-5 shrink-0", toast.kind === "error" ? "text-destructive" : "text-success")}
            aria-hidden="true"
          />
          <div className="flex-1 text-sm">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-muted-foreground">{toast.description}</p>}
          </div>
          <CloseButton label={closeLabel} onClick={onDismiss} className="-m-1 p-1" iconClassName="size-4" />
        </div>
      )}
    </section>
  );
}
