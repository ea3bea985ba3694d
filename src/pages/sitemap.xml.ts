import { sitemapXml } from "../lib/search-engine-files.ts";

export const GET = () => new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
