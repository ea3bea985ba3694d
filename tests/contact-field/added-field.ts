/** The field `npm run test:contact-field` adds to a copy of the contact form's table, and where things are. */
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const projectRoot = resolve(import.meta.dirname, "../..");
const port = process.env.E2E_PORT ?? "4173";
export const contactFieldCopyRoot = join(tmpdir(), `nais-contact-field-${port}`);
/** The SMTP server's messages, one `.eml` file each. */
export const contactFieldMailDir = join(tmpdir(), `nais-contact-field-mail-${port}`);

export const addedField = {
  name: "company",
  label: { en: "Company name", es: "Nombre de la empresa" },
  emailLabel: "Company",
  /** An entry as a person would write it, first in the table. */
  entry: `
  {
    name: "company",
    control: "text",
    rule: "one-line",
    required: false,
    max: 120,
    autoComplete: "organization",
    emailRow: { label: "Company", when: "filled" },
  },`,
};
