/**
 * The editor at /admin in the build (docs/decisions/020): its page, the configuration generated
 * from the content files for the GitHub backend, the list of samples, and Decap's bundle copied
 * from node_modules (never committed). The repository comes from `CMS_GITHUB_REPO` or Netlify's
 * `REPOSITORY_URL`, what the GitHub sign-in asks for from `CMS_GITHUB_SCOPE` (`public_repo` unless set).
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { githubRepoFromEnv, githubScopeFromEnv } from "#app/cms/config.ts";
import { editorScript, editorScripts } from "#app/cms/editor-bundle.server.ts";
import { decapBundleDir, decapBundleFiles, editorMadeFiles } from "#app/cms/editor-files.ts";
import { namedPictures } from "#app/content/named-pictures.ts";
import { pictureFolder } from "#app/content/schema/fields.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { copyPicturesWithoutMetadata } from "./pictures-without-metadata.ts";

const projectRoot = resolve(import.meta.dirname, "../..");

/** Writes the editor into `clientDir/admin`; says what it wrote. */
export async function writeEditor(clientDir: string, root = projectRoot): Promise<string> {
  const adminDir = join(clientDir, "admin");
  await mkdir(join(adminDir, "samples"), { recursive: true });
  const repo = githubRepoFromEnv(process.env);
  if (!repo)
    console.warn(
      "postbuild: the editor's GitHub repository is unknown (set CMS_GITHUB_REPO=owner/name; Netlify sets REPOSITORY_URL)",
    );
  const authScope = githubScopeFromEnv(process.env);
  const options = {
    root,
    backend: { name: "github", repo: repo ?? "owner/repository", branch: "main", authScope },
    // "View Live" opens the edited page on the live site: the pages' canonical origin (app/page-kinds/seo.ts).
    siteUrl: (process.env.SITE_URL || siteConfig.defaultOrigin).replace(/\/+$/, ""),
  } as const;
  const made = editorMadeFiles(options, clientDir);
  for (const [path, make] of Object.entries(made)) await writeFile(join(adminDir, path), make());
  for (const name of Object.keys(editorScripts) as (keyof typeof editorScripts)[])
    await writeFile(join(adminDir, name), await editorScript(clientDir, name));
  const bundle = decapBundleFiles();
  await Promise.all(bundle.map((name) => copyFile(join(decapBundleDir(), name), join(adminDir, name))));
  // The pictures the content files name, at the address the editor shows them from
  // (`/content/pictures/…`): no other (decision 029), and without their camera's metadata
  // (./pictures-without-metadata.ts).
  const names = namedPictures(root, pictureFolder)
    .filter((path) => existsSync(join(root, path)))
    .map((path) => basename(path));
  const copied = await copyPicturesWithoutMetadata(join(root, pictureFolder), join(clientDir, pictureFolder), names);
  return `editor at /admin (${bundle.length} bundle files, repository ${repo ?? "unknown"}, sign-in scope ${authScope}; ${copied.length} pictures of ${pictureFolder})`;
}
