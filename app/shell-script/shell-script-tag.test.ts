import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withShellAfterFirstPaint } from "./shell-script-tag.ts";

const shellTag = '<script type="module" src="/assets/shell.Dyng-CGE.js"></script>';

/** The inline script that replaced the shell's tag, as the page would run it. */
function inlineLoader(html: string): string {
  const match = /<script>(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`no inline script in ${html}`);
  return match[1];
}

/** What the inline script appends to the body (kept out of the document: the test environment loads no module). */
let appended: HTMLScriptElement[] = [];
const addedShellScripts = () => appended.filter((node) => node.getAttribute("src")?.includes("/assets/shell."));

/** A browser without paint timing, its frames' callbacks and its tasks held for the test to run. */
function withoutPaintTiming(): { frames: FrameRequestCallback[]; tasks: (() => void)[] } {
  vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["resource"] });
  const frames: FrameRequestCallback[] = [];
  const tasks: (() => void)[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, "setTimeout").mockImplementation(((task: () => void) => tasks.push(task)) as typeof setTimeout);
  return { frames, tasks };
}

describe("withShellAfterFirstPaint", () => {
  beforeEach(() => {
    appended = [];
    vi.spyOn(document.body, "append").mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLScriptElement[]));
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, "prerendering");
  });

  it("leaves no request of the shell in the HTML: an inline script takes the tag's place", () => {
    const html = withShellAfterFirstPaint(`<body><main>Hi</main>${shellTag}</body>`);
    expect(html).not.toContain(shellTag);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).toMatch(/^<body><main>Hi<\/main><script>.+?<\/script><\/body>$/);
  });

  it("adds the shell's module script at low priority once the browser reports the first contentful paint", () => {
    const observers: { report: (names: string[]) => void; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "resource"];
      disconnected = false;
      constructor(private callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        observers.push(this);
      }
      disconnect() {
        this.disconnected = true;
      }
      report(names: string[]) {
        this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
      }
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);

    new Function(inlineLoader(withShellAfterFirstPaint(shellTag)))();
    expect(addedShellScripts()).toHaveLength(0);
    observers[0]?.report(["first-paint"]); // a paint with no content yet
    expect(addedShellScripts()).toHaveLength(0);
    observers[0]?.report(["first-contentful-paint"]);
    const [script] = addedShellScripts();
    expect(script?.type).toBe("module");
    expect(script?.getAttribute("src")).toBe("/assets/shell.Dyng-CGE.js");
    expect(script?.fetchPriority).toBe("low");
    expect(observers[0]?.disconnected).toBe(true);
    vi.unstubAllGlobals();
  });

  it("without paint timing, adds it in the task after the first frame", () => {
    const { frames, tasks } = withoutPaintTiming();

    new Function(inlineLoader(withShellAfterFirstPaint(shellTag)))();
    for (const frame of frames.splice(0)) frame(0); // the first frame's callbacks, before its paint
    expect(addedShellScripts()).toHaveLength(0);
    for (const task of tasks.splice(0)) task(); // the task after that frame
    expect(addedShellScripts().map((script) => script.getAttribute("src"))).toEqual(["/assets/shell.Dyng-CGE.js"]);
    vi.unstubAllGlobals();
  });

  it("adds it at once on a page the browser prerenders, which paints nothing until shown", () => {
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    const frame = vi.spyOn(window, "requestAnimationFrame");
    new Function(inlineLoader(withShellAfterFirstPaint(shellTag)))();
    expect(frame).not.toHaveBeenCalled();
    expect(addedShellScripts()).toHaveLength(1);
  });

  it("keeps a tap on the theme toggle made before the shell has started, and gives it to the shell once it has", () => {
    const { frames, tasks } = withoutPaintTiming();
    document.body.innerHTML =
      '<button type="button" data-theme-toggle><svg></svg></button><button type="button">Other</button>';
    const [toggle, other] = document.querySelectorAll("button");
    new Function(inlineLoader(withShellAfterFirstPaint(shellTag)))();
    toggle?.querySelector("svg")?.dispatchEvent(new MouseEvent("click", { bubbles: true })); // the visitor's tap
    other?.click();
    for (const frame of frames.splice(0)) frame(0);
    for (const task of tasks.splice(0)) task();
    const [script] = addedShellScripts();
    // The shell, once loaded, listens to the controls' clicks.
    const given: string[] = [];
    toggle?.addEventListener("click", () => given.push("toggle"));
    other?.addEventListener("click", () => given.push("other"));
    script?.onload?.(new Event("load"));
    expect(given).toEqual(["toggle"]); // once, and only the toggle
    toggle?.click();
    expect(given).toEqual(["toggle", "toggle"]); // later taps are the shell's own, not kept again
    document.body.innerHTML = "";
    vi.unstubAllGlobals();
  });

  it("leaves every other script as it is", () => {
    const html = [
      '<script type="module" src="/assets/client.BTw0e6qf.js"></script>',
      "<script>(()=>{})()</script>",
      '<script type="module" src="/src/layouts/document.astro?astro&type=script&index=0&lang.ts"></script>',
    ].join("");
    expect(withShellAfterFirstPaint(html)).toBe(html);
  });
});
