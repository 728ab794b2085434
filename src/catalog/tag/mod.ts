/** Repository tags and protected tags. */
import { defineDomain } from "../../engine/domain.ts";
import { tagActions } from "./core.ts";
import { tagProtectionActions } from "./protection.ts";

export const tagDomain = defineDomain({
  name: "tag",
  toolset: "repository",
  title: "Repository tags and protected tags",
  short: "tag",
  actions: [...tagActions, ...tagProtectionActions],
});
