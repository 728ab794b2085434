/** Work items over GraphQL: tasks, incidents, objectives, key results and every other type, with their widgets. */
import { defineDomain } from "../../engine/domain.ts";
import { workItemReadActions } from "./read.ts";
import { workItemNamespaceActions } from "./namespace.ts";
import { workItemWriteActions } from "./write.ts";
import { workItemRelationActions } from "./relations.ts";
import { workItemPlanningActions } from "./planning.ts";

export const workItemDomain = defineDomain({
  name: "work_item",
  toolset: "planning",
  title: "Work items (GraphQL): tasks, incidents, objectives, key results, statuses, custom fields",
  short: "work_item",
  actions: [
    ...workItemReadActions,
    ...workItemNamespaceActions,
    ...workItemWriteActions,
    ...workItemRelationActions,
    ...workItemPlanningActions,
  ],
});
