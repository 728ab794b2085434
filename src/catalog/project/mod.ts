/** Project actions: the project itself, members, labels, milestones, webhooks and pull mirroring. */
import { defineDomain } from "../../engine/domain.ts";
import { projectCoreActions } from "./core.ts";
import { projectMemberActions } from "./members.ts";
import { projectLabelActions } from "./labels.ts";
import { projectMilestoneActions } from "./milestones.ts";
import { projectHookActions } from "./hooks.ts";
import { projectMirrorActions } from "./mirror.ts";

const ACTIONS = [
  ...projectCoreActions,
  ...projectMemberActions,
  ...projectLabelActions,
  ...projectMilestoneActions,
  ...projectHookActions,
  ...projectMirrorActions,
];

export const projectDomain = defineDomain({
  name: "project",
  toolset: "projects",
  title: "Projects, their members, labels, milestones and webhooks",
  short: "project",
  actions: ACTIONS,
});
