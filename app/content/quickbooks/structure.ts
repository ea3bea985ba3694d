import type { IconName } from "#app/content/icon-names.ts";
import type { QuickbooksCourseId } from "#app/lib/contact-contract.ts";
import type { OfferingFormat } from "./types.ts";

/**
 * What the QuickBooks courses page shows the same in both languages; `content/pages/quickbooks.json`
 * gives the words (docs/decisions/019).
 */
export const quickbooksStructure = {
  /**
   * The offerings in the order the page shows them, under the contact form's course ids; their words
   * are under the same ids in the file's `offerings`, whose schema refuses an id missing or unknown.
   */
  offerings: [
    { id: "qb-basics", format: "course", icon: "GraduationCap" },
    { id: "qb-advanced", format: "course", icon: "Layers" },
    { id: "one-on-one", format: "training", icon: "UserCheck" },
    { id: "qb-setup", format: "setup", icon: "Settings" },
    { id: "qb-tips", format: "tips", icon: "Lightbulb" },
  ],
} as const satisfies {
  offerings: readonly { id: QuickbooksCourseId; format: OfferingFormat; icon: IconName }[];
};
