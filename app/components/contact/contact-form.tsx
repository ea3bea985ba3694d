import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Send } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { z } from "zod/mini";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { notify } from "~/components/ui/notify";
import { useDictionary, useLang } from "~/i18n";
import {
  quickbooksCourses,
  quickbooksTrainingService,
  sendEmailEndpoint,
  serviceOptions,
} from "~/lib/contact-contract";
import { createContactFieldsSchema } from "~/lib/contact-schema";
import { fetchFormToken, newIdempotencyKey, postSubmission } from "~/lib/form-submission";
import { type ContactFormValues, contactRequestBody } from "./contact-request";

// The failure dialog (and its Radix dialog code) loads when a message is sent, in case it fails.
const loadErrorDialog = () => import("./send-error-dialog");
const SendErrorDialog = lazy(() => loadErrorDialog().then((m) => ({ default: m.SendErrorDialog })));

/** Navigation state other pages may pass (site-and-forms.md section 2). */
interface ContactNavigationState {
  autoSelectService?: string;
  autoSelectCourse?: string;
}

const emptyValues: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  service: "",
  message: "",
  courses: [],
  website: "",
};

export function ContactForm() {
  const dict = useDictionary();
  const lang = useLang();
  const location = useLocation();
  const formId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const failedOnce = useRef(false);
  if (error !== null) failedOnce.current = true;
  const [formToken, setFormToken] = useState<string>();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // The honeypot stays outside react-hook-form: its HTML name must differ from the JSON field `website`.
  const honeypotRef = useRef<HTMLInputElement>(null);

  const schema = useMemo(
    () =>
      z.extend(createContactFieldsSchema(dict.contactForm.errors), {
        phone: z.string(),
        courses: z.array(z.string()),
        website: z.string(),
      }),
    [dict],
  );
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    mode: "onTouched",
  });
  const { register, handleSubmit, watch, reset, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const service = watch("service");

  // A signed timestamp from the function; refreshed whenever a new form is shown.
  useEffect(() => {
    if (sent) return;
    let cancelled = false;
    fetchFormToken().then((token) => {
      if (!cancelled) setFormToken(token);
    });
    return () => {
      cancelled = true;
    };
  }, [sent]);

  // Arriving with autoSelectService / autoSelectCourse (e.g. from the QuickBooks page).
  useEffect(() => {
    const state = (location.state ?? {}) as ContactNavigationState;
    if (!state.autoSelectService) return;
    if ((serviceOptions as readonly string[]).includes(state.autoSelectService)) {
      setValue("service", state.autoSelectService, { shouldValidate: false });
    }
    if (state.autoSelectCourse && quickbooksCourses.some((c) => c.id === state.autoSelectCourse)) {
      setValue("courses", [state.autoSelectCourse]);
    }
    containerRef.current?.scrollIntoView({ block: "start" });
  }, [location.state, setValue]);

  const startOver = () => {
    reset(emptyValues);
    if (honeypotRef.current) honeypotRef.current.value = "";
    setIdempotencyKey(newIdempotencyKey());
  };

  const onSubmit = handleSubmit(async (formValues) => {
    void loadErrorDialog();
    const values = { ...formValues, website: honeypotRef.current?.value ?? "" };
    // Honeypot filled: a bot. Show success and send nothing (site-and-forms.md section 4).
    if (values.website) {
      setSent(true);
      return;
    }
    const token = formToken ?? (await fetchFormToken());
    const result = await postSubmission(contactRequestBody(values, { lang, formToken: token, idempotencyKey }));
    if (result.ok) {
      setSent(true);
      reset(emptyValues);
      notify("success", dict.form.toastSuccessTitle, dict.form.toastSuccessText);
      return;
    }
    const message =
      result.kind === "server"
        ? (result.message ?? dict.form.errorDefault)
        : result.kind === "network"
          ? dict.form.errorNetwork
          : (result.message ?? dict.form.errorUnexpected);
    setError(message);
    notify("error", dict.form.toastErrorTitle, dict.form.toastErrorText);
  });

  if (sent) {
    return (
      <div ref={containerRef} className="flex flex-col items-center py-10 text-center" role="status">
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
    );
  }

  return (
    <div ref={containerRef} className="scroll-mt-24">
      <form
        action={sendEmailEndpoint}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={`${formId}-required`}
        className="space-y-5"
      >
        <p id={`${formId}-required`} className="text-sm text-muted-foreground">
          {dict.form.requiredNote}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${formId}-name`} label={dict.form.name} required error={errors.name?.message}>
            {(aria) => <input {...aria} {...register("name")} type="text" autoComplete="name" className={inputClass} />}
          </Field>
          <Field id={`${formId}-email`} label={dict.form.email} required error={errors.email?.message}>
            {(aria) => (
              <input {...aria} {...register("email")} type="email" autoComplete="email" className={inputClass} />
            )}
          </Field>
          <Field
            id={`${formId}-phone`}
            label={dict.form.phone}
            hint={dict.form.phoneHint}
            error={errors.phone?.message}
          >
            {(aria) => <input {...aria} {...register("phone")} type="tel" autoComplete="tel" className={inputClass} />}
          </Field>
          <Field id={`${formId}-service`} label={dict.form.service} required error={errors.service?.message}>
            {(aria) => (
              <select {...aria} {...register("service")} className={inputClass}>
                <option value="">{dict.form.selectService}</option>
                {serviceOptions.map((option) => (
                  <option key={option} value={option}>
                    {dict.form.serviceLabels[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {service === quickbooksTrainingService && (
          <fieldset className="rounded-xl border bg-muted/40 p-4">
            <legend className="px-1 text-sm font-semibold">{dict.form.courses}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {quickbooksCourses.map((course) => (
                <label key={course.id} className="flex items-center gap-2.5 rounded-md p-1.5 text-sm hover:bg-muted">
                  <input
                    type="checkbox"
                    value={course.id}
                    {...register("courses")}
                    className="size-4 accent-(--primary)"
                  />
                  {dict.form.courseLabels[course.id]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <Field
          id={`${formId}-message`}
          label={dict.form.message}
          required
          hint={dict.form.messageHint}
          error={errors.message?.message}
        >
          {(aria) => <textarea {...aria} {...register("message")} rows={6} className={inputClass} />}
        </Field>
        {/* Honeypot: hidden from people and assistive technology; its name is one autofill leaves alone. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${formId}-hp`}>{dict.form.honeypot}</label>
          <input
            id={`${formId}-hp`}
            ref={honeypotRef}
            type="text"
            name="nais_hp_field"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <input type="hidden" name="lang" value={lang} />
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {isSubmitting ? dict.form.sending : dict.form.submit}
        </Button>
      </form>
      {/* Mounted from the first failure on, so it can animate closed. */}
      {(error !== null || failedOnce.current) && (
        <Suspense fallback={null}>
          <SendErrorDialog
            message={error}
            onClose={() => setError(null)}
            onTryAgain={() => {
              setError(null);
              startOver();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
