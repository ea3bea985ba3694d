import { lazy, Suspense, useState } from "react";
import { useDictionary } from "~/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { MenuButton } from "./menu-button";
import { MobileMenuWithoutScript } from "./mobile-menu-without-script";

const loadDialog = () => import("./mobile-menu-dialog");
const MobileMenuDialog = lazy(() => loadDialog().then((m) => ({ default: m.MobileMenuDialog })));

/**
 * Below the xl breakpoint: a hamburger that opens the same entries as the header. Until React runs
 * (or without JavaScript) a native <details> menu does the job. After hydration the button is
 * plain until the visitor reaches for it: pointing at it, focusing or touching it starts loading
 * the Radix dialog (about 12 KB of gzip JavaScript that most visits never need); a click opens it
 * as soon as it is there.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const dict = useDictionary();
  const [wanted, setWanted] = useState(false);
  if (!hydrated) return <MobileMenuWithoutScript />;
  if (!wanted) {
    const preload = () => void loadDialog();
    return (
      <MenuButton
        label={dict.nav.openMenu}
        open={false}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => setWanted(true)}
      />
    );
  }
  return (
    <Suspense fallback={<MenuButton label={dict.nav.openMenu} open={false} aria-busy="true" />}>
      <MobileMenuDialog initiallyOpen />
    </Suspense>
  );
}
