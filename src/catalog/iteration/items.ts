/**
 * The work items planned in one iteration. GitLab's reference lists no iteration filter on Group.workItems, so
 * they are read as the group's issues (every work item of the issue family) with iterationId, then flattened like
 * work items.
 */
import { z } from "zod";
import { defineGraphqlAction } from "../../engine/graphql_action.ts";
import { globalId } from "../../engine/graphql_ids.ts";
import { groupPath, pageVars, renamed } from "../work_item/fields.ts";
import { listFilters } from "../work_item/filters.ts";

type Obj = Record<string, unknown>;

const ITEMS = `query iterationWorkItems($fullPath: ID!, $iterationId: [ID], $state: IssuableState, $search: String,
  $authorUsername: String, $assigneeUsernames: [String!], $labelName: [String], $milestoneTitle: [String],
  $createdAfter: Time, $createdBefore: Time, $updatedAfter: Time, $updatedBefore: Time,
  $first: Int, $after: String) {
  group(fullPath: $fullPath) {
    issues(iterationId: $iterationId, state: $state, search: $search, authorUsername: $authorUsername,
      assigneeUsernames: $assigneeUsernames, labelName: $labelName, milestoneTitle: $milestoneTitle,
      createdAfter: $createdAfter, createdBefore: $createdBefore, updatedAfter: $updatedAfter,
      updatedBefore: $updatedBefore, includeSubgroups: true, first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      nodes {
        id iid title state type confidential webUrl createdAt updatedAt closedAt dueDate weight healthStatus
        author { username }
        assignees { nodes { username } }
        labels { nodes { title } }
        milestone { title }
        iteration { id title }
      }
    }
  }
}`;

const FILTERS = {
  state: "state",
  search: "search",
  author_username: "authorUsername",
  assignee_usernames: "assigneeUsernames",
  label_names: "labelName",
  milestone_title: "milestoneTitle",
  created_after: "createdAfter",
  created_before: "createdBefore",
  updated_after: "updatedAfter",
  updated_before: "updatedBefore",
};

function users(conn: unknown, key: string): unknown[] | undefined {
  const nodes = (conn as { nodes?: Obj[] } | null)?.nodes;
  return nodes?.map((n) => n[key]);
}

/** One planned item, in the work item shape. */
function issueNode(n: Obj): Obj {
  return {
    iid: n.iid,
    title: n.title,
    state: n.state,
    type: n.type,
    id: n.id,
    web_url: n.webUrl,
    author: (n.author as Obj | null)?.username,
    assignees: users(n.assignees, "username"),
    labels: users(n.labels, "title"),
    milestone: (n.milestone as Obj | null)?.title,
    iteration: (n.iteration as Obj | null)?.title,
    due_date: n.dueDate,
    weight: n.weight,
    health_status: n.healthStatus,
    confidential: n.confidential,
    created_at: n.createdAt,
    updated_at: n.updatedAt,
    closed_at: n.closedAt,
  };
}

const { sort: _sort, ...filters } = listFilters;

export const iterationItemsAction = defineGraphqlAction({
  id: "iteration.work_items",
  tier: "premium",
  title: "List an iteration's work items",
  description:
    "List the work items planned in one iteration across the group and its subgroups, filtered like work_item.list: a sprint's scope and what is still open (Premium).",
  kind: "list",
  params: () =>
    z.object({
      full_path: groupPath,
      iteration_id: z.number().int().min(1).describe("Numeric iteration ID from iteration.list."),
      ...filters,
    }),
  graphql: {
    document: ITEMS,
    operationName: "iterationWorkItems",
    mutation: false,
    variables: (p) => ({
      fullPath: p.full_path,
      iterationId: [globalId("Iteration", p.iteration_id as number)],
      ...renamed(p, FILTERS),
      ...pageVars(p),
    }),
    result: ["group", "issues"],
    node: issueNode,
  },
  aliases: ["sprint scope", "sprint board", "sprint backlog"],
  examples: [
    "list work items in iteration 55 of group data",
    "what is in iteration 812",
    "open work items of iteration 91 in group acme",
    "issues and tasks planned for iteration 4410",
    "work items of iteration 77 assigned to @dana",
    "closed work items in iteration 30 of group platform",
    "what is planned in iteration 55 of group mobile",
    "open items left in sprint 812 in data",
    "list work items of iteration 4410",
    "scope of the current sprint (iteration 77) in acme",
    "which tasks in iteration 91 are assigned to @kim",
    "sprint 9 backlog for group platform",
    "closed work items in iteration 55",
    "what did we finish in iteration 30",
  ],
});
