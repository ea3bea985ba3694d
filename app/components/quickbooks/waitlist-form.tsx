import { CheckCircle2, Mail } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { notify } from "~/components/ui/notify";
import { useDictionary, useLang } from "~/i18n";
import { waitlist } from "~/lib/contact-contract";
import { fetchFormToken, newIdempotencyKey, postSubmission } from "~/lib/form-submission";

/** One e-mail field and a hidden honeypot (content-catalogue.md 2.3, 5, 7 and 8). */
export function WaitlistForm() {
  const dict = useDictionary();
  const lang = useLang();
  const id = useId();
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "done" | "failed">("idle");
  const [formToken, setFormToken] = useState<string>();

  useEffect(() => {
    fetchFormToken().then(setFormToken);
  }, []);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !email.includes("@")) {
      notify("error", dict.quickbooks.waitlistInvalidTitle, dict.quickbooks.waitlistInvalidText);
      return;
    }
    setState("sending");
    const result = await postSubmission({
      ...waitlist,
      email: email.trim(),
      honeypot,
      lang,
      formToken: formToken ?? (await fetchFormToken()) ?? "",
      idempotencyKey: newIdempotencyKey(),
    });
    if (result.ok) {
      setEmail("");
      setHoneypot("");
      setState("done");
    } else {
      setState("failed");
    }
  };

  if (state === "done") {
    return (
      <div
        role="status"
        className="flex flex-col items-center rounded-2xl bg-card p-8 text-center text-card-foreground"
      >
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h3 className="mt-4 text-xl font-bold">{dict.quickbooks.waitlistThanksTitle}</h3>
        <p className="mt-2 text-muted-foreground">{dict.quickbooks.waitlistThanksText}</p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mx-auto max-w-xl">
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
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
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
        <input
          id={`${id}-hp`}
          type="text"
          name="nais_hp_field"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      {state === "failed" && (
        <p id={`${id}-error`} role="alert" className="mt-3 font-medium text-destructive">
          {dict.quickbooks.waitlistFailed}
        </p>
      )}
    </form>
  );
}
