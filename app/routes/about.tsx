import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { AboutPage, aboutData, aboutMeta } from "#app/page-kinds/about.tsx";
import type { Route } from "./+types/about";

/** Runs at build time only (prerender). */
export const loader = ({ request }: Route.LoaderArgs) => aboutData(siteContextOf(request));
export const meta: Route.MetaFunction = ({ loaderData }) => aboutMeta(loaderData);
export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage {...loaderData} />;
}
