import { Languages, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useDictionary, useLang } from "~/i18n";
import { browserPrefersSpanish, readStoredLang, storeLang } from "~/i18n/language-preference";
import { counterpartPath } from "~/i18n/language-switch";
import { useOnNotFoundPage } from "./language-toggle";

const visitStartedKey = "visit-started";
const bannerDismissedKey = "lang-banner-dismissed";

function sessionFlag(key: string, set = false): boolean {
  try {
    if (set) sessionStorage.setItem(key, "1");
    return sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

/**
 * decisions.md 8. A visitor whose stored choice is Spanish and who opens the bare English home
 * page first is sent to /es (history replaced). A visitor with no stored choice whose browser
 * prefers Spanish is offered the Spanish page in a dismissible banner; nothing moves by itself.
 * All of it runs after hydration, so the prerendered HTML never depends on storage.
 */
export function LanguageSuggestion() {
  const lang = useLang();
  const dict = useDictionary();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [offer, setOffer] = useState(false);
  // As in the toggle: an unknown path's Spanish 404 page comes from the server, not as page data.
  const onNotFoundPage = useOnNotFoundPage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, on the first page of the visit
  useEffect(() => {
    const firstPage = !sessionFlag(visitStartedKey);
    sessionFlag(visitStartedKey, true);
    const stored = readStoredLang();
    if (firstPage && stored === "es" && window.location.pathname === "/") {
      navigate("/es", { replace: true });
      return;
    }
    if (!stored && lang === "en" && !sessionFlag(bannerDismissedKey) && browserPrefersSpanish(navigator.languages)) {
      setOffer(true);
    }
  }, []);

  if (!offer || lang !== "en") return null;
  const dismiss = () => {
    sessionFlag(bannerDismissedKey, true);
    setOffer(false);
  };
  return (
    <aside
      lang="es"
      aria-label={dict.languageBanner.action}
      className="border-b bg-secondary text-secondary-foreground"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <Languages className="size-4" aria-hidden="true" />
        <p>{dict.languageBanner.text}</p>
        <Link
          to={counterpartPath(pathname, "es")}
          reloadDocument={onNotFoundPage}
          onClick={() => {
            storeLang("es");
            setOffer(false);
          }}
          className="font-semibold text-primary underline underline-offset-4"
        >
          {dict.languageBanner.action}
        </Link>
        <button
          type="button"
          onClick={dismiss}
          className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-background/60"
        >
          <X className="size-4" aria-hidden="true" />
          {dict.languageBanner.dismiss}
        </button>
      </div>
    </aside>
  );
}
