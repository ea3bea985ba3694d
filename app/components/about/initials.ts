/** Avatar initials: the uppercase first letters of the first two words of a name ("maria de la cruz" → "MD"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
