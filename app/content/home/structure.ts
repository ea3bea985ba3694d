import type { IconName } from "#app/content/icon-names.ts";
import { siteConfig } from "#app/content/site-config.ts";
import type { PageId } from "#app/lib/route-table.ts";

/** What the home page shows the same in both languages; content/pages/home.json gives the words in this order. */
export const homeStructure = {
  serviceCards: [
    { icon: "BookOpen", link: "service/bookkeeping" },
    { icon: "FileText", link: "service/tax-preparation" },
    { icon: "ShieldCheck", link: "service/irs-audit-representation" },
    { icon: "Briefcase", link: "service/new-business-formation" },
    { icon: "IdCard", link: "service/certified-acceptance-agent" },
    { icon: "GraduationCap", link: "service/quickbooks-courses", mostPopular: true },
  ],
  /** Why choose us: bilingual, ProAdvisors, flat-fee audits, portal, free consultation, nationwide. */
  benefitIcons: ["Languages", "BadgeCheck", "Scale", "Lock", "Handshake", "Globe"],
  /**
   * CAA, ProAdvisor, the IRS representative's credential, and last the preparers' CTEC registration,
   * or data security while the firm does not state it (`siteConfig.ctec`, which the words follow too).
   */
  credentialIcons: ["IdCard", "Award", "Landmark", siteConfig.ctec.registered ? "BadgeCheck" : "Lock"],
} as const satisfies {
  serviceCards: readonly { icon: IconName; link: PageId; mostPopular?: true }[];
  benefitIcons: readonly IconName[];
  credentialIcons: readonly IconName[];
};
