// @vitest-environment node
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";
import { contentFiles } from "#app/content/data/content-files.ts";
import { editorFileText } from "./editor-form.ts";

const root = resolve(import.meta.dirname, "../..");

it("keeps every content file in the form the editor writes, so a save changes only the lines it changes", () => {
  const notInForm = contentFiles
    .filter((entry) => {
      const text = readFileSync(join(root, entry.file), "utf8");
      return editorFileText(entry, JSON.parse(text)) !== text;
    })
    .map((entry) => entry.file);
  expect(notInForm, "not in the editor's form: run `npm run format:content`").toEqual([]);
});
