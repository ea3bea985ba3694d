import { CheckCircle2, Mail } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { Toast, type ToastMessage } from "#app/components/ui/toast.tsx";
import {
  contactFormFieldNames,
  isValidEmail,
  sendEmailEndpoint,
  type WaitlistRequestBody,
  waitlist,
} from "#app/contact-form/contact-contract.ts";
import {
  type FormTokenGrant,
  fetchFormTokenGrant,
  newIdempotencyKey,
  postWithFormToken,
} from "#app/contact-form/form-submission.ts";
import type { FirmReach } from "#app/content/site/index.ts";
import { useDictionary, useLang } from "#app/i18n/index.ts";
import { format } from "#app/lib/format.ts";

const honeypotName = contactFormFieldNames.honeypot;

/**
 * One e-mail field and a hidden honeypot, with the specification's messages. An island
 * (app/islands/waitlist-form.island.tsx). `reach` is the firm's phone, offered when sending fails.
 * Before the island has started it is a native form that posts the same fields (decision 007), and
 * the fields are read from the page when it is sent, so nothing typed before then is lost
 * (docs/decisions/023).
 */
export function WaitlistForm({ reach }: { reach: FirmReach }) {
  const dict = useDictionary();
  const lang = useLang();
  const id = useId();
  const [state, setState] = useState<"idle" | "sending" | "done" | "failed">("idle");
  const tokenGrant = useRef<Promise<FormTokenGrant | undefined>>(undefined);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);

  useEffect(() => {
    tokenGrant.current = fetchFormTokenGrant();
  }, []);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get("email") ?? "");
    // The contact form's e-mail rule, the one the function applies (contact-contract.ts).
    if (!isValidEmail(email)) {
      setToast({
        kind: "error",
        title: dict.quickbooks.waitlistInvalidTitle,
        description: dict.quickbooks.waitlistInvalidText,
      });
      return;
    }
    setState("sending");
    // As the contact form: make sure of the token and wait out its minimum age (decisions 010, 022).
    const idempotencyKey = newIdempotencyKey();
    const result = await postWithFormToken(
      tokenGrant.current,
      (formToken): WaitlistRequestBody => ({
        ...waitlist,
        email: email.trim(),
        honeypot: String(fields.get(honeypotName) ?? ""),
        lang,
        formToken,
        idempotencyKey,
      }),
    );
    if (result.ok) {
      setState("done");
    } else {
      setState("failed");
    }
  };

  return (
    <>
      {state === "done" ? (
        <div
          role="status"
          className="flex flex-col items-center rounded-2xl bg-card p-8 text-center text-card-foreground"
        >
          <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
          <h3 className="mt-4 text-xl font-bold">{dict.quickbooks.waitlistThanksTitle}</h3>
          <p className="mt-2 text-muted-foreground">{dict.quickbooks.waitlistThanksText}</p>
        </div>
      ) : (
        <form action={sendEmailEndpoint} method="post" noValidate onSubmit={onSubmit} className="mx-auto max-w-xl">
          {/* What the native post needs besides the e-mail; the island sends the same in JSON. */}
          <input type="hidden" name="name" value={waitlist.name} />
          <input type="hidden" name="service" value={waitlist.service} />
          <input type="hidden" name="message" value={waitlist.message} />
          <input type="hidden" name="lang" value={lang} />
          <label htmlFor={`${id}-email`} className="mb-2 block text-sm font-semibold">
            {dict.quickbooks.waitlistLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Mail
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                aria-invalid={state === "failed" || undefined}
                aria-describedby={state === "failed" ? `${id}-error` : undefined}
                className={`${inputClass} h-12 pl-9`}
              />
            </div>
            <Button type="submit" size="lg" variant="accent" disabled={state === "sending"}>
              {state === "sending" ? dict.quickbooks.waitlistSending : dict.quickbooks.waitlistButton}
            </Button>
          </div>
          {/* Honeypot: not focusable, not announced, not autofilled. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-hp`}>{dict.quickbooks.honeypot}</label>
            <input id={`${id}-hp`} type="text" name={honeypotName} tabIndex={-1} autoComplete="off" />
          </div>
          {state === "failed" && (
            <div id={`${id}-error`} className="mt-3">
              <p role="alert" className="font-medium text-destructive">
                {dict.quickbooks.waitlistFailed}
              </p>
              <p className="mt-1 text-sm">
                <a href={reach.tel} className="font-semibold text-primary underline underline-offset-4">
                  {format(dict.formResult.orCall, { phone: reach.phone })}
                </a>
              </p>
            </div>
          )}
        </form>
      )}
      <Toast
        toast={toast}
        onDismiss={dismissToast}
        regionLabel={dict.common.notifications}
        closeLabel={dict.common.close}
      />
    </>
  );
}
