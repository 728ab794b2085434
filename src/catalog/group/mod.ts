/** Groups, subgroups, members, group labels and milestones. */
import { defineDomain } from "../../engine/domain.ts";
import { groupActions } from "./core.ts";
import { groupChildActions } from "./children.ts";
import { groupContentActions } from "./content.ts";

const ACTIONS = [...groupActions, ...groupChildActions, ...groupContentActions];

export const groupDomain = defineDomain({
  name: "group",
  toolset: "projects",
  title: "Groups, subgroups, members, group labels and milestones",
  short: "group",
  actions: ACTIONS,
});
