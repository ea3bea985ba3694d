import { describe, expect, it } from "vitest";
import { withLowPriorityShellScript } from "./shell-script-tag.ts";

describe("withLowPriorityShellScript", () => {
  it("fetches the built shell script at low priority", () => {
    const html = '<body><main>Hi</main><script type="module" src="/assets/shell.Dyng-CGE.js"></script></body>';
    expect(withLowPriorityShellScript(html)).toBe(
      '<body><main>Hi</main><script type="module" src="/assets/shell.Dyng-CGE.js" fetchpriority="low"></script></body>',
    );
  });

  it("leaves every other script as it is", () => {
    const html = [
      '<script type="module" src="/assets/client.BTw0e6qf.js"></script>',
      "<script>(()=>{})()</script>",
      '<script type="module" src="/src/layouts/document.astro?astro&type=script&index=0&lang.ts"></script>',
    ].join("");
    expect(withLowPriorityShellScript(html)).toBe(html);
  });
});
