/**
 * The prompts this server serves, in the order prompts/list shows them. Each
 * is one entry in code_prompts.ts, work_prompts.ts or ops_prompts.ts; this adds its name and
 * resolves its arguments. A prompt exists while at least one action it uses is
 * visible (exclusions and read-only mode apply), and never on the minimal
 * capability surface.
 */
import { CODE_PROMPTS } from "./code_prompts.ts";
import { WORK_PROMPTS } from "./work_prompts.ts";
import { OPS_PROMPTS } from "./ops_prompts.ts";
import type { PromptArg, PromptDef, PromptSpec } from "./prompt_spec.ts";

/** Every argument's description, by name: the same name means the same thing in every prompt. */
const ARG_DESCRIPTIONS: Record<string, string> = {
  project_id: "Project ID or full path, e.g. my-group/my-project",
  group_id: "Group ID or full path",
  merge_request_iid: "Merge request IID (the number in its URL)",
  issue_iid: "Issue IID (the number in its URL)",
  from: "Branch, tag or commit to compare from",
  to: "Branch, tag or commit to compare to (default: the default branch)",
  branch: "Branch name (default: the default branch)",
  source_branch: "Source branch",
  target_branch: "Target branch",
  ref: "Branch, tag or commit (default: the default branch)",
  state: "State filter: opened, closed, merged or all",
  pipeline_id: "Pipeline ID",
  job_id: "Job ID",
  milestone: "Milestone title",
  milestone_id: "Milestone ID",
  epic_iid: "Epic IID (the number after &)",
  iteration_id: "Iteration ID (from iteration.list)",
  label: "Label name",
  sha: "Commit SHA (full or short)",
  tag: "Tag name",
  username: "GitLab username (default: you)",
  days: "How many days back to look (default 7)",
};

/** `name*` is required, `name` optional. */
function argsOf(names: string): PromptArg[] {
  return names.split(" ").filter(Boolean).map((a) => {
    const name = a.replace(/\*$/, "");
    return { name, required: a.endsWith("*"), description: ARG_DESCRIPTIONS[name] ?? name };
  });
}

function definePrompt(name: string, spec: PromptSpec): PromptDef {
  return { ...spec, name, args: argsOf(spec.args) };
}

export const PROMPTS: PromptDef[] = Object.entries({ ...CODE_PROMPTS, ...WORK_PROMPTS, ...OPS_PROMPTS })
  .map(([name, spec]) => definePrompt(name, spec));

export type { PromptArg, PromptDef };
