/// <reference path="../.astro/types.d.ts" />

/** The pictures the content files name (app/content/named-pictures.ts), by the path they write. */
declare module "virtual:named-pictures" {
  /** `image` goes to `getImage` only: reading its properties would publish the original file. */
  const pictures: Record<string, { image: import("astro").ImageMetadata; width: number; height: number }>;
  export default pictures;
}
