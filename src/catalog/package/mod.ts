/** The package registry: packages of a project or group, and each package's files. */
import { defineDomain } from "../../engine/domain.ts";
import { packageActions } from "./packages.ts";
import { packageFileActions } from "./files.ts";

export const packageDomain = defineDomain({
  name: "package",
  toolset: "packages",
  title: "Package registry: packages and their files",
  short: "package",
  actions: [...packageActions, ...packageFileActions],
});
