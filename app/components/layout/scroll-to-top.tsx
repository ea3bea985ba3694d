import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useDictionary } from "~/i18n";
import { cn } from "~/lib/cn";

export const scrollToTopThreshold = 200;

/** Appears once the page has scrolled more than 200 px. */
export function ScrollToTop() {
  const dict = useDictionary();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > scrollToTopThreshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>("#main-content")?.focus({ preventScroll: true });
      }}
      className={cn(
        "fixed right-4 bottom-4 z-40 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg animate-fade-in hover:bg-primary/90",
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
      <span className="sr-only">{dict.common.backToTop}</span>
    </button>
  );
}
