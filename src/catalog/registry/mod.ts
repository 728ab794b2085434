/** The container registry: image repositories of a project or group and their tags. */
import { defineDomain } from "../../engine/domain.ts";
import { registryRepositoryActions } from "./repositories.ts";
import { registryTagActions } from "./tags.ts";

export const registryDomain = defineDomain({
  name: "registry",
  toolset: "packages",
  title: "Container registry: image repositories and tags",
  short: "registry",
  actions: [...registryRepositoryActions, ...registryTagActions],
});
