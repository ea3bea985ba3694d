/** The editor's test server: a fresh copy of the project, then `npm run cms` on it with its build as the site. */
import { copyPort, copyRoot, makeProjectCopy } from "./project-copy.ts";

makeProjectCopy();
process.env.CMS_ROOT = copyRoot;
// The editor listens on the suite's port, the one that names the copy (playwright.config.ts, project `cms`).
process.env.CMS_PORT = copyPort;
process.argv.push("--site=build");
await import("../../scripts/ops/cms.ts");
