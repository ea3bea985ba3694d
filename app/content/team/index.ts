import { parseContent } from "#app/content/data/parse.ts";
import teamData from "#content/team.json" with { type: "json" };
import { teamSchema } from "./schema.ts";

/**
 * The team on the about page, read from `content/team.json`, which staff edit in the editor at
 * /admin (docs/decisions/019). A member still marked as a sample there is listed by
 * `npm run check:launch` (docs/decisions/008). The rest of the code reads it as `siteConfig.team`
 * (app/content/site/index.ts).
 */

export type { GrammaticalForm, TeamCredential, TeamMember } from "./schema.ts";

export const { members: team } = parseContent("content/team.json", teamSchema, teamData);
