/** Project actions: the project itself, members, labels, milestones, webhooks and pull mirroring. */
import { defineDomain } from "../../engine/domain.ts";
import { projectCoreActions } from "./core.ts";
import { projectMemberActions } from "./members.ts";
import { projectLabelActions } from "./labels.ts";
import { projectMilestoneActions } from "./milestones.ts";
import { projectHookActions } from "./hooks.ts";

const ACTIONS = [
  ...projectCoreActions,
  ...projectMemberActions,
  ...projectLabelActions,
  ...projectMilestoneActions,
  ...projectHookActions,
];

export const projectDomain = defineDomain({
  name: "project",
  title: "Projects, their members, labels, milestones and webhooks",
  short: "project",
  actions: ACTIONS,
});
