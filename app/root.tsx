import pageScripts from "virtual:page-scripts";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { PageShell, SkipLink } from "#app/components/shell/page-shell.tsx";
import interLatinUrl from "#app/fonts/inter-latin-wght-400-800.woff2?url";
import { type SiteContextValue, SiteProvider, useDictionary } from "#app/i18n/index.ts";
import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { islandsOf } from "#app/islands/island.tsx";
import { jsonForScript } from "#app/islands/island-json.ts";
import { notFoundPaths } from "#app/lib/route-table.ts";
import { headScript } from "#app/shell-script/head-script.ts";
import { scriptLoader } from "#app/shell-script/script-loader.ts";
import { speculationRules } from "#app/shell-script/speculation-rules.ts";

interface RootData extends SiteContextValue {
  headScript: string;
  scriptLoader: string;
  /**
   * React Router also renders an "SPA fallback" page and refuses to build unless it carries its
   * client (`<Scripts />`). No one is ever served that page (scripts/postbuild.ts deletes it), so
   * it alone gets them.
   */
  spaFallback: boolean;
}

/**
 * Runs at build time for every prerendered page. Nothing of React Router runs in the browser
 * (docs/decisions/009-html-first-pages.md): every page gets the shell's script, and an app page
 * also gets the scripts of the islands its route rendered.
 */
export function loader({ request }: Route.LoaderArgs): RootData {
  const spaFallback = request.headers.get("X-React-Router-SPA-Mode") === "yes";
  return { ...siteContextOf(request), headScript, scriptLoader, spaFallback };
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The page scripts to load: the shell's, then one per island the page's routes rendered. */
function usePageScripts(): { scripts: string[]; preloads: string[]; hasIslands: boolean } {
  const islandNames = [...new Set(useMatches().flatMap((match) => islandsOf(match.loaderData).map((i) => i.name)))];
  const entries = ["shell", ...islandNames].map((name) => {
    const script = pageScripts[name];
    if (!script) throw new Error(`root: no page script "${name}" (vite-plugins/page-scripts.ts)`);
    return script;
  });
  return {
    scripts: entries.map((e) => e.src),
    preloads: [...new Set(entries.flatMap((e) => e.preload))],
    hasIslands: islandNames.length > 0,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root: the root loader's data is missing");
  const { headScript: inlineHeadScript, scriptLoader: inlineScriptLoader, spaFallback, ...site } = data;
  const { scripts, preloads, hasIslands } = usePageScripts();
  const onNotFoundPage = Object.values(notFoundPaths).includes(site.path);
  return (
    // The head script sets the `dark` class before the first paint.
    <html lang={site.lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13213f" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, hashed script (CSP) */}
        <script dangerouslySetInnerHTML={{ __html: inlineHeadScript }} />
        <Meta />
        <Links />
        {/* Our scripts, loaded after the first paint (app/shell-script/script-loader.ts). */}
        <script
          type="application/json"
          id="page-scripts"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by jsonForScript
          dangerouslySetInnerHTML={{ __html: jsonForScript({ scripts, preload: preloads }) }}
        />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, hashed script (CSP) */}
        <script dangerouslySetInnerHTML={{ __html: inlineScriptLoader }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed JSON, hashed like every inline script (CSP) */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </head>
      <body className="flex min-h-dvh flex-col" data-not-found={onNotFoundPage || undefined}>
        <SiteProvider value={site}>{children}</SiteProvider>
        {hasIslands && (
          <script
            type="application/json"
            id="site-context"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data for the islands, escaped by jsonForScript
            dangerouslySetInnerHTML={{ __html: jsonForScript(site) }}
          />
        )}
        {spaFallback && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PageShell>
      <Outlet />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const dict = useDictionary();
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <>
      <SkipLink />
      <main id="main-content" className="mx-auto max-w-2xl flex-1 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">
          {isRouteErrorResponse(error) ? `${error.status}` : dict.errorBoundary.title}
        </h1>
        <p className="mt-4 text-muted-foreground">{dict.errorBoundary.text}</p>
        {detail && <pre className="mt-6 overflow-x-auto text-left text-xs">{detail}</pre>}
      </main>
    </>
  );
}
