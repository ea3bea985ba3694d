/**
 * Values that are still known examples (docs/decisions/008): an address under a domain reserved
 * for examples, a phone number of the range reserved for fiction, a sample person's name. Such a
 * value must stay marked as a sample (`samples`, `sample`), or check:launch would stop naming it and
 * a production build would publish it: every file schema with sample markers refuses it unmarked
 * (`refuseUnmarkedExamples`).
 */
import type { z } from "zod";

/**
 * A web or e-mail address under a domain reserved for examples (RFC 2606: example.com, .org,
 * .net, the .example top-level domain) or named like one (`portal.example.com`, `@nais.example`).
 */
const exampleAddress = /(?:^|[.@/])example(?:[./]|$)/i;

/** 555-0100 to 555-0199: the numbers set aside for fiction in every area code. */
const fictionalPhone = /555[-. ]?01\d\d(?!\d)/;

/** The names of the sample team (content/team.json) and of the sample testimonials' clients. */
export const sampleTeamNames: readonly string[] = [
  "Norma Alvarez",
  "Isabel Sandoval",
  "Robert Chen",
  "Maria de la Cruz",
  "Luis Ortega",
  "Emily Walker",
];
export const sampleClientNames: readonly string[] = [
  "Alejandro C.",
  "Alejandro N.",
  "Alejandro V.",
  "Alicia M.",
  "Alma F.",
  "Ana F.",
  "Ana L.",
  "Andrew K.",
  "Arturo G.",
  "Bill N.",
  "Brandon H.",
  "Brian K.",
  "Carlos V.",
  "Carmen D.",
  "Carmen O.",
  "Claudia P.",
  "Curtis W.",
  "Dale S.",
  "Daniel K.",
  "Denise H.",
  "Dennis H.",
  "Diane H.",
  "Douglas T.",
  "Efraín C.",
  "Elena V.",
  "Ernesto S.",
  "Francisco M.",
  "Frank D.",
  "Gabriela S.",
  "Greg W.",
  "Gregory S.",
  "Guadalupe G.",
  "Guadalupe R.",
  "Guadalupe S.",
  "Héctor A.",
  "Héctor V.",
  "James O.",
  "Javier L.",
  "Jennifer W.",
  "Jessica N.",
  "Jessica W.",
  "Jorge L.",
  "Jorge P.",
  "Karen D.",
  "Karen T.",
  "Kevin D.",
  "Leticia O.",
  "Linda P.",
  "Lucía R.",
  "Maribel R.",
  "Maricela V.",
  "Marisol P.",
  "Marisol T.",
  "Mark T.",
  "Miguel A.",
  "Miguel R.",
  "Mike F.",
  "Olga A.",
  "Patricia E.",
  "Patricia G.",
  "Patricia N.",
  "Ramón F.",
  "Ricardo A.",
  "Richard S.",
  "Rocío R.",
  "Rogelio M.",
  "Rosa M.",
  "Rubén A.",
  "Samuel K.",
  "Sandra K.",
  "Sandra L.",
  "Sandra P.",
  "Sarah L.",
  "Sofía A.",
  "Teresa M.",
  "Tom B.",
  "Tom R.",
  "Tom W.",
  "Tyler B.",
  "Verónica D.",
  "Verónica S.",
  "Yesenia C.",
  "Yesenia T.",
  "Yolanda R.",
];
const sampleNames = new Set([...sampleTeamNames, ...sampleClientNames]);

/** Why `value` is still a known example, in words ("the example info@example.com"), or nothing. */
export function knownExample(value: string, key: string): string | undefined {
  const text = value.trim();
  if (
    (/^https?:\/\//i.test(text) || /^[^\s@]+@[^\s@]+$/.test(text)) &&
    exampleAddress.test(text.replace(/^https?:\/\//i, ""))
  )
    return `the example ${text}`;
  if (fictionalPhone.test(text)) return `the example number ${text} (555-01xx numbers are for fiction)`;
  if (key === "name" && sampleNames.has(text)) return `the sample name ${text}`;
  return undefined;
}

interface Unmarked {
  path: (string | number)[];
  message: string;
}

/** Every known example under `value` (strings at any depth), with its path. */
function examplesUnder(value: unknown, path: (string | number)[], key: string, untick: string): Unmarked[] {
  if (typeof value === "string") {
    const example = knownExample(value, key);
    return example ? [{ path, message: `is still ${example}: enter the firm's own value, or ${untick}` }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => examplesUnder(item, [...path, i], key, untick));
  if (value && typeof value === "object") return unmarkedIn(value, path, untick);
  return [];
}

/**
 * The known examples in `data` that no marker covers: a field not listed in its object's
 * `samples`, an item whose `sample` is not ticked. Outside any marker nothing is asked.
 */
export function unmarkedIn(data: unknown, path: (string | number)[] = [], untick?: string): Unmarked[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => unmarkedIn(item, [...path, i], untick));
  if (!data || typeof data !== "object") return [];
  const object = data as Record<string, unknown>;
  if (object.sample === true) return [];
  const listed = Array.isArray(object.samples) ? (object.samples as unknown[]) : undefined;
  const here = "sample" in object ? "tick This is an example" : listed ? "tick it under Still samples" : untick;
  return Object.entries(object).flatMap(([key, value]) => {
    if (key === "samples" || key === "sample" || listed?.includes(key)) return [];
    if (here === undefined) return unmarkedIn(value, [...path, key]);
    return examplesUnder(value, [...path, key], key, here);
  });
}

/** For a file schema's `superRefine`: each known example left unmarked is an issue at its field. */
export function refuseUnmarkedExamples(data: unknown, context: z.RefinementCtx): void {
  for (const { path, message } of unmarkedIn(data)) context.addIssue({ code: "custom", path, message });
}
