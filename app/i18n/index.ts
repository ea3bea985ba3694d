import { useLocation, useRouteLoaderData } from "react-router";
import { type Lang, langOfPath } from "~/lib/route-table";
import type { Dictionary } from "./en";

export type { Dictionary };

/** What the root loader gives every page: its language's dictionary, and no other (decision 014). */
export interface RootData {
  lang: Lang;
  dictionary: Dictionary;
}

/** The page's language, decided by its URL (decisions.md 7). */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

export function useDictionary(): Dictionary {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useDictionary: the root loader's data is missing");
  return data.dictionary;
}

/** The dictionary inside a `meta` function, which cannot use hooks: the root match's loader data. */
export function dictionaryOfMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): Dictionary {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) throw new Error("dictionaryOfMatches: the root loader's data is missing");
  return root.dictionary;
}
