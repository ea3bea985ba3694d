import { PageBanner } from "~/components/site/page-banner";
import { dictionaries, useDictionary } from "~/i18n";
import { findPage, pathOfRequest } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/quickbooks-courses";

/** Runs at build time (prerender): picks the page from the route table by its path. */
export function loader({ request }: Route.LoaderArgs) {
  const found = findPage(pathOfRequest(request));
  if (!found?.page.service) throw new Response("Not Found", { status: 404 });
  return { pageId: found.page.id, slug: found.page.service, lang: found.lang };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const dict = dictionaries[loaderData.lang];
  return pageMeta({
    pageId: loaderData.pageId,
    lang: loaderData.lang,
    title: dict.serviceNames[loaderData.slug],
    description: dict.site.description,
  });
};

export default function QuickBooksCoursesPage({ loaderData }: Route.ComponentProps) {
  const dict = useDictionary();
  return <PageBanner title={dict.serviceNames[loaderData.slug]} lead={dict.site.description} />;
}
