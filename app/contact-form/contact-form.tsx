import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Send } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { z } from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { Button } from "#app/components/ui/button.tsx";
import { Field, inputClass } from "#app/components/ui/field.tsx";
import { Toast, type ToastMessage } from "#app/components/ui/toast.tsx";
import {
  contactFormFieldNames,
  quickbooksCourses,
  quickbooksTrainingService,
  sendEmailEndpoint,
} from "#app/contact-form/contact-contract.ts";
import { type ContactInputField, contactInputFields, emptyContactInputs } from "#app/contact-form/contact-fields.ts";
import { createContactFieldsSchema } from "#app/contact-form/contact-schema.ts";
import {
  type FormTokenGrant,
  fetchFormTokenGrant,
  newIdempotencyKey,
  postWithFormToken,
  type SubmissionResult,
} from "#app/contact-form/form-submission.ts";
import type { FirmReach } from "#app/content/site/index.ts";
import { useDictionary, useLang } from "#app/i18n/index.ts";
import { type ContactFormValues, contactRequestBody } from "./contact-request.ts";
import { SendErrorDialog } from "./send-error-dialog.tsx";

/** What react-hook-form holds: every field but the course checklist, which the form reads as it is sent. */
type FormFields = Omit<ContactFormValues, "courses">;

const emptyValues: FormFields = { ...emptyContactInputs(), website: "" };

/** The courses ticked in `form`: the checklist is plain HTML, whatever was ticked before the island started stays. */
const tickedCourses = (form: HTMLFormElement | null) =>
  [...(form?.querySelectorAll<HTMLInputElement>(`input[name="${contactFormFieldNames.courses}"]:checked`) ?? [])].map(
    (box) => box.value,
  );

/** The short fields share a grid; a text area takes the form's width, after the course checklist. */
const gridFields = contactInputFields.filter((field) => field.control !== "textarea");
const wideFields = contactInputFields.filter((field) => field.control === "textarea");

/**
 * react-hook-form's resolver for the schema `build` makes, built (and run once on nothing, which
 * readies zod's parsers) when the browser is next idle after the form has started, or at the first
 * validation if that comes sooner. Not while the form hydrates: building zod's schemas was most of
 * the contact page's longest task (docs/decisions/024); nor in the visitor's first send, whose
 * answer it held back by tens of milliseconds on a slow phone (decision 036). It checks the fields
 * synchronously, as the run on nothing did: the schema has no asynchronous rule.
 */
function resolverBuiltWhenIdle(build: () => $ZodType<FormFields, FormFields>) {
  let resolve: Resolver<FormFields> | undefined;
  const ready = () => {
    if (resolve) return resolve;
    const schema = build();
    z.safeParse(schema, {});
    resolve = zodResolver(schema, undefined, { mode: "sync" });
    return resolve;
  };
  const resolver: Resolver<FormFields> = (values, context, options) => ready()(values, context, options);
  return { resolver, ready };
}

/** Runs `task` when the browser is next idle (soon after, where it cannot say); the returned function cancels it. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * The contact page's form: an island (app/islands/contact-form.island.tsx). `reach` is the firm's
 * phone and e-mail, offered when sending fails.
 */
export function ContactForm({ reach }: { reach: FirmReach }) {
  const dict = useDictionary();
  const lang = useLang();
  const formId = useId();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const dismissToast = useCallback(() => setToast(null), []);
  // The form token, asked for when the form is shown (docs/decisions/010-what-counts-as-a-bot.md).
  const tokenGrant = useRef<Promise<FormTokenGrant | undefined>>(undefined);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // The honeypot stays outside react-hook-form: its HTML name must differ from the JSON field `website`.
  const honeypotRef = useRef<HTMLInputElement>(null);

  const { resolver, ready } = useMemo(
    () =>
      resolverBuiltWhenIdle(() =>
        z.extend(createContactFieldsSchema(dict.contactForm.errors), { website: z.string() }),
      ),
    [dict],
  );
  useEffect(() => whenIdle(ready), [ready]);
  // No default values for the fields: each starts with what it holds when the island starts (the
  // choice the page's address made, contact-prefill.ts, or what the visitor typed first), never
  // overwritten. The honeypot and the courses are read apart, when the form is sent.
  const form = useForm<FormFields>({ resolver, defaultValues: { website: "" }, mode: "onTouched" });
  const formRef = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, reset, formState } = form;
  // Not react-hook-form's `isSubmitting`, which is also true while the fields are checked: reading
  // it would render the whole form once more on a send that only shows what is missing.
  const [sending, setSending] = useState(false);
  const { errors } = formState;

  // A signed timestamp from the function, asked for (and retried) whenever a new form is shown.
  useEffect(() => {
    if (sent) return;
    tokenGrant.current = fetchFormTokenGrant();
  }, [sent]);

  const startOver = () => {
    formRef.current?.reset();
    reset(emptyValues);
    if (honeypotRef.current) honeypotRef.current.value = "";
    setIdempotencyKey(newIdempotencyKey());
  };

  const onSubmit = handleSubmit(async (formValues) => {
    const values = {
      ...formValues,
      courses: tickedCourses(formRef.current),
      website: honeypotRef.current?.value ?? "",
    };
    // Honeypot filled: a bot. Show success and send nothing, as the specification says.
    if (values.website) {
      setSent(true);
      return;
    }
    // The button says "Sending..." while the form makes sure of its token (a fresh one if the page
    // was open for hours) and, if the visitor was quicker than a person usually is, waits out the
    // rest of its minimum age. Without a token at all it sends anyway: the function delivers it
    // (decisions 010, 022).
    setSending(true);
    const result = await postWithFormToken(tokenGrant.current, (formToken) =>
      contactRequestBody(values, { lang, formToken, idempotencyKey }),
    ).finally(() => setSending(false));
    if (result.ok) {
      setSent(true);
      reset(emptyValues);
      setToast({ kind: "success", title: dict.form.toastSuccessTitle, description: dict.form.toastSuccessText });
      return;
    }
    setError(failureMessage(result, dict.form));
    setToast({ kind: "error", title: dict.form.toastErrorTitle, description: dict.form.toastErrorText });
  });

  /** One field of the table: its label and hint from the dictionary, its control from its entry. */
  const fieldOf = (field: ContactInputField) => {
    const id = `${formId}-${field.name}`;
    return (
      <Field
        key={field.name}
        id={id}
        label={dict.form[field.name]}
        required={field.required}
        hint={"hint" in field ? dict.form[field.hint] : undefined}
        error={errors[field.name]?.message}
      >
        {(aria) => {
          const control = { ...aria, ...register(field.name), className: inputClass };
          if (field.control === "textarea") return <textarea {...control} rows={6} />;
          if (field.control === "select") {
            return (
              <select {...control}>
                <option value="">{dict.form.selectService}</option>
                {field.options.map((option) => (
                  <option
                    key={option}
                    value={option}
                    data-shows-courses={option === quickbooksTrainingService || undefined}
                  >
                    {dict.form.serviceLabels[option]}
                  </option>
                ))}
              </select>
            );
          }
          return <input {...control} type={field.control} autoComplete={field.autoComplete} />;
        }}
      </Field>
    );
  };

  return (
    <div>
      {sent ? (
        <div className="flex flex-col items-center py-10 text-center" role="status">
          <CheckCircle2 className="size-16 text-success" aria-hidden="true" />
          <h3 className="mt-5 text-2xl font-bold">{dict.form.successTitle}</h3>
          <p className="mt-3 max-w-md text-muted-foreground">{dict.form.successText}</p>
          <Button
            className="mt-8"
            variant="outline"
            onClick={() => {
              startOver();
              setSent(false);
            }}
          >
            {dict.form.sendAnother}
          </Button>
        </div>
      ) : (
        <form
          ref={formRef}
          action={sendEmailEndpoint}
          method="post"
          noValidate
          onSubmit={onSubmit}
          aria-describedby={`${formId}-required`}
          className="group/contact scroll-mt-24 space-y-5"
        >
          <p id={`${formId}-required`} className="text-sm text-muted-foreground">
            {dict.form.requiredNote}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">{gridFields.map((field) => fieldOf(field))}</div>
          {/* Shown by CSS while QuickBooks Training is chosen, so it answers before the island has started (docs/decisions/023). */}
          <fieldset className="hidden rounded-xl border bg-muted/40 p-4 group-has-[option[data-shows-courses]:checked]/contact:block">
            <legend className="px-1 text-sm font-semibold">{dict.form.courses}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {quickbooksCourses.map((course) => (
                <label key={course.id} className="flex items-center gap-2.5 rounded-md p-1.5 text-sm hover:bg-muted">
                  <input
                    type="checkbox"
                    name={contactFormFieldNames.courses}
                    value={course.id}
                    className="size-4 accent-(--primary)"
                  />
                  {dict.form.courseLabels[course.id]}
                </label>
              ))}
            </div>
          </fieldset>
          {wideFields.map((field) => fieldOf(field))}
          {/* Honeypot: hidden from people and assistive technology; its name is one autofill leaves alone. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${formId}-hp`}>{dict.form.honeypot}</label>
            <input
              id={`${formId}-hp`}
              ref={honeypotRef}
              type="text"
              name={contactFormFieldNames.honeypot}
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <input type="hidden" name="lang" value={lang} />
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            {sending ? dict.form.sending : dict.form.submit}
          </Button>
        </form>
      )}
      <SendErrorDialog
        reach={reach}
        message={error}
        onClose={() => setError(null)}
        onTryAgain={() => {
          setError(null);
          startOver();
        }}
      />
      {/* Always in the page, so screen readers announce what appears in it. */}
      <Toast
        toast={toast}
        onDismiss={dismissToast}
        regionLabel={dict.common.notifications}
        closeLabel={dict.common.close}
      />
    </div>
  );
}

/**
 * What the dialog says when sending failed (the specification's error catalogue): the function's own message
 * (in the visitor's language); else, for an answer that is not the function's (a platform's 429
 * page, a proxy's HTML error), a message of ours by its status; the network's failure; or the
 * exception's text. The dialog adds the phone number and the e-mail address.
 */
function failureMessage(
  result: Exclude<SubmissionResult, { ok: true }>,
  text: { errorDefault: string; errorRateLimited: string; errorNetwork: string; errorUnexpected: string },
): string {
  if (result.kind !== "server") {
    return result.kind === "network" ? text.errorNetwork : (result.message ?? text.errorUnexpected);
  }
  if (result.message) return result.message;
  return result.status === 429 ? text.errorRateLimited : text.errorDefault;
}
