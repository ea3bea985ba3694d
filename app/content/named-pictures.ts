/**
 * Only the pictures the content files name are published (docs/decisions/029). Astro publishes
 * every picture a module imports, so a glob of the picture folder would publish a former team
 * member's photo, or a retired page's artwork, for as long as the file stays in the repository.
 * This Vite plugin gives src/lib/images.ts a module that imports just the pictures named in
 * content/ today: `virtual:named-pictures`, `{ "/content/pictures/payroll.webp": { image, width, height } }`.
 * A named path with no file behind it is left out, for images.ts to refuse with the field's name.
 * Each picture's size is read here, not from the imported `image`: Astro publishes a picture's
 * original file too once code reads a property of it, and no page shows an original.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";

const moduleId = "virtual:named-pictures";
const resolvedId = `\0${moduleId}`;

/** Every string in a parsed JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The content files: every JSON file under content/. */
export function contentJsonFiles(root: string): string[] {
  const content = join(root, "content");
  return readdirSync(content, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".json"))
    .map((name) => join(content, name))
    .sort();
}

/**
 * The pictures of `folder` the content files name, as they write them (`/content/pictures/x.webp`),
 * once each, in order; a file that does not parse names none (the content check reports it).
 */
export function namedPictures(root: string, folder: string): string[] {
  const prefix = `/${folder}/`;
  const named = contentJsonFiles(root).flatMap((file) => {
    try {
      return stringsIn(JSON.parse(readFileSync(file, "utf8"))).filter(
        (value) => value.startsWith(prefix) && !value.slice(prefix.length).includes("/"),
      );
    } catch {
      return [];
    }
  });
  return [...new Set(named)].sort();
}

/**
 * The content files (from `root`, `content/team.json`) that name the picture at `path`
 * (`content/pictures/norma.jpg`): deleting it would stop the build, which names them too.
 */
export function filesNaming(root: string, path: string): string[] {
  const named = `/${path}`;
  return contentJsonFiles(root).flatMap((file) => {
    try {
      return stringsIn(JSON.parse(readFileSync(file, "utf8"))).includes(named) ? [relative(root, file)] : [];
    } catch {
      return [];
    }
  });
}

/** A picture's width and height as it is shown (a phone's portrait photo turned upright). */
async function shownSize(file: string): Promise<{ width: number; height: number }> {
  const { autoOrient } = await sharp(file).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/** The module's source: one import per named picture that exists, with its size. */
export async function namedPicturesModule(root: string, folder: string): Promise<string> {
  const pictures = namedPictures(root, folder).filter((path) => existsSync(join(root, path)));
  const sizes = await Promise.all(pictures.map((path) => shownSize(join(root, path))));
  const imports = pictures.map((path, i) => `import picture${i} from ${JSON.stringify(path)};`);
  const entries = pictures.map(
    (path, i) => `  ${JSON.stringify(path)}: { image: picture${i}, ...${JSON.stringify(sizes[i])} },`,
  );
  return [...imports, "export default {", ...entries, "};", ""].join("\n");
}

export function namedPicturesPlugin(folder: string): Plugin {
  let root = process.cwd();
  return {
    name: "nais:named-pictures",
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      // In `astro dev`, a save in the editor makes the module again.
      for (const file of contentJsonFiles(root)) this.addWatchFile(file);
      return namedPicturesModule(root, folder);
    },
  };
}
