import { coursesLine, quickbooksCourses } from "~/lib/contact-contract";
import type { Lang } from "~/lib/route-table";

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  courses: string[];
  website: string;
}

/**
 * The request body of site-and-forms.md section 7: phone "Not provided" when blank, and the chosen
 * course labels appended to the message and sent as quickbooksDetails.
 */
export function contactRequestBody(
  values: ContactFormValues,
  extra: { lang: Lang; formToken?: string; idempotencyKey: string },
) {
  const courseIds = values.service === "QuickBooks Training" ? values.courses : [];
  const line = coursesLine(courseIds);
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || "Not provided",
    service: values.service,
    message: line ? `${message}\n\n${line}` : message,
    quickbooksDetails: quickbooksCourses
      .filter((c) => courseIds.includes(c.id))
      .map((c) => c.label)
      .join(", "),
    website: values.website,
    lang: extra.lang,
    formToken: extra.formToken ?? "",
    idempotencyKey: extra.idempotencyKey,
  };
}
