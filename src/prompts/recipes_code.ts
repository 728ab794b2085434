/** Recipes of the prompts about code: merge requests, comparisons, commits, tags, CI. */
import {
  compareNote,
  given,
  issues,
  MR_ROWS,
  mrGet,
  openMrs,
  PIPELINE_ROWS,
  proj,
  type Recipe,
  toDefault,
} from "./steps.ts";

/** Recipes by prompt name; merged into RECIPES. */
export const CODE_RECIPES: Record<string, Recipe> = {
  review_mr: {
    ask:
      "Read the diff and the open threads, then report findings by file (correctness, tests, security, readability) and a verdict: approve or request changes.",
    steps: [mrGet],
  },
  summarize_mr_changes: {
    ask: "Read the diff and summarize what changes, file by file, then in two sentences overall.",
    steps: [mrGet],
  },
  mr_risk_assessment: {
    ask:
      "Rate the risk of merging (low, medium, high) from the size and spread of the diff, the touched areas and the pipeline results; list each risk with its evidence.",
    steps: [mrGet, {
      action: "merge_request.pipelines",
      params: (a) => ({ ...mrGet.params(a), per_page: 5 }),
      fields: PIPELINE_ROWS,
    }],
  },
  suggest_mr_reviewers: {
    ask:
      "Match the files the diff touches with the contributors below and suggest two or three reviewers, each with a reason. Leave out the author.",
    steps: [mrGet, {
      action: "repository.contributors",
      params: (a) => ({ ...proj(a), order_by: "commits", sort: "desc", per_page: 20 }),
      fields: ["name", "commits", "additions", "deletions"],
    }],
  },
  mr_description_quality: {
    ask:
      "Judge whether the title and description explain what changes, why, and how to test it; propose an improved title and description.",
    steps: [mrGet],
  },
  compare_branches: {
    ask: `${compareNote} Summarize the commits and the changed files, grouped by area, and point out anything risky.`,
    steps: [],
  },
  generate_release_notes: {
    ask:
      `${compareNote} Draft release notes grouped as Features, Fixes and Other, one line per change; skip merge commits.`,
    steps: [],
    calls: { "repository.compare": toDefault },
  },
  audit_commit_hygiene: {
    ask:
      `${compareNote} Check each commit's message (imperative subject under 72 characters, body explaining why), size and focus; list the commits that fall short and why.`,
    steps: [],
    calls: { "repository.compare": toDefault },
  },
  release_readiness: {
    ask:
      "Decide whether the branch is ready to release: the latest pipeline must pass, and open merge requests and issues must not block. Answer ready / not ready with the blockers.",
    steps: [
      { action: "pipeline.latest", params: (a) => given({ ...proj(a), ref: a.branch }) },
      openMrs((a) => ({ target_branch: a.branch })),
      issues(() => ({})),
    ],
  },
  prepare_merge_request: {
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
    ask:
      "Review the CI configuration: correctness, caching, rules and needs, job parallelism, secrets handling and duplicated steps; suggest concrete edits.",
    steps: [{
      action: "repository.file_raw",
      params: (a) => given({ ...proj(a), file_path: ".gitlab-ci.yml", ref: a.ref, max_lines: 200 }),
    }],
  },
  branch_mr_summary: {
    ask: "Summarize the merge requests below: what each does, who owns it and what is left before it can merge.",
    steps: [{
      action: "merge_request.list",
      params: (a) => ({ ...proj(a), target_branch: a.target_branch, state: a.state ?? "opened", per_page: 20 }),
      fields: MR_ROWS,
    }],
  },
  summarize_pipeline_status: {
    ask:
      "Summarize recent pipeline health: pass rate, what fails and on which refs, and whether it is getting better or worse.",
    steps: [{ action: "pipeline.list", params: (a) => ({ ...proj(a), per_page: 10 }), fields: PIPELINE_ROWS }],
  },
  pipeline_failure: {
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
    ask: "From the job and the end of its log, find the first real error, explain the cause and propose a fix.",
    steps: [
      { action: "job.get", params: (a) => ({ ...proj(a), job_id: a.job_id }) },
      { action: "job.trace", params: (a) => ({ ...proj(a), job_id: a.job_id, max_lines: 60 }) },
    ],
  },
  commit_review: {
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
    ask:
      "Find the previous tag, compare it with this one and summarize what the tag adds. The comparison is not prefetched: it can be large.",
    steps: [{ action: "tag.get", params: (a) => ({ ...proj(a), tag_name: a.tag }) }],
    calls: { "repository.compare": (a) => ({ ...proj(a), from: "<previous tag>", to: a.tag }) },
  },
};
