/** The prompts about code: merge requests, comparisons, commits, tags, CI. */
import {
  compareNote,
  given,
  issues,
  MR_ROWS,
  mrGet,
  openMrs,
  PIPELINE_ROWS,
  proj,
  type PromptSpec,
  toDefault,
} from "./prompt_spec.ts";

/** What every merge request prompt reads. */
const MR = ["merge_request.get", "mr_review.changes_get"];

/** Prompts by name; definitions.ts lists them. */
export const CODE_PROMPTS: Record<string, PromptSpec> = {
  review_mr: {
    title: "Review a merge request",
    description: "Review a merge request's changes and open threads.",
    args: "project_id* merge_request_iid*",
    uses: [...MR, "mr_review.discussion_list"],
    ask:
      "Read the diff and the open threads, then report findings by file (correctness, tests, security, readability) and a verdict: approve or request changes.",
    steps: [mrGet],
  },
  summarize_mr_changes: {
    title: "Summarize merge request changes",
    description: "Summarize what a merge request changes, file by file.",
    args: "project_id* merge_request_iid*",
    uses: MR,
    ask: "Read the diff and summarize what changes, file by file, then in two sentences overall.",
    steps: [mrGet],
  },
  mr_risk_assessment: {
    title: "Assess merge request risk",
    description: "Assess how risky a merge request is to merge.",
    args: "project_id* merge_request_iid*",
    uses: [...MR, "merge_request.pipelines"],
    ask:
      "Rate the risk of merging (low, medium, high) from the size and spread of the diff, the touched areas and the pipeline results; list each risk with its evidence.",
    steps: [mrGet, {
      action: "merge_request.pipelines",
      params: (a) => ({ ...mrGet.params(a), per_page: 5 }),
      fields: PIPELINE_ROWS,
    }],
  },
  suggest_mr_reviewers: {
    title: "Suggest reviewers",
    description: "Suggest reviewers for a merge request from who knows the touched code.",
    args: "project_id* merge_request_iid*",
    uses: [...MR, "repository.contributors"],
    ask:
      "Match the files the diff touches with the contributors below and suggest two or three reviewers, each with a reason. Leave out the author.",
    steps: [mrGet, {
      action: "repository.contributors",
      params: (a) => ({ ...proj(a), order_by: "commits", sort: "desc", per_page: 20 }),
      fields: ["name", "commits", "additions", "deletions"],
    }],
  },
  mr_description_quality: {
    title: "Check a merge request description",
    description: "Check whether a merge request's title and description explain the change.",
    args: "project_id* merge_request_iid*",
    uses: ["merge_request.get"],
    ask:
      "Judge whether the title and description explain what changes, why, and how to test it; propose an improved title and description.",
    steps: [mrGet],
  },
  compare_branches: {
    title: "Compare two refs",
    description: "Compare two branches, tags or commits.",
    args: "project_id* from* to*",
    uses: ["repository.compare"],
    ask: `${compareNote} Summarize the commits and the changed files, grouped by area, and point out anything risky.`,
    steps: [],
  },
  generate_release_notes: {
    title: "Generate release notes",
    description: "Draft release notes from the commits between two refs.",
    args: "project_id* from* to",
    uses: ["repository.compare"],
    ask:
      `${compareNote} Draft release notes grouped as Features, Fixes and Other, one line per change; skip merge commits.`,
    steps: [],
    calls: { "repository.compare": toDefault },
  },
  audit_commit_hygiene: {
    title: "Audit commit hygiene",
    description: "Check commit messages and sizes between two refs.",
    args: "project_id* from* to",
    uses: ["repository.compare"],
    ask:
      `${compareNote} Check each commit's message (imperative subject under 72 characters, body explaining why), size and focus; list the commits that fall short and why.`,
    steps: [],
    calls: { "repository.compare": toDefault },
  },
  release_readiness: {
    title: "Check release readiness",
    description: "Check whether a branch is ready to release: pipeline, open MRs and issues.",
    args: "project_id* branch",
    uses: ["pipeline.latest", "merge_request.list", "issue.list"],
    ask:
      "Decide whether the branch is ready to release: the latest pipeline must pass, and open merge requests and issues must not block. Answer ready / not ready with the blockers.",
    steps: [
      { action: "pipeline.latest", params: (a) => given({ ...proj(a), ref: a.branch }) },
      openMrs((a) => ({ target_branch: a.branch })),
      issues(() => ({})),
    ],
  },
  prepare_merge_request: {
    title: "Prepare a merge request",
    description: "Draft a merge request title and description from a branch's changes.",
    args: "project_id* source_branch* target_branch",
    uses: ["repository.compare", "merge_request.create"],
    ask:
      "Compare the target branch with the source branch, then draft a title and a description (what, why, how to test). Create the merge request only after the user approves the draft, and only if this server offers the create action below.",
    steps: [],
    calls: {
      "repository.compare": (a) => ({ ...proj(a), from: a.target_branch ?? "<default branch>", to: a.source_branch }),
      "merge_request.create": (a) =>
        given({ ...proj(a), source_branch: a.source_branch, target_branch: a.target_branch, title: "<title>" }),
    },
  },
  review_ci_config: {
    title: "Review CI configuration",
    description: "Review a project's .gitlab-ci.yml, with GitLab's own lint result.",
    args: "project_id* ref",
    uses: ["ci.lint_current", "repository.file_raw"],
    ask:
      "Review the CI configuration: first any errors and warnings GitLab's lint reports, then correctness, caching, rules and needs, job parallelism, secrets handling and duplicated steps; suggest concrete edits.",
    steps: [
      { action: "ci.lint_current", params: (a) => given({ ...proj(a), content_ref: a.ref }) },
      {
        action: "repository.file_raw",
        params: (a) => given({ ...proj(a), file_path: ".gitlab-ci.yml", ref: a.ref, max_lines: 200 }),
      },
    ],
  },
  branch_mr_summary: {
    title: "Summarize merge requests into a branch",
    description: "Summarize merge requests that target a branch.",
    args: "project_id* target_branch* state",
    uses: ["merge_request.list"],
    states: ["opened", "closed", "locked", "merged", "all"],
    ask: "Summarize the merge requests below: what each does, who owns it and what is left before it can merge.",
    steps: [{
      action: "merge_request.list",
      params: (a) => ({ ...proj(a), target_branch: a.target_branch, state: a.state ?? "opened", per_page: 20 }),
      fields: MR_ROWS,
    }],
  },
  summarize_pipeline_status: {
    title: "Summarize pipeline status",
    description: "Summarize a project's recent pipelines.",
    args: "project_id*",
    uses: ["pipeline.list"],
    ask:
      "Summarize recent pipeline health: pass rate, what fails and on which refs, and whether it is getting better or worse.",
    steps: [{ action: "pipeline.list", params: (a) => ({ ...proj(a), per_page: 10 }), fields: PIPELINE_ROWS }],
  },
  pipeline_failure: {
    title: "Explain a pipeline failure",
    description: "Find why a pipeline failed from its failed jobs' logs.",
    args: "project_id* pipeline_id*",
    uses: ["pipeline.get", "job.list", "job.trace"],
    ask:
      "Read the log of each failed job, find the first real error in each, and explain why the pipeline failed and how to fix it.",
    steps: [
      { action: "pipeline.get", params: (a) => ({ ...proj(a), pipeline_id: a.pipeline_id }) },
      {
        action: "job.list",
        params: (a) => ({ ...proj(a), pipeline_id: a.pipeline_id, scope: ["failed"], per_page: 20 }),
        fields: ["id", "name", "stage", "status", "failure_reason"],
      },
    ],
  },
  job_failure: {
    title: "Explain a job failure",
    description: "Find why a job failed from its log.",
    args: "project_id* pipeline_id* job_id*",
    uses: ["job.get", "job.trace"],
    ask: "From the job and the end of its log, find the first real error, explain the cause and propose a fix.",
    steps: [
      { action: "job.get", params: (a) => ({ ...proj(a), job_id: a.job_id }) },
      { action: "job.trace", params: (a) => ({ ...proj(a), job_id: a.job_id, max_lines: 60 }) },
    ],
  },
  commit_review: {
    title: "Review a commit",
    description: "Review one commit's diff.",
    args: "project_id* sha*",
    uses: ["repository.commit_get", "repository.commit_diff"],
    ask: "Read the full diff and review it: correctness, tests, and whether the message matches the change.",
    steps: [
      { action: "repository.commit_get", params: (a) => ({ ...proj(a), sha: a.sha }) },
      {
        action: "repository.commit_diff",
        params: (a) => ({ ...proj(a), sha: a.sha, per_page: 30 }),
        fields: ["new_path", "new_file", "renamed_file", "deleted_file"],
      },
    ],
  },
  tag_changes: {
    title: "Changes in a tag",
    description: "Summarize what a tag contains compared with the previous one.",
    args: "project_id* tag*",
    uses: ["tag.get", "repository.compare"],
    ask:
      "Find the previous tag, compare it with this one and summarize what the tag adds. The comparison is not prefetched: it can be large.",
    steps: [{ action: "tag.get", params: (a) => ({ ...proj(a), tag_name: a.tag }) }],
    calls: { "repository.compare": (a) => ({ ...proj(a), from: "<previous tag>", to: a.tag }) },
  },
};
