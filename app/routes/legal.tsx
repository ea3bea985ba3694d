import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { LegalPage, legalData, legalMeta } from "#app/page-kinds/legal.tsx";
import type { Route } from "./+types/legal";

/** Runs at build time only (prerender): the privacy policy or the terms. */
export const loader = ({ request }: Route.LoaderArgs) => legalData(siteContextOf(request));
export const meta: Route.MetaFunction = ({ loaderData }) => legalMeta(loaderData);
export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
