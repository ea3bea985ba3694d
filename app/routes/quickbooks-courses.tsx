import { OfferingsSection } from "#app/components/quickbooks/offerings-section.tsx";
import { WaitlistForm } from "#app/components/quickbooks/waitlist-form.tsx";
import { siteOfMatches } from "#app/i18n/index.ts";
import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { Island } from "#app/islands/island.tsx";
import { renderIsland } from "#app/islands/render-island.server.tsx";
import { offeringsProps, QuickbooksPage, quickbooksData, quickbooksMeta } from "#app/page-kinds/quickbooks.tsx";
import type { Route } from "./+types/quickbooks-courses";

/**
 * Runs at build time only (prerender): the page's copy in its language, with the offerings and the
 * waitlist form rendered as the islands their scripts hydrate.
 */
export function loader({ request }: Route.LoaderArgs) {
  const site = siteContextOf(request);
  const data = quickbooksData(site);
  return {
    ...data,
    islands: {
      offerings: renderIsland("quickbooks-offerings", OfferingsSection, offeringsProps(data), site),
      waitlist: renderIsland("waitlist-form", WaitlistForm, {}, site),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => quickbooksMeta(loaderData, siteOfMatches(matches));

export default function QuickbooksCourses({ loaderData }: Route.ComponentProps) {
  const { islands, ...data } = loaderData;
  return (
    <QuickbooksPage
      {...data}
      offerings={<Island island={islands.offerings} />}
      waitlist={<Island island={islands.waitlist} />}
    />
  );
}
