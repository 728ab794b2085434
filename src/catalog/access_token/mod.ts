/** Project and group access tokens: credentials for bot users, shown once when created or rotated. */
import { defineDomain } from "../../engine/domain.ts";
import { accessTokenActions } from "./tokens.ts";

export const accessTokenDomain = defineDomain({
  name: "access_token",
  toolset: "security",
  title: "Project and group access tokens",
  short: "access_token",
  actions: accessTokenActions,
});
