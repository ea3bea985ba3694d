import { siteOfMatches } from "#app/i18n/index.ts";
import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { ServicePage, serviceData, serviceMeta } from "#app/page-kinds/service.tsx";
import type { Route } from "./+types/service-page";

/** Runs at build time only (prerender): the copy of this one page, in its language. */
export const loader = ({ request }: Route.LoaderArgs) => serviceData(siteContextOf(request));
export const meta: Route.MetaFunction = ({ loaderData, matches }) => serviceMeta(loaderData, siteOfMatches(matches));
export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicePage {...loaderData} />;
}
