import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind classes (tailwind-merge would cost
 * 8.6 KB of gzip JavaScript in every island): a component's base classes and the
 * classes a caller adds must not set the same property; give the component a variant instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
