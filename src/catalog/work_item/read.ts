/** Reading work items over GraphQL: lists with filters, one item with its widgets, its comments. */
import { z } from "zod";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { CORE, fullPath, groupPath, iid, ITEM_SUMMARY, TYPES } from "./fields.ts";
import { filterCheck, listDocument, listFilters, listVars, workItemFilters } from "./filters.ts";
import { childrenOp, parentCheck, parentParams } from "./children.ts";
import { workItemNode } from "./node.ts";

/** What work_item.list and work_item.list_group accept beside the path: the filters, or one parent. */
const listParams = {
  types: z.array(z.enum(TYPES)).max(9).optional().describe("Only these work item types."),
  ...listFilters,
  ...workItemFilters,
  ...parentParams,
};

const listCheck = (params: Record<string, unknown>) => filterCheck(params) ?? parentCheck(params);

export const GET = `query workItemGet($fullPath: ID!, $iid: String!) {
  namespace(fullPath: $fullPath) {
    workItem(iid: $iid) {
        ${CORE}
        widgets {
          type
          ... on WorkItemWidgetDescription { description }
          ... on WorkItemWidgetAssignees { assignees { nodes { username } } }
          ... on WorkItemWidgetLabels { labels { nodes { title } } }
          ... on WorkItemWidgetMilestone { milestone { title } }
          ... on WorkItemWidgetIteration { iteration { id title } }
          ... on WorkItemWidgetStartAndDueDate { startDate dueDate }
          ... on WorkItemWidgetStatus { status { id name } }
          ... on WorkItemWidgetWeight { weight }
          ... on WorkItemWidgetHealthStatus { healthStatus }
          ... on WorkItemWidgetProgress { progress }
          ... on WorkItemWidgetTimeTracking { timeEstimate totalTimeSpent }
          ... on WorkItemWidgetHierarchy {
            parent { id iid title state workItemType { name } }
            children(first: 100) { nodes { id iid title state workItemType { name } } }
          }
          ... on WorkItemWidgetLinkedItems {
            linkedItems(first: 100) { nodes { linkType workItem { id iid title state workItemType { name } } } }
          }
          ... on WorkItemWidgetCustomFields {
            customFieldValues {
              customField { id name }
              ... on WorkItemNumberFieldValue { numberValue: value }
              ... on WorkItemTextFieldValue { textValue: value }
              ... on WorkItemSelectFieldValue { selectedOptions { value } }
            }
          }
        }
    }
  }
}`;

export const getVars = (params: Record<string, unknown>) => ({ fullPath: params.full_path, iid: String(params.iid) });

export const workItemReadActions = [
  defineGraphqlAction({
    id: "work_item.list",
    title: "List work items",
    description:
      "List a project's work items (issues, tasks, incidents, objectives, key results, tickets, test cases…) over GraphQL, filtered by type, state, labels, assignees (or none), author, milestone (or none), weight, confidentiality, words and created/updated/closed/due ranges, or the children of one parent item; with each item's status, parent and iteration.",
    kind: "list",
    params: () => z.object({ full_path: fullPath.describe("Full path of the project, e.g. acme/web."), ...listParams }),
    check: listCheck,
    graphql: {
      document: listDocument("workItemList", "project"),
      operationName: "workItemList",
      mutation: false,
      variables: listVars,
      result: ["project", "workItems"],
      node: workItemNode,
      alternative: { when: "parent_iid", op: childrenOp },
    },
    aliases: ["work items", "tasks", "objectives", "key results", "okrs", "incidents", "tickets", "test cases"],
    examples: [
      "list work items of type task in project web/shop",
      "show closed work items in ops/oncall",
      "work items in project acme/api authored by @lee",
      "tasks labelled frontend in mobile/app work items",
      "which objectives does project company/okrs have open",
      "work item list for data/pipeline, newest first",
      "list all work items of project acme/mobile",
      "show open tasks in gitlab-org/platform",
      "list key results assigned to @dana in company/okrs",
      "list incidents in ops/oncall created this week",
      "work items labelled backend in acme/web",
      "list tickets from the service desk in support/helpdesk as work items",
      "find work items about login in acme/web",
      "list test cases in qa/suite work items",
      "show my work items in data/pipeline sorted by last update",
      "what tasks are in milestone 17.3 (work items)",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.list_group",
    title: "List a group's work items",
    description:
      "List the work items of a group and all its subgroups and projects over GraphQL (objectives, key results, epics, issues, tasks…), with the same filters as work_item.list, or the children of one parent item or epic.",
    kind: "list",
    params: () => z.object({ full_path: groupPath, ...listParams }),
    check: listCheck,
    graphql: {
      document: listDocument("workItemListGroup", "group", ", includeDescendants: true"),
      operationName: "workItemListGroup",
      mutation: false,
      variables: listVars,
      result: ["group", "workItems"],
      node: workItemNode,
      alternative: { when: "parent_iid", op: childrenOp },
    },
    aliases: ["group work items", "objectives in group", "okrs across group"],
    examples: [
      "list work items across all projects of group data",
      "objectives and key results in group company, including subgroups",
      "group work items labelled roadmap in acme",
      "tasks assigned to me anywhere in group platform",
      "work items updated this week across group ops",
      "search work items in group acme for 'billing'",
      "which objectives are open across company/okrs and its subgroups",
      "list key results in group company",
      "work items of every project in group data",
      "open incidents in any project under ops",
      "group-wide task list for platform, updated this month",
      "all work items assigned to @kim in group acme",
      "list the tickets across group support",
      "objectives at risk in the okr group",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.get",
    title: "Get a work item",
    description:
      "Get one work item by project or group path and IID with its widgets: description, parent and children (with how many are closed), assignees, labels, milestone, iteration, start and due dates, status, weight, health, progress, linked items, time tracking and custom fields.",
    params: () => z.object({ full_path: fullPath, iid }),
    graphql: {
      document: GET,
      operationName: "workItemGet",
      mutation: false,
      variables: getVars,
      result: ["namespace", "workItem"],
      node: workItemNode,
    },
    summary: ITEM_SUMMARY,
    aliases: ["task details", "objective", "key result", "work item widgets", "okr"],
    examples: [
      "show work item #88 in web/shop with its widgets",
      "work item #5 in ops/oncall: assignees, labels and status",
      "get the task mobile/app#31 and its children",
      "what is the weight and iteration of work item #44",
      "show key result #21 in company/okrs with progress",
      "details of work item data/pipeline#17",
      "get work item #23 in data/pipeline",
      "show task mobile/app#7 with its parent",
      "what is the health status of objective #9 in company/okrs",
      "details of key result #77: progress and due date",
      "show the children of work item #42",
      "which items are linked to task #130 and which block it",
      "what custom fields are set on work item #42",
      "time spent and estimate on task #55 in acme/web",
      "open the incident #12 in ops/oncall as a work item",
      "who is assigned to work item #61 and what iteration is it in",
    ],
  }),
];
