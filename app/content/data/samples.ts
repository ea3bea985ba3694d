/**
 * Sample values in the content files (docs/decisions/008, 019). A value the firm has not supplied
 * yet is marked where it is, in one of two ways the editor shows as checkboxes:
 * - an object of a list (a team member, a testimonial, a timeline entry) has `"sample": true`;
 * - a file or an object names its scalar fields still holding samples in `"samples": [...]`.
 * Staff replace the value and untick it. `npm run check:launch`, the production guard and the
 * sample notice of preview builds all count the same markers, from the same files.
 */

export interface SampleMarker {
  /** The content file, from the project root: `content/site.json`. */
  file: string;
  /** The value's place in the file: `offices[0].street`, `members[2]`. */
  field: string;
  /** The sample value, shortened to one line. */
  value: string;
  /** What the firm must supply instead. */
  supply: string;
}

/** What to supply for each sample, by the key a file's `samples` list or a list's name uses. */
export type Supplies = Readonly<Record<string, string>>;

function oneLine(value: unknown, max = 70): string {
  const flat = (typeof value === "string" ? value : JSON.stringify(value)).replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function at(data: unknown, dotted: string): unknown {
  return dotted.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

/**
 * Every sample marked in a file's data. `supplies` says what to supply for a key of a `samples`
 * list (`"email"`, `"offices.street"`) and for an item of a list (`"members"`); a key it does not
 * know still counts, with a generic request.
 */
export function samplesIn(file: string, data: unknown, supplies: Supplies, path = "", listName = ""): SampleMarker[] {
  const markers: SampleMarker[] = [];
  if (Array.isArray(data)) {
    for (const [i, item] of data.entries()) markers.push(...samplesIn(file, item, supplies, `${path}[${i}]`, listName));
    return markers;
  }
  if (!data || typeof data !== "object") return markers;
  const object = data as Record<string, unknown>;
  if (object.sample === true) {
    const { sample: _flag, samples: _list, ...value } = object;
    markers.push({
      file,
      field: path,
      value: oneLine(value),
      supply: supplies[listName] ?? "the firm's own value in place of this sample",
    });
  }
  if (Array.isArray(object.samples))
    for (const key of object.samples as string[]) {
      const field = path ? `${path}.${key}` : key;
      const supplyKey = [listName, key].filter(Boolean).join(".");
      markers.push({
        file,
        field,
        value: oneLine(at(object, key)),
        supply: supplies[supplyKey] ?? supplies[key] ?? "the firm's own value in place of this sample",
      });
    }
  for (const [key, value] of Object.entries(object))
    if (key !== "samples" && value && typeof value === "object")
      markers.push(...samplesIn(file, value, supplies, path ? `${path}.${key}` : key, key));
  return markers;
}
