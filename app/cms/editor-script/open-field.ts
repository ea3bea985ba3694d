/**
 * Opening the field a problem names (docs/decisions/020): the rows of a list start closed, so a
 * problem inside one was listed but not seen. Decap's own panes know how to open the rows on the
 * way to a field and put the cursor in it (`focus("faqs.2.answer")`, which its preview's
 * click-to-edit uses); this finds those panes and asks the one of the field's language.
 */

/** The part of Decap's control pane (EditorControlPane, a React class) this calls. */
interface ControlPane {
  focus(path: string): void;
  getI18n(): unknown;
  state?: { selectedLocale?: string };
}

interface Fiber {
  stateNode?: unknown;
  return?: Fiber | null;
}

const isControlPane = (node: unknown): node is ControlPane =>
  !!node && typeof (node as ControlPane).focus === "function" && typeof (node as ControlPane).getI18n === "function";

/** React's fiber of a DOM node (the key React sets on each node it renders, `__reactFiber$…`). */
function fiberOf(node: Element): Fiber | undefined {
  const key = Object.keys(node).find((k) => k.startsWith("__reactFiber$"));
  return key ? ((node as unknown as Record<string, Fiber>)[key] ?? undefined) : undefined;
}

/** Decap's control panes on the page: one, or two side by side (English and Spanish). */
function controlPanes(document: Document): ControlPane[] {
  const panes = new Set<ControlPane>();
  for (const label of document.querySelectorAll("label[for]")) {
    for (let fiber = fiberOf(label); fiber; fiber = fiber.return ?? undefined) {
      if (isControlPane(fiber.stateNode)) {
        panes.add(fiber.stateNode);
        break;
      }
    }
  }
  return [...panes];
}

/**
 * A problem's place in the file (`es.faqs[2].answer`, `figures[5].value`) as Decap's pane path
 * (`faqs.2.answer`), with the language of a copy file's column.
 */
export function panePath(field: string, copy: boolean): { lang?: string; path: string } {
  const parts = field
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter(Boolean);
  return copy && (parts[0] === "en" || parts[0] === "es")
    ? { lang: parts[0], path: parts.slice(1).join(".") }
    : { path: parts.join(".") };
}

/** Opens every closed row on the way to `field` and puts the cursor in it; false when the editor shows no such pane. */
export function openField(document: Document, field: string, copy: boolean): boolean {
  const { lang, path } = panePath(field, copy);
  if (!path) return false;
  const panes = controlPanes(document);
  const pane = lang ? panes.find((p) => p.state?.selectedLocale === lang) : panes[0];
  if (!pane) return false;
  pane.focus(path);
  return true;
}
