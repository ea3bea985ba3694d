import { AlertCircle, Mail, Phone } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { FirmReach } from "#app/content/site/index.ts";
import { useDictionary } from "#app/i18n/index.ts";

/** The failed state: the server's (or a default) message, the direct alternatives, Close and Try Again. */
export function SendErrorDialog({
  reach,
  message,
  onClose,
  onTryAgain,
}: {
  reach: FirmReach;
  message: string | null;
  onClose: () => void;
  onTryAgain: () => void;
}) {
  const dict = useDictionary();
  const id = useId();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      closeLabel={dict.form.close}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl border bg-popover text-popover-foreground shadow-xl"
    >
      <div className="grid gap-4 p-6">
        <div className="flex items-start gap-3 pr-8">
          <AlertCircle className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden="true" />
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {dict.form.errorTitle}
          </h2>
        </div>
        <p id={`${id}-text`} className="text-base text-foreground">
          {message?.trim() || dict.form.errorEmpty}
        </p>
        <div className="rounded-lg bg-muted p-4 text-sm">
          <p className="font-semibold">{dict.form.errorAlternatives}</p>
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {[
              { href: reach.tel, Icon: Phone, text: reach.phone },
              { href: reach.mailto, Icon: Mail, text: reach.email },
            ].map(({ href, Icon, text }) => (
              <a
                key={href}
                href={href}
                className="inline-flex items-center gap-1.5 text-primary underline underline-offset-4"
              >
                <Icon className="size-4" aria-hidden="true" />
                {text}
              </a>
            ))}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {dict.form.close}
          </Button>
          <Button onClick={onTryAgain}>{dict.form.tryAgain}</Button>
        </div>
      </div>
    </Dialog>
  );
}
