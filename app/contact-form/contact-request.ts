import type { SubmissionEnvelope } from "#app/contact-form/contact-contract.ts";
import {
  type ContactFormInput,
  type ContactRequestFields,
  contactRequestFields,
} from "#app/contact-form/contact-fields.ts";

/** The contact form's values as react-hook-form keeps them (`courses`: the checked course ids). */
export type ContactFormValues = ContactFormInput & { courses: string[] };

/**
 * The request body the e-mail function expects: the fields from the one builder the e-mail
 * function also uses for a form posted without JavaScript (`contactRequestFields`), and the
 * envelope (language, token, idempotency key).
 */
export function contactRequestBody(
  values: ContactFormValues,
  extra: { lang: SubmissionEnvelope["lang"]; formToken?: string; idempotencyKey: string },
): ContactRequestFields & SubmissionEnvelope {
  return {
    ...contactRequestFields(values),
    lang: extra.lang,
    formToken: extra.formToken ?? "",
    idempotencyKey: extra.idempotencyKey,
  };
}
