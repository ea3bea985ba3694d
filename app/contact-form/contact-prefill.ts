import { contactFormFieldNames, type QuickbooksCourseId } from "#app/contact-form/contact-contract.ts";

/** The contact form's service select, by its name in the form's table (contact-fields.ts). */
const serviceFieldName = "service";

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

/**
 * The choice a contact page's address asks for, made by an inline script placed right after the form, so the service and course
 * are in the form the moment it is painted, before any script file arrives (decision 023). It
 * chooses only while the service is still unchosen: a value the browser restored, or the visitor's
 * own choice, is left alone, and the island, which reads the fields as they are when it starts,
 * keeps whatever is there. Its hash goes into the CSP like every inline script (decision 003).
 */
export const contactPrefillScript = `(function(){var s=document.querySelector(${JSON.stringify(`select[name="${serviceFieldName}"]`)}),f=s&&s.form;if(!f||s.value)return;var q=new URLSearchParams(location.search),o=null,c=null,i,b=f.querySelectorAll(${JSON.stringify(`input[name="${contactFormFieldNames.courses}"]`)});for(i=0;i<s.options.length;i++)if(s.options[i].value&&s.options[i].value===q.get("service"))o=s.options[i];for(i=0;i<b.length;i++)if(b[i].value===q.get("course"))c=b[i];if(!o&&c)o=s.querySelector("option[data-shows-courses]");if(!o)return;s.value=o.value;if(c&&o.hasAttribute("data-shows-courses"))c.checked=true;history.replaceState(history.state,"",location.pathname+location.hash);f.scrollIntoView({block:"start"})})()`;
