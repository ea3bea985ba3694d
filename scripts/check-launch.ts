/**
 * `npm run check:launch`: is the site ready to launch? (docs/decisions/008)
 *
 * Lists every `sample(value, "what to supply")` call still in `app/` with its file, line, the value
 * it stands in for and what the firm must supply, then runs the testimonial rules on the data
 * (16 CFR 465) and lists each testimonial that claims a result without saying how it is backed
 * (16 CFR 255.2). Exit 1 while anything is listed, 0 when the site is ready.
 *
 *   node scripts/check-launch.ts                 the list; exit 1 while samples remain
 *   node scripts/check-launch.ts --guard         the same only for a production build (CONTEXT=production
 *                                                on Netlify, or LAUNCH=1); any other build goes ahead
 *   node scripts/check-launch.ts --root <dir>    check another copy of the project (tests)
 *
 * The calls are found in the source, not at run time, so a sample in a file no page imports yet
 * is listed too, with its exact line.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import type { TestimonialRecord } from "#app/content/testimonials.ts";

export interface SampleMarker {
  /** Path from the project root, with forward slashes. */
  file: string;
  /** The line of a `sample()` call in a source file; absent for a value marked in a content file. */
  line?: number;
  /** Where the value sits in the data, e.g. `siteConfig.offices["mcclelland"].street`. */
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
}

/** The file that defines `sample()`; every other call of it is a sample in place. */
const definitionFile = "app/lib/sample.ts";

function oneLine(text: string, max = 70): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function literalText(node: ts.Node | undefined): string | number | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  return undefined;
}

function isSampleCall(node: ts.Node): node is ts.CallExpression & { expression: ts.Identifier } {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "sample";
}

/** An array element's name in a label: its `id`, `name` or `year`, else its index. */
function elementKey(element: ts.Node, index: number): string {
  const object = isSampleCall(element) ? element.arguments[0] : element;
  if (object && ts.isObjectLiteralExpression(object)) {
    for (const key of ["id", "name", "year"]) {
      const property = object.properties.find(
        (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key,
      );
      const initializer =
        property && isSampleCall(property.initializer) ? property.initializer.arguments[0] : property?.initializer;
      const value = literalText(initializer);
      if (value !== undefined) return typeof value === "number" ? String(value) : JSON.stringify(value);
    }
  }
  return String(index);
}

/** The path of a value in the data: `siteConfig.team["Norma Alvarez"]`, `testimonials["Rosa M."].consent`. */
function labelOf(call: ts.CallExpression): string {
  let label = "";
  let node: ts.Node = call;
  while (node.parent) {
    const parent: ts.Node = node.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === node) label = `.${parent.name.getText()}${label}`;
    else if (ts.isArrayLiteralExpression(parent))
      label = `[${elementKey(node, parent.elements.indexOf(node as ts.Expression))}]${label}`;
    else if (ts.isVariableDeclaration(parent)) return `${parent.name.getText()}${label}`;
    else if (ts.isCallExpression(parent) && !isSampleCall(parent)) return `${parent.expression.getText()}(…)${label}`;
    node = parent;
  }
  return label.replace(/^\./, "") || "(value)";
}

/** The `supply` argument: a string literal, or a `const` in the same file that holds one. */
function supplyText(argument: ts.Expression | undefined, constants: Map<string, string>): string {
  const literal = literalText(argument);
  if (typeof literal === "string") return literal;
  if (argument && ts.isIdentifier(argument)) return constants.get(argument.text) ?? `(see ${argument.text})`;
  return "(not said: give sample() a string saying what to supply)";
}

/** Every `sample(…)` call in one source file. */
export function findSampleMarkers(file: string, text: string): SampleMarker[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const constants = new Map<string, string>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
      const value = literalText(node.initializer);
      if (typeof value === "string") constants.set(node.name.text, value);
    }
    if (isSampleCall(node)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls.map((call) => ({
    file,
    line: source.getLineAndCharacterOfPosition(call.getStart(source)).line + 1,
    label: labelOf(call),
    value: oneLine(call.arguments[0]?.getText(source) ?? ""),
    supply: supplyText(call.arguments[1], constants),
  }));
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Every sample still in `app/` of the project at `root`. */
export async function findSamples(root: string): Promise<SampleMarker[]> {
  const markers: SampleMarker[] = [];
  // The firm's facts (app/lib) first, then the page data (app/content).
  const files = (await sourceFiles(join(root, "app"))).sort(
    (a, b) => Number(!a.includes(`${sep}lib${sep}`)) - Number(!b.includes(`${sep}lib${sep}`)) || a.localeCompare(b),
  );
  for (const path of files) {
    const file = relative(root, path).split(sep).join("/");
    if (file === definitionFile) continue;
    const text = await readFile(path, "utf8");
    if (text.includes("sample(")) markers.push(...findSampleMarkers(file, text));
  }
  return markers;
}

/** The testimonial rules and result claims, run on the content files of the project at `root`. */
export async function findDataProblems(root: string): Promise<Pick<LaunchCheck, "problems" | "resultClaims">> {
  const load = (file: string) => import(/* @vite-ignore */ pathToFileURL(join(root, file)).href);
  const [{ contentFiles, readContentFile }, { testimonialPages }, { testimonialProblems, resultClaimsToSubstantiate }] =
    (await Promise.all([
      load("app/content/data/content-files.ts"),
      load("app/content/schema/testimonials.ts"),
      load("app/content/testimonial-rules.ts"),
    ])) as [
      typeof import("#app/content/data/content-files.ts"),
      typeof import("#app/content/schema/testimonials.ts"),
      typeof import("#app/content/testimonial-rules.ts"),
    ];
  const read = (file: string) => {
    const entry = contentFiles.find((candidate) => candidate.file === file);
    if (!entry) throw new Error(`${file} is not in app/content/data/content-files.ts`);
    return readContentFile(root, entry);
  };
  const { members: team } = read("content/team.json") as { members: { name: string }[] };
  const { testimonials } = read("content/testimonials.json") as { testimonials: TestimonialRecord[] };
  return {
    problems: testimonialProblems(testimonials, { team, pages: testimonialPages }),
    resultClaims: resultClaimsToSubstantiate(testimonials),
  };
}

/** Every value still marked as a sample in the content files under `content/` (docs/decisions/019). */
export async function findContentSamples(root: string): Promise<SampleMarker[]> {
  const { contentSamples } = (await import(
    /* @vite-ignore */ pathToFileURL(join(root, "app/content/data/content-files.ts")).href
  )) as typeof import("#app/content/data/content-files.ts");
  return contentSamples(root).map(({ file, field, value, supply }) => ({ file, label: field, value, supply }));
}

export async function checkLaunch(root: string): Promise<LaunchCheck> {
  return {
    markers: [...(await findContentSamples(root)), ...(await findSamples(root))],
    ...(await findDataProblems(root)),
  };
}

export function isReady(check: LaunchCheck): boolean {
  return check.markers.length === 0 && check.problems.length === 0 && check.resultClaims.length === 0;
}

/** The list a person works through: each sample by file and line, what to supply said once per run of equal ones. */
export function formatReport(check: LaunchCheck): string {
  if (isReady(check))
    return "check:launch: no sample values remain and the testimonials follow their rules. Ready to launch.";
  const lines: string[] = [];
  if (check.markers.length > 0) {
    lines.push(
      `check:launch: ${check.markers.length} sample ${check.markers.length === 1 ? "value is" : "values are"} still in place (docs/decisions/008).`,
      `Replace each in the editor (npm run cms, or /admin on the live site) and untick it as an example; in code, replace each whole sample(value, "…") call with the firm's own value (README, "Before launch").`,
      "",
    );
    const where = (marker: SampleMarker) => (marker.line ? `${marker.file}:${marker.line}` : marker.file);
    const width = Math.max(...check.markers.map((marker) => where(marker).length));
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
      lines.push(`${where(marker).padEnd(width)}  ${marker.label} = ${marker.value}`);
    }
    flush();
  }
  if (check.problems.length > 0) {
    lines.push(
      `check:launch: testimonial rules broken (16 CFR 465; app/content/testimonial-rules.ts):`,
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

/** A production build is Netlify's production context, or any build or server started with LAUNCH=1. */
export function isLaunch(env: NodeJS.ProcessEnv): boolean {
  return env.CONTEXT === "production" || env.LAUNCH === "1";
}

/** For the Node server with LAUNCH=1: print the list and exit 1 unless the site is ready. */
export async function refuseSamples(root = resolve(import.meta.dirname, "..")): Promise<void> {
  const check = await checkLaunch(root);
  if (isReady(check)) return;
  console.error(formatReport(check));
  console.error("LAUNCH=1: the server does not start while sample content remains.");
  process.exit(1);
}

export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const rootAt = argv.indexOf("--root");
  const root = resolve(rootAt >= 0 ? (argv[rootAt + 1] ?? ".") : join(import.meta.dirname, ".."));
  const guard = argv.includes("--guard");

  if (guard && !isLaunch(env)) {
    // Previews, branch deploys, CI and local builds go ahead; they only hear how much is left.
    try {
      const check = await checkLaunch(root);
      const left = check.markers.length + check.problems.length + check.resultClaims.length;
      console.log(
        `check:launch: ${left} launch item(s) left; not a production build (CONTEXT=${env.CONTEXT ?? "unset"}), so it goes ahead. npm run check:launch lists them.`,
      );
    } catch (error) {
      console.log(
        `check:launch: skipped (${error instanceof Error ? error.message : String(error)}); not a production build.`,
      );
    }
    return 0;
  }

  const check = await checkLaunch(root);
  const report = formatReport(check);
  if (isReady(check)) {
    console.log(report);
    return 0;
  }
  console.error(report);
  if (guard)
    console.error(`Production build refused (${env.CONTEXT === "production" ? "CONTEXT=production" : "LAUNCH=1"}).`);
  return 1;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2), process.env);
