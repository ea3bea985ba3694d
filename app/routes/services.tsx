import { ServicesDirectory } from "#app/components/services-directory/services-directory.tsx";
import { siteOfMatches } from "#app/i18n/index.ts";
import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { Island } from "#app/islands/island.tsx";
import { renderIsland } from "#app/islands/render-island.server.tsx";
import { directoryProps, ServicesPage, servicesMeta } from "#app/page-kinds/services.tsx";
import type { Route } from "./+types/services";

/** Runs at build time only (prerender): the directory in the page's language, as the island its script hydrates. */
export function loader({ request }: Route.LoaderArgs) {
  const site = siteContextOf(request);
  return { islands: { directory: renderIsland("services-directory", ServicesDirectory, directoryProps(site), site) } };
}

export const meta: Route.MetaFunction = ({ matches }) => servicesMeta(siteOfMatches(matches));

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesPage directory={<Island island={loaderData.islands.directory} />} />;
}
