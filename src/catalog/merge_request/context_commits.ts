/**
 * Merge request context commits (GitLab Merge request context commits API): previously merged commits
 * shown in a merge request for context. They change nothing in any branch (merge_request.commits lists the
 * source branch's own commits; repository.commit_cherry_pick copies a commit onto a branch).
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { MR_PATH, mrParams } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

/** GitLab refuses a POST with more (API::MergeRequests::CONTEXT_COMMITS_POST_LIMIT). */
export const CONTEXT_COMMITS_ADD_MAX = 20;
/** GitLab sets no limit on removal; this server's cap keeps the query string short. */
export const CONTEXT_COMMITS_REMOVE_MAX = 100;

/** A commit SHA: abbreviated (7+) or full (40 for SHA-1, 64 for SHA-256), hex only; a refusal quotes the value. */
const contextSha = z.string().regex(/^[0-9a-fA-F]{7,64}$/, {
  error: (issue) =>
    `must be a commit SHA of 7 to 64 hex characters (0-9, a-f), e.g. "6d394385", got ${
      JSON.stringify(issue.input)?.slice(0, 70)
    }`,
});

/** The `commits` param: 1 to `max` SHAs. */
function shaList(max: number, what: string) {
  return z.array(contextSha).min(1, "needs at least one commit SHA").max(max).describe(
    `${what}: 1 to ${max} commit SHAs (full 40-character SHAs are safest), e.g. ["6d394385cf567f80a8fd85055db1ab4c5295806f"].`,
  );
}

/** GitLab answers a duplicated SHA with "one or more context commits' sha is not valid": say which. */
function noDuplicates(params: Record<string, unknown>): string | undefined {
  const shas = (params.commits as string[]).map((s) => s.toLowerCase());
  const twice = shas.find((s, i) => shas.indexOf(s) !== i);
  return twice === undefined ? undefined : `commits lists ${twice} twice; send each SHA once`;
}

export const mergeRequestContextCommitActions = [
  defineAction({
    id: "merge_request.context_commits_list",
    title: "List merge request context commits",
    description:
      "List a merge request's context commits: previously merged commits added to it for context (shown as previously merged commits), not the source branch's own commits (merge_request.commits).",
    method: "GET",
    shape: SHAPES.commit,
    path: `${MR_PATH}/context_commits`,
    kind: "list",
    params: () => mrParams,
    aliases: ["context commits", "previously merged commits", "MR context"],
    examples: [
      "list the context commits of !318 in acme/web",
      "which previously merged commits were added to merge request !42 for context?",
      "show the context commits on MR !77 in mobile/android",
      "what extra commits from earlier MRs does !640 show as context?",
      "context commits for PR 1203 in billing, not its own commits",
      "does !88 in web-shop have any context commits?",
      "list commits attached as context to merge request !230 in infra/k8s",
      "which SHAs are context commits in MR !12?",
      "show the contxt commits of pull request !909 in data/etl",
      "previously merged commits shown on !55 in acme/cli",
      "which earlier merged commits are listed as context on MR !73 in acme/portal?",
      "MR context commits of !219 in platform/payments",
      "list context commits on merge request !512 in orbit/android",
      "which previously merged commits are attached as context to MR !301 in quartz/backend?",
      "show the context commits of PR !61 in ridge/tf-modules",
      "are there context commits on !14 in zinc/runbooks?",
    ],
    summary: ["short_id", "title", "author_name", "committed_date"],
  }),
  defineAction({
    id: "merge_request.context_commits_add",
    title: "Add merge request context commits",
    description:
      `Add previously merged commits to a merge request as context commits (up to ${CONTEXT_COMMITS_ADD_MAX} SHAs per call), so reviewers see the earlier changes it builds on. Changes no branch; to copy a commit onto a branch use repository.commit_cherry_pick.`,
    method: "POST",
    shape: SHAPES.commit,
    path: `${MR_PATH}/context_commits`,
    params: () => mrParams.extend({ commits: shaList(CONTEXT_COMMITS_ADD_MAX, "Commits to add as context") }),
    check: noDuplicates,
    aliases: ["add context commits", "include previously merged commits", "add context to MR"],
    examples: [
      "add commit 6d394385 to !318 in acme/web as a context commit",
      "add the previously merged commits 3f2a9c1 and 9e8d7c6 to merge request !42 for context",
      "MR !77 in mobile/android builds on !70, add that MR's commit a1b2c3d4 as context",
      "attach commit 5e4f3a2 as context to PR 640 in mobile/ios, don't cherry-pick it",
      "add context commits 77aa21f, 0c9b8a7 to merge request !1203 in billing",
      "let reviewers of !88 in web-shop also see the earlier merged commit 4b5c6d7: add it as context",
      "add previously merged commit 1122aab to MR !230 in infra/k8s",
      "context commit c0ffee1 should be part of !12's review in docs-site, add it",
      "add commit 8f7e6d5 to merge request !909 in data/etl as a context commit",
      "add contex commit 2a3b4c5 to MR !55 in acme/cli",
      "include already-merged commit b4c5d6e in pull request !73 in acme/portal as context",
      "add context commits to !219 in platform/payments: 7d1e2f3 and 6104942",
      "add commit 9b1c2d3 as a context commit to merge request !512 in orbit/android",
      "attach the previously merged commits e4f5a6b and 1c2d3e4 to MR !301 in quartz/backend as context",
      "add context commit 5f6a7b8 to PR !61 in ridge/tf-modules",
      "reviewers of !14 in zinc/runbooks need to see the earlier merged commit 0a1b2c3, add it as context",
    ],
    summary: ["short_id", "title", "author_name", "committed_date"],
  }),
  defineAction({
    id: "merge_request.context_commits_remove",
    title: "Remove merge request context commits",
    description:
      "Remove context commits (previously merged commits added for context) from a merge request by SHA. The commits stay in the repository; only their link to the merge request goes. Does not touch the source branch's own commits.",
    method: "DELETE",
    path: `${MR_PATH}/context_commits`,
    params: () => mrParams.extend({ commits: shaList(CONTEXT_COMMITS_REMOVE_MAX, "Context commits to remove") }),
    check: noDuplicates,
    // context_commits_add puts them back: nothing is lost.
    aliases: ["remove context commits", "delete context commits", "unlink previously merged commits"],
    examples: [
      "remove context commit 6d394385 from !318 in acme/web",
      "delete the context commits 3f2a9c1 and 9e8d7c6 from merge request !42",
      "MR !77 in mobile/android no longer needs a1b2c3d4 as context, remove it",
      "unlink the previously merged commit 5e4f3a2 from PR 640 in mobile/ios",
      "remove context commits 77aa21f, 0c9b8a7 from merge request !1203 in billing",
      "remove the earlier merged commit 4b5c6d7 from !88's context in web-shop",
      "remove previously merged commit 1122aab from MR !230 in infra/k8s",
      "c0ffee1 shouldn't be a context commit on !12 in docs-site anymore, delete it",
      "detach context commit 8f7e6d5 from merge request !909 in data/etl",
      "reomve context commit 2a3b4c5 from MR !55 in acme/cli",
      "remove the context commit b4c5d6e from pull request !73 in acme/portal, the branch stays as is",
      "remove context commits 7d1e2f3 and 6104942 from !219 in platform/payments",
      "remove context commit 9b1c2d3 from merge request !512 in orbit/android",
      "detach the context commits e4f5a6b and 1c2d3e4 from MR !301 in quartz/backend",
      "delete context commit 5f6a7b8 from PR !61 in ridge/tf-modules",
      "0a1b2c3 is no longer needed as context on !14 in zinc/runbooks, remove it",
    ],
  }),
];
