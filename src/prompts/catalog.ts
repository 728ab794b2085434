/**
 * The prompts this server serves, as data: arguments (all strings), and the
 * catalog actions whose data each prompt uses. A prompt exists while at least
 * one of those actions is visible (exclusions and read-only mode apply), and
 * never on the minimal capability surface.
 */

export interface PromptArg {
  name: string;
  required: boolean;
  description: string;
}

/** One prompt as listed by prompts/list, plus the actions that decide whether it exists. */
export interface PromptDef {
  name: string;
  title: string;
  description: string;
  args: PromptArg[];
  /** Catalog actions the prompt reads (and tells the model to call). */
  uses: string[];
}

const A: Record<string, string> = {
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
  label: "Label name",
  sha: "Commit SHA (full or short)",
  tag: "Tag name",
  username: "GitLab username (default: you)",
  days: "How many days back to look (default 7)",
};

/** `name*` is required, `name` optional. */
function def(name: string, title: string, description: string, args: string, uses: string[]): PromptDef {
  return {
    name,
    title,
    description,
    uses,
    args: args.split(" ").filter(Boolean).map((a) => {
      const required = a.endsWith("*");
      const n = a.replace(/\*$/, "");
      return { name: n, required, description: A[n] ?? n };
    }),
  };
}

const MR = ["merge_request.get", "mr_review.changes_get"];

/** Every prompt, in the order prompts/list shows them. */
export const PROMPTS: PromptDef[] = [
  def(
    "review_mr",
    "Review a merge request",
    "Review a merge request's changes and open threads.",
    "project_id* merge_request_iid*",
    [...MR, "mr_review.discussion_list"],
  ),
  def(
    "summarize_mr_changes",
    "Summarize merge request changes",
    "Summarize what a merge request changes, file by file.",
    "project_id* merge_request_iid*",
    MR,
  ),
  def(
    "mr_risk_assessment",
    "Assess merge request risk",
    "Assess how risky a merge request is to merge.",
    "project_id* merge_request_iid*",
    [...MR, "merge_request.pipelines"],
  ),
  def(
    "suggest_mr_reviewers",
    "Suggest reviewers",
    "Suggest reviewers for a merge request from who knows the touched code.",
    "project_id* merge_request_iid*",
    [...MR, "repository.contributors"],
  ),
  def(
    "mr_description_quality",
    "Check a merge request description",
    "Check whether a merge request's title and description explain the change.",
    "project_id* merge_request_iid*",
    ["merge_request.get"],
  ),
  def("compare_branches", "Compare two refs", "Compare two branches, tags or commits.", "project_id* from* to*", [
    "repository.compare",
  ]),
  def(
    "generate_release_notes",
    "Generate release notes",
    "Draft release notes from the commits between two refs.",
    "project_id* from* to",
    ["repository.compare"],
  ),
  def(
    "audit_commit_hygiene",
    "Audit commit hygiene",
    "Check commit messages and sizes between two refs.",
    "project_id* from* to",
    ["repository.compare"],
  ),
  def(
    "release_readiness",
    "Check release readiness",
    "Check whether a branch is ready to release: pipeline, open MRs and issues.",
    "project_id* branch",
    ["pipeline.latest", "merge_request.list", "issue.list"],
  ),
  def(
    "prepare_merge_request",
    "Prepare a merge request",
    "Draft a merge request title and description from a branch's changes.",
    "project_id* source_branch* target_branch",
    ["repository.compare", "merge_request.create"],
  ),
  def("review_ci_config", "Review CI configuration", "Review a project's .gitlab-ci.yml.", "project_id* ref", [
    "repository.file_raw",
  ]),
  def(
    "branch_mr_summary",
    "Summarize merge requests into a branch",
    "Summarize merge requests that target a branch.",
    "project_id* target_branch* state",
    ["merge_request.list"],
  ),
  def(
    "summarize_pipeline_status",
    "Summarize pipeline status",
    "Summarize a project's recent pipelines.",
    "project_id*",
    ["pipeline.list"],
  ),
  def(
    "pipeline_failure",
    "Explain a pipeline failure",
    "Find why a pipeline failed from its failed jobs' logs.",
    "project_id* pipeline_id*",
    ["pipeline.get", "job.list", "job.trace"],
  ),
  def(
    "job_failure",
    "Explain a job failure",
    "Find why a job failed from its log.",
    "project_id* pipeline_id* job_id*",
    ["job.get", "job.trace"],
  ),
  def(
    "summarize_open_mrs",
    "Summarize open merge requests",
    "Summarize a project's open merge requests.",
    "project_id*",
    ["merge_request.list"],
  ),
  def(
    "project_health_check",
    "Project health check",
    "Check a project's health: pipelines, open issues and merge requests.",
    "project_id*",
    ["project.get", "pipeline.list", "issue.list", "merge_request.list"],
  ),
  def("milestone_progress", "Milestone progress", "Report progress on a project milestone.", "project_id* milestone", [
    "project.milestone_list",
    "project.milestone_issues",
  ]),
  def(
    "milestone_report",
    "Milestone report",
    "Report on one milestone's issues and merge requests.",
    "project_id* milestone_id*",
    ["project.milestone_get", "project.milestone_issues", "project.milestone_merge_requests"],
  ),
  def(
    "group_milestone_progress",
    "Group milestone progress",
    "Report progress on a group milestone.",
    "group_id* milestone",
    ["group.group_milestone_list"],
  ),
  def("label_distribution", "Label distribution", "Show how open issues spread over labels.", "project_id*", [
    "project.label_list",
    "issue.list",
  ]),
  def("issues_by_label", "Issues by label", "List and summarize the issues with one label.", "project_id* label*", [
    "issue.list",
  ]),
  def(
    "issue_triage",
    "Triage an issue",
    "Triage an issue: severity, labels, owner, next step.",
    "project_id* issue_iid*",
    ["issue.get", "issue.note_list"],
  ),
  def("commit_review", "Review a commit", "Review one commit's diff.", "project_id* sha*", [
    "repository.commit_get",
    "repository.commit_diff",
  ]),
  def(
    "tag_changes",
    "Changes in a tag",
    "Summarize what a tag contains compared with the previous one.",
    "project_id* tag*",
    ["tag.get", "repository.compare"],
  ),
  def(
    "daily_standup",
    "Daily standup",
    "Prepare a standup: your recent merge requests, issues and commits.",
    "project_id* username",
    ["merge_request.list", "issue.list", "repository.commit_list"],
  ),
  def("my_open_mrs", "My open merge requests", "List your (or a user's) open merge requests.", "username", [
    "merge_request.list_global",
  ]),
  def("my_issues", "My issues", "List issues assigned to you (or a user).", "username state", ["issue.list_all"]),
  def("team_overview", "Team overview", "Overview of a group's members and their recent work.", "group_id* days", [
    "group.members",
    "merge_request.list_group",
    "issue.list_group",
  ]),
  def(
    "group_mr_dashboard",
    "Group merge request dashboard",
    "Dashboard of a group's merge requests.",
    "group_id* state target_branch",
    ["merge_request.list_group"],
  ),
  def(
    "user_activity_report",
    "User activity report",
    "Report a user's recent merge requests and issues.",
    "username* days",
    ["user.list", "merge_request.list_global", "issue.list_all"],
  ),
];
