/** Recipes of the prompts about planning and people: issues, milestones, labels, projects, groups, users. */
import {
  days,
  given,
  ISSUE_ROWS,
  issues,
  MR_ROWS,
  openMrs,
  PIPELINE_ROWS,
  proj,
  type Recipe,
  sinceDays,
} from "./steps.ts";

/** Recipes by prompt name; merged into RECIPES. */
export const WORK_RECIPES: Record<string, Recipe> = {
  summarize_open_mrs: {
    ask:
      "Summarize the open merge requests: group them by theme, flag stale or blocked ones, and say what needs attention first.",
    steps: [openMrs(() => ({}))],
  },
  project_health_check: {
    ask:
      "Assess the project's health: CI stability, issue and merge request backlog, and activity; give three concrete recommendations.",
    steps: [
      { action: "project.get", params: proj },
      { action: "pipeline.list", params: (a) => ({ ...proj(a), per_page: 10 }), fields: PIPELINE_ROWS },
      issues(() => ({})),
      openMrs(() => ({})),
    ],
  },
  milestone_progress: {
    ask:
      "Pick the milestone below (the one named, else the active one due first), read its issues, and report done vs open, what is at risk and whether the due date holds.",
    steps: [{
      action: "project.milestone_list",
      params: (a) => given({ ...proj(a), title: a.milestone, state: a.milestone ? undefined : "active", per_page: 10 }),
    }],
  },
  milestone_report: {
    ask:
      "Report the milestone's status: issues and merge requests done vs open, blockers, and whether the due date holds.",
    steps: [
      { action: "project.milestone_get", params: (a) => ({ ...proj(a), milestone_id: a.milestone_id }) },
      {
        action: "project.milestone_issues",
        params: (a) => ({ ...proj(a), milestone_id: a.milestone_id, per_page: 20 }),
        fields: ISSUE_ROWS,
      },
      {
        action: "project.milestone_merge_requests",
        params: (a) => ({ ...proj(a), milestone_id: a.milestone_id, per_page: 20 }),
        fields: MR_ROWS,
      },
    ],
  },
  group_milestone_progress: {
    ask:
      "Report progress on the group milestone below (the one named, else the active ones): scope, dates and what is at risk.",
    steps: [{
      action: "group.group_milestone_list",
      params: (a) =>
        given({ group_id: a.group_id, title: a.milestone, state: a.milestone ? undefined : "active", per_page: 10 }),
    }],
  },
  label_distribution: {
    ask:
      "Show how open issues spread over the labels below, point out unused or overloaded labels, and count unlabeled issues.",
    steps: [{
      action: "project.label_list",
      params: (a) => ({ ...proj(a), with_counts: true, per_page: 50 }),
      fields: ["name", "open_issues_count", "closed_issues_count", "open_merge_requests_count"],
    }],
    calls: { "issue.list": (a) => ({ ...proj(a), labels: "None", state: "opened" }) },
  },
  issues_by_label: {
    ask: "Summarize the open issues with this label: themes, oldest ones, and which to tackle first.",
    steps: [issues((a) => ({ labels: a.label }))],
  },
  issue_triage: {
    ask: "Triage the issue: severity, suggested labels, a likely owner and the next step, each with a one-line reason.",
    steps: [
      {
        action: "issue.get",
        params: (a) => ({ ...proj(a), issue_iid: a.issue_iid }),
        fields: ["iid", "title", "state", "author", "labels", "assignees", "milestone", "created_at", "description"],
      },
      {
        action: "issue.note_list",
        params: (a) => ({ ...proj(a), issue_iid: a.issue_iid, sort: "asc", per_page: 20 }),
        fields: ["author", "body", "system", "created_at"],
      },
    ],
  },
  daily_standup: {
    ask:
      "Write a standup: done since yesterday, doing today, blockers, each backed by the items below. Without a username, the merge requests and commits are the whole project's: keep the ones that are the user's.",
    steps: [
      openMrs((a) => ({ author_username: a.username, updated_after: sinceDays(1) })),
      issues((a) => ({
        assignee_username: a.username,
        scope: a.username ? undefined : "assigned_to_me",
        updated_after: sinceDays(1),
      })),
      {
        action: "repository.commit_list",
        params: (a) => given({ ...proj(a), since: sinceDays(1), author: a.username, per_page: 20 }),
      },
    ],
  },
  my_open_mrs: {
    ask: "List the open merge requests below by project, with what each needs next (review, pipeline, rebase, merge).",
    steps: [{
      action: "merge_request.list_global",
      params: (a) =>
        given({
          state: "opened",
          scope: a.username ? "all" : "created_by_me",
          author_username: a.username,
          per_page: 20,
        }),
      fields: MR_ROWS,
    }],
  },
  my_issues: {
    ask: "List the issues below by project and priority, and suggest what to work on next.",
    steps: [{
      action: "issue.list_all",
      params: (a) =>
        given({
          state: a.state ?? "opened",
          scope: a.username ? "all" : "assigned_to_me",
          assignee_username: a.username,
          per_page: 20,
        }),
      fields: ISSUE_ROWS,
    }],
  },
  team_overview: {
    ask:
      "Give an overview of the team: who works on what (merge requests and issues updated in the period), and who may be overloaded.",
    steps: [
      { action: "group.members", params: (a) => ({ group_id: a.group_id, per_page: 50 }) },
      {
        action: "merge_request.list_group",
        params: (a) => ({ group_id: a.group_id, updated_after: days(a), per_page: 20 }),
        fields: MR_ROWS,
      },
      {
        action: "issue.list_group",
        params: (a) => ({ group_id: a.group_id, updated_after: days(a), per_page: 20 }),
        fields: ISSUE_ROWS,
      },
    ],
  },
  group_mr_dashboard: {
    ask:
      "Build a dashboard of the merge requests below: counts by project and state, the oldest ones, and what is blocked.",
    steps: [{
      action: "merge_request.list_group",
      params: (a) =>
        given({ group_id: a.group_id, state: a.state ?? "opened", target_branch: a.target_branch, per_page: 20 }),
      fields: MR_ROWS,
    }],
  },
  user_activity_report: {
    ask:
      "Report the user's activity in the period: merge requests and issues opened or updated, by project, with highlights.",
    steps: [
      { action: "user.list", params: (a) => ({ username: a.username, per_page: 1 }) },
      {
        action: "merge_request.list_global",
        params: (a) => ({ scope: "all", author_username: a.username, updated_after: days(a), per_page: 20 }),
        fields: MR_ROWS,
      },
      {
        action: "issue.list_all",
        params: (a) => ({ scope: "all", author_username: a.username, updated_after: days(a), per_page: 20 }),
        fields: ISSUE_ROWS,
      },
    ],
  },
};
