import type { z } from "zod";
import { credentialNames } from "#app/content/credential-names.ts";
import { parseContent } from "#app/content/data/parse.ts";
import { bilingual } from "#app/content/schema/fields.ts";
import { siteConfig } from "#app/content/site/index.ts";
import type { SiteData } from "#app/content/site/schema.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/representation.json" with { type: "json" };
import { representationCopySchema } from "./schema.ts";

/**
 * Who represents clients before the IRS, and the firm's California registration, worded once from
 * the site configuration. A preparer without a credential may represent a client only for a return
 * that preparer prepared and signed, only with an Annual Filing Season Program record, and only in
 * an audit, with customer service or before the Taxpayer Advocate Service; everything else (other
 * preparers' returns, Appeals, collection, revenue officers) needs an Enrolled Agent, a CPA or an
 * attorney named on Form 2848: copy that offers those acts names this person. Pages interpolate
 * these strings at module load; they carry no markup. The CTEC sentences are the firm's words, in
 * `content/representation.json`; which one shows follows `ctec.registered` in `content/site.json`.
 */
export interface Representation {
  /** "Robert Chen": the name alone, once the credential has been said. */
  person: string;
  /** "Robert Chen, Enrolled Agent": name and credential, to stand in apposition in a sentence. */
  named: string;
  /** The credential alone, e.g. "Enrolled Agent", as a card title. */
  credential: string;
  /** The firm's California Tax Education Council (CTEC) status, as one sentence. */
  ctec: string;
}

/** The firm's CTEC sentences, both languages, as `content/representation.json` holds them. */
export type RepresentationWords = Bilingual<z.output<typeof representationCopySchema>>;

/** Who represents clients and the CTEC sentence, worded from the firm's facts and the CTEC sentences given. */
export function representationFrom(
  site: Pick<SiteData, "representative" | "ctec">,
  words: RepresentationWords,
): Bilingual<Representation> {
  const { name, credential } = site.representative;
  const worded = (lang: Lang): Representation => {
    const label = credentialNames[lang][credential];
    const { ctec } = words[lang];
    return {
      person: name,
      named: `${name}, ${label}`,
      credential: label,
      ctec: site.ctec.registered ? ctec.ifRegistered : ctec.otherwise,
    };
  };
  return { en: worded("en"), es: worded("es") };
}

// Read with parseContent, not readCopy: these words are themselves placeholders' values
// (copy-values.ts reads this module), so they are plain text in both languages.
export const representationWords: RepresentationWords = parseContent(
  "content/representation.json",
  bilingual(representationCopySchema),
  data,
);

export const representation: Bilingual<Representation> = representationFrom(siteConfig, representationWords);
