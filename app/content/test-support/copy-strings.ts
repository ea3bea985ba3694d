/**
 * The words of every copy file (`copy: true` in content-files.ts) as they are written there, each
 * language with its placeholders filled: what the checks of wording read (the glossary, the
 * promises, the credential claims), so a phrase typed into a file is found and named by its file
 * and field (`content/services/payroll.json › es.faqs[1].answer`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { contentFiles } from "#app/content/data/content-files.ts";
import { copyValues } from "#app/content/data/copy-values.ts";
import { fillAll, stringsIn } from "#app/content/data/placeholders.ts";
import { type Lang, languages } from "#app/lib/route-table.ts";

export interface CopyString {
  /** The content file, from the project root. */
  file: string;
  lang: Lang;
  /** The field, language first: `es.faqs[1].answer`. */
  path: string;
  text: string;
}

/** Every string of every copy file of the project at `root`, both languages, placeholders filled. */
export function copyFileStrings(root: string): CopyString[] {
  return contentFiles
    .filter((entry) => entry.copy)
    .flatMap(({ file }) => {
      const data = JSON.parse(readFileSync(join(root, file), "utf8")) as Record<Lang, unknown>;
      return languages.flatMap((lang) =>
        [...stringsIn(fillAll(data[lang], copyValues(lang), file, lang), lang)].map(([path, text]) => ({
          file,
          lang,
          path,
          text,
        })),
      );
    });
}
