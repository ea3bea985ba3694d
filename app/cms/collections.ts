/**
 * Which collection of the editor a content file is an entry of, and its fields there: every file
 * its own collection, but the service pages, one folder collection (./config.ts). No Node import:
 * the editor's script (./editor-script/) uses it in the browser.
 */
import { collectionName } from "#app/content/data/content-files.ts";
import { serviceSlugOfFile } from "#app/content/service-pages/files.ts";
import type { CmsConfig } from "./config.ts";
import type { CmsField } from "./fields.ts";

/** The service pages' collection: the folder `content/services/`, one entry per page, named by its English slug. */
export const serviceCollectionName = "services";

/** The editor's collection a content file is an entry of: the service pages share one. */
export function editorCollectionOf(file: string): string {
  return serviceSlugOfFile(file) ? serviceCollectionName : collectionName(file);
}

/** The fields of a content file's entry in a configuration (a file collection's, or the service pages' folder's). */
export function entryFields(config: Pick<CmsConfig, "collections">, file: string): CmsField[] {
  const collection = config.collections.find((c) => c.name === editorCollectionOf(file));
  return collection?.fields ?? collection?.files?.[0]?.fields ?? [];
}

/** The address of an entry in the editor: where the list of samples and the search's results link to. */
export function editorPathOf(file: string): string {
  const slug = serviceSlugOfFile(file);
  if (slug) return `/admin/#/collections/${serviceCollectionName}/entries/${slug}`;
  const name = collectionName(file);
  return `/admin/#/collections/${name}/entries/${name}`;
}
