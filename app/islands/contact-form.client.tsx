import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { hydrateIsland } from "./hydrate-island.tsx";

hydrateIsland("contact-form", ContactForm);
