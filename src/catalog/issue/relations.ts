/** What an issue is tied to: linked issues (Issue links API), time tracking and merge requests. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, issueIid, projectId } from "../fields.ts";
import { duration } from "./fields.ts";
import { oneLine } from "../../text/bounds.ts";

const projectIssue = { project_id: projectId, issue_iid: issueIid };

const linkType = z.enum(["relates_to", "blocks", "is_blocked_by"]);

/** The two ends of one link object. */
function linkEnds(data: unknown): string[] {
  const d = (data ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const end = (
    i?: Record<string, unknown>,
  ) => (i ? `#${i.iid} (project ${i.project_id}) ${oneLine(i.title, 100)}` : "?");
  return d.source_issue || d.target_issue
    ? [`${end(d.source_issue)} ${String(d.link_type ?? "")} ${end(d.target_issue)}`]
    : [];
}

const TIME_SUMMARY = ["human_time_estimate", "human_total_time_spent", "time_estimate", "total_time_spent"];

export const issueRelationActions = [
  defineAction({
    id: "issue.link_list",
    title: "List linked issues",
    description:
      "List the issues linked to an issue (relates_to, blocks, is_blocked_by), each with the issue_link_id needed to remove the link. Not paginated: GitLab returns every link.",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/links",
    params: z.object(projectIssue),
    aliases: ["related issues", "blocking issues", "blocked by", "dependencies", "issue relations"],
    summary: ["issue_link_id", "link_type", "iid", "project_id", "title", "state", "web_url"],
  }),
  defineAction({
    id: "issue.link_create",
    title: "Link issues",
    description:
      "Link an issue to another issue (possibly in another project) as relates_to, blocks or is_blocked_by. The link shows on both issues.",
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/links",
    params: z.object({
      ...projectIssue,
      target_project_id: z.union([z.string().min(1), z.number().int().positive()]).describe(
        'Project of the issue to link to: ID or full path, e.g. 5 or "my-group/other-project".',
      ),
      target_issue_iid: intId("IID of the issue to link to, in target_project_id."),
      link_type: linkType.optional().describe(
        "How this issue relates to the target: relates_to (default), blocks or is_blocked_by.",
      ),
    }),
    aliases: ["relate issues", "add related issue", "mark blocking", "add dependency"],
    summary: ["link_type"],
    notes: linkEnds,
  }),
  defineAction({
    id: "issue.link_delete",
    title: "Unlink issues",
    description:
      "Remove a link between two issues by its issue_link_id (from issue.link_list). Both issues stay; only the relation goes.",
    method: "DELETE",
    path: "/projects/{project_id}/issues/{issue_iid}/links/{issue_link_id}",
    params: z.object({
      ...projectIssue,
      issue_link_id: intId("ID of the link (issue_link_id from issue.link_list), not an issue IID."),
    }),
    kind: "object",
    destructive: true,
    aliases: ["remove related issue", "remove dependency"],
    summary: ["link_type"],
    notes: linkEnds,
  }),
  defineAction({
    id: "issue.time_stats_get",
    title: "Get issue time tracking",
    description: "Get an issue's time estimate and total time spent, in seconds and human format.",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/time_stats",
    params: z.object(projectIssue),
    aliases: ["time spent", "estimate", "timesheet", "time tracking"],
    summary: TIME_SUMMARY,
  }),
  defineAction({
    id: "issue.spent_time_add",
    title: "Log time on issue",
    description:
      'Add time spent on an issue, e.g. duration "1h30m"; a negative duration such as "-30m" subtracts. Returns the new totals.',
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/add_spent_time",
    params: z.object({
      ...projectIssue,
      duration: duration("Time spent"),
      summary: z.string().optional().describe("What the time was spent on."),
    }),
    aliases: ["log time", "track time", "spend time", "/spend"],
    summary: TIME_SUMMARY,
  }),
  defineAction({
    id: "issue.time_estimate_set",
    title: "Set issue time estimate",
    description: 'Set (replace) an issue\'s time estimate, e.g. duration "3h30m". Returns the new totals.',
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/time_estimate",
    params: z.object({ ...projectIssue, duration: duration("Estimated time") }),
    idempotent: true,
    aliases: ["estimate issue", "/estimate"],
    summary: TIME_SUMMARY,
  }),
  defineAction({
    id: "issue.mrs_closing",
    title: "List MRs closing issue",
    description:
      'List the merge requests that will close this issue when merged (those saying "Closes #N" or linked as closing).',
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/closed_by",
    kind: "list",
    params: z.object(projectIssue),
    aliases: ["closing merge requests", "closed by", "fixing mr"],
  }),
  defineAction({
    id: "issue.mrs_related",
    title: "List MRs related to issue",
    description: "List the merge requests that mention or are linked to an issue, whether or not they close it.",
    method: "GET",
    path: "/projects/{project_id}/issues/{issue_iid}/related_merge_requests",
    kind: "list",
    params: z.object(projectIssue),
    aliases: ["related merge requests", "mentioned in mr"],
  }),
];
