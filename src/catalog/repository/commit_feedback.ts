/** What others say about a commit (GitLab Commits API): external CI statuses and commit comments. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { optional, pipelineId, projectId } from "../fields.ts";

const sha = z.string().min(1).describe("Commit SHA (full or short), or a branch or tag name for its latest commit.");
/** GitLab matches statuses on the exact SHA: a short SHA or a branch name would list nothing. */
const FULL_SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/i;
const fullSha = z.string().min(1).describe(
  "The full 40-character commit SHA (GitLab matches statuses on it exactly; a short SHA or branch lists nothing). Get it from repository.commit_get or branch.get.",
);
function shortShaProblem(p: Record<string, unknown>): string | undefined {
  if (FULL_SHA.test(String(p.sha))) return undefined;
  return 'param "sha" must be the full 40-character commit SHA, which GitLab matches statuses on exactly (a short SHA or a branch lists nothing): get it with repository.commit_get or branch.get';
}
const STATUS_SUMMARY = ["id", "name", "status", "ref", "description", "target_url", "allow_failure", "finished_at"];
const COMMENT_SUMMARY = ["note", "path", "line", "line_type", "created_at"];

export const commitFeedbackActions = [
  defineAction({
    id: "repository.commit_statuses",
    title: "List commit statuses",
    description:
      "List the pipeline job and external CI statuses (checks) reported on a commit: name, state, target_url. Only the latest per name unless all is true. For a whole pipeline use pipeline.get.",
    method: "GET",
    path: "/projects/{project_id}/repository/commits/{sha}/statuses",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        sha: fullSha,
        ref: z.string().min(1).optional().describe(
          "Only statuses for this branch or tag (default: the default branch).",
        ),
        stage: z.string().min(1).optional().describe('Only statuses of this stage, e.g. "test".'),
        name: z.string().min(1).optional().describe('Only statuses with this name, e.g. "bundler:audit" or "jenkins".'),
        pipeline_id: optional(pipelineId),
        all: z.boolean().optional().describe("Every status, not only the latest per name (default false)."),
      }),
    check: shortShaProblem,
    summary: STATUS_SUMMARY,
    aliases: ["commit checks", "build status", "external ci status", "status checks"],
    examples: [
      "what statuses are reported on commit 18f3e63d in wren/crm?",
      "list the CI statuses on the head commit of main",
      "did jenkins report success for commit a1b2c3d?",
      "show all commit statuses for sha 6104942, including older ones",
      "which statuses failed on commit 9f8e7d6 in health/patient-portal?",
      "list commit statuses named 'sonarqube' on 18f3e63d",
      "GitHub-style checks for commit deadbeef in zinc/runbooks: list them",
      "statuses of the test stage for commit c0ffee1",
      "show the build statuses reported for the latest commit on release/2.4",
      "lits commit statuses for abc1234",
      "what did the external CI report about commit 77aa88b?",
      "https://gitlab.example.com/acme/web/-/commit/18f3e63d — which checks ran on it and what state are they in?",
      "hey, is the sonarqube status on commit 5e6f7a8 green or red?",
      "get the list of external check results on commit 0a1b2c3 in retail/pos-sync",
      "list commit statuses for 6e80a9c in willowbrook/portal",
      "which external checks (jenkins, sonar, codecov) reported on commit 222670b in yew/graphql, and in what state?",
      "show every status ever posted on sha be4f4c5 in zest/checkout, all of them not just the latest",
      "what state is the 'deploy-preview' check in on commit 4977656 in acorn/devtools?",
    ],
  }),
  defineAction({
    id: "repository.commit_status_set",
    title: "Set commit status",
    description:
      "Report an external check's state on a commit (pending, running, success, failed, canceled, skipped), as a CI system would; it shows in the commit's pipeline and merge requests. Same name updates the status.",
    method: "POST",
    path: "/projects/{project_id}/statuses/{sha}",
    params: () =>
      z.object({
        project_id: projectId,
        sha: z.string().min(1).describe("Full SHA of the commit to report on."),
        state: z.enum(["pending", "running", "success", "failed", "canceled", "skipped"]).describe(
          "The check's state.",
        ),
        name: z.string().min(1).optional().describe(
          'Label of the check, e.g. "jenkins" or "lint" (default "default").',
        ),
        ref: z.string().min(1).optional().describe("Branch or tag the commit is on (default: the first branch found)."),
        target_url: z.string().url().optional().describe("Link to the check's details, e.g. the external build page."),
        description: z.string().optional().describe("Short description of the state."),
        coverage: z.number().min(0).max(100).optional().describe("Total code coverage in percent."),
        pipeline_id: optional(pipelineId.describe("Pipeline to attach the status to, when several run on the commit.")),
      }),
    summary: STATUS_SUMMARY,
    aliases: ["post commit status", "report build status", "create status check", "external ci status"],
    examples: [
      "mark commit 18f3e63d in opal/tools as success for the 'jenkins' check",
      "set status pending on sha 6104942 named lint",
      "report a failed deploy-check status on commit a1b2c3d with link https://ci.example.com/b/91",
      "post a GitHub-style commit status 'security-scan: success' to deadbeef",
      "set the external build status for commit 9f8e7d6 to running",
      "set the sonarqube status on c0ffee1 to failed, description 'quality gate failed'",
      "report 87.5% coverage for commit 77aa88b as a success status",
      "set the 'e2e' status on commit abc1234 to canceled",
      "mark the 'perf' status on the head commit of !318 as skipped",
      "cretate a commit status success for 123abcd",
      "update the jenkins status on commit 18f3e63d to success",
      "our Buildkite run passed, post a green status to commit 5e6f7a8 in wren/crm",
      "hey, can you flip the 'license-check' status on 0a1b2c3 to failed?",
      "send a pending status named 'deploy-preview' for sha 4d5e6f7 on ref feature/login",
      "set commit status success on cf2d133 in bramble/reports, name 'ci/jenkins'",
      "create a 'sonar' commit status with state failed on 187c8df in clover/chat",
      "our Jenkins job for delta-ops/k8s finished; report success for the check 'ios-build' on 95247f2 with target_url https://jenkins.example.com/job/ios/88",
      "write a pending status 'visual-tests' on the head commit of feature/otp in elm/web-shop",
    ],
  }),
  defineAction({
    id: "repository.commit_comments",
    title: "List commit comments",
    description:
      "List the comments on a commit (general ones and ones on a diff line, with path and line). For merge request threads use mr_review.discussion_list.",
    method: "GET",
    path: "/projects/{project_id}/repository/commits/{sha}/comments",
    kind: "list",
    params: () => z.object({ project_id: projectId, sha }),
    summary: COMMENT_SUMMARY,
    aliases: ["commit notes", "comments on commit"],
    examples: [
      "show comments on commit 18f3e63d in acme/platform/auth",
      "what did people say about commit a1b2c3d in the comments?",
      "list the comments on the latest commit of main",
      "any review comments on sha 6104942?",
      "read the comments on commit 9f8e7d6 in shop/storefront",
      "comments left on commit deadbeef, not on the MR",
      "show line comments on commit c0ffee1",
      "list commit commnets for abc1234",
      "who commented on commit 77aa88b?",
      "get all comments on the release commit of v2.4.0",
      "https://gitlab.example.com/acme/web/-/commit/5e6f7a8 — list the comments people left",
      "hey, did anyone leave feedback on commit 0a1b2c3 in northwind/orders? show the comments",
      "list comments on commit 866028d in fern/notebook",
      "were there any notes left on commit e71159b in glade/metrics? show them",
      "read the inline comments on the diff of commit 42b4ea4 in heather/sso",
      "show the discussion on commit 10fb910 in indigo/media (commit comments, there's no MR)",
      "what feedback did reviewers leave on sha 2f29a42? list the commit comments",
    ],
  }),
  defineAction({
    id: "repository.commit_comment_create",
    title: "Comment on commit",
    description:
      "Add a comment to a commit; with path, line and line_type it goes on that line of the commit's diff. For merge request review comments use mr_review.discussion_create.",
    method: "POST",
    path: "/projects/{project_id}/repository/commits/{sha}/comments",
    params: () =>
      z.object({
        project_id: projectId,
        sha: z.string().min(1).describe("SHA of the commit (or a branch or tag name for its latest commit)."),
        note: z.string().min(1).describe("Comment text in Markdown."),
        path: z.string().min(1).optional().describe('File path in the diff to comment on, e.g. "src/app.ts".'),
        line: z.number().int().min(1).optional().describe("Line number in that file; send with path and line_type."),
        line_type: z.enum(["new", "old"]).optional().describe("new (the line after the change) or old (before)."),
      }),
    check: (p) =>
      (p.line !== undefined || p.line_type !== undefined) && p.path === undefined
        ? "line and line_type need path (the file in the commit's diff)"
        : undefined,
    summary: COMMENT_SUMMARY,
    aliases: ["comment commit", "note on commit", "commit review comment"],
    examples: [
      "comment 'nice fix' on commit 18f3e63d in lumen/ios",
      "leave a comment on commit a1b2c3d: this broke the build",
      "add a comment on line 11 of README.md in commit 6104942",
      "comment on commit 9f8e7d6 telling the author the migration needs a rollback",
      "post a comment on the latest commit of main asking for tests",
      "comment on the old line 40 of src/db.ts in commit deadbeef",
      "add a comment on commit c0ffee1 (not an MR): LGTM",
      "write a commit commetn on abc1234 'typo in the message'",
      "flag commit 77aa88b with a new comment: contains a secret, rotate it",
      "add a GitHub-style commit comment to 123abcd",
      "https://gitlab.example.com/acme/web/-/commit/5e6f7a8 — add a comment saying this needs a changelog entry",
      "hey, can you drop a comment on commit 0a1b2c3 in vector/ml-models asking why the test was skipped?",
      "comment on commit 2eb14ab in juniper-labs/ml: 'please add a test'",
      "leave a note on new line 30 of src/mailer.py in commit 2f2d0f0 saying this leaks the password",
      "add a commit comment on cc02223 in kiln/build: superseded by 8daceee",
      "post 'why was this reverted?' as a comment on commit 2092f07 of loam/data-lake (the commit, not a merge request)",
      "I want to tell the author of commit 3ff80b9 in maple-corp/hr that the changelog is missing, add a comment on it",
    ],
  }),
];
