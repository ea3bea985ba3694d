import { useNavigation } from "react-router";
import { useDictionary } from "~/i18n";

/** Shown while the next page's code and data load (routes load on demand). */
export function RouteLoadingIndicator() {
  const dict = useDictionary();
  const loading = useNavigation().state === "loading";
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      {loading && (
        <>
          <div className="h-1 w-full origin-left animate-pulse bg-accent" />
          <span className="absolute top-2 left-1/2 -translate-x-1/2 rounded-full bg-brand-ink px-3 py-1 text-xs font-semibold text-brand-ink-foreground shadow">
            {dict.common.loading}
          </span>
        </>
      )}
    </div>
  );
}
