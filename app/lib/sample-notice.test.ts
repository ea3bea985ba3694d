// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentSamples } from "#app/content/data/read-content.server.ts";
import { showsSampleNotice } from "./sample-notice.ts";

describe("showsSampleNotice", () => {
  it("shows on npm start, deploy previews and branch deploys while samples remain", () => {
    expect(showsSampleNotice({}, 3)).toBe(true);
    expect(showsSampleNotice({ CONTEXT: "deploy-preview" }, 3)).toBe(true);
    expect(showsSampleNotice({ CONTEXT: "branch-deploy" }, 1)).toBe(true);
    expect(showsSampleNotice({ CONTEXT: "dev" }, 1)).toBe(true);
  });

  it("never shows on a production build", () => {
    expect(showsSampleNotice({ CONTEXT: "production" }, 3)).toBe(false);
    expect(showsSampleNotice({ LAUNCH: "1" }, 3)).toBe(false);
  });

  it("never shows once no sample is left", () => {
    expect(showsSampleNotice({}, 0)).toBe(false);
    expect(showsSampleNotice({ CONTEXT: "deploy-preview" }, 0)).toBe(false);
  });
});

describe("the build's site context", () => {
  it("carries the notice on a build without CONTEXT (npm start, npm test) while samples remain", async () => {
    vi.stubEnv("CONTEXT", undefined);
    const { siteContextAt } = await import("#app/i18n/site-context.server.ts");
    expect(contentSamples(process.cwd()).length).toBeGreaterThan(0);
    expect(siteContextAt("/es").sampleNotice).toBe(true);
  });

  it("never carries it on a production build", async () => {
    vi.stubEnv("CONTEXT", "production");
    const { siteContextAt } = await import("#app/i18n/site-context.server.ts");
    expect(siteContextAt("/es").sampleNotice).toBe(false);
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });
});
