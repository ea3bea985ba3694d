import { robotsTxt } from "../lib/search-engine-files.ts";

export const GET = () => new Response(robotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
