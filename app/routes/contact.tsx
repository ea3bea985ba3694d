import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { siteOfMatches } from "#app/i18n/index.ts";
import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { Island } from "#app/islands/island.tsx";
import { renderIsland } from "#app/islands/render-island.server.tsx";
import { ContactPage, contactMeta } from "#app/page-kinds/contact.tsx";
import type { Route } from "./+types/contact";

/** Runs at build time only (prerender): the form, rendered as the island its script hydrates. */
export function loader({ request }: Route.LoaderArgs) {
  return { islands: { form: renderIsland("contact-form", ContactForm, {}, siteContextOf(request)) } };
}

export const meta: Route.MetaFunction = ({ matches }) => contactMeta(siteOfMatches(matches));

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage form={<Island island={loaderData.islands.form} />} />;
}
