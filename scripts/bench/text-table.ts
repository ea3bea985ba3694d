/**
 * A plain-text table for a terminal. Columns are right-aligned (figures) unless named in
 * `leftColumns` (text); by default the first column is the only text one.
 */
export function textTable(rows: readonly (readonly string[])[], leftColumns: readonly number[] = [0]): string {
  const widths: number[] = [];
  for (const row of rows) {
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => (leftColumns.includes(i) ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
