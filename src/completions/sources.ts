/**
 * The GitLab listings completions read. Each source names the catalog action
 * whose path it calls, so an action removed with --exclude-tools can never be
 * read back through completion, and says how typed text matches and which
 * literal field is offered.
 */
import type { QueryValue } from "../gitlab/query.ts";

/** One element of a GitLab list response. */
export type Item = Record<string, unknown>;

/** Matching done here, after reading one page, for numbers and hashes. */
export interface PrefixMatch {
  /** The identifier the typed text must start with. */
  key: (item: Item) => unknown;
  /** sha: hex digits compare without regard to case. */
  ignoreCase?: boolean;
}

export interface Source {
  /** Catalog action ID: its path is read, and its exclusion removes this source. */
  action: string;
  /** context.arguments the path needs; missing ones make the answer empty. */
  needs: string[];
  /** The action's param each needed argument is sent as, when its name differs (a GraphQL row's full_path). */
  as?: Record<string, string>;
  /** Query values always sent (state filters, membership). */
  query: Record<string, QueryValue>;
  /** The literal value offered to the client. */
  value: (item: Item) => unknown;
  /** Absent: the typed text goes to GitLab's own `search` filter and X-Total is the total. */
  prefix?: PrefixMatch;
}

const field = (name: string) => (item: Item) => item[name];

export const PROJECTS: Source = {
  action: "project.list",
  needs: [],
  // simple=true: only the fields a path needs, so each keystroke costs GitLab less.
  query: { membership: true, simple: true },
  value: field("path_with_namespace"),
};

export const GROUPS: Source = { action: "group.list", needs: [], query: {}, value: field("full_path") };

export const USERS: Source = { action: "user.list", needs: [], query: { active: true }, value: field("username") };

export const BRANCHES: Source = {
  action: "branch.list",
  needs: ["project_id"],
  query: {},
  value: field("name"),
};

export const TAGS: Source = { action: "tag.list", needs: ["project_id"], query: {}, value: field("name") };

export const LABELS: Source = {
  action: "project.label_list",
  needs: ["project_id"],
  query: {},
  value: field("name"),
};

/** Active project milestones, offering `id` (milestone_id) or `title` (milestone). */
export function projectMilestones(offer: "id" | "title"): Source {
  return {
    action: "project.milestone_list",
    needs: ["project_id"],
    query: { state: "active" },
    value: field(offer),
  };
}

export const GROUP_MILESTONES: Source = {
  action: "group.group_milestone_list",
  needs: ["group_id"],
  query: { state: "active" },
  value: field("title"),
};

export const MERGE_REQUESTS: Source = {
  action: "merge_request.list",
  needs: ["project_id"],
  query: { state: "opened" },
  value: field("iid"),
  prefix: { key: field("iid") },
};

export const ISSUES: Source = {
  action: "issue.list",
  needs: ["project_id"],
  query: { state: "opened" },
  value: field("iid"),
  prefix: { key: field("iid") },
};

export const PIPELINES: Source = {
  action: "pipeline.list",
  needs: ["project_id"],
  query: {},
  value: field("id"),
  prefix: { key: field("id") },
};

/** Without ref_name GitLab lists the default branch; the full id is matched, the short one offered. */
export const COMMITS: Source = {
  action: "repository.commit_list",
  needs: ["project_id"],
  query: {},
  value: field("short_id"),
  prefix: { key: field("id"), ignoreCase: true },
};

export const JOBS: Source = {
  action: "job.list",
  needs: ["project_id", "pipeline_id"],
  query: {},
  value: field("id"),
  prefix: { key: field("id") },
};

/** The number in a GitLab global ID (gid://gitlab/Iteration/12 → 12), the form the prompts take. */
const numericId = (item: Item) => String(item.id ?? "").match(/^gid:\/\/gitlab\/\w+\/(\d+)$/)?.[1];

/** A group's epics (GraphQL work items), newest first; the IID typed is matched here. */
export const EPICS: Source = {
  action: "epic.list",
  needs: ["group_id"],
  as: { group_id: "full_path" },
  query: { state: "opened" },
  value: field("iid"),
  prefix: { key: field("iid") },
};

/** A group's current and upcoming iterations; the numeric ID typed is matched here. */
export const ITERATIONS: Source = {
  action: "iteration.list",
  needs: ["group_id"],
  as: { group_id: "full_path" },
  query: { state: "opened" },
  value: numericId,
  prefix: { key: numericId },
};
