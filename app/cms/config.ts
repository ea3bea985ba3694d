/**
 * Decap CMS's configuration, generated from the list of content files and their schemas
 * (docs/decisions/019, 020): every file of `contentFiles` is a collection of one entry, so a file
 * another change adds there appears in the editor with nothing else to write.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ContentFile, collectionName, contentFiles } from "#app/content/data/content-files.ts";
import { pictureFolder } from "#app/content/schema/fields.ts";
import { serviceFolder, serviceSlugOfFile } from "#app/content/service-pages/files.ts";
import { servicePageCopySchema } from "#app/content/service-pages/schema.ts";
import { pathOf } from "#app/lib/route-table.ts";
import { serviceCollectionName } from "./collections.ts";
import { hasPagePreview, pageOfContentFile } from "./content-pages.ts";
import { type CmsField, objectFields } from "./fields.ts";

export const cmsLocales = ["en", "es"] as const;

/**
 * What the GitHub sign-in asks for (GitHub's OAuth scopes; Decap's `auth_scope`): `public_repo`
 * reads and writes the public repositories the person may write to, `repo` every repository they
 * may, private ones included. The editor needs no more than the one repository; GitHub's OAuth
 * scopes cannot name it, so the narrower of the two that reaches it (docs/decisions/020).
 */
export const githubAuthScopes = ["public_repo", "repo"] as const;
export type GithubAuthScope = (typeof githubAuthScopes)[number];

export type CmsBackend =
  /** The firm's repository on GitHub, signed in through Netlify's OAuth provider. */
  | { name: "github"; repo: string; branch: string; authScope: GithubAuthScope }
  /** `npm run cms`: the local backend on the editor's origin writes the working copy's files, no account (app/cms/local-backend.ts). */
  | { name: "local"; url: string };

export interface CmsCollection {
  name: string;
  label: string;
  /** A file collection: one entry per file (every content file but the service pages'). */
  files?: {
    name: string;
    label: string;
    file: string;
    fields: CmsField[];
    i18n?: boolean;
    /** The English page these words are on, from the site's address: where "View Live" goes. */
    preview_path?: string;
  }[];
  /** Copy files: the site-wide `i18n` below. */
  i18n?: true;
  editor?: { preview: boolean };
  /** A folder collection (the service pages): one entry per file of `folder`, which the firm can add and delete. */
  folder?: string;
  label_singular?: string;
  extension?: "json";
  format?: "json";
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  /** The new entry's file name, from a field (Decap's slug template). */
  slug?: string;
  sortable_fields?: string[];
  fields?: CmsField[];
  preview_path?: string;
}

export interface CmsConfig {
  backend: Record<string, unknown>;
  local_backend?: { url: string; allowed_hosts?: string[] };
  /** The configuration is given to `CMS.init`, not read from a config.yml. */
  load_config_file: false;
  /** On GitHub: a save is a draft (a branch and a pull request, which Netlify builds as a deploy preview); "Publish now" merges it. */
  publish_mode?: "editorial_workflow";
  media_folder: string;
  public_folder: string;
  slug: { encoding: "unicode" | "ascii"; clean_accents: boolean };
  site_url?: string;
  display_url?: string;
  /** Copy files' shape, `{ "en": …, "es": … }` in one file, English first (docs/decisions/019). */
  i18n: { structure: "single_file"; locales: string[]; default_locale: string };
  collections: CmsCollection[];
}

export { editorCollectionOf, editorPathOf, entryFields, serviceCollectionName } from "./collections.ts";

function readJson(root: string, file: string): unknown {
  return JSON.parse(readFileSync(join(root, file), "utf8"));
}

/** One content file as a collection with one entry; copy files in English and Spanish side by side. */
export function cmsCollection(entry: ContentFile, root: string): CmsCollection {
  const name = collectionName(entry.file);
  const data = readJson(root, entry.file) as Record<string, unknown>;
  const values = entry.copy ? cmsLocales.map((lang) => data[lang]) : [data];
  const fields = objectFields(entry.schema, values, { i18n: entry.copy });
  const page = pageOfContentFile(entry.file);
  return {
    name,
    label: entry.label,
    // A service page's preview is the page itself (./editor-script/preview-pane.ts); Decap's own
    // would show raw fields, so the other files have none: "View Live" opens their page.
    editor: { preview: hasPagePreview(entry.file) },
    files: [
      {
        name,
        label: entry.label,
        file: entry.file,
        fields,
        ...(entry.copy ? { i18n: true } : {}),
        ...(page ? { preview_path: pathOf(page, "en") } : {}),
      },
    ],
    ...(entry.copy ? { i18n: true } : {}),
  };
}

/**
 * The service pages as one folder collection (docs/decisions/020): the firm adds a page ("New
 * Service page", its file named by its English address), reorders the pages (their places in the
 * menu and the directory) and deletes one (Decap asks first). Its fields are the schema's; each
 * file's values choose one-line or multi-line boxes as for a file collection.
 */
function serviceCollection(root: string): CmsCollection {
  // The folder's files as they are now, not the route table's: `npm run cms` makes the configuration
  // afresh on each load, and a page just deleted (or added) in the editor is not in the table until
  // the next start.
  const values = readdirSync(join(root, serviceFolder))
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const data = readJson(root, `${serviceFolder}${name}`) as Record<string, unknown>;
      return cmsLocales.map((lang) => data[lang]);
    });
  return {
    name: serviceCollectionName,
    label: "Service pages",
    label_singular: "Service page",
    folder: serviceFolder.replace(/\/$/, ""),
    extension: "json",
    format: "json",
    create: true,
    delete: true,
    identifier_field: "name",
    slug: "{{fields.slug}}",
    sortable_fields: ["menuOrder", "name"],
    fields: objectFields(servicePageCopySchema, values, { i18n: true }),
    i18n: true,
    editor: { preview: true },
    preview_path: "/services/{{slug}}",
  };
}

/** The collections, in the list's order: the service pages' one where their first file is. */
function cmsCollections(root: string): CmsCollection[] {
  const services = contentFiles.filter((entry) => serviceSlugOfFile(entry.file));
  return contentFiles.flatMap((entry) => {
    if (!serviceSlugOfFile(entry.file)) return [cmsCollection(entry, root)];
    return entry === services[0] ? [serviceCollection(root)] : [];
  });
}

export interface CmsConfigOptions {
  /** The project whose content files are read (their current values choose one-line or multi-line boxes). */
  root: string;
  backend: CmsBackend;
  /** The site's address, for the editor's "view site" link. */
  siteUrl?: string;
}

/** The whole configuration of the editor (app/cms/editor-files.ts gives it to Decap). */
export function cmsConfig({ root, backend, siteUrl }: CmsConfigOptions): CmsConfig {
  const github = {
    name: "github",
    repo: backend.name === "github" ? backend.repo : "local/working-copy",
    branch: backend.name === "github" ? backend.branch : "main",
    // Netlify's OAuth provider signs in with GitHub; no Netlify Identity (decision 020).
    base_url: "https://api.netlify.com",
    auth_endpoint: "auth",
    auth_scope: backend.name === "github" ? backend.authScope : "public_repo",
    commit_messages: { update: "Editor: update {{collection}} ({{path}})" },
  };
  return {
    backend: github,
    ...(backend.name === "local" ? { local_backend: { url: backend.url } } : {}),
    load_config_file: false,
    // Drafts on GitHub (docs/editing.md): "Save" makes a branch and a pull request, Netlify builds
    // it as a deploy preview ("View Preview"), "Publish now" merges it into main. The local backend's
    // "fs" mode, which `npm run cms` runs, has no drafts (decap-server's "git" mode does, by checking out
    // branches in the working copy; docs/decisions/020): locally a save is published at once.
    ...(backend.name === "github" ? { publish_mode: "editorial_workflow" as const } : {}),
    // Every image field uploads to the one picture folder (`imageFile`), which Decap's Media page
    // lists: every uploaded picture can be found and deleted there (decision 029).
    media_folder: pictureFolder,
    public_folder: `/${pictureFolder}`,
    // Uploaded files' names in plain ASCII ("Foto Niño.JPG" → "foto-nino.jpg"), which the image fields' pattern takes.
    slug: { encoding: "ascii", clean_accents: true },
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    i18n: { structure: "single_file", locales: [...cmsLocales], default_locale: cmsLocales[0] },
    collections: cmsCollections(root),
  };
}

/**
 * The GitHub repository the editor commits to: `CMS_GITHUB_REPO` (owner/name), else the
 * repository Netlify builds from (`REPOSITORY_URL`, set during Netlify builds).
 */
export function githubRepoFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  if (env.CMS_GITHUB_REPO) return env.CMS_GITHUB_REPO;
  const match = env.REPOSITORY_URL?.match(/github\.com[/:]([^/]+\/[^/]+?)(\.git)?$/);
  return match?.[1];
}

/**
 * What the editor's GitHub sign-in asks for: `CMS_GITHUB_SCOPE`, else `public_repo`, enough for the
 * firm's repository, which holds nothing the site does not publish (secrets are Netlify's environment
 * variables) and so can be public; a private repository needs `repo`. Any other value stops the build.
 */
export function githubScopeFromEnv(env: NodeJS.ProcessEnv): GithubAuthScope {
  const scope = env.CMS_GITHUB_SCOPE || "public_repo";
  if (!(githubAuthScopes as readonly string[]).includes(scope))
    throw new Error(`CMS_GITHUB_SCOPE must be ${githubAuthScopes.join(" or ")}, not ${JSON.stringify(scope)}`);
  return scope as GithubAuthScope;
}
