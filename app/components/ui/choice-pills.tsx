import type * as React from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A row of pills, one choice at a time: a native radio group, so a tap chooses before any script
 * has run and the arrow keys move between the choices (docs/decisions/023). Each radio carries
 * `data-choice`, for the CSS that filters by the checked one (`group-has-[[data-choice]:checked…]`).
 * Uncontrolled (the first choice checked) unless `value` is given with `onValueChange`.
 */
export function ChoicePills<T extends string>({
  legend,
  name,
  choices,
  value,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<"fieldset">, "onChange"> & {
  legend: string;
  name: string;
  choices: readonly { value: T; label: string }[];
  value?: T;
  onValueChange?: (value: T) => void;
}) {
  return (
    <fieldset className={cn("min-w-0", className)} {...props}>
      <legend className="sr-only">{legend}</legend>
      {/* The pills wrap on a narrow screen: a row that scrolled hid its last choice (Spanish, 390 px). */}
      <div className="inline-flex max-w-full flex-wrap items-center gap-1 rounded-xl bg-muted p-1 text-muted-foreground">
        {choices.map((choice, i) => (
          <label key={choice.value} className="relative shrink-0">
            <input
              type="radio"
              name={name}
              value={choice.value}
              {...(value === undefined
                ? { defaultChecked: i === 0 }
                : { checked: value === choice.value, onChange: () => onValueChange?.(choice.value) })}
              data-choice
              // Transparent over its pill: the tap lands on the radio itself.
              className="peer absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            <span className="inline-flex h-9 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors peer-checked:bg-card peer-checked:text-foreground peer-checked:shadow-sm peer-hover:text-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
