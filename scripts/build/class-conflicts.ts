/**
 * `cn()` joins class names without resolving Tailwind conflicts (tailwind-merge would add 8.6 KB to every island), so a component's
 * classes and a caller's must not set the same property. This finds the elements of a page where
 * they do: tailwind-merge (a build-time tool here, never shipped) says which class it would drop.
 */
import { twMerge } from "tailwind-merge";

export interface ClassConflict {
  /** The element's whole class attribute. */
  classes: string;
  /** The classes that lose to a later class setting the same property. */
  overridden: string[];
}

const classAttribute = /\sclass="([^"]*)"/g;

export function classConflicts(html: string): ClassConflict[] {
  const conflicts = new Map<string, ClassConflict>();
  for (const [, classes = ""] of html.matchAll(classAttribute)) {
    if (conflicts.has(classes)) continue;
    const kept = new Set(twMerge(classes).split(" "));
    const overridden = classes.split(/\s+/).filter((name) => name && !kept.has(name));
    if (overridden.length) conflicts.set(classes, { classes, overridden });
  }
  return [...conflicts.values()];
}
