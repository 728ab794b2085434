/** Deploy tokens (project and group) and a project's deploy keys: access for machines, not people. */
import { defineDomain } from "../../engine/domain.ts";
import { deployTokenActions } from "./tokens.ts";
import { deployKeyActions } from "./keys.ts";

export const deployDomain = defineDomain({
  name: "deploy",
  toolset: "deployments",
  title: "Deploy tokens and deploy keys",
  short: "deploy",
  actions: [...deployTokenActions, ...deployKeyActions],
});
