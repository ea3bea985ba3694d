/**
 * What the editor's page gives its scripts on `window`: Decap's globals (its bundle puts `CMS`,
 * `h` and `createClass` there), the configuration and the site's stylesheets (../editor-files.ts),
 * and what the checks' script hands the start script once loaded (docs/decisions/034). Types only.
 */
import type { CmsConfig } from "../config.ts";

export type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** Decap's `createClass` (create-react-class, which its bundle puts on `window`): a component with state, in Decap's React. */
export type CreateClass = (spec: Record<string, unknown>) => unknown;

export interface DecapGlobal {
  registerEventListener(listener: { name: string; handler: (data: never) => unknown }): void;
  registerLocale(locale: string, phrases: unknown): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
}

/** The checks' script (./index.ts), run once the content is read: what the start script's handlers hand on to. */
export interface EditorChecks {
  preSave(data: never): Promise<unknown>;
  postSave(data: never): unknown;
  /** The pages' preview templates, by collection name. */
  previews: Record<string, unknown>;
}

export interface EditorWindow {
  CMS: DecapGlobal;
  h: CreateElement;
  createClass: CreateClass;
  naisEditorConfig: CmsConfig;
  naisPreviewStyles?: string[];
  naisEditorChecks?: EditorChecks;
}

export const editorWindow = (): EditorWindow => window as unknown as EditorWindow;
