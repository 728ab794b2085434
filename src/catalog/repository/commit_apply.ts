/** Applying a commit elsewhere: cherry-pick it onto a branch, or revert it with a new commit. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";

const commitSha = z.string().min(1).describe("SHA (full or short) of the commit to apply.");

/** A dry-run cherry-pick or revert answers only `{dry_run: "success"}`. */
function dryRunNotes(what: string): (data: unknown) => string[] {
  return (data) =>
    data && typeof data === "object" && (data as Record<string, unknown>).dry_run === "success"
      ? [`Dry run: the ${what} applies cleanly; nothing was committed. Run again without dry_run to commit it.`]
      : [];
}

export const repositoryCommitApplyActions = [
  defineAction({
    id: "repository.commit_cherry_pick",
    title: "Cherry-pick commit",
    description:
      "Cherry-pick a commit onto a branch as a new commit; dry_run=true only checks that it applies. Fails with error_code empty or conflict.",
    method: "POST",
    shape: SHAPES.commit,
    path: "/projects/{project_id}/repository/commits/{sha}/cherry_pick",
    params: () =>
      z.object({
        project_id: projectId,
        sha: commitSha,
        branch: z.string().min(1).describe("Branch to add the cherry-picked commit to."),
        dry_run: z.boolean().optional().describe("true checks whether it applies cleanly without committing."),
        message: z.string().optional().describe("Custom message for the new commit (default: the original's)."),
      }),
    aliases: ["cherry pick", "backport", "port commit"],
    examples: [
      "cherry-pick 3f2a9c1 onto release/2.3",
      "backport commit a1b2c3d4 to the stable branch",
      "apply commit 9e8d7c6 to hotfix/1.4",
      "can commit 5e4f3a2 be cherry-picked cleanly to release-1.x? dry run only",
      "port the fix 77aa21f from main to 2-0-stable",
      "cherry pick the security patch 0c9b8a7 into the v1 branch",
      "copy commit 4b5c6d7 over to the develop branch",
      "cherrypick 1122aab to production",
      "backport the merge commit of !318 to release/3.0",
      "check whether c0ffee1 applies to release/2.2 without committing",
      "cherry-pick 8f7e6d5 onto maint with the message 'Backport: fix null check'",
      "backport b4c5d6e to 3-2-stable",
      "pick commit 2a3b4c5 into hotfix/3.2.1",
      "cherry-pick commit 7d1e2f3 onto the existing release/3.2 branch",
      "cherry-pick 9023c39 to release/3.0 in oak/platform-core",
      "backport the CVE fix c200661 in pine/mobile-app onto 2.3-stable",
      "the fix fccd268 landed on main in quartzite/etl; apply that same commit to hotfix/1.8.1 too",
      "dry-run a cherry-pick of a29a0d3 onto release/0.5 in reed/search-api",
    ],
    notes: dryRunNotes("cherry-pick"),
  }),
  defineAction({
    id: "repository.commit_revert",
    title: "Revert commit",
    description:
      "Add a new commit to a branch that undoes a given commit (git revert); dry_run=true only checks that it applies. Fails with error_code empty or conflict.",
    method: "POST",
    shape: SHAPES.commit,
    path: "/projects/{project_id}/repository/commits/{sha}/revert",
    params: () =>
      z.object({
        project_id: projectId,
        sha: z.string().min(1).describe("SHA of the commit to revert."),
        branch: z.string().min(1).describe("Branch to add the revert commit to."),
        dry_run: z.boolean().optional().describe("true checks whether the revert applies cleanly without committing."),
      }),
    aliases: ["undo commit", "git revert", "roll back commit"],
    examples: [
      "revert commit 3f2a9c1 on main",
      "undo commit a1b2c3d4",
      "roll back the bad commit 9e8d7c6 on develop",
      "git revert 5e4f3a2 in acme/platform/auth",
      "can commit 77aa21f be reverted cleanly? dry run",
      "create a revert commit for 0c9b8a7 on release/2.3",
      "back out the change 4b5c6d7 that broke the login",
      "reverse the effects of commit 1122aab on master",
      "revrt c0ffee1 on main",
      "undo the last commit on main with a revert commit, no force push",
      "roll back commit 8f7e6d5, it broke prod",
      "revert https://gitlab.example.com/acme/web/-/commit/2a3b4c5 on main",
      "hey, that SHA deadbee in shop/storefront was a mistake, can you revert it on develop?",
      "revert 47301ef on main in sage/admin",
      "git revert 56e64dc on develop of thistle/cli, it broke the build",
      "undo the merge commit 3cd6089 in umber/infra on main by adding a revert commit",
      "check if reverting 065c314 in vale/marketplace would conflict, dry run",
    ],
    notes: dryRunNotes("revert"),
  }),
];
