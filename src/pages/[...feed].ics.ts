/**
 * The tax calendar's feeds (issue 46), written by the build: one `.ics` per audience and language,
 * where app/content/tax-calendar/feeds.ts says, with the deadlines of the twelve months from the
 * build's day. Glue only.
 */
import type { APIRoute } from "astro";
import { buildDay } from "#app/content/build-day.ts";
import { feeds, feedText } from "#app/content/tax-calendar/feeds.ts";
import { siteOrigin } from "#app/page-kinds/seo.ts";

export function getStaticPaths() {
  return feeds.map(({ audience, lang, path }) => ({
    params: { feed: path.slice(1).replace(/\.ics$/, "") },
    props: { audience, lang },
  }));
}

type Props = ReturnType<typeof getStaticPaths>[number]["props"];

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(feedText(props.audience, props.lang, siteOrigin, buildDay), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
