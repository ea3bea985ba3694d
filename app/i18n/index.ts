import { createContext, useContext } from "react";
import type { Lang } from "#app/lib/route-table.ts";
import type { Dictionary } from "./en.ts";

export type { Dictionary };

/**
 * What every component may know about the page it renders in: its language (decided by its URL
 * alone), that language's dictionary, and its canonical path. The root provides it at
 * build time; an island's script provides the same value in the browser (app/islands/).
 */
export interface SiteContextValue {
  lang: Lang;
  dictionary: Dictionary;
  /** Canonical path of the page as prerendered (`/404` and `/es/404` for the not-found pages). */
  path: string;
  /** This build shows that the site holds sample content (app/lib/sample-notice.ts); absent: it does not. */
  sampleNotice?: boolean;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export const SiteProvider = SiteContext.Provider;

export function useSite(): SiteContextValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite: no SiteProvider above this component");
  return site;
}

export function useLang(): Lang {
  return useSite().lang;
}

export function useDictionary(): Dictionary {
  return useSite().dictionary;
}
