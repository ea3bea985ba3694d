import type { Lang } from "#app/lib/route-table.ts";
import { type Dictionary, en } from "./en.ts";
import { es } from "./es.ts";

/**
 * Both dictionaries. Only build-time and server code imports this (prerendering, the e-mail
 * function): an island's script gets its page's language alone, as JSON in the page (app/islands/).
 */
export const dictionaries: Record<Lang, Dictionary> = { en, es };
