/**
 * The shape of a prompt definition and the pieces definitions share: what
 * each prompt asks the model to do, which small GitLab reads it embeds as
 * facts (one call of a catalog action each, all in the prompt's `uses`), and
 * the params of the calls it tells the model to make where names differ from
 * its arguments.
 */

/** Action params, as sent to the engine. */
export type Params = Record<string, unknown>;

/** One read done before the prompt is returned. */
export interface Step {
  action: string;
  params(a: PromptArgs): Params;
  /** GitLab's fields shown per object or per list row (default: the action's own compact text rows). */
  fields?: string[];
}

/** A prompt's arguments after checking (args.ts): numbers where GitLab wants numbers; absent when not given. */
export type PromptArgs = Record<string, string | number | undefined>;

/** One prompt, written once: what prompts/list shows, what it reads, what it asks of the model. */
export interface PromptSpec {
  title: string;
  description: string;
  /** Argument names separated by spaces, `name*` for a required one (descriptions: definitions.ts). */
  args: string;
  /** Catalog actions the prompt reads or tells the model to call; it exists while one of them is visible. */
  uses: string[];
  /** The values its `state` argument accepts, when it has one. */
  states?: string[];
  /** What the answer must contain. */
  ask: string;
  steps: Step[];
  /** Params for actions the model should call, where they are not simply the prompt's own argument names. */
  calls?: Record<string, (a: PromptArgs) => Params>;
}

/** Drops absent values so a call never sends `"x": undefined`. */
export function given(o: Params): Params {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** The start of the UTC day `days` ago, in ISO 8601, for GitLab's *_after and since filters. */
export function sinceDays(days: number): string {
  return `${new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`;
}

/** What a model needs first about one merge request: who, what, where it goes, whether it can merge. */
export const MR_FACTS = [
  "iid",
  "title",
  "state",
  "draft",
  "author",
  "source_branch",
  "target_branch",
  "detailed_merge_status",
  "has_conflicts",
  "labels",
  "reviewers",
  "milestone",
  "web_url",
  "description",
];
/** One merge request per row in listings. */
export const MR_ROWS = ["iid", "title", "state", "author", "source_branch", "target_branch", "updated_at"];
/** One issue per row in listings. */
export const ISSUE_ROWS = ["iid", "title", "state", "labels", "assignees", "updated_at"];
/** One pipeline per row in listings. */
export const PIPELINE_ROWS = ["id", "status", "ref", "sha", "created_at"];

/** The project every project-scoped read names. */
export const proj = (a: PromptArgs) => ({ project_id: a.project_id });
/** The merge request a prompt is about. */
export const mrGet: Step = {
  action: "merge_request.get",
  params: (a) => ({ ...proj(a), merge_request_iid: a.merge_request_iid }),
  fields: MR_FACTS,
};
/** One page of a project's open merge requests, narrowed by `extra`. */
export const openMrs = (extra: (a: PromptArgs) => Params): Step => ({
  action: "merge_request.list",
  params: (a) => given({ ...proj(a), state: "opened", ...extra(a), per_page: 20 }),
  fields: MR_ROWS,
});
/** One page of a project's open issues, narrowed by `extra`. */
export const issues = (extra: (a: PromptArgs) => Params): Step => ({
  action: "issue.list",
  params: (a) => given({ ...proj(a), state: "opened", ...extra(a), per_page: 20 }),
  fields: ISSUE_ROWS,
});
/** Why comparison prompts embed no comparison. */
export const compareNote = "Read the commits and diffs of the comparison (not prefetched: a comparison can be large).";
/** repository.compare params when `to` may be missing: the model fills in the default branch. */
export const toDefault = (a: PromptArgs) => given({ ...proj(a), from: a.from, to: a.to ?? "<default branch>" });
/** The period start of prompts taking `days` (default a week). */
export const days = (a: PromptArgs) => sinceDays(Number(a.days ?? 7));

export interface PromptArg {
  name: string;
  required: boolean;
  description: string;
}

/** A prompt as served: its name and its arguments resolved. */
export interface PromptDef extends Omit<PromptSpec, "args"> {
  name: string;
  args: PromptArg[];
}
