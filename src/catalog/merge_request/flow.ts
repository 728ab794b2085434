/** Merge request workflow (GitLab Merge requests and Merge request approvals APIs): merge, approve, rebase, related lists. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { mrIid, projectId } from "../fields.ts";
import { MR_SUMMARY } from "./fields.ts";

const mrParams = z.object({ project_id: projectId, merge_request_iid: mrIid });
const MR_PATH = "/projects/{project_id}/merge_requests/{merge_request_iid}";

const headSha = z.string().min(7).optional();

type Rec = Record<string, unknown>;
const username = (u: unknown): string => `@${(u as Rec | null)?.username ?? "?"}`;

/** "Approved by: @a, @b" from an approval state. */
function approvalNotes(data: unknown): string[] {
  const by = (data as Rec | null)?.approved_by;
  if (!Array.isArray(by)) return [];
  return [by.length ? `Approved by: ${by.map((a) => username((a as Rec).user)).join(", ")}` : "No approvals yet."];
}

const APPROVAL_SUMMARY = ["iid", "title", "state", "merge_status", "approvals_required", "approvals_left"];

export const mergeRequestFlowActions = [
  defineAction({
    id: "merge_request.merge",
    title: "Merge merge request",
    description:
      "Merge (accept) an open merge request now, or set auto_merge to merge when its pipeline succeeds. Pass sha (from merge_request.get) so newer unreviewed commits are not merged; fails with 405 if not mergeable, 409 on SHA mismatch.",
    method: "PUT",
    path: `${MR_PATH}/merge`,
    params: mrParams.extend({
      sha: headSha.describe("Expected HEAD SHA of the source branch; the merge fails (409) if the branch moved."),
      merge_commit_message: z.string().optional().describe("Custom merge commit message."),
      squash: z.boolean().optional().describe("Squash all commits into one on merge."),
      squash_commit_message: z.string().optional().describe("Custom squash commit message (with squash)."),
      should_remove_source_branch: z.boolean().optional().describe("Delete the source branch after merging."),
      auto_merge: z.boolean().optional().describe(
        "Merge automatically once the pipeline succeeds instead of now (GitLab 17.11+; older versions ignore it).",
      ),
      merge_when_pipeline_succeeds: z.boolean().optional().describe(
        "Deprecated name of auto_merge; use it instead of auto_merge on GitLab before 17.11.",
      ),
    }),
    aliases: ["accept merge request", "merge pull request", "set auto-merge", "merge when pipeline succeeds"],
    summary: [...MR_SUMMARY, "merge_commit_sha", "merge_when_pipeline_succeeds", "merge_error"],
  }),
  defineAction({
    id: "merge_request.approve",
    title: "Approve merge request",
    description:
      "Approve a merge request as the current user. Pass sha (the HEAD you reviewed) so a newer push is not approved by mistake.",
    method: "POST",
    path: `${MR_PATH}/approve`,
    params: mrParams.extend({
      sha: headSha.describe("HEAD SHA you reviewed; approval fails (409) if the merge request changed since."),
      approval_password: z.string().optional().describe(
        "Your password, only when the project requires re-authentication to approve.",
      ),
    }),
    aliases: ["LGTM", "approval", "review approve"],
    summary: APPROVAL_SUMMARY,
    notes: approvalNotes,
  }),
  defineAction({
    id: "merge_request.unapprove",
    title: "Revoke approval",
    description: "Remove the current user's approval from a merge request.",
    method: "POST",
    path: `${MR_PATH}/unapprove`,
    params: mrParams,
    aliases: ["revoke approval", "withdraw approval"],
    summary: APPROVAL_SUMMARY,
    notes: approvalNotes,
  }),
  defineAction({
    id: "merge_request.rebase",
    title: "Rebase merge request",
    description:
      "Rebase the source branch onto the target branch on the server. Runs in the background; check merge_request.get with include_rebase_in_progress.",
    method: "PUT",
    path: `${MR_PATH}/rebase`,
    params: mrParams.extend({
      skip_ci: z.boolean().optional().describe("Do not create a pipeline for the rebased commits."),
    }),
    aliases: ["update branch", "rebase onto target"],
    notes: (data) =>
      (data as Rec | null)?.rebase_in_progress
        ? ["Rebase queued; poll merge_request.get with include_rebase_in_progress=true and read merge_error."]
        : [],
  }),
  defineAction({
    id: "merge_request.commits",
    title: "List merge request commits",
    description: "List the commits of a merge request's source branch that are not yet in the target branch.",
    method: "GET",
    path: `${MR_PATH}/commits`,
    kind: "list",
    params: mrParams,
    summary: ["short_id", "title", "author_name", "created_at"],
  }),
  defineAction({
    id: "merge_request.pipelines",
    title: "List merge request pipelines",
    description: "List the pipelines that ran for a merge request, newest first, with their status.",
    method: "GET",
    path: `${MR_PATH}/pipelines`,
    kind: "list",
    params: mrParams,
    aliases: ["CI status", "merge request CI"],
  }),
  defineAction({
    id: "merge_request.participants",
    title: "List merge request participants",
    description: "List the users taking part in a merge request (author, assignees, reviewers, commenters).",
    method: "GET",
    path: `${MR_PATH}/participants`,
    kind: "list",
    params: mrParams,
    summary: ["id", "username", "name"],
  }),
  defineAction({
    id: "merge_request.reviewers",
    title: "List merge request reviewers",
    description:
      "List a merge request's reviewers with each one's review state (unreviewed, reviewed, requested_changes, approved…).",
    method: "GET",
    path: `${MR_PATH}/reviewers`,
    kind: "list",
    params: mrParams,
    aliases: ["review status", "who is reviewing"],
    summary: ["state", "created_at", "user"],
    notes: (data) =>
      Array.isArray(data) && data.length
        ? [`Reviewers: ${data.map((r) => `${username((r as Rec).user)} (${(r as Rec).state})`).join(", ")}`]
        : [],
  }),
  defineAction({
    id: "merge_request.subscribe",
    title: "Subscribe to merge request",
    description: "Subscribe the current user to a merge request's notifications (HTTP 304 if already subscribed).",
    method: "POST",
    path: `${MR_PATH}/subscribe`,
    params: mrParams,
    aliases: ["watch", "notifications on"],
    summary: ["iid", "title", "subscribed", "web_url"],
  }),
  defineAction({
    id: "merge_request.unsubscribe",
    title: "Unsubscribe from merge request",
    description: "Stop the current user's notifications for a merge request (HTTP 304 if not subscribed).",
    method: "POST",
    path: `${MR_PATH}/unsubscribe`,
    params: mrParams,
    aliases: ["unwatch", "mute", "notifications off"],
    summary: ["iid", "title", "subscribed", "web_url"],
  }),
  defineAction({
    id: "merge_request.issues_closed",
    title: "List issues closed on merge",
    description: 'List the issues that merging this merge request will close (from "Closes #12" style references).',
    method: "GET",
    path: `${MR_PATH}/closes_issues`,
    kind: "list",
    params: mrParams,
    aliases: ["closes issues", "linked issues", "fixes"],
  }),
  defineAction({
    id: "merge_request.cancel_auto_merge",
    title: "Cancel auto-merge",
    description:
      "Cancel a merge request's auto-merge (merge when pipeline succeeds) so it stays open until merged by hand.",
    method: "POST",
    path: `${MR_PATH}/cancel_merge_when_pipeline_succeeds`,
    params: mrParams,
    aliases: ["cancel merge when pipeline succeeds", "stop auto merge", "MWPS"],
    summary: [...MR_SUMMARY, "merge_when_pipeline_succeeds"],
  }),
  defineAction({
    id: "merge_request.create_pipeline",
    title: "Run merge request pipeline",
    description:
      "Start a new merge request pipeline (detached or merged-results) for a merge request; jobs need rules for merge_request_event.",
    method: "POST",
    path: `${MR_PATH}/pipelines`,
    params: mrParams,
    aliases: ["run pipeline", "retrigger CI", "new pipeline"],
    summary: ["id", "sha", "ref", "status", "web_url"],
  }),
];
