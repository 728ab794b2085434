/** Project actions: the project itself, members, labels, milestones, webhooks and pull mirroring. */
import { projectCoreActions } from "./project_core.ts";
import { projectMemberActions } from "./project_members.ts";
import { projectLabelActions } from "./project_labels.ts";
import { projectMilestoneActions } from "./project_milestones.ts";
import { projectHookActions } from "./project_hooks.ts";

export const projectActions = [
  ...projectCoreActions,
  ...projectMemberActions,
  ...projectLabelActions,
  ...projectMilestoneActions,
  ...projectHookActions,
];
