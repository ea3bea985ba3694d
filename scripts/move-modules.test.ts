import { describe, expect, it } from "vitest";
import { rewriteImports, specifierFor } from "./move-modules.ts";

const moved = new Map([
  ["app/lib/site-config.ts", "app/content/site-config.ts"],
  ["server/send-email/held-cap.ts", "server/send-email/quarantine/held-cap.ts"],
]);

describe("move-modules", () => {
  it("points the imports of a moved file at its new place, in the project's import scheme", () => {
    const text = [
      'import { siteConfig } from "#app/lib/site-config.ts";',
      'import { cn } from "#app/lib/cn.ts";',
      'vi.mock("#app/lib/site-config.ts");',
    ].join("\n");
    expect(rewriteImports("app/content/home/index.ts", "app/content/home/index.ts", text, moved)).toBe(
      [
        'import { siteConfig } from "#app/content/site-config.ts";',
        'import { cn } from "#app/lib/cn.ts";',
        'vi.mock("#app/content/site-config.ts");',
      ].join("\n"),
    );
    expect(
      rewriteImports(
        "app/content/navigation.ts",
        "app/content/navigation.ts",
        'import "#app/lib/site-config.ts";',
        moved,
      ),
    ).toBe('import "./site-config.ts";');
  });

  it("keeps a moved file's own relative imports right, and a server file's imports relative", () => {
    const text = 'import type { HeldCap } from "./held-cap.ts";\nimport { log } from "./logger.ts";';
    const none = () => false;
    expect(rewriteImports("server/send-email/store/store.ts", "server/send-email/store.ts", text, moved, none)).toBe(
      'import type { HeldCap } from "../quarantine/held-cap.ts";\nimport { log } from "../logger.ts";',
    );
    expect(rewriteImports("server/send-email/hourly.ts", "server/send-email/hourly.ts", text, moved, none)).toBe(
      'import type { HeldCap } from "./quarantine/held-cap.ts";\nimport { log } from "./logger.ts";',
    );
  });

  it("after a merge, leaves a moved file's imports that already find their file", () => {
    const text = 'import { log } from "../logger.ts";\nimport type { HeldCap } from "./held-cap.ts";';
    const existing = new Set(["server/send-email/logger.ts"]);
    expect(
      rewriteImports("server/send-email/store/store.ts", "server/send-email/store.ts", text, moved, (path) =>
        existing.has(path),
      ),
    ).toBe('import { log } from "../logger.ts";\nimport type { HeldCap } from "../quarantine/held-cap.ts";');
  });

  it("leaves words that only look like an import", () => {
    const text = `const fixture = 'vi.mock("#app/lib/site-config.ts")';`;
    expect(rewriteImports("app/x.test.ts", "app/x.test.ts", text, moved)).toBe(text);
  });

  it("writes a sibling as ./file.ts and app code as #app/…", () => {
    expect(specifierFor("app/content/a.ts", "app/content/b.ts")).toBe("./b.ts");
    expect(specifierFor("server/app.ts", "app/lib/route-table.ts")).toBe("#app/lib/route-table.ts");
    expect(specifierFor("netlify/functions/f.ts", "server/send-email/runtimes/x.ts")).toBe(
      "../../server/send-email/runtimes/x.ts",
    );
  });
});
