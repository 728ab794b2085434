/** Issue lists (GitLab Issues API): one project, one group, or every project the user can see. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, projectId } from "../fields.ts";
import { issueListFilters } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

export const issueListActions = [
  defineAction({
    id: "issue.list",
    title: "List project issues",
    description:
      "List a project's issues with filters (state, labels, milestone, assignee/author username, search text, dates). Use issue.list_group for a whole group or issue.list_all across every project.",
    method: "GET",
    shape: SHAPES.issue,
    path: "/projects/{project_id}/issues",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        ...issueListFilters,
        scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe(
          "Whose issues: created_by_me, assigned_to_me or all (default all).",
        ),
      }),
    aliases: ["issues", "tickets", "bugs", "backlog", "find issues", "open issues"],
    examples: [
      "list open issues in acme/web-app",
      "show me all the ~bug issues in the payments project that are still open",
      'what tickets are in the platform/api backlog labelled ~"priority::high"?',
      "issues in mobile/ios assigned to @dana.k",
      "any overdue issues in infra/terraform?",
      'which open issues in acme/web are on milestone %"v2.0"?',
      "hey, can you pull up the issues in data/etl that were closed last week?",
      "show unassigned bugs in frontend/dashboard sorted by priority",
      "list the issues in project 1482 opened by jmartinez",
      "what are the open issues on the acme/cli repo?",
      "list open issues in web-shop with label ~ui",
      "show the incidents in ops/oncall that are still open",
      "issues in design/tokens with no milestone, oldest first",
      "list the issues of the acme/portal project",
      "open tickets in platform/payments only, just this one repo",
      "show issues in data/warehouse with label ~data-quality",
      "list all open isssues in project 3390 (only that project)",
      "list the issues in the acme/web project",
      "open issues in platform/api please",
      "which issues are still open in the mobile/ios project?",
    ],
  }),
  defineAction({
    id: "issue.list_all",
    title: "List all my issues",
    description:
      "List issues across every project the current user can see. By default only issues the user created; set scope to assigned_to_me or all.",
    method: "GET",
    shape: SHAPES.issue,
    path: "/issues",
    kind: "list",
    params: () =>
      z.object({
        ...issueListFilters,
        scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe(
          "Whose issues: created_by_me (default), assigned_to_me or all visible issues.",
        ),
        non_archived: z.boolean().optional().describe(
          "false also includes issues of archived projects (default true).",
        ),
      }),
    aliases: ["my issues", "assigned to me", "issues dashboard", "instance issues"],
    examples: [
      "what issues are assigned to me?",
      "show all my open issues across every project",
      "list the issues I created, in any project on GitLab",
      "hey, what's on my plate? open issues assigned to me anywhere",
      "my issues dashboard, sorted by due date",
      "any issues assigned to me that are overdue, across all projects?",
      "list every open ~security issue on the whole instance",
      "show me the tickets I opened this month across all repos",
      "which of the issues I reported got closed recently?",
      "issues asigned to me across all projects",
      "instance-wide: all confidential issues I can see",
      "show my assigned tickets everywhere, not just in one project",
      "list issues assigned to me across all my projects",
      "my open issues everywhere on GitLab, not in one repo",
      "show every issue I authored, instance-wide",
      "all issues assigned to me, whatever the project",
      "every issue I opened anywhere on GitLab",
      "issues across all my projects labelled ~urgent",
      "which tickets across all my projects are assigned to me and due this week?",
      "what tickets am I assigned to on the whole instance that are still open?",
    ],
  }),
  defineAction({
    id: "issue.list_group",
    title: "List group issues",
    description:
      "List the issues of every project in a group and its subgroups, with the same filters as issue.list. Identify the group by ID or full path.",
    method: "GET",
    shape: SHAPES.issue,
    path: "/groups/{group_id}/issues",
    kind: "list",
    params: () =>
      z.object({
        group_id: groupId,
        ...issueListFilters,
        scope: z.enum(["created_by_me", "assigned_to_me", "all"]).optional().describe(
          "Whose issues: created_by_me, assigned_to_me or all (default all).",
        ),
        non_archived: z.boolean().optional().describe(
          "false also includes issues of archived projects (default true).",
        ),
      }),
    aliases: ["group issues", "namespace issues"],
    examples: [
      "list open issues in the acme group",
      "show all ~bug issues across the platform/backend group and its subgroups",
      "what issues are open in group 57?",
      "across every project in the mobile group, which issues are due this week?",
      "group-level issue list for acme/infra with label ~incident",
      "hey, can you list the issues assigned to priya in all projects of the data-eng group?",
      "open issues in the whole acme-corp org",
      'issues in milestone %"Q3 release" across the frontend group',
      "all unassigned issues in the security group",
      "list issues for the gorup payments, open only",
      "show closed issues in group design-system updated since Monday",
      "list issues across all projects of the group acme-portal",
      "group-wide issue list for platform, label ~bug",
      "show open issues in every repo under the data group (group 88)",
      "whole-org issues in the payments group assigned to kenji",
      "list issues across all projects in the acme group",
      "issues for group platform, every project in the group",
      "open issues in the data-eng group",
      "group-level issues in acme/infra assigned to @kim",
      "list the open issues of group orbit, all its projects and subgroups",
    ],
  }),
];
