import { ServicesDirectory } from "#app/components/services-directory/services-directory.tsx";
import { withSite } from "./with-site.tsx";

/** The services directory's tabs and search as an Astro island (src/pages/[...path].astro). */
export const ServicesDirectoryIsland = withSite(ServicesDirectory, "services-directory");
