/** The editor's test server: a fresh copy of the project, then `npm run cms` on it with its build as the site. */
import { copyRoot, makeProjectCopy } from "./project-copy.ts";

makeProjectCopy();
process.env.CMS_ROOT = copyRoot;
process.argv.push("--site=build");
await import("../../scripts/cms.ts");
