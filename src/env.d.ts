/// <reference path="../.astro/types.d.ts" />

/** The pictures the content files name (src/lib/named-pictures.ts), by the path they write. */
declare module "virtual:named-pictures" {
  const pictures: Record<string, import("astro").ImageMetadata>;
  export default pictures;
}
