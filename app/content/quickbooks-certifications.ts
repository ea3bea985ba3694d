import { siteConfig } from "#app/content/site/index.ts";
import type { TeamCredential } from "#app/content/team/index.ts";

/**
 * Which QuickBooks certifications the copy may claim: only those a team member holds in the site
 * configuration (a credential typed into the copy would be a claim nobody checked). The copy of
 * both languages reads these flags; `credential-claims.test.ts` fails on a claim they do not allow.
 */
function teamHolds(credential: TeamCredential): boolean {
  return siteConfig.team.some((member) => member.credentials.includes(credential));
}

export const quickbooksCertified = {
  online: teamHolds("quickbooksOnlineCertified"),
  desktop: teamHolds("quickbooksDesktopCertified"),
} as const;
