/**
 * The editor on a phone (docs/decisions/020): Decap sets its editor and its toolbar at least 800
 * pixels wide and puts English and Spanish side by side, so on a 390-pixel phone _Publish_ is cut
 * off and the Spanish column is off screen. Below `phoneLayoutMaxWidth` this stylesheet lets the
 * toolbar wrap, gives the editor the screen's width and stacks the two languages, English above
 * Spanish, in one scrolling column.
 *
 * Decap styles with emotion, whose class names are hashed (`css-hn3jn7-EditorContainer`) but end
 * with the component's name, so the rules select on that ending (`[class*="-EditorContainer"]`);
 * the split between the languages is react-split-pane's, with its own fixed class names
 * (`SplitPane`, `Pane`, `Resizer`) and inline sizes, which only `!important` overrides.
 */

import { en } from "decap-cms-locales";

/** Decap's words for its view buttons, which are its buttons' titles. */
const interfaceWords = en.editor.editorInterface;

/** Below this width the two languages no longer fit side by side (Decap's own minimum is 800). */
export const phoneLayoutMaxWidth = 900;

/** Decap's element named `component`, inside Decap's root: the id outweighs emotion's one class, whatever the order of the stylesheets. */
const named = (component: string) => `#nc-root [class*="-${component}"]`;

export const phoneLayoutCss = `
@media (max-width: ${phoneLayoutMaxWidth}px) {
  /* The editor: the toolbar, then the fields, in one column the screen's width. */
  ${named("EditorContainer")} {
    min-width: 0;
    display: flex;
    flex-direction: column;
    padding-top: 0;
  }
  ${named("ToolbarContainer")} {
    position: relative;
    min-width: 0;
    height: auto;
    flex: none;
    flex-wrap: wrap;
  }
  /* "Writing in … collection" and its status on a line of its own; Publish and the menu below it. */
  /* Each part of the toolbar as tall as its content (Decap makes each the toolbar's height). */
  ${named("ToolbarContainer")} > * {
    height: auto;
  }
  ${named("ToolbarSectionBackLink")} {
    flex: 1 1 100%;
    min-height: 56px;
    padding: 8px 16px;
    border-right-width: 0;
    border-bottom-width: 1px;
  }
  ${named("ToolbarSectionMain")} {
    flex: 1 1 auto;
    min-height: 56px;
    padding: 0;
  }
  ${named("ToolbarSectionMain")} > * {
    flex-wrap: wrap;
  }
  ${named("ToolbarSectionMeta")} {
    min-height: 56px;
  }
  #nc-root [class*="-Editor "] {
    flex: 1 1 auto;
    width: 100%;
    min-height: 0;
    height: auto;
  }
  /* The buttons that hide the Spanish column and link the two columns' scrolling: nothing to do
     once the columns are stacked, and they would cover the first field's menus. The preview's
     button stays: with it the page's preview comes below the fields (its own width choice,
     "Phone (390 px)", is the phone's). */
  ${named("ViewControls")} {
    position: static;
    display: flex;
    justify-content: flex-end;
    padding: 4px 8px 0;
  }
  ${named("ViewControls")} > button:not([title="${interfaceWords.togglePreview}"]) {
    display: none;
  }
  /* English above Spanish: the split pane becomes one column that scrolls as a whole. */
  #nc-root .SplitPane.vertical {
    flex-direction: column !important;
    overflow-x: hidden !important;
    overflow-y: auto !important;
  }
  #nc-root .SplitPane.vertical > .Pane {
    width: auto !important;
    height: auto !important;
    flex: none !important;
  }
  #nc-root .SplitPane.vertical > .Pane2 {
    border-top: 2px solid #dfdfe3;
    padding-top: 16px;
  }
  #nc-root .SplitPane.vertical > .Resizer {
    display: none;
  }
  #nc-root .SplitPane.vertical [class*="-ControlPaneContainer"] {
    height: auto !important;
    overflow: visible !important;
  }
}
`;

/** Adds the stylesheet to the editor's page (the editor's policy allows a `<style>` element, server/security-headers.ts). */
export function installPhoneLayout(document: Document): void {
  const style = document.createElement("style");
  style.dataset.editor = "phone-layout";
  style.textContent = phoneLayoutCss;
  document.head.append(style);
}
