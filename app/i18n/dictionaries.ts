import type { Lang } from "~/lib/route-table";
import { type Dictionary, en } from "./en";
import { es } from "./es";

/**
 * Both dictionaries. Only build-time and server code imports this (the root loader, the e-mail
 * function): the browser gets its page's language alone, as root loader data (decision 014).
 */
export const dictionaries: Record<Lang, Dictionary> = { en, es };
