/** Users, the current user, to-dos and status. */
import { defineDomain } from "../../engine/domain.ts";
import { userActions as ACTIONS } from "./core.ts";

export const userDomain = defineDomain({
  name: "user",
  title: "Users, the current user, to-dos and status",
  short: "user",
  actions: ACTIONS,
});
