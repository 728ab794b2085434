/** The prompts about planning and people: issues, milestones, labels, projects, groups, users. */
import {
  days,
  given,
  ISSUE_ROWS,
  issues,
  MR_ROWS,
  openMrs,
  PIPELINE_ROWS,
  proj,
  type PromptSpec,
  sinceDays,
} from "./prompt_spec.ts";

/** Prompts by name; definitions.ts lists them. */
export const WORK_PROMPTS: Record<string, PromptSpec> = {
  summarize_open_mrs: {
    title: "Summarize open merge requests",
    description: "Summarize a project's open merge requests.",
    args: "project_id*",
    uses: ["merge_request.list"],
    ask:
      "Summarize the open merge requests: group them by theme, flag stale or blocked ones, and say what needs attention first.",
    steps: [openMrs(() => ({}))],
  },
  project_health_check: {
    title: "Project health check",
    description: "Check a project's health: pipelines, open issues and merge requests.",
    args: "project_id*",
    uses: ["project.get", "pipeline.list", "issue.list", "merge_request.list"],
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
    title: "Milestone progress",
    description: "Report progress on a project milestone.",
    args: "project_id* milestone",
    uses: ["project.milestone_list", "project.milestone_issues"],
    ask:
      "Pick the milestone below (the one named, else the active one due first), read its issues, and report done vs open, what is at risk and whether the due date holds.",
    steps: [{
      action: "project.milestone_list",
      params: (a) => given({ ...proj(a), title: a.milestone, state: a.milestone ? undefined : "active", per_page: 10 }),
    }],
  },
  milestone_report: {
    title: "Milestone report",
    description: "Report on one milestone's issues and merge requests.",
    args: "project_id* milestone_id*",
    uses: ["project.milestone_get", "project.milestone_issues", "project.milestone_merge_requests"],
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
    title: "Group milestone progress",
    description: "Report progress on a group milestone.",
    args: "group_id* milestone",
    uses: ["group.group_milestone_list"],
    ask:
      "Report progress on the group milestone below (the one named, else the active ones): scope, dates and what is at risk.",
    steps: [{
      action: "group.group_milestone_list",
      params: (a) =>
        given({ group_id: a.group_id, title: a.milestone, state: a.milestone ? undefined : "active", per_page: 10 }),
    }],
  },
  epic_progress: {
    title: "Epic progress",
    description: "Report an epic's progress from its children (GraphQL work items, Premium).",
    args: "group_id* epic_iid*",
    uses: ["epic.get"],
    ask:
      "Report the epic's progress: children closed vs open, what is left and who owns it, whether the dates and health hold, and the next step.",
    steps: [{
      action: "epic.get",
      params: (a) => ({ full_path: a.group_id, iid: a.epic_iid }),
      fields: [
        "iid",
        "title",
        "state",
        "health_status",
        "start_date",
        "due_date",
        "children_closed",
        "children_open",
        "children",
      ],
    }],
  },
  iteration_progress: {
    title: "Iteration progress",
    description: "Report an iteration's (sprint's) progress from its work items (Premium).",
    args: "group_id* iteration_id*",
    uses: ["iteration.work_items"],
    ask:
      "Report the iteration's progress: done vs open, what is at risk or unassigned, and what to cut if time runs short.",
    steps: [{
      action: "iteration.work_items",
      params: (a) => ({ full_path: a.group_id, iteration_id: a.iteration_id, state: "all", per_page: 50 }),
      fields: ["iid", "title", "state", "type", "assignees", "weight", "due_date"],
    }],
  },
  label_distribution: {
    title: "Label distribution",
    description: "Show how open issues spread over labels.",
    args: "project_id*",
    uses: ["project.label_list", "issue.list"],
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
    title: "Issues by label",
    description: "List and summarize the issues with one label.",
    args: "project_id* label*",
    uses: ["issue.list"],
    ask: "Summarize the open issues with this label: themes, oldest ones, and which to tackle first.",
    steps: [issues((a) => ({ labels: a.label }))],
  },
  issue_triage: {
    title: "Triage an issue",
    description: "Triage an issue: severity, labels, owner, next step.",
    args: "project_id* issue_iid*",
    uses: ["issue.get", "issue.note_list"],
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
    title: "Daily standup",
    description: "Prepare a standup: your recent merge requests, issues and commits.",
    args: "project_id* username",
    uses: ["merge_request.list", "issue.list", "repository.commit_list"],
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
    title: "My open merge requests",
    description: "List your (or a user's) open merge requests.",
    args: "username",
    uses: ["merge_request.list_global"],
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
    title: "My issues",
    description: "List issues assigned to you (or a user).",
    args: "username state",
    uses: ["issue.list_all"],
    states: ["opened", "closed", "all"],
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
    title: "Team overview",
    description: "Overview of a group's members and their recent work.",
    args: "group_id* days",
    uses: ["group.members", "merge_request.list_group", "issue.list_group"],
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
    title: "Group merge request dashboard",
    description: "Dashboard of a group's merge requests.",
    args: "group_id* state target_branch",
    uses: ["merge_request.list_group"],
    states: ["opened", "closed", "locked", "merged", "all"],
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
    title: "User activity report",
    description: "Report a user's recent merge requests, issues and contribution events.",
    args: "username* days",
    uses: ["user.list", "merge_request.list_global", "issue.list_all", "event.list_user"],
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
      {
        action: "event.list_user",
        // GitLab's `after` is exclusive: the day before the period starts.
        params: (a) => ({
          id_or_username: a.username,
          after: sinceDays(Number(a.days ?? 7) + 1).slice(0, 10),
          per_page: 30,
        }),
      },
    ],
  },
};
