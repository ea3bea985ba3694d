/// <reference path="../.astro/types.d.ts" />

/** The pictures the content files name (app/content/named-pictures.ts), by the path they write. */
declare module "virtual:named-pictures" {
  const pictures: Record<string, import("astro").ImageMetadata>;
  export default pictures;
}
