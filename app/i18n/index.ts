import { useLocation } from "react-router";
import { type Lang, langOfPath } from "~/lib/route-table";
import { type Dictionary, en } from "./en";
import { es } from "./es";

export type { Dictionary };

export const dictionaries: Record<Lang, Dictionary> = { en, es };

/** The page's language, decided by its URL (decisions.md 7). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

export function useDictionary(): Dictionary {
  return dictionaries[useLang()];
}
