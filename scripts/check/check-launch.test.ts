// @vitest-environment node
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleClientNames, sampleTeamNames } from "#app/content/data/known-examples.ts";

const root = resolve(import.meta.dirname, "../..");
const script = join(root, "scripts/check/check-launch.ts");

/** Runs the real script, as `npm run check:launch` and the Netlify build do. */
function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const { CONTEXT: _context, LAUNCH: _launch, ...base } = process.env;
  return new Promise((done) => {
    execFile(process.execPath, [script, ...args], { env: { ...base, ...env } }, (error, stdout, stderr) => {
      done({ code: error ? Number(error.code) : 0, output: stdout + stderr });
    });
  });
}

const sampleNames = new Set([...sampleTeamNames, ...sampleClientNames]);

/** A known example (app/content/data/known-examples.ts) replaced as the firm would: its own domain, number and people. */
function replacedExample(value: string): string {
  const name = sampleNames.has(value) ? value.replace(/^(\S+)/, "$1ina") : value;
  return name.replace(/example/gi, "naisfirm").replace(/555([-. ]?)01(\d\d)/, "555$120$2");
}

/**
 * Marks every value of the content files as the firm's own: no `samples` list, no item flagged
 * `sample`, and each known example replaced (an example may not be marked real).
 */
function clearContentSamples(data: unknown): unknown {
  if (typeof data === "string") return replacedExample(data);
  if (Array.isArray(data)) return data.map(clearContentSamples);
  if (!data || typeof data !== "object") return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => key !== "samples" && key !== "sample")
      .map(([key, value]) => [key, clearContentSamples(value)]),
  );
}

/** The testimonials as the firm will have them at launch: consent signed, each claimed result backed. */
function consentedTestimonials(data: { testimonials: Record<string, unknown>[] }): unknown {
  return {
    testimonials: data.testimonials.map((t) => ({
      ...t,
      consent: { signed: true, signedOn: "2026-02-03", keptIn: "signed consent forms binder" },
      ...(t.claimsResult
        ? { claimsResult: { ...t.claimsResult, substantiation: "case outcomes 2024-2026, binder 3" } }
        : {}),
    })),
  };
}

describe("npm run check:launch", () => {
  let copy = "";

  beforeAll(async () => {
    // A copy of the app with every sample replaced, as the firm will have it at launch.
    copy = await mkdtemp(join(tmpdir(), "check-launch-"));
    await cp(join(root, "app"), join(copy, "app"), { recursive: true });
    // Its package.json too: the app's own imports (`#app/…`) resolve through it.
    await cp(join(root, "package.json"), join(copy, "package.json"));
    await cp(join(root, "content"), join(copy, "content"), { recursive: true });
    // …and the packages the content's schemas import (zod).
    await symlink(join(root, "node_modules"), join(copy, "node_modules"), "dir");
    for (const file of await readdir(join(copy, "content"), { recursive: true })) {
      if (!file.endsWith(".json")) continue;
      const path = join(copy, "content", file);
      await writeFile(path, JSON.stringify(clearContentSamples(JSON.parse(await readFile(path, "utf8"))), null, 2));
    }
    // …each testimonial consented and each result it claims backed by the firm (16 CFR 465, 255.2).
    const quotes = join(copy, "content/testimonials.json");
    await writeFile(quotes, JSON.stringify(consentedTestimonials(JSON.parse(await readFile(quotes, "utf8")))));
  });
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it("lists the sample values still in place, with file, place and what to supply, and exits 1", async () => {
    const { code, output } = await run([]);
    expect(code).toBe(1);
    const testimonials = await readFile(join(root, "content/testimonials.json"), "utf8");
    expect(output).toMatch(
      /content\/site\.json\s+email = info@example\.com\n\s+supply: the firm's general e-mail address/,
    );
    expect(output).toMatch(/content\/site\.json\s+offices\[0\]\.street = 100 S McClelland St/);
    expect(output).toContain('representative = {"name":"Robert Chen","credential":"enrolledAgent"}');
    expect(output).toContain('ctec = {"registered":true}');
    expect(output).toMatch(/content\/team\.json\s+members\[0\] = \{"name":"Norma Alvarez"/);
    expect(output).toMatch(/content\/about-timeline\.json\s+entries\[0\] = \{"year":2016,/);
    expect(output).toMatch(/content\/testimonials\.json\s+testimonials\[0\] = \{"name":"Rosa M\."/);
    expect(output).toContain("supply, for each of these 84: a real client's testimonial");
    expect(output).toMatch(/^check:launch: \d+ sample values are still in place/);
    // Each testimonial that claims a result, with the rule it needs.
    expect(output).toContain("16 CFR 255.2(b)");
    expect(output).toMatch(/"[^"]+" \(service\/irs-levies\) claims a result \(the wage levy was released\)/);
    expect(output.match(/ claims a result \(/g)).toHaveLength(testimonials.match(/"claimsResult": \{/g)?.length ?? -1);
  }, 60_000);

  it("exits 0 on a copy whose samples are all replaced, also as a production build", async () => {
    const [plain, production] = await Promise.all([
      run(["--root", copy]),
      run(["--root", copy, "--guard"], { CONTEXT: "production" }),
    ]);
    expect(plain.output).toContain("no sample values remain");
    expect(plain.code).toBe(0);
    expect(production.code).toBe(0);
  }, 60_000);

  it("still refuses a copy with one sample left, or with a testimonial that breaks a rule", async () => {
    const site = join(copy, "content/site.json");
    const replaced = await readFile(site, "utf8");
    await writeFile(site, JSON.stringify({ ...JSON.parse(replaced), samples: ["email"] }));
    const oneLeft = await run(["--root", copy]);
    expect(oneLeft.code).toBe(1);
    expect(oneLeft.output).toContain("check:launch: 1 sample value is still in place");
    expect(oneLeft.output).toMatch(/content\/site\.json\s+email = info@naisfirm\.com/);
    await writeFile(site, replaced);

    const quotes = join(copy, "content/testimonials.json");
    const real = await readFile(quotes, "utf8");
    const consented = JSON.parse(real) as { testimonials: { name: string; claimsResult?: { what: string } }[] };
    const edited = (change: (t: (typeof consented.testimonials)[number]) => void) => {
      const copyOf = structuredClone(consented);
      for (const t of copyOf.testimonials) change(t);
      return JSON.stringify(copyOf);
    };
    await writeFile(
      quotes,
      edited((t) => t.name === "Rosaina M." && Object.assign(t, { name: "Normaina A." })),
    );
    const staff = await run(["--root", copy]);
    expect(staff.code).toBe(1);
    expect(staff.output).toContain('"Normaina A." (home) reads like the team member "Normaina Alvarez"');

    const sale = "the lien was discharged and the sale closed";
    await writeFile(
      quotes,
      edited((t) => t.claimsResult?.what === sale && Object.assign(t, { claimsResult: { what: sale } })),
    );
    const unbacked = await run(["--root", copy]);
    expect(unbacked.code).toBe(1);
    expect(unbacked.output).toMatch(
      /\(service\/irs-liens\) claims a result \(the lien was discharged and the sale closed\)/,
    );
    expect(unbacked.output.match(/ claims a result \(/g)).toHaveLength(1);
    await writeFile(quotes, real);
  }, 60_000);

  it("as the build's guard: refuses only a production build (Netlify CONTEXT=production, or LAUNCH=1)", async () => {
    const [preview, local, production, launch] = await Promise.all([
      run(["--guard"], { CONTEXT: "deploy-preview" }),
      run(["--guard"]),
      run(["--guard"], { CONTEXT: "production" }),
      run(["--guard"], { LAUNCH: "1" }),
    ]);
    expect(preview.code).toBe(0);
    expect(preview.output).toMatch(/not a production build \(CONTEXT=deploy-preview\), so it goes ahead/);
    expect(local.code).toBe(0);
    expect(production.code).toBe(1);
    expect(production.output).toMatch(/content\/site\.json\s+email = info@example\.com/);
    expect(production.output).toContain("Production build refused (CONTEXT=production).");
    expect(launch.code).toBe(1);
  }, 60_000);
});
