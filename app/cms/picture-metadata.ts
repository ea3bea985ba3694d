/**
 * A picture's metadata removed without decoding it (docs/decisions/020): an upload is committed
 * to the repository as written, so a phone photo's EXIF (the camera, the place it was taken) and
 * XMP, IPTC and comments would stay in the firm's history. The segments or chunks that hold them
 * are cut out (JPEG, PNG, WebP) or blanked (AVIF) and every byte of the image itself is kept, so
 * nothing is encoded again: the picture, its colour profile and its quality are the ones chosen.
 *
 * One thing of EXIF decides how a picture looks: its orientation (a phone stores a portrait photo
 * sideways and says "turn it a quarter"). An orientation other than 1 is kept, as a new EXIF
 * block holding that tag alone, rather than baked into the pixels: baking means decoding and
 * encoding again (lost quality, and a browser's canvas drops the colour profile), while the
 * browser, `createImageBitmap` and the build's sharp (`rotate()`) all honour the tag.
 *
 * Pure (bytes in, bytes out), so the editor's page and the local backend run the same code.
 */

/** A picture's bytes without metadata, and what was taken out (empty when nothing was). */
export interface Stripped {
  bytes: Uint8Array;
  removed: string[];
}

export class UnreadablePicture extends Error {}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

const startsWith = (bytes: Uint8Array, at: number, text: string) => ascii(bytes, at, text.length) === text;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

// ---- EXIF (a TIFF structure) --------------------------------------------------------------------

const orientationTag = 0x0112;
const gpsTag = 0x8825;

/** The orientation and whether a GPS block is named, read from EXIF's first directory (IFD0). */
function readExif(tiff: Uint8Array): { orientation?: number; gps: boolean } {
  if (tiff.length < 8) return { gps: false };
  const little = startsWith(tiff, 0, "II");
  if (!little && !startsWith(tiff, 0, "MM")) return { gps: false };
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return { gps: false };
  const count = view.getUint16(ifd, little);
  let orientation: number | undefined;
  let gps = false;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    const tag = view.getUint16(entry, little);
    if (tag === orientationTag) orientation = view.getUint16(entry + 8, little);
    if (tag === gpsTag) gps = true;
  }
  return { orientation, gps };
}

/** EXIF holding the orientation alone: a big-endian TIFF header, one directory of one entry. */
function orientationOnly(orientation: number): Uint8Array {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]); // "MM", 42
  view.setUint32(4, 8); // the directory follows the header
  view.setUint16(8, 1); // one entry
  view.setUint16(10, orientationTag);
  view.setUint16(12, 3); // SHORT
  view.setUint32(14, 1); // one value
  view.setUint16(18, orientation);
  view.setUint32(22, 0); // no next directory
  return tiff;
}

/**
 * What replaces a picture's EXIF: the orientation alone when the picture must be turned, else
 * nothing; and how to name what went (nothing when the EXIF was already that and only that).
 */
function replaceExif(tiff: Uint8Array): { keep?: Uint8Array; removed?: string } {
  const { orientation, gps } = readExif(tiff);
  const keep = orientation && orientation >= 2 && orientation <= 8 ? orientationOnly(orientation) : undefined;
  if (keep && sameBytes(keep, tiff)) return { keep };
  return { keep, removed: gps ? "EXIF with a GPS position" : "EXIF" };
}

const exifHeader = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0x00, 0x00]); // "Exif\0\0"

/** The TIFF part of an EXIF payload, whether or not it starts with "Exif\0\0" (WebP's may). */
const tiffOf = (payload: Uint8Array) => (startsWith(payload, 0, "Exif\0\0") ? payload.subarray(6) : payload);

// ---- JPEG ---------------------------------------------------------------------------------------

/**
 * A JPEG keeps its image segments and, of the application segments, only what draws it: JFIF
 * (APP0), the ICC colour profile (APP2 "ICC_PROFILE") and Adobe's colour transform (APP14).
 * Gone: EXIF and XMP (APP1), the multi-picture index (APP2 "MPF"), IPTC (APP13), every other
 * vendor's APPn, comments (COM), and whatever follows the end of the image (a phone's trailer:
 * a motion photo's video, depth maps).
 */
function stripJpeg(jpeg: Uint8Array): Stripped {
  const parts: Uint8Array[] = [jpeg.subarray(0, 2)];
  const removed = new Set<string>();
  let orientationExif: Uint8Array | undefined;
  let insertAt = 1; // after SOI, or after JFIF when there is one
  let at = 2;
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  for (;;) {
    if (at + 2 > jpeg.length) throw new UnreadablePicture("the JPEG ends before its image does");
    if (jpeg[at] !== 0xff) throw new UnreadablePicture(`no JPEG marker at byte ${at}`);
    const marker = jpeg[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      parts.push(jpeg.subarray(at, at + 2));
      if (at + 2 < jpeg.length) removed.add("data after the end of the image");
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(jpeg.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > jpeg.length) throw new UnreadablePicture("a JPEG segment is cut short");
    const end = at + 2 + view.getUint16(at + 2);
    if (end > jpeg.length) throw new UnreadablePicture("a JPEG segment is cut short");
    const payload = jpeg.subarray(at + 4, end);
    let segmentEnd = end;
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the next marker that is not a stuffed
      // 0xFF00 nor a restart marker.
      while (segmentEnd + 1 < jpeg.length) {
        const next = jpeg[segmentEnd + 1] as number;
        if (jpeg[segmentEnd] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        segmentEnd += 1;
      }
      if (segmentEnd + 1 >= jpeg.length) throw new UnreadablePicture("the JPEG's image data has no end");
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keep =
      !(isApp || marker === 0xfe) ||
      (marker === 0xe0 && (startsWith(payload, 0, "JFIF\0") || startsWith(payload, 0, "JFXX\0"))) ||
      (marker === 0xe2 && startsWith(payload, 0, "ICC_PROFILE\0")) ||
      (marker === 0xee && startsWith(payload, 0, "Adobe"));
    if (keep) {
      parts.push(jpeg.subarray(at, segmentEnd));
      if (marker === 0xe0 && parts.length === 2) insertAt = 2;
    } else if (marker === 0xe1 && startsWith(payload, 0, "Exif\0\0") && !orientationExif) {
      const { keep: tiff, removed: what } = replaceExif(payload.subarray(6));
      if (tiff) orientationExif = tiff;
      if (what) removed.add(what);
    } else {
      removed.add(jpegSegmentName(marker, payload));
    }
    at = segmentEnd;
  }
  if (orientationExif) {
    const segment = concat([new Uint8Array([0xff, 0xe1, 0, 0]), exifHeader, orientationExif]);
    new DataView(segment.buffer).setUint16(2, segment.length - 2);
    parts.splice(insertAt, 0, segment);
  }
  return { bytes: concat(parts), removed: [...removed] };
}

function jpegSegmentName(marker: number, payload: Uint8Array): string {
  if (marker === 0xfe) return "comment";
  if (marker === 0xe1 && startsWith(payload, 0, "Exif\0\0")) return "EXIF";
  if (marker === 0xe1 && startsWith(payload, 0, "http://ns.adobe.com/")) return "XMP";
  if (marker === 0xed) return "IPTC";
  if (marker === 0xe2 && startsWith(payload, 0, "MPF\0")) return "multi-picture index";
  return `APP${marker - 0xe0} segment`;
}

// ---- PNG ----------------------------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

const pngTextChunks: Record<string, string> = {
  tEXt: "text",
  iTXt: "text",
  zTXt: "text",
  tIME: "modification time",
};

/**
 * A PNG keeps every chunk but its metadata: EXIF (eXIf, the orientation alone kept as above),
 * text (tEXt, iTXt, zTXt: XMP, comments, the software, a date), the time it was last changed
 * (tIME), and whatever follows its end (IEND).
 */
function stripPng(png: Uint8Array): Stripped {
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  const removed = new Set<string>();
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let at = 8;
  for (;;) {
    if (at + 12 > png.length) throw new UnreadablePicture("the PNG ends before its IEND chunk");
    const length = view.getUint32(at);
    const type = ascii(png, at + 4, 4);
    const end = at + 12 + length;
    if (end > png.length) throw new UnreadablePicture(`the PNG's ${type} chunk is cut short`);
    if (type === "eXIf") {
      const { keep, removed: what } = replaceExif(tiffOf(png.subarray(at + 8, at + 8 + length)));
      if (keep) parts.push(pngChunk("eXIf", keep));
      if (what) removed.add(what);
    } else if (type in pngTextChunks) {
      const xmp = startsWith(png, at + 8, "XML:com.adobe.xmp\0");
      removed.add(xmp ? "XMP" : (pngTextChunks[type] as string));
    } else {
      parts.push(png.subarray(at, end));
    }
    at = end;
    if (type === "IEND") {
      if (at < png.length) removed.add("data after the end of the image");
      break;
    }
  }
  return { bytes: concat(parts), removed: [...removed] };
}

// ---- WebP ---------------------------------------------------------------------------------------

const vp8xExif = 0x08;
const vp8xXmp = 0x04;

function riffChunk(fourcc: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(8 + data.length + (data.length % 2));
  chunk.set(
    [...fourcc].map((c) => c.charCodeAt(0)),
    0,
  );
  new DataView(chunk.buffer).setUint32(4, data.length, true);
  chunk.set(data, 8);
  return chunk;
}

/**
 * A WebP keeps every chunk but EXIF ("EXIF", the orientation alone kept as above) and XMP
 * ("XMP "), with the extended header's flags and the RIFF size made to match.
 */
function stripWebp(webp: Uint8Array): Stripped {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const riffEnd = Math.min(webp.length, 8 + view.getUint32(4, true));
  const chunks: Uint8Array[] = [];
  const removed = new Set<string>();
  let vp8x: Uint8Array | undefined;
  let keptExif = false;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const fourcc = ascii(webp, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) throw new UnreadablePicture(`the WebP's ${fourcc} chunk is cut short`);
    const data = webp.subarray(at + 8, at + 8 + size);
    if (fourcc === "EXIF") {
      const { keep, removed: what } = replaceExif(tiffOf(data));
      if (keep) chunks.push(riffChunk("EXIF", keep));
      keptExif ||= Boolean(keep);
      if (what) removed.add(what);
    } else if (fourcc === "XMP ") {
      removed.add("XMP");
    } else {
      const chunk = webp.slice(at, Math.min(end, riffEnd));
      if (fourcc === "VP8X") vp8x = chunk;
      chunks.push(chunk);
    }
    at = end;
  }
  if (at < webp.length && riffEnd < webp.length) removed.add("data after the end of the image");
  if (vp8x && vp8x.length > 8) {
    const flags = vp8x[8] as number;
    vp8x[8] = (flags & ~(vp8xExif | vp8xXmp)) | (keptExif ? vp8xExif : 0);
  }
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(webp.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return { bytes: concat([header, body]), removed: [...removed] };
}

// ---- AVIF ---------------------------------------------------------------------------------------

interface Box {
  type: string;
  start: number;
  /** Where its content begins (after the size, the type and, for a full box, version and flags). */
  content: number;
  end: number;
}

/** The boxes between `from` and `to`; `full` names the types that are full boxes (4 more header bytes). */
function boxesIn(bytes: Uint8Array, from: number, to: number, full: readonly string[] = []): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    let header = 8;
    if (size === 1) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) throw new UnreadablePicture(`the AVIF's ${type} box is cut short`);
    boxes.push({ type, start: at, content: at + header + (full.includes(type) ? 4 : 0), end: at + size });
    at += size;
  }
  return boxes;
}

/** Reads an unsigned big-endian number of `size` bytes (0, 4 or 8). */
function uint(view: DataView, at: number, size: number): number {
  if (size === 0) return 0;
  if (size === 8) return Number(view.getBigUint64(at));
  if (size === 4) return view.getUint32(at);
  if (size === 2) return view.getUint16(at);
  throw new UnreadablePicture(`the AVIF's item locations use ${size}-byte numbers`);
}

interface Item {
  id: number;
  /** Its coding (`av01`, `hvc1`, `grid`, `Exif`, `mime`…) and where those four bytes are. */
  type: string;
  typeAt: number;
  /** A `mime` item's content type (XMP's is application/rdf+xml). */
  contentType: string;
}

/** The `meta` box's item information (`iinf`) and locations (`iloc`, `idat`), when it has them. */
function metaBoxes(bytes: Uint8Array): { iinf?: Box; iloc?: Box; idat?: Box } {
  const meta = boxesIn(bytes, 0, bytes.length, ["meta"]).find((box) => box.type === "meta");
  if (!meta) return {};
  const inMeta = boxesIn(bytes, meta.content, meta.end, ["iinf", "iloc"]);
  const find = (type: string) => inMeta.find((box) => box.type === type);
  return { iinf: find("iinf"), iloc: find("iloc"), idat: find("idat") };
}

/** The items `iinf` lists (entries of version 2 and 3, the only ones HEIF allows). */
function itemsOf(bytes: Uint8Array, iinf: Box): Item[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const items: Item[] = [];
  const entriesAt = iinf.content + (bytes[iinf.start + 8] === 0 ? 2 : 4);
  for (const infe of boxesIn(bytes, entriesAt, iinf.end, ["infe"])) {
    const version = bytes[infe.start + 8] as number;
    if (infe.type !== "infe" || version < 2) continue;
    const idSize = version === 2 ? 2 : 4;
    const typeAt = infe.content + idSize + 2;
    const type = ascii(bytes, typeAt, 4);
    const nameEnd = bytes.indexOf(0, typeAt + 4);
    const contentType = type === "mime" && nameEnd >= 0 ? ascii(bytes, nameEnd + 1, 19) : "";
    items.push({ id: uint(view, infe.content, idSize), type, typeAt, contentType });
  }
  return items;
}

/**
 * An AVIF's EXIF and XMP are items of its `meta` box (an "Exif" item, a "mime" item of type
 * application/rdf+xml), their bytes in `mdat` where `iloc` says. Cutting them out would move
 * every other item's bytes and mean rewriting `iloc`'s offsets; instead their bytes are
 * overwritten with zeros and their type renamed "zero" (a type no reader knows, so it is passed
 * over), and nothing else moves. Its orientation is a property of the image (`irot`), not EXIF.
 */
function stripAvif(source: Uint8Array): Stripped {
  // A copy of its own: a Node Buffer's `slice` shares the caller's memory (and a pooled buffer's
  // bytes start at an offset of a larger one).
  const avif = new Uint8Array(source);
  const view = new DataView(avif.buffer, avif.byteOffset, avif.byteLength);
  const { iinf, iloc, idat } = metaBoxes(avif);
  if (!iinf || !iloc) return { bytes: source, removed: [] };
  const metadataItems = new Map<number, string>();
  for (const item of itemsOf(avif, iinf)) {
    const what = item.type === "Exif" ? "EXIF" : item.contentType === "application/rdf+xml" ? "XMP" : undefined;
    if (!what) continue;
    metadataItems.set(item.id, what);
    avif.set([0x7a, 0x65, 0x72, 0x6f], item.typeAt); // "zero"
  }
  const removed = new Set<string>();
  const version = avif[iloc.start + 8] as number;
  let at = iloc.content;
  const offsetSize = (avif[at] as number) >> 4;
  const lengthSize = (avif[at] as number) & 15;
  const baseOffsetSize = (avif[at + 1] as number) >> 4;
  const indexSize = version === 0 ? 0 : (avif[at + 1] as number) & 15;
  at += 2;
  const count = version < 2 ? view.getUint16(at) : view.getUint32(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? view.getUint16(at) : view.getUint32(at);
    at += version < 2 ? 2 : 4;
    const method = version === 0 ? 0 : view.getUint16(at) & 15;
    if (version > 0) at += 2;
    at += 2; // data reference index
    const base = uint(view, at, baseOffsetSize);
    at += baseOffsetSize;
    const extents = view.getUint16(at);
    at += 2;
    for (let e = 0; e < extents; e++) {
      at += indexSize;
      const offset = uint(view, at, offsetSize);
      const length = uint(view, at + offsetSize, lengthSize);
      at += offsetSize + lengthSize;
      const what = metadataItems.get(id);
      if (!what) continue;
      const from = (method === 1 ? (idat?.content ?? Number.NaN) : 0) + base + offset;
      if (method > 1 || !(from >= 0 && from + length <= avif.length))
        throw new UnreadablePicture("an AVIF's metadata is where it cannot be read");
      if (avif.subarray(from, from + length).some((byte) => byte !== 0)) removed.add(what);
      avif.fill(0, from, from + length);
    }
  }
  return removed.size > 0 ? { bytes: avif, removed: [...removed] } : { bytes: source, removed: [] };
}

// ---- HEIF: AVIF or HEIC ------------------------------------------------------------------------

/**
 * AVIF is HEIF (ISO/IEC 23008-12) holding AV1 pictures; HEIC, a phone's photo, is HEIF holding
 * HEVC ones. The brands of the file's `ftyp` box name the family, the major brand or any
 * compatible one, and a valid AVIF may carry none of AV1's own (`mif1`, `miaf`, `MA1B`): so the
 * family is known by any of its brands, and which pictures it holds by its items' coding.
 */
const heifBrands = ["mif1", "mif2", "msf1", "miaf", "MiHA", "MiHB", "MiHE", "MiPr"];
const av1Brands = ["avif", "avis", "avio", "MA1A", "MA1B"];
const hevcBrands = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"];
const hevcItems = ["hvc1", "hev1", "lhv1"];

/** The brands of a file's `ftyp` box (major first), none when it starts with no such box. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || !startsWith(bytes, 4, "ftyp")) return [];
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0), bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

/**
 * What a HEIF file's pictures are coded in: `av1` (an AVIF), `hevc` (a HEIC) or `other` (JPEG,
 * JPEG 2000, VVC… in HEIF); undefined for a file that is not HEIF. The items decide; an image
 * sequence, whose pictures are in tracks, and a `meta` box that cannot be read leave it to the brands.
 */
export function heifCoding(bytes: Uint8Array): "av1" | "hevc" | "other" | undefined {
  const brands = ftypBrands(bytes);
  const has = (list: readonly string[]) => brands.some((brand) => list.includes(brand));
  if (!has(heifBrands) && !has(av1Brands) && !has(hevcBrands)) return undefined;
  let types: string[] = [];
  try {
    const { iinf } = metaBoxes(bytes);
    types = iinf ? itemsOf(bytes, iinf).map((item) => item.type) : [];
  } catch {}
  if (types.some((type) => hevcItems.includes(type))) return "hevc";
  if (types.includes("av01")) return "av1";
  if (has(hevcBrands)) return "hevc";
  if (has(av1Brands)) return "av1";
  return "other";
}

// ---- any picture --------------------------------------------------------------------------------

export type PictureFormat = "jpeg" | "png" | "webp" | "avif";

/** The format a picture's first bytes say, or undefined for one this module does not read (HEIC among them). */
export function pictureFormat(bytes: Uint8Array): PictureFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (startsWith(bytes, 0, "\x89PNG\r\n\x1a\n")) return "png";
  if (startsWith(bytes, 0, "RIFF") && startsWith(bytes, 8, "WEBP")) return "webp";
  if (heifCoding(bytes) === "av1") return "avif";
  return undefined;
}

/**
 * The picture without its metadata. A file in another format is returned as it is, with
 * `removed` empty (see `pictureFormat`); an upload of one is refused (./accepted-upload.ts). Throws `UnreadablePicture` on a broken picture.
 */
export function stripPictureMetadata(bytes: Uint8Array): Stripped {
  switch (pictureFormat(bytes)) {
    case "jpeg":
      return stripJpeg(bytes);
    case "png":
      return stripPng(bytes);
    case "webp":
      return stripWebp(bytes);
    case "avif":
      return stripAvif(bytes);
    default:
      return { bytes, removed: [] };
  }
}
