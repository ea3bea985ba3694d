/**
 * The editor's start script, /admin/editor.js (docs/decisions/020, 034), run after Decap's bundle
 * and before Decap starts. It carries no content file and no schema: it registers what Decap must
 * have before it starts (its notices in plain English, the `preSave` and `postSave` listeners, the
 * preview templates and the site's stylesheets) and what works on no content (the link to the
 * samples, the layout on a phone, the questions before a removal, uploads stripped of their
 * metadata and shown in their field). After sign-in it reads every content file through Decap's
 * backend (./read-every-file.ts) into the store (./content-store.ts), then loads the checks'
 * script (/admin/editor-checks.js, ./index.ts), whose shared modules read the content from there;
 * the listeners and templates registered here hand on to it.
 */
import { en } from "decap-cms-locales";
import { installRemovalQuestions } from "./confirm-removal.ts";
import { hideNotice, showReading, showUnread } from "./content-notice.ts";
import { fillContent } from "./content-store.ts";
import { type EditorChecks, editorWindow } from "./decap-globals.ts";
import { installPhoneLayout } from "./phone-layout.ts";
import { plainEnglish, plainError } from "./plain-notices.ts";
import { readEveryFile, type UnreadFile } from "./read-every-file.ts";
import { keepSamplesLink } from "./samples-link.ts";
import { installUploadStripping } from "./strip-uploads.ts";
import { installUploadThumbnails } from "./upload-thumbnails.ts";
import { contentWriter } from "./write-content.ts";

const { CMS, h, createClass, naisEditorConfig: config, naisPreviewStyles } = editorWindow();
const checksAddress = new URL(
  "editor-checks.js",
  (document.currentScript as HTMLScriptElement | null)?.src ?? location.href,
).href;

let checks: EditorChecks | undefined;
let problem: { unread: UnreadFile[]; failure?: string } | undefined;
const waiting = new Set<() => void>();
const settled = () => {
  for (const wake of waiting) wake();
  waiting.clear();
};
/** Resolves once the checks are loaded or the content could not be read. */
const settledOnce = () => (checks || problem ? Promise.resolve() : new Promise<void>((wake) => waiting.add(wake)));

/** Runs the checks' script; its failure to run (a content file its readers refuse) is given in words. */
function loadChecks(): Promise<EditorChecks> {
  return new Promise((resolve, reject) => {
    let thrown: string | undefined;
    const heard = (event: ErrorEvent) => {
      if (event.filename === checksAddress) thrown = event.message;
    };
    window.addEventListener("error", heard);
    const script = document.createElement("script");
    script.src = checksAddress;
    script.onload = () => {
      window.removeEventListener("error", heard);
      const loaded = editorWindow().naisEditorChecks;
      if (loaded) resolve(loaded);
      else reject(new Error(thrown ?? "The checks' script ran without starting."));
    };
    script.onerror = () => {
      window.removeEventListener("error", heard);
      reject(new Error("The checks' script could not be downloaded: reload the page when the connection is back."));
    };
    document.head.append(script);
  });
}

async function readAndLoad(): Promise<void> {
  problem = undefined;
  showReading();
  const { files, unread } = await readEveryFile(config, contentWriter(config));
  if (unread.length) {
    problem = { unread };
  } else {
    fillContent(files);
    try {
      checks ??= await loadChecks();
    } catch (error) {
      problem = { unread: [], failure: error instanceof Error ? error.message : String(error) };
    }
  }
  if (problem) showUnread(problem, () => void readAndLoad());
  else hideNotice();
  settled();
}

/** Decap keeps the signed-in person in the browser's storage (docs/editing.md): reading starts once someone is. */
function whenSignedIn(start: () => void): void {
  const signedIn = () => localStorage.getItem("decap-cms-user") !== null;
  if (signedIn()) {
    start();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!signedIn()) return;
    watch.disconnect();
    start();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true });
}

/** Decap's `preSave`: waits for the checks; refuses the save, in words, when the content could not be read. */
async function preSave(data: never): Promise<unknown> {
  await settledOnce();
  if (checks) return checks.preSave(data);
  const files = problem?.unread.map((u) => u.label).join(", ");
  throw plainError(
    files
      ? `the site's content could not be read (${files}), so this cannot be checked: see the notice, then try again.`
      : "the editor's checks could not start, so this cannot be checked: see the notice, then reload the page.",
  );
}

/** A page's preview: the checks' template once loaded, a line saying why not until then. */
function previewOf(collection: string) {
  return createClass({
    componentDidMount(this: { mounted: boolean; forceUpdate(): void }) {
      this.mounted = true;
      void settledOnce().then(() => this.mounted && this.forceUpdate());
    },
    componentWillUnmount(this: { mounted: boolean }) {
      this.mounted = false;
    },
    render(this: { props: Record<string, unknown> }) {
      const template = checks?.previews[collection];
      if (template) return h(template, this.props);
      const words = problem
        ? "The page cannot be shown: the site's content could not be read (see the notice)."
        : "Reading the site's content to show the page…";
      return h("p", { lang: "en", style: { padding: "2rem", font: "16px/1.5 system-ui, sans-serif" } }, words);
    },
  });
}

CMS.registerLocale("en", plainEnglish(en));
CMS.registerEventListener({ name: "preSave", handler: preSave });
CMS.registerEventListener({ name: "postSave", handler: (data: never) => checks?.postSave(data) });
for (const href of naisPreviewStyles ?? []) CMS.registerPreviewStyle(href);
// The sections' entrance animation would replay at every letter typed.
CMS.registerPreviewStyle("[data-stagger] > * { animation: none !important; }", { raw: true });
for (const collection of config.collections)
  if (collection.editor?.preview) CMS.registerPreviewTemplate(collection.name, previewOf(collection.name));
document.addEventListener("DOMContentLoaded", keepSamplesLink);
installPhoneLayout(document);
installRemovalQuestions(window);
// Before the thumbnails: both hear the file input's `change`, and the thumbnail must be of the stripped file.
installUploadStripping(window);
installUploadThumbnails(window);
document.addEventListener("DOMContentLoaded", () => whenSignedIn(() => void readAndLoad()));
