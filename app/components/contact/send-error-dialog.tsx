import { AlertCircle, Mail, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { useDictionary } from "~/i18n";
import { mailtoHref, siteConfig, telHref } from "~/lib/site-config";

/** The failed state: the server's (or a default) message, the direct alternatives, Close and Try Again. */
export function SendErrorDialog({
  message,
  onClose,
  onTryAgain,
}: {
  message: string | null;
  onClose: () => void;
  onTryAgain: () => void;
}) {
  const dict = useDictionary();
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={dict.form.close} role="alertdialog">
        <div className="flex items-start gap-3 pr-8">
          <AlertCircle className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden="true" />
          <DialogTitle>{dict.form.errorTitle}</DialogTitle>
        </div>
        <DialogDescription className="text-base text-foreground">
          {message?.trim() || dict.form.errorEmpty}
        </DialogDescription>
        <div className="rounded-lg bg-muted p-4 text-sm">
          <p className="font-semibold">{dict.form.errorAlternatives}</p>
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            <a href={telHref()} className="inline-flex items-center gap-1.5 text-primary underline underline-offset-4">
              <Phone className="size-4" aria-hidden="true" />
              {siteConfig.phone.display}
            </a>
            <a
              href={mailtoHref()}
              className="inline-flex items-center gap-1.5 text-primary underline underline-offset-4"
            >
              <Mail className="size-4" aria-hidden="true" />
              {siteConfig.email}
            </a>
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{dict.form.close}</Button>
          </DialogClose>
          <Button onClick={onTryAgain}>{dict.form.tryAgain}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
