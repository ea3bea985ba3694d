/**
 * The editor's checks, /admin/editor-checks.js (docs/decisions/020, 034), loaded by the start script
 * (./start.ts) once every content file has been read after sign-in: the shared modules bundled here
 * read the content from the store it filled (../editor-bundle.server.ts). It hands the start
 * script the checks before every save and the pages' previews, and adds the panels that read the
 * content: the coming tax-figure changes, _Find a value_, the open file's history
 * (./history-panel.ts), the question naming what a retired service page leaves behind, and a fresh
 * read of an entry reached straight from another.
 */
import { keepComingFiguresButton } from "./coming-figures-panel.ts";
import { editorWindow } from "./decap-globals.ts";
import { keepFindButton } from "./find-panel.ts";
import { installFreshEntries } from "./fresh-entry.ts";
import { installHistory } from "./history-panel.ts";
import { historySource } from "./history-sources.ts";
import { pagePreviews } from "./preview-pane.ts";
import { installRetireQuestion } from "./retire-question.ts";
import { rememberSave, saveCheck } from "./save-checks.ts";

const editor = editorWindow();
const { naisEditorConfig: config } = editor;
editor.naisEditorChecks = {
  preSave: saveCheck(config) as (data: never) => Promise<unknown>,
  postSave: rememberSave() as (data: never) => unknown,
  previews: pagePreviews(config, editor.h, editor.createClass),
};
keepComingFiguresButton();
keepFindButton(config);
installHistory(config, historySource(config));
installRetireQuestion(window, config);
installFreshEntries(window);
