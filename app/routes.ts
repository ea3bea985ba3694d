import { type RouteConfig, route } from "@react-router/dev/routes";
import { allPages, languages, type PageKind } from "./lib/route-table.ts";

/** Route module per kind of page; both languages share the module, so each route needs its own id. */
const moduleOf: Record<PageKind, string> = {
  home: "routes/home.tsx",
  about: "routes/about.tsx",
  services: "routes/services.tsx",
  contact: "routes/contact.tsx",
  legal: "routes/legal.tsx",
  service: "routes/service-page.tsx",
  quickbooks: "routes/quickbooks-courses.tsx",
  "form-result": "routes/contact-result.tsx",
};

export default [
  ...allPages.flatMap((page) =>
    languages.map((lang) => route(page.path[lang], moduleOf[page.kind], { id: `${lang}:${page.id}` })),
  ),
  // Files for search engines, prerendered from the route table.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Unknown paths. The splats also match /404 and /es/404, which the build prerenders (route-table.ts).
  route("es/*", "routes/not-found.tsx", { id: "es:not-found" }),
  route("*", "routes/not-found.tsx", { id: "en:not-found" }),
] satisfies RouteConfig;
