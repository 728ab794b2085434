/** Merge request workflow (GitLab Merge requests and Merge request approvals APIs): merge, approve, rebase; related lists are in related.ts. */
import { mergeRequestFollowUpActions } from "./follow_up.ts";
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { MR_PATH, MR_SUMMARY, mrParams, username } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

const headSha = z.string().min(7).optional();

type Rec = Record<string, unknown>;

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
      "merge merge request !512 in orbit/android into main now",
      "gh pr merge 301 --merge --delete-branch in quartz/backend",
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
      "approve merge request !512 in orbit/android",
      "gh pr review 301 --approve in quartz/backend",
      "please approve MR !61 in ridge/tf-modules on my behalf",
      "approve !14 in zinc/runbooks at head sha 4e1d2c9",
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
      "revoke my approval on merge request !512 in orbit/android",
      "retract my approval on !301 in quartz/backend, I no longer think it's ready",
      "unapprove MR !61 in ridge/tf-modules",
      "withdraw the approval I gave on PR !14 in zinc/runbooks",
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
      "rebase merge request !512 in orbit/android onto its target branch",
      "!301 in quartz/backend is behind main, rebase it on the server",
      "run a rebase of MR !61 in ridge/tf-modules, skip CI",
      "rebase PR !14 in zinc/runbooks please",
    ],
    notes: (data) =>
      (data as Rec | null)?.rebase_in_progress
        ? ["Rebase queued; poll merge_request.get with include_rebase_in_progress=true and read merge_error."]
        : [],
  }),
  ...mergeRequestFollowUpActions,
];
