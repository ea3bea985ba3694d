import { ContactForm } from "#app/contact-form/contact-form.tsx";
import { withSite } from "./with-site.tsx";

/** The contact form as an Astro island (src/pages/[...path].astro). */
export const ContactFormIsland = withSite(ContactForm, "contact-form");
