import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "~/components/ui/button";
import { useDictionary } from "~/i18n";
import { applyTheme, readTheme, subscribeToTheme } from "~/lib/theme";

/** Flips light/dark and stores the choice. The inline head script applied the initial theme. */
export function ThemeToggle() {
  const dict = useDictionary();
  // The server cannot know the theme: it renders "light" and the browser corrects it after hydration.
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, () => "light" as const);
  const isDark = theme === "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={isDark}
      aria-label={dict.theme.toggle}
      onClick={() => applyTheme(isDark ? "light" : "dark", { store: true })}
    >
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="block dark:hidden" aria-hidden="true" />
    </Button>
  );
}
