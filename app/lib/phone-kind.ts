/**
 * What kind of number the firm's phone is, said from the number itself, so that a change to a
 * local number in the editor never leaves the pages calling it toll-free.
 */
import type { Lang } from "./route-table.ts";

/** The toll-free area codes the FCC has opened (47 CFR 52.101; 800, 833, 844, 855, 866, 877, 888). */
export const tollFreeAreaCodes = ["800", "833", "844", "855", "866", "877", "888"] as const;

export type PhoneKind = "tollFree" | "local";

/** The area code of a US number as people write it: 1-877-737-1911, (805) 555-0123 → "877", "805". */
function areaCode(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return (digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits).slice(0, 3);
}

export function phoneKind(phone: string): PhoneKind {
  return (tollFreeAreaCodes as readonly string[]).includes(areaCode(phone)) ? "tollFree" : "local";
}

const labels: Record<Lang, Record<PhoneKind, string>> = {
  en: { tollFree: "Toll-free", local: "Phone" },
  es: { tollFree: "Línea gratuita", local: "Teléfono" },
};

/** The label the pages put before the firm's number: "Toll-free" / "Línea gratuita", or "Phone" / "Teléfono". */
export function phoneLabel(phone: string, lang: Lang): string {
  return labels[lang][phoneKind(phone)];
}
