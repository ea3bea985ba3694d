/**
 * Is the site ready to launch? Every value still marked as a sample in the content files under
 * `content/` (a list item with `"sample": true`, a field named in a `"samples"` list), with its file,
 * its place in the file, the value and what the firm must supply; then the testimonial rules run on
 * the data (16 CFR 465), and each testimonial that claims a result without saying how it is backed
 * (16 CFR 255.2). `npm run check:launch` (scripts/check/check-launch.ts) prints it; the Node server with
 * LAUNCH=1 refuses to start on it (docs/decisions/008, 019).
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import type { taxFiguresSchema } from "#app/content/tax-figures/schema.ts";
import type { TestimonialRecord } from "#app/content/testimonials/index.ts";
import { buildDay } from "./build-day.ts";

export interface SampleMarker {
  /** Path from the project root, with forward slashes. */
  file: string;
  /** Where the value sits in the file, e.g. `offices[0].street`, `testimonials[3]`. */
  label: string;
  /** The sample value as written, shortened. */
  value: string;
  /** What the firm must supply instead. */
  supply: string;
}

export interface LaunchCheck {
  markers: SampleMarker[];
  /** Broken rules in the data itself (testimonials), one line each. */
  problems: string[];
  /** Testimonials that claim a result the firm has not yet backed or qualified (16 CFR 255.2), one line each. */
  resultClaims: string[];
  /**
   * Yearly tax figures without a value for the coming period (from December 1), one line each: a
   * warning, not a bar to launch; the pages show the last value with its year (docs/decisions/026).
   */
  comingFigures: string[];
}

/** The yearly figures of the project at `root` still without next year's value on `day` (tax-figures/periods.ts). */
export async function findFiguresWithoutComingValue(root: string, day: string): Promise<string[]> {
  const load = (file: string) => import(/* @vite-ignore */ pathToFileURL(join(root, file)).href);
  const [{ figuresWithoutComingValue, describeFiguresWithoutComingValue }, { readContentFile }, { taxFiguresFile }] =
    (await Promise.all([
      load("app/content/tax-figures/periods.ts"),
      load("app/content/data/read-content.server.ts"),
      load("app/content/data/foundation-files.ts"),
    ])) as [
      typeof import("#app/content/tax-figures/periods.ts"),
      typeof import("#app/content/data/read-content.server.ts"),
      typeof import("#app/content/data/foundation-files.ts"),
    ];
  const { figures } = readContentFile(root, taxFiguresFile) as z.output<typeof taxFiguresSchema>;
  return describeFiguresWithoutComingValue(figuresWithoutComingValue(figures, day));
}

/** The testimonial rules and result claims, run on the content files of the project at `root`. */
export async function findDataProblems(root: string): Promise<Pick<LaunchCheck, "problems" | "resultClaims">> {
  const load = (file: string) => import(/* @vite-ignore */ pathToFileURL(join(root, file)).href);
  const [
    { contentFiles },
    { readContentFile },
    { knownTestimonialPages },
    { testimonialProblems, resultClaimsToSubstantiate },
  ] = (await Promise.all([
    load("app/content/data/content-files.ts"),
    load("app/content/data/read-content.server.ts"),
    load("app/content/testimonials/schema.ts"),
    load("app/content/testimonials/rules.ts"),
  ])) as [
    typeof import("#app/content/data/content-files.ts"),
    typeof import("#app/content/data/read-content.server.ts"),
    typeof import("#app/content/testimonials/schema.ts"),
    typeof import("#app/content/testimonials/rules.ts"),
  ];
  const read = (file: string) => {
    const entry = contentFiles.find((candidate) => candidate.file === file);
    if (!entry) throw new Error(`${file} is not in app/content/data/content-files.ts`);
    return readContentFile(root, entry);
  };
  const { members: team } = read("content/team.json") as { members: { name: string }[] };
  const { testimonials } = read("content/testimonials.json") as { testimonials: TestimonialRecord[] };
  return {
    problems: testimonialProblems(testimonials, { team, pages: knownTestimonialPages }),
    resultClaims: resultClaimsToSubstantiate(testimonials),
  };
}

/** Every value still marked as a sample in the content files under `content/` (docs/decisions/019). */
export async function findContentSamples(root: string): Promise<SampleMarker[]> {
  const { contentSamples } = (await import(
    /* @vite-ignore */ pathToFileURL(join(root, "app/content/data/read-content.server.ts")).href
  )) as typeof import("#app/content/data/read-content.server.ts");
  return contentSamples(root).map(({ file, field, value, supply }) => ({ file, label: field, value, supply }));
}

export async function checkLaunch(root: string): Promise<LaunchCheck> {
  return {
    markers: await findContentSamples(root),
    ...(await findDataProblems(root)),
    comingFigures: await findFiguresWithoutComingValue(root, buildDay),
  };
}

export function isReady(check: LaunchCheck): boolean {
  return check.markers.length === 0 && check.problems.length === 0 && check.resultClaims.length === 0;
}

/** The list a person works through: each sample by file and place, what to supply said once per run of equal ones. */
export function formatReport(check: LaunchCheck): string {
  const coming = comingFiguresReport(check.comingFigures);
  if (isReady(check))
    return [
      "check:launch: no sample values remain and the testimonials follow their rules. Ready to launch.",
      ...coming,
    ].join("\n");
  const lines: string[] = [...coming];
  if (check.markers.length > 0) {
    lines.push(
      `check:launch: ${check.markers.length} sample ${check.markers.length === 1 ? "value is" : "values are"} still in place (docs/decisions/008).`,
      `Replace each in the editor (npm run cms, or /admin on the live site) and untick it as an example (docs/launch.md).`,
      "",
    );
    const width = Math.max(...check.markers.map((marker) => marker.file.length));
    let run: SampleMarker[] = [];
    const flush = () => {
      const [first] = run;
      if (!first) return;
      lines.push(`    supply${run.length > 1 ? `, for each of these ${run.length}` : ""}: ${first.supply}`, "");
      run = [];
    };
    for (const marker of check.markers) {
      const [first] = run;
      if (first && (first.file !== marker.file || first.supply !== marker.supply)) flush();
      run.push(marker);
      lines.push(`${marker.file.padEnd(width)}  ${marker.label} = ${marker.value}`);
    }
    flush();
  }
  if (check.problems.length > 0) {
    lines.push(
      `check:launch: testimonial rules broken (16 CFR 465; app/content/testimonials/rules.ts):`,
      ...check.problems.map((problem) => `  - ${problem}`),
      "",
    );
  }
  if (check.resultClaims.length > 0) {
    lines.push(
      "check:launch: testimonials that claim a result need evidence that it is typical, or a statement of what clients generally get (FTC Endorsement Guides, 16 CFR 255.2(b)):",
      ...check.resultClaims.map((claim) => `  - ${claim}`),
      "",
    );
  }
  lines.push(
    "Not ready to launch: a production build (CONTEXT=production on Netlify) and the Node server with LAUNCH=1 refuse to go ahead.",
  );
  return lines.join("\n");
}

/** The warning about figures without next year's value, or nothing. */
export function comingFiguresReport(lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  return [
    `Tax figures without a value for the coming period (${lines.length}): add each, with its source, under "Yearly tax figures" in the editor; until then the pages show the last value with its year (docs/decisions/026).`,
    ...lines.map((line) => `  - ${line}`),
    "",
  ];
}

/** A production build is Netlify's production context, or any build or server started with LAUNCH=1. */
export function isLaunch(env: NodeJS.ProcessEnv): boolean {
  return env.CONTEXT === "production" || env.LAUNCH === "1";
}

/** For the Node server with LAUNCH=1: print the list and exit 1 unless the site is ready. */
export async function refuseSamples(root: string): Promise<void> {
  const check = await checkLaunch(root);
  if (isReady(check)) return;
  console.error(formatReport(check));
  console.error("LAUNCH=1: the server does not start while sample content remains.");
  process.exit(1);
}
