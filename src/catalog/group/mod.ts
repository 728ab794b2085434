/** Groups, subgroups, members, group labels and milestones. */
import { defineDomain } from "../../engine/domain.ts";
import { groupActions as ACTIONS } from "./core.ts";

export const groupDomain = defineDomain({
  name: "group",
  title: "Groups, subgroups, members, group labels and milestones",
  short: "group",
  actions: ACTIONS,
});
