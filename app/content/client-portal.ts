import { siteConfig } from "#app/content/site/index.ts";
import type { SiteData } from "#app/content/site/schema.ts";
import type { Bilingual, RichLink } from "./types.ts";

/**
 * The client portal, worded once from the site configuration: a link to its sign-in page for copy
 * that mentions it, and its encryption as the provider states it (nothing when the configuration
 * says null). Pages interpolate these at module load.
 */
export interface PortalWords {
  /** " with 256-bit encryption" / " con cifrado de 256 bits", with its leading space; "" when not stated. */
  withEncryption: string;
  /** The provider's name, e.g. for the privacy policy. */
  provider: string;
}

/** The portal's words from the firm's facts about it. */
export function portalFrom({ encryptionBits: bits, provider }: SiteData["clientPortal"]): Bilingual<PortalWords> {
  return {
    en: { withEncryption: bits === null ? "" : ` with ${bits}-bit encryption`, provider },
    es: { withEncryption: bits === null ? "" : ` con cifrado de ${bits} bits`, provider },
  };
}

export const portal: Bilingual<PortalWords> = portalFrom(siteConfig.clientPortal);

/** A link to the portal's sign-in page, for RichText copy: `portalLink("secure client portal")`. */
export function portalLink(text: string): RichLink {
  return { text, href: siteConfig.clientPortal.url };
}
