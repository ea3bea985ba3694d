import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { HomePage, homeData, homeMeta } from "#app/page-kinds/home.tsx";
import type { Route } from "./+types/home";

/** Runs at build time only (prerender). */
export const loader = ({ request }: Route.LoaderArgs) => homeData(siteContextOf(request));
export const meta: Route.MetaFunction = ({ loaderData }) => homeMeta(loaderData);
export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
