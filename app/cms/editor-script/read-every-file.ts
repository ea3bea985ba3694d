/**
 * Every content file the editor edits, read through its backend after sign-in (docs/decisions/034):
 * the configuration's files, and the service pages' folder as it is listed now. A file that
 * cannot be read is named with the reason in words; the editor then says so rather than check
 * anything against it.
 */
import type { CmsConfig } from "../config.ts";
import type { ContentWriter } from "./write-content.ts";

export interface UnreadFile {
  /** What the editor calls it ("Home page", "Service pages"). */
  label: string;
  file: string;
  reason: string;
}

export interface EveryFile {
  /** Each file's data, by its path from the project root. */
  files: Record<string, unknown>;
  unread: UnreadFile[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** In the configuration's order: each file collection's file, each folder's files as listed now. */
export async function readEveryFile(
  config: Pick<CmsConfig, "collections">,
  backend: ContentWriter,
): Promise<EveryFile> {
  const files: Record<string, unknown> = {};
  const unread: UnreadFile[] = [];
  const readOne = async (file: string, label: string) => {
    let text: string;
    try {
      text = await backend.read(file);
    } catch (error) {
      unread.push({ label, file, reason: reasonOf(error) });
      return;
    }
    try {
      files[file] = JSON.parse(text);
    } catch {
      unread.push({ label, file, reason: "its text is not a content file's (JSON): correct it in the repository" });
    }
  };
  const reads = config.collections.flatMap((collection) => {
    const listed = (collection.files ?? []).map(({ file, label }) => readOne(file, label));
    const { folder } = collection;
    if (!folder) return listed;
    const folderRead = backend.list(folder).then(
      (paths) => Promise.all(paths.map((path) => readOne(path, `${collection.label}: ${path}`))),
      (error: unknown) => {
        unread.push({
          label: `${collection.label} (the list of its files)`,
          file: `${folder}/`,
          reason: reasonOf(error),
        });
      },
    );
    return [...listed, folderRead];
  });
  await Promise.all(reads);
  return { files, unread };
}
