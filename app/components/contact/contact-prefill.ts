import {
  type QuickbooksCourseId,
  quickbooksCourses,
  quickbooksTrainingService,
  serviceOptions,
} from "#app/lib/contact-contract.ts";

/**
 * What a link may ask the contact form to choose (the specification's autoSelectService
 * and autoSelectCourse; decision 018 carries them as query parameters): `service` is one of the
 * form's services, `course` one of the QuickBooks courses. A course alone means QuickBooks Training.
 */
export interface ContactPrefill {
  service: string;
  course?: QuickbooksCourseId;
}

export function contactPrefillHref(contactPath: string, prefill: ContactPrefill): string {
  const query = new URLSearchParams({ service: prefill.service, ...(prefill.course && { course: prefill.course }) });
  return `${contactPath}?${query}`;
}

/** The choice a contact page URL's query asks for, or nothing when it asks for none (or for something unknown). */
export function contactPrefillOf(query: URLSearchParams): ContactPrefill | undefined {
  const course = quickbooksCourses.find((c) => c.id === query.get("course"))?.id;
  const service = serviceOptions.find((s) => s === query.get("service")) ?? (course && quickbooksTrainingService);
  if (!service) return undefined;
  return service === quickbooksTrainingService && course ? { service, course } : { service };
}
