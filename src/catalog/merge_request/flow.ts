/** Merge request workflow (GitLab Merge requests and Merge request approvals APIs): merge, approve, rebase, related lists. */
import { mergeRequestFollowUpActions } from "./follow_up.ts";
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { MR_PATH, MR_SUMMARY, mrParams } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

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
    shape: SHAPES.merge_request,
    path: `${MR_PATH}/merge`,
    params: () =>
      mrParams.extend({
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
    examples: [
      "merge !318",
      "merge MR 42 in acme/web now",
      "go ahead and merge the pull request !204 into main",
      "accept merge request !87 and delete the source branch",
      "squash and merge !412",
      "set !318 to auto-merge when the pipeline succeeds",
      "merge !99 once CI passes",
      "merge !150 but only if the head sha is still 3f2a9c1",
      "ship it: merge https://gitlab.example.com/acme/web/-/merge_requests/318",
      "merge MR 77 with the merge commit message 'Release 1.4.2'",
      "please mrege !230 now",
      "enable merge when pipeline succeeds on !61",
      "merge PR 72 now and squash the commits",
      "it's approved and green, merge !58 into main",
      "hit the merge button on PR 140",
      "gh pr merge 45 --squash in acme/api",
      "merge !42 in acme/web",
      "go ahead and merge MR !19 now, squash the commits",
    ],
    summary: [...MR_SUMMARY, "merge_commit_sha", "merge_when_pipeline_succeeds", "merge_error"],
  }),
  defineAction({
    id: "merge_request.approve",
    title: "Approve merge request",
    description:
      "Approve a merge request as the current user. Pass sha (the HEAD you reviewed) so a newer push is not approved by mistake.",
    method: "POST",
    path: `${MR_PATH}/approve`,
    params: () =>
      mrParams.extend({
        sha: headSha.describe("HEAD SHA you reviewed; approval fails (409) if the merge request changed since."),
        approval_password: z.string().optional().describe(
          "Your password, only when the project requires re-authentication to approve.",
        ),
      }),
    aliases: ["LGTM", "approval", "review approve"],
    examples: [
      "approve !318",
      "approve merge request 42 in acme/web",
      "LGTM on !87, approve it",
      "give approval to PR 204",
      "approve MR !412 at sha 9c1e7b2",
      "I've reviewed !99, mark it approved from me",
      "+1 approve the merge request for the billing fix",
      "can you approve !150 for me? no need to merge",
      "approve https://gitlab.example.com/acme/api/-/merge_requests/77",
      "aprove !230",
      "sign off on merge request !61",
      "approve merge request 72, it looks good to me",
      "add my approval to !58",
      "approve PR 140 as a reviewer",
      "gh pr review 45 --approve",
      "I'm a required approver on !333, approve it",
    ],
    summary: APPROVAL_SUMMARY,
    notes: approvalNotes,
  }),
  defineAction({
    id: "merge_request.unapprove",
    title: "Revoke approval",
    description: "Remove the current user's approval from a merge request.",
    method: "POST",
    path: `${MR_PATH}/unapprove`,
    params: () => mrParams,
    aliases: ["revoke approval", "withdraw approval", "undo approval"],
    examples: [
      "unapprove !318",
      "revoke my approval on MR 42",
      "take back my approval from !87, I found a bug",
      "withdraw approval for PR 204",
      "remove my approval from merge request !412",
      "I approved !99 by mistake, undo my approval",
      "retract the approval I gave on !150 in acme/web",
      "cancel my LGTM on !230, unapprove it",
      "unaprove merge request 61",
      "pull my approval off !77 until tests are fixed",
      "revoke the approval I gave PR 45 in acme/api",
      "rescind my approval on !58",
      "new commits came in on MR 140, withdraw my approval",
      "my approval on !19 should be removed, it's not ready",
      "undo approve on !402",
      "unapprove pull request 72 for now",
    ],
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
    params: () =>
      mrParams.extend({
        skip_ci: z.boolean().optional().describe("Do not create a pipeline for the rebased commits."),
      }),
    aliases: ["update branch", "rebase onto target"],
    examples: [
      "rebase !318",
      "rebase merge request 42 onto main",
      "!87 is behind the target branch, rebase it",
      "update the branch of PR 204 with the latest main (rebase)",
      "rebase MR !412 with skip_ci, no pipeline",
      "can you rebase !99 on the server? it has no conflicts",
      "bring !150's source branch up to date with develop via rebase",
      "rebaes !230 please",
      "trigger a rebase for https://gitlab.example.com/acme/web/-/merge_requests/61",
      "the MR says it needs a rebase before merging, do it for !77",
      "rebase PR 45 in acme/api onto its target branch",
      "press the rebase button on !333",
      "rebase !19 so it's no longer behind main",
      "server-side rebase for MR 140 please",
    ],
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
    shape: SHAPES.commit,
    path: `${MR_PATH}/commits`,
    kind: "list",
    params: () => mrParams,
    examples: [
      "list the commits in !318",
      "what commits are in merge request 42?",
      "list the commits of PR 204",
      "how many commits does !87 contain?",
      "which commits will !412 bring into main?",
      "commit list for MR !99 in acme/web",
      "who authored the commits in !150?",
      "show me commit messages for merge request !230",
      "comits in !61",
      "list the commit SHAs and messages of !77",
      "list the commits of pull request 45, not the whole branch history",
      "which commits are included in !333?",
      "the commits of MR !19, one per line",
      "list the commits pushed to MR 140 so far",
    ],
    summary: ["short_id", "title", "author_name", "created_at"],
  }),
  defineAction({
    id: "merge_request.pipelines",
    title: "List merge request pipelines",
    description: "List the pipelines that ran for a merge request, newest first, with their status.",
    method: "GET",
    shape: SHAPES.pipeline,
    path: `${MR_PATH}/pipelines`,
    kind: "list",
    params: () => mrParams,
    aliases: ["CI status", "merge request CI"],
    examples: [
      "list pipelines for !318",
      "show CI runs for merge request 42",
      "did the pipelines on !87 pass?",
      "list the pipeline history of PR 204",
      "all pipelines that ran for MR !412",
      "show the builds for merge request !99, newest first",
      "has !150 had any failed pipelines?",
      "workflow runs for pull request 230",
      "list MR pipelines for !61 in acme/web",
      "pipleines for merge request 77",
      "list the CI pipelines of pull request 45",
      "show the pipeline runs for !333 and their statuses",
      "pipeline history of !58",
      "every CI pipeline run of MR 140, with status",
      "gh pr checks 72: which pipelines ran?",
    ],
  }),
  defineAction({
    id: "merge_request.participants",
    title: "List merge request participants",
    description: "List the users taking part in a merge request (author, assignees, reviewers, commenters).",
    method: "GET",
    shape: SHAPES.user,
    path: `${MR_PATH}/participants`,
    kind: "list",
    params: () => mrParams,
    examples: [
      "who is participating in !318?",
      "list participants of merge request 42",
      "who commented or was involved in PR 204?",
      "everyone involved in !87: author, assignees, commenters",
      "show the people participating in the MR !412 conversation",
      "which users took part in merge request !99?",
      "list all participants of !150, not only reviewers",
      "participents of !230",
      "who should I ping about !61? list its participants",
      "list everyone who has been part of pull request 45",
      "who took part in the discussion on !333?",
      "show participants of MR !310 in acme/web",
      "list the people involved in !58",
      "who are all the users involved in MR 140?",
      "participant list for PR 72",
    ],
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
    params: () => mrParams,
    aliases: ["review status", "who is reviewing"],
    examples: [
      "who's reviewing !318?",
      "list reviewers of merge request 42",
      "has every reviewer reviewed !87 yet?",
      "show the review state of each reviewer on PR 204",
      "did reviewer sarah request changes on !412?",
      "which reviewers haven't looked at !99 yet?",
      "reviewer status for MR !150",
      "who was asked to review !230 and what state is their review in?",
      "list reviwers on !61",
      "is !77 still waiting on any reviewer?",
      "which reviewers approved or requested changes on PR 45?",
      "show reviewers and their state for !333",
      "who are the requested reviewers on MR 140?",
    ],
    summary: ["state", "created_at", "user"],
    notes: (data) =>
      Array.isArray(data) && data.length
        ? [`Reviewers: ${data.map((r) => `${username((r as Rec).user)} (${(r as Rec).state})`).join(", ")}`]
        : [],
  }),
  ...mergeRequestFollowUpActions,
];
