import { Moon, Sun } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { useDictionary } from "#app/i18n/index.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";

/**
 * Flips light/dark and stores the choice: the shell's script does it (app/shell-script/theme.ts) and keeps
 * `aria-pressed` true while the dark theme is on; the inline head script applied the initial theme.
 */
export function ThemeToggle() {
  const dict = useDictionary();
  return (
    <Button
      variant="ghost"
      size="icon"
      {...hook(shellHooks.themeToggle)}
      aria-pressed="false"
      aria-label={dict.theme.toggle}
    >
      <Sun className="hidden dark:block" aria-hidden="true" />
      <Moon className="block dark:hidden" aria-hidden="true" />
    </Button>
  );
}
