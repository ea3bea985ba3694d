// @vitest-environment node
import { globSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cardsModule, copyFilesModule, namesModule, rowsModule } from "../build/service-collection.ts";
import { FONT_CHARACTERS, FONT_WEIGHTS, fontFile, makeFont } from "./make-font.ts";

const generatedServiceModules: readonly string[] = [rowsModule, copyFilesModule, namesModule, cardsModule];

const root = resolve(import.meta.dirname, "../..");

/**
 * Characters the app draws on purpose with the system font: Inter's Latin file, which the subset
 * is cut from, has no arrows, so "→" came from the fallback font before the subset too.
 */
const SYSTEM_FONT_CHARACTERS = new Set(["→"]);

/** `U+0020-007E, U+00A0` → the set of code points it names. */
function codePointsOfRange(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from = "", to = from] = part.trim().replace(/^U\+/, "").split("-");
    for (let point = Number.parseInt(from, 16); point <= Number.parseInt(to, 16); point++) points.add(point);
  }
  return points;
}

async function fontFace(): Promise<string> {
  const css = await readFile(resolve(root, "app/app.css"), "utf8");
  const face = css.match(/@font-face\s*{([^}]*)}/)?.[1];
  if (!face) throw new Error("app/app.css has no @font-face");
  return face;
}

describe("the subset web font", () => {
  it("is declared in app.css for exactly the characters and weights the file holds", async () => {
    const face = await fontFace();
    const range = face.match(/unicode-range:([^;]*);/)?.[1] ?? "";
    const fileCharacters = new Set([...FONT_CHARACTERS].map((character) => character.codePointAt(0)));
    expect(codePointsOfRange(range)).toEqual(fileCharacters);
    expect(face).toContain(`font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
    expect(face).toContain(`url("./fonts/${basename(fileURLToPath(fontFile))}")`);
  });

  it("covers every character written in the app's source, in both languages", () => {
    // The source as written, on disk (a copy of the project need not be a git repository); not the
    // modules generated from the firm's service pages, whose words are content, not source.
    const sources = globSync("app/**/*.{ts,tsx}", { cwd: root }).filter(
      (file) => !/\.test\.tsx?$/.test(file) && !generatedServiceModules.includes(file),
    );
    expect(sources.length).toBeGreaterThan(100);
    const missing = new Map<string, string>();
    for (const file of sources) {
      const text = readFileSync(resolve(root, file), "utf8");
      for (const character of text) {
        if (/\s/.test(character) || FONT_CHARACTERS.includes(character) || SYSTEM_FONT_CHARACTERS.has(character))
          continue;
        missing.set(character, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("is the committed file that scripts/make/make-font.ts makes today", async () => {
    const committed = await readFile(fontFile);
    expect(Buffer.compare(committed, await makeFont())).toBe(0);
  }, 30_000);
});
