/**
 * The site's one web font: Inter (SIL Open Font License, app/fonts/OFL.txt) cut down to what the
 * pages draw, so that a first visit downloads 28 KB instead of 48 KB before its largest paint
 * (docs/decisions/015-one-small-font-file.md). Deterministic: same inputs, same file.
 *
 *   app/fonts/inter-latin-wght-400-800.woff2   ASCII, Latin-1 (all of Spanish), typographic
 *                                              punctuation; weights 400 to 800 of the variable axis
 *
 * Usage: node scripts/make/make-font.ts   (after changing FONT_CHARACTERS or FONT_WEIGHTS; commit the file)
 */
import { readFile, writeFile } from "node:fs/promises";
import subsetFont from "subset-font";

const codePoints = (from: number, to: number): string =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * Every character the font file draws; any other falls back to the system font, character by
 * character, through the `unicode-range` that app/app.css declares from this same list
 * (scripts/make/make-font.test.ts checks both, and that every character of the app's source fits).
 */
export const FONT_CHARACTERS =
  codePoints(0x20, 0x7e) + // ASCII
  codePoints(0xa0, 0xff) + // Latin-1: á é í ó ú ñ ü ¿ ¡ « » © ·
  "–—‘’‚“”„•…‹›€™−"; // dashes, curly quotes, bullet, ellipsis, euro, trademark, minus

/** The weights the design uses: body 400 to Tailwind's `font-extrabold` 800. */
export const FONT_WEIGHTS = { min: 400, max: 800 };

/** Inter's Latin variable file, through the package's published `./files/*` export. */
export const fontSource = new URL(
  import.meta.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
);
export const fontFile = new URL("../../app/fonts/inter-latin-wght-400-800.woff2", import.meta.url);

/** The subset font file, as bytes. */
export async function makeFont(): Promise<Buffer> {
  return subsetFont(await readFile(fontSource), FONT_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: FONT_WEIGHTS },
  });
}

async function main(): Promise<void> {
  const font = await makeFont();
  await writeFile(fontFile, font);
  console.log(`${fontFile.pathname}: ${font.length} bytes`);
}

if (import.meta.main) await main();
