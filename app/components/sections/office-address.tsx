import { MapPin } from "lucide-react";
import type { Office } from "#app/content/site/index.ts";

/** How an office's address is set: small in the footer, larger with the contact details. */
const looks = {
  footer: { item: "flex gap-2", icon: "mt-0.5 size-4 shrink-0" },
  contact: { item: "flex gap-3", icon: "mt-0.5 size-5 shrink-0 text-primary" },
} as const;

/** One office's street address, the pin before it, as a list item (site config `offices`). */
export function OfficeAddress({ office, look }: { office: Office; look: keyof typeof looks }) {
  return (
    <li className={looks[look].item}>
      <MapPin className={looks[look].icon} aria-hidden="true" />
      <address className="not-italic">
        {office.street}
        <br />
        {office.city}, {office.region} {office.postalCode}
      </address>
    </li>
  );
}
