/** What a namespace offers work items: its types, statuses and custom fields; and one item's comments. */
import { z } from "zod";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { fullPath, groupPath, iid } from "./fields.ts";

type Obj = Record<string, unknown>;

const NOTES = `query workItemNotes($fullPath: ID!, $iid: String!) {
  namespace(fullPath: $fullPath) {
    workItem(iid: $iid) {
        widgets {
          type
          ... on WorkItemWidgetNotes {
            discussions(first: 100) {
              nodes { notes { nodes { id body system internal createdAt author { username } } } }
            }
          }
        }
    }
  }
}`;

/** Every comment of the notes widget, system notes (state changes) marked. */
function notesOf(node: Obj): unknown[] {
  const notes = (node.widgets as Obj[] | undefined ?? []).find((w) => w.type === "NOTES");
  const threads = (notes?.discussions as { nodes?: Obj[] } | null)?.nodes ?? [];
  return threads.flatMap((t) => (t.notes as { nodes?: Obj[] } | null)?.nodes ?? []).map((n) => ({
    id: n.id,
    author: (n.author as Obj | null)?.username,
    body: n.body,
    system: n.system,
    internal: n.internal,
    created_at: n.createdAt,
  }));
}

const TYPES = `query workItemTypes($fullPath: ID!) {
  namespace(fullPath: $fullPath) { workItemTypes { nodes { id name iconName } } }
}`;

const STATUSES = `query workItemStatuses($fullPath: ID!) {
  namespace(fullPath: $fullPath) {
    workItemTypes {
      nodes {
        name
        widgetDefinitions { type ... on WorkItemWidgetDefinitionStatus { allowedStatuses { id name color iconName position } } }
      }
    }
  }
}`;

/** Each status once, with the types that offer it. */
function statusesOf(types: Obj): unknown[] {
  const byId = new Map<string, Obj>();
  for (const t of (types.nodes as Obj[] | undefined) ?? []) {
    const defs = (t.widgetDefinitions as Obj[] | undefined) ?? [];
    for (const s of defs.flatMap((d) => (d.allowedStatuses as Obj[] | undefined) ?? [])) {
      const seen = byId.get(String(s.id)) ?? { ...s, types: [] as unknown[] };
      (seen.types as unknown[]).push(t.name);
      byId.set(String(s.id), seen);
    }
  }
  return [...byId.values()];
}

const FIELDS = `query workItemCustomFields($fullPath: ID!, $first: Int, $after: String) {
  group(fullPath: $fullPath) {
    customFields(active: true, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes { id name fieldType active selectOptions { id value } workItemTypes { name } }
    }
  }
}`;

export const workItemNamespaceActions = [
  defineGraphqlAction({
    id: "work_item.note_list",
    title: "List work item comments",
    description:
      "List the comments (notes) on a work item, oldest thread first, with system notes such as status changes marked; by project or group path and IID.",
    params: () => z.object({ full_path: fullPath, iid }),
    graphql: {
      document: NOTES,
      operationName: "workItemNotes",
      mutation: false,
      variables: (p) => ({ fullPath: p.full_path, iid: String(p.iid) }),
      result: ["namespace", "workItem"],
      node: notesOf,
    },
    aliases: ["work item comments", "task notes", "objective discussion"],
    examples: [
      "show the comments on task #31 in mobile/app",
      "list the notes of work item #88 in web/shop",
      "read the comments on key result #21",
      "what was discussed on incident work item #5",
      "all notes on work item #44 including system notes",
      "comment history of objective #2",
      "list comments on work item #23 in data/pipeline",
      "what did people say on task #7 in mobile/app",
      "show the notes of objective #3 in company/okrs",
      "read the thread on key result #15",
      "comments on incident work item #4 in ops/oncall",
      "show the discussion history of work item #61 including system notes",
      "who commented on task #90 last",
      "list notes on the work item mobile/app#12",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.type_list",
    title: "List work item types",
    description:
      "List the work item types a project or group offers (Issue, Task, Incident, Epic, Objective, Key Result, Ticket…): which can be created there, since epics need Premium and OKRs Ultimate.",
    params: () => z.object({ full_path: fullPath }),
    graphql: {
      document: TYPES,
      operationName: "workItemTypes",
      mutation: false,
      variables: (p) => ({ fullPath: p.full_path }),
      result: ["namespace", "workItemTypes"],
      node: (types) => types.nodes,
    },
    aliases: ["work item types", "issue types", "okr enabled", "epics available"],
    examples: [
      "list work item types in web/shop",
      "which work item types does group company offer",
      "is the objective type available in company/okrs",
      "what kinds of work items exist in ops/oncall",
      "work item type ids for mobile/app",
      "does this group support key results",
      "what work item types can I create in data/pipeline",
      "does group acme have epics enabled",
      "are OKRs available in company/okrs: list the types",
      "list the work item types of mobile/app",
      "which types exist here: task, incident, ticket?",
      "can I make a key result in this project",
      "show available work item types in group platform",
      "type ids for work items in acme/api",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.status_list",
    tier: "premium",
    title: "List work item statuses",
    description:
      "List the statuses a namespace offers its work items (configurable statuses such as To do, In progress, In review, Done, Won't do) with their IDs for work_item.status_set, and the types that use each.",
    params: () => z.object({ full_path: fullPath }),
    graphql: {
      document: STATUSES,
      operationName: "workItemStatuses",
      mutation: false,
      variables: (p) => ({ fullPath: p.full_path }),
      result: ["namespace", "workItemTypes"],
      node: statusesOf,
    },
    aliases: ["statuses", "custom statuses", "workflow states", "lifecycle"],
    examples: [
      "list work item statuses in group acme",
      "which statuses can a task move through in mobile/app",
      "show the allowed statuses of work items in company",
      "status ids for In progress and Done",
      "what custom statuses does group platform define for work items",
      "list statuses available to key results",
      "which statuses can work items have in group platform",
      "list the configured statuses for tasks in data/pipeline",
      "what is the status id of In review",
      "show the workflow states of work items in acme",
      "list lifecycle statuses: to do, in progress, done",
      "which status values exist for issues in mobile/app",
      "status options for key results in company/okrs",
      "get the available work item statuses",
    ],
  }),
  defineGraphqlAction({
    id: "work_item.custom_field_list",
    tier: "premium",
    title: "List custom fields",
    description:
      "List the active custom fields a group defines for its work items (text, number, single and multi select), with their IDs, options and the types they apply to (Premium).",
    kind: "list",
    params: () => z.object({ full_path: groupPath }),
    graphql: {
      document: FIELDS,
      operationName: "workItemCustomFields",
      mutation: false,
      variables: (p) => ({ fullPath: p.full_path, first: p.per_page ?? 20, after: p.cursor ?? null }),
      result: ["group", "customFields"],
    },
    aliases: ["custom fields", "work item fields", "select options"],
    examples: [
      "list the work item custom fields of group company",
      "what custom fields exist for tasks in group acme",
      "custom field ids and options in group platform",
      "show the select options of the Priority custom field",
      "which custom fields apply to objectives",
      "list active custom fields for work items in data",
      "list custom fields in group platform",
      "which custom fields do our work items have",
      "show the options of the Team custom field",
      "custom field ids for group acme/mobile",
      "what fields can I fill on tasks besides the built-in ones",
      "list the select custom fields and their values",
      "does group data define a Story points field",
      "show custom work item fields of acme",
    ],
  }),
];
