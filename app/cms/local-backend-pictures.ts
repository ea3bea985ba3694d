/**
 * The local backend's second line against a picture's metadata (docs/decisions/020): the
 * editor's page strips every upload before Decap sends it (editor-script/strip-uploads.ts), and
 * the local backend strips the pictures of a save again before decap-server writes them, so a
 * page without the editor's script (an older /admin, a hand-made request) still writes none, nor
 * a file the editor does not accept (./accepted-upload.ts: a HEIC photo, a GIF).
 */
import { acceptedUpload, RefusedUpload } from "./accepted-upload.ts";

interface Asset {
  path?: unknown;
  content?: unknown;
  encoding?: unknown;
}

/** The pictures a request to the local backend writes: a save's `assets`, the media page's `asset`. */
function assetsOf(body: unknown): Asset[] {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: { assets?: unknown; asset?: unknown } };
  if (action === "persistEntry" && Array.isArray(params?.assets)) return params.assets as Asset[];
  if (action === "persistMedia" && params?.asset && typeof params.asset === "object") return [params.asset as Asset];
  return [];
}

/**
 * Rewrites, in place, each picture the request writes (base64, as Decap sends them) without its
 * metadata. Gives, in plain words, why a file is not accepted (the backend then writes nothing).
 */
export function stripPicturesOfRequest(body: unknown): string | undefined {
  for (const asset of assetsOf(body)) {
    const name = String(asset.path).split("/").pop() ?? "";
    // Decap sends every picture in base64; anything else would be written unchecked.
    if (asset.encoding !== "base64" || typeof asset.content !== "string")
      return `${name} was not sent as a picture, so it was not uploaded`;
    try {
      const { bytes, removed } = acceptedUpload(Buffer.from(asset.content, "base64"), name);
      if (removed.length > 0) asset.content = Buffer.from(bytes).toString("base64");
    } catch (error) {
      if (error instanceof RefusedUpload) return error.message;
      throw error;
    }
  }
  return undefined;
}
