import { siteOfMatches } from "#app/i18n/index.ts";
import { NotFoundPage, notFoundMeta } from "#app/page-kinds/not-found.tsx";
import type { Route } from "./+types/not-found";

/** Unknown paths: the server answers them with this page's HTML and status 404. */
export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(siteOfMatches(matches));
export default NotFoundPage;
