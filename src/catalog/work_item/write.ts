/** Creating, changing, closing, reopening, converting and deleting work items (GraphQL mutations). */
import { z } from "zod";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { globalIds } from "../../engine/graphql_ids.ts";
import { fullPath, ITEM_SUMMARY, labelIds, target, TARGET_REF, targetCheck, workItemType } from "./fields.ts";
import { updateInput, widgetInput, widgetParams, workItemMutation } from "./mutation.ts";
import { workItemNode } from "./node.ts";
import type { GraphqlOp, WorkItemRef } from "../../engine/graphql_op.ts";

type Params = Record<string, unknown>;

export const CREATE = workItemMutation("workItemCreate", "workItemCreate", "WorkItemCreateInput");
export const UPDATE = workItemMutation("workItemUpdate", "workItemUpdate", "WorkItemUpdateInput");
const CONVERT = workItemMutation("workItemConvert", "workItemConvert", "WorkItemConvertInput");
const DELETE = `mutation workItemDelete($input: WorkItemDeleteInput!) {\n  workItemDelete(input: $input) { errors }\n}`;

/** A workItemUpdate row's operation: one document and result; rows differ in their variables (and refs). */
export function updateOp(variables: (p: Params) => Params, refs: WorkItemRef[] = [TARGET_REF]): GraphqlOp {
  return {
    document: UPDATE,
    operationName: "workItemUpdate",
    mutation: true,
    refs,
    variables,
    result: ["workItemUpdate", "workItem"],
    node: workItemNode,
  };
}

export function createInput(p: Params): Params {
  return {
    namespacePath: p.full_path,
    workItemTypeId: p.type_id,
    ...widgetInput(p),
    ...(p.label_ids !== undefined && { labelsWidget: { labelIds: globalIds("Label", p.label_ids) } }),
    ...(p.parent_id !== undefined && { hierarchyWidget: { parentId: p.parent_id } }),
  };
}

/** A state change by stateEvent: close and reopen. */
function stateRow(id: "work_item.close" | "work_item.reopen", event: "CLOSE" | "REOPEN", examples: string[]) {
  const verb = event === "CLOSE" ? "Close" : "Reopen";
  return defineGraphqlAction({
    id,
    title: `${verb} a work item`,
    description: `${verb} a work item (task, incident, objective, key result, epic…) by path and IID or by ID.`,
    params: () => z.object(target),
    check: targetCheck,
    graphql: updateOp((p) => ({ input: { id: p.id, stateEvent: event } })),
    summary: ITEM_SUMMARY,
    aliases: event === "CLOSE" ? ["finish task", "mark done"] : ["reopen task", "undo close"],
    examples,
  });
}

export const workItemWriteActions = [
  defineGraphqlAction({
    id: "work_item.create",
    title: "Create a work item",
    description:
      "Create a work item of any type the namespace has (issue, task, incident, objective, key result, epic, ticket, test case) with its widgets; with parent_iid it is created under that parent, e.g. a task under issue #42 or a child under an epic.",
    params: () =>
      z.object({
        full_path: fullPath.describe("Project (or group, for epics) that will hold it, e.g. acme/web."),
        type: workItemType,
        title: z.string().min(1).max(255).describe("Title."),
        ...widgetParams,
        label_ids: labelIds,
        parent_iid: z.number().int().min(1).optional().describe("IID of the parent work item (in parent_path)."),
        parent_path: z.string().min(1).max(255).optional().describe("Path holding the parent (default full_path)."),
      }),
    graphql: {
      document: CREATE,
      operationName: "workItemCreate",
      mutation: true,
      refs: [{ iid: "parent_iid", path: "parent_path", to: "parent_id" }],
      typeRef: { param: "type", to: "type_id" },
      variables: (p) => ({ input: createInput(p) }),
      result: ["workItemCreate", "workItem"],
      node: workItemNode,
    },
    summary: ITEM_SUMMARY,
    aliases: ["new task", "add task", "new objective", "new key result", "new incident", "sub-task"],
    examples: [
      "create a work item of type task in web/shop: fix checkout",
      "new objective in company/okrs: expand to Europe",
      "create an incident work item in ops/oncall for the outage",
      "add a key result under objective #2 in company/okrs",
      "create a task under work item #88 called 'write docs'",
      "new work item in mobile/app with due date and assignee",
      "create a task 'update docs' under issue #23 in data/pipeline",
      "new incident in ops/oncall: payments are down",
      "create an objective 'grow revenue' in company/okrs",
      "add a key result under objective #3: ship 3 integrations",
      "open a ticket work item in support/helpdesk",
      "create a test case for the login flow in qa/suite",
      "new task in mobile/app due 2027-02-01 assigned to user 12",
      "create a work item of type issue with weight 2",
      "add a subtask to #61 called 'write tests'",
      "create a confidential task in acme/api",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.update",
    title: "Update a work item",
    description:
      "Change a work item's title, description, assignees, labels (added or removed), milestone, start and due dates, weight, health status or progress, by path and IID or by ID; only the params sent change.",
    params: () =>
      z.object({
        ...target,
        title: z.string().min(1).max(255).optional().describe("New title."),
        ...widgetParams,
        add_label_ids: labelIds,
        remove_label_ids: labelIds,
        health_status: z.enum(["onTrack", "needsAttention", "atRisk"]).optional().describe("Health (Ultimate)."),
        progress: z.number().int().min(0).max(100).optional().describe("Progress of a key result, 0-100."),
      }),
    check: targetCheck,
    graphql: updateOp((p) => ({ input: { id: p.id, ...updateInput(p) } })),
    summary: ITEM_SUMMARY,
    aliases: ["edit work item", "health status", "at risk", "progress", "reassign task"],
    examples: [
      "update work item #88 in web/shop: new title",
      "change the due date of task #31",
      "set the health of objective #2 to at risk",
      "set progress of key result #21 to 75",
      "add label 12 to work item #44",
      "change the weight of task #17 to 8",
      "rename task #7 in mobile/app to 'fix crash'",
      "set due date 2027-03-01 on work item #23",
      "key result #15 progress is 60 percent",
      "objective #3 needs attention: set health",
      "assign work item #90 to user 44",
      "add label 7 to task #12 in mobile/app",
      "set weight 5 on work item #61",
      "change the description of incident #4",
      "remove label 9 from work item #23",
      "move task #8 to milestone 31",
    ],
  }),
  stateRow("work_item.close", "CLOSE", [
    "close work item #88 in web/shop",
    "close task #31, it is done",
    "close key result #21 in company/okrs",
    "close the incident work item #5 in ops/oncall",
    "mark objective #2 as closed",
    "close work item gid://gitlab/WorkItem/4410",
    "close work item #23 in data/pipeline",
    "task #7 is finished, close it",
    "close the incident work item #4 in ops/oncall",
    "mark key result #15 done by closing it",
    "close objective #3",
    "close the ticket work item #80",
    "shut work item gid://gitlab/WorkItem/991",
    "close task mobile/app#12",
  ]),
  stateRow("work_item.reopen", "REOPEN", [
    "reopen work item #88 in web/shop",
    "reopen task #31, it came back",
    "reopen key result #21 in company/okrs",
    "reopen incident work item #5",
    "reopen objective #2",
    "reopen work item gid://gitlab/WorkItem/4410",
    "reopen work item #23 in data/pipeline",
    "task #7 isn't done after all, reopen",
    "reopen the incident #4 in ops/oncall",
    "reopen objective #3",
    "undo closing key result #15",
    "reopen closed work item gid://gitlab/WorkItem/991",
    "bring back task mobile/app#12",
    "reopen the ticket work item #80",
  ]),
  defineGraphqlAction({
    id: "work_item.convert",
    title: "Convert a work item's type",
    description:
      "Change a work item's type, e.g. an issue into an incident or a task into an issue, keeping its widgets where the new type has them.",
    params: () => z.object({ ...target, full_path: fullPath, type: workItemType.describe("The type to convert to.") }),
    check: targetCheck,
    graphql: {
      document: CONVERT,
      operationName: "workItemConvert",
      mutation: true,
      refs: [TARGET_REF],
      typeRef: { param: "type", to: "type_id" },
      variables: (p) => ({ input: { id: p.id, workItemTypeId: p.type_id } }),
      result: ["workItemConvert", "workItem"],
      node: workItemNode,
    },
    summary: ITEM_SUMMARY,
    aliases: ["change type", "promote task", "convert issue to incident"],
    examples: [
      "convert work item #88 to a task",
      "convert task #31 into an issue",
      "change the type of work item #44 to incident",
      "convert work item #17 in data/pipeline to a key result",
      "convert incident #5 back into an issue work item",
      "change work item #2's type to objective",
      "convert issue #23 in data/pipeline to an incident",
      "make task #7 an issue",
      "change work item #61 type to key result",
      "promote task #12 to an issue in mobile/app",
      "this issue #4 is really an incident, convert it",
      "turn work item #90 into a ticket",
      "change the type of #15 from issue to task",
      "convert the incident #44 back to an issue",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.delete",
    title: "Delete a work item",
    description:
      "Delete a work item and its comments for good (Owner or Planner role); its children are kept but lose their parent. Closing it with work_item.close can be undone; this cannot.",
    params: () => z.object(target),
    check: targetCheck,
    kind: "none",
    destructive: true,
    graphql: {
      document: DELETE,
      operationName: "workItemDelete",
      mutation: true,
      refs: [TARGET_REF],
      variables: (p) => ({ input: { id: p.id } }),
      result: ["workItemDelete"],
    },
    aliases: ["remove work item", "destroy task"],
    examples: [
      "delete work item #88 in web/shop for good",
      "delete task #31 permanently",
      "delete key result #21",
      "delete the incident work item #5",
      "delete objective #2 and its comments",
      "permanently delete work item gid://gitlab/WorkItem/4410",
      "delete work item #23 in data/pipeline",
      "permanently remove task #7 from mobile/app",
      "delete the spam ticket work item #80",
      "erase objective #3 entirely",
      "delete work item gid://gitlab/WorkItem/991",
      "remove the duplicate key result #15 for good",
      "destroy the test task #12",
      "delete incident work item #4, it was a test",
    ],
  }),
];
