import type { MetaDescriptor } from "./page-kind.ts";

/** JSON inside `<script>`: the characters that could end the element or break a parser escaped. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * A page's head tags from its meta descriptors (`pageMeta`, app/page-kinds/seo.ts): the title, `<meta>`
 * by name or property, `<link>` (canonical, alternates) and JSON-LD. Rendered at build time in
 * the document's `<head>`.
 */
export function MetaTags({ descriptors }: { descriptors: MetaDescriptor[] }) {
  return descriptors.map((descriptor, index) => {
    const key = String(index);
    if ("title" in descriptor) return <title key={key}>{String(descriptor.title)}</title>;
    if ("script:ld+json" in descriptor) {
      return (
        <script
          key={key}
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped for a script element
          dangerouslySetInnerHTML={{ __html: scriptJson(descriptor["script:ld+json"]) }}
        />
      );
    }
    if ("tagName" in descriptor) {
      const { tagName, ...attributes } = descriptor;
      if (tagName !== "link") throw new Error(`MetaTags: unexpected tag "${String(tagName)}"`);
      return <link key={key} {...attributes} />;
    }
    return <meta key={key} {...(descriptor as Record<string, string>)} />;
  });
}
