/**
 * The 20 argument names completion/complete answers, and which listings feed
 * each one. Only the argument name decides the answer: never the prompt's own
 * argument list, never a resource URI.
 */
import {
  BRANCHES,
  COMMITS,
  EPICS,
  GROUP_MILESTONES,
  GROUPS,
  ISSUES,
  ITERATIONS,
  JOBS,
  LABELS,
  MERGE_REQUESTS,
  PIPELINES,
  projectMilestones,
  PROJECTS,
  type Source,
  TAGS,
  USERS,
} from "./sources.ts";

/**
 * A name's scopes in order of preference: the first whose context arguments
 * are all present is used, and within it every listing the view keeps is read
 * (from/to/ref: branches first, then tags). Only milestone has two scopes.
 */
export type Scopes = readonly (readonly [Source, ...Source[]])[];

const REFS: Scopes = [[BRANCHES, TAGS]];

/** Every completable name. */
export const NAMES: ReadonlyMap<string, Scopes> = new Map<string, Scopes>([
  ["project_id", [[PROJECTS]]],
  ["group_id", [[GROUPS]]],
  ["username", [[USERS]]],
  ["branch", [[BRANCHES]]],
  ["source_branch", [[BRANCHES]]],
  ["target_branch", [[BRANCHES]]],
  ["from", REFS],
  ["to", REFS],
  ["ref", REFS],
  ["tag", [[TAGS]]],
  ["merge_request_iid", [[MERGE_REQUESTS]]],
  ["issue_iid", [[ISSUES]]],
  ["pipeline_id", [[PIPELINES]]],
  ["sha", [[COMMITS]]],
  ["label", [[LABELS]]],
  ["milestone_id", [[projectMilestones("id")]]],
  // A project's milestones when project_id is given, else the group's; never both.
  ["milestone", [[projectMilestones("title")], [GROUP_MILESTONES]]],
  ["job_id", [[JOBS]]],
  // Work item references of the epic and iteration prompts, read over GraphQL.
  ["epic_iid", [[EPICS]]],
  ["iteration_id", [[ITERATIONS]]],
]);

/** The only names a resource template (ref/resource) completes. */
export const RESOURCE_NAMES: ReadonlySet<string> = new Set([
  "project_id",
  "group_id",
  "merge_request_iid",
  "issue_iid",
]);
