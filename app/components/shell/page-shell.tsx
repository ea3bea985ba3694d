import type { ReactNode } from "react";
import { useDictionary } from "#app/i18n/index.ts";
import { LanguageSuggestion } from "./language-suggestion.tsx";
import { MenuOverlay } from "./mobile-menu.tsx";
import { SampleNotice } from "./sample-notice.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Everything of `<body>` that is the same on every page, around the page's own content (`children`, in `<main>`). */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SampleNotice />
      <LanguageSuggestion />
      <SiteHeader />
      <MenuOverlay />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}

export function SkipLink() {
  const dict = useDictionary();
  return (
    <a
      href="#main-content"
      className="sr-only z-[70] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {dict.nav.skipToContent}
    </a>
  );
}
