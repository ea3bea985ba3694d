/**
 * The local backend's second line against a picture's metadata (docs/decisions/020): the
 * editor's page strips every upload before Decap sends it (editor-script/strip-uploads.ts), and
 * the local backend strips the pictures of a save again before decap-server writes them, so a
 * page without the editor's script (an older /admin, a hand-made request) still writes none.
 */
import { stripPictureMetadata, UnreadablePicture } from "./picture-metadata.ts";

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
 * metadata. Gives the path of a picture that cannot be read, which the backend then refuses.
 */
export function stripPicturesOfRequest(body: unknown): string | undefined {
  for (const asset of assetsOf(body)) {
    if (asset.encoding !== "base64" || typeof asset.content !== "string") continue;
    try {
      const { bytes, removed } = stripPictureMetadata(Buffer.from(asset.content, "base64"));
      if (removed.length > 0) asset.content = Buffer.from(bytes).toString("base64");
    } catch (error) {
      if (error instanceof UnreadablePicture) return String(asset.path);
      throw error;
    }
  }
  return undefined;
}
