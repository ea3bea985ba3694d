import { ServicesDirectory } from "#app/components/services-directory/services-directory.tsx";
import { hydrateIsland } from "./hydrate-island.tsx";

hydrateIsland("services-directory", ServicesDirectory);
