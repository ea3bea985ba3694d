/**
 * The Markdown tables that list retired or forbidden wording (docs/glossary.md, docs/promises.md):
 * their cells, and the patterns written in backticks in one column. Plain text is matched as
 * written, ignoring case; `/…/flags` is a JavaScript regular expression. Used by the unit tests.
 */

export interface TablePattern {
  /** The pattern as the table writes it, e.g. "`Santa María`" or "`/\bla FTB\b/`". */
  source: string;
  pattern: RegExp;
  /** Every cell of the pattern's row, so a finding can name its term and its fix. */
  row: string[];
}

/** A row's cells; a pipe escaped as \| belongs to the cell. */
export function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replaceAll("\\|", "|"));
}

export function toRegExp(span: string): RegExp {
  const literal = /^\/(.+)\/([a-z]*)$/.exec(span);
  if (literal?.[1] !== undefined) return new RegExp(literal[1], `${literal[2]}g`);
  return new RegExp(span.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
}

/** The table rows of a Markdown text, header and divider rows aside. */
export function tableRows(markdown: string): string[][] {
  return markdown
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .map(cells);
}

/** The backticked patterns of one column, each with its row. */
export function patternsIn(markdown: string, column: number): TablePattern[] {
  return tableRows(markdown).flatMap((row) =>
    [...(row[column] ?? "").matchAll(/`([^`]+)`/g)].flatMap(([, span]) =>
      span ? [{ source: `\`${span}\``, pattern: toRegExp(span), row }] : [],
    ),
  );
}

/** Every string inside a value, however deeply nested, with its path ("es.faqs[2].answer"). */
export function stringsWithPaths(value: unknown, path = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsWithPaths(item, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringsWithPaths(item, path ? `${path}.${key}` : key));
  }
  return [];
}
