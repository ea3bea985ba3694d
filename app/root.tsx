import interLatinUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { LanguageSuggestion } from "./components/layout/language-suggestion";
import { RouteLoadingIndicator } from "./components/layout/route-loading-indicator";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { useRouteFocus } from "./components/layout/use-route-focus";
import { type RootData, useDictionary, useLang } from "./i18n";
import { dictionaries } from "./i18n/dictionaries";
import { langOfPath, pathOfRequest } from "./lib/route-table";
import { themeInitScript } from "./lib/theme";
import { useHydrated } from "./lib/use-hydrated";

// Toasts appear only after a visitor acts, so their code loads after hydration, not with the page.
const Toaster = lazy(() => import("./components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * Runs at build time for every prerendered page: the page's language and its dictionary, so the
 * browser downloads one language's strings as page data instead of both in the JavaScript.
 */
export function loader({ request }: Route.LoaderArgs): RootData {
  const lang = langOfPath(pathOfRequest(request));
  return { lang, dictionary: dictionaries[lang] };
}

/** The root data changes only with the language: fetched again when a link crosses languages. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate;

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  const dict = useDictionary();
  return (
    // The theme script sets the `dark` class before React hydrates: expected, so not a mismatch.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13213f" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed, hashed script (CSP) */}
        <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-[70] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {dict.nav.skipToContent}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useRouteFocus();
  // Marks the document once React has hydrated it and swapped in the interactive parts (the
  // script-free menu and FAQ): end-to-end tests wait for this before clicking.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return (
    <>
      <RouteLoadingIndicator />
      <LanguageSuggestion />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const dict = useDictionary();
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main-content" className="mx-auto max-w-2xl flex-1 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {isRouteErrorResponse(error) ? `${error.status}` : dict.errorBoundary.title}
      </h1>
      <p className="mt-4 text-muted-foreground">{dict.errorBoundary.text}</p>
      {detail && <pre className="mt-6 overflow-x-auto text-left text-xs">{detail}</pre>}
    </main>
  );
}
