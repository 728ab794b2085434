/** Repository commits (GitLab Commits API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, optional, projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";

const sha = z.string().min(1).describe("Commit SHA (full or short), or a branch or tag name for its latest commit.");
const COMMIT_SUMMARY = ["id", "title", "author_name", "committed_date", "parent_ids", "stats", "status", "web_url"];

/** Flags diff entries GitLab shortened or left empty because of its diff limits. */
export function diffNotes(diffs: unknown): string[] {
  if (!Array.isArray(diffs)) return [];
  const cut = diffs.filter((d) =>
    d && typeof d === "object" &&
    ((d as Record<string, unknown>).too_large === true || (d as Record<string, unknown>).collapsed === true ||
      (d as Record<string, unknown>).diff === "")
  ).map((d) => String((d as Record<string, unknown>).new_path ?? (d as Record<string, unknown>).old_path));
  return cut.length
    ? [
      `Diff left out or empty for ${cut.length} file(s) (GitLab diff limits, or a binary/mode-only change): ${
        cut.slice(0, 10).join(", ")
      }${cut.length > 10 ? ", …" : ""}. Read those files with repository.file_raw at each ref.`,
    ]
    : [];
}

const fileAction = z.object({
  action: z.enum(["create", "delete", "move", "update", "chmod"]).describe("What to do with the file."),
  file_path: z.string().min(1).describe('Full path of the file, e.g. "lib/class.rb" (for move: the new path).'),
  content: z.string().optional().describe(
    "New file content; required for create and update, optional for move (keeps the old content if left out).",
  ),
  previous_path: z.string().optional().describe("For move: the file's current path."),
  encoding: z.enum(["text", "base64"]).optional().describe('How content is encoded (default "text").'),
  last_commit_id: z.string().optional().describe(
    "For update, move, delete: the file's last known commit SHA; the commit fails if the file changed since.",
  ),
  execute_filemode: z.boolean().optional().describe("For chmod: true sets the executable flag, false clears it."),
});

export const repositoryCommitActions = [
  defineAction({
    id: "repository.commit_list",
    title: "List commits",
    description:
      "List a project's commits, newest first: on a branch, tag or range (ref_name), touching a path, by an author, or in a time window.",
    method: "GET",
    shape: SHAPES.commit,
    path: "/projects/{project_id}/repository/commits",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        ref_name: z.string().optional().describe(
          'Branch, tag or revision range, e.g. "main" or "v1.0..main" (default: the default branch).',
        ),
        since: optional(isoTime("Only commits on or after this time")),
        until: optional(isoTime("Only commits on or before this time")),
        path: z.string().optional().describe('Only commits that touch this file or directory, e.g. "src/app.ts".'),
        author: z.string().optional().describe("Only commits whose author name or email matches this text."),
        with_stats: z.boolean().optional().describe("true adds additions/deletions stats to each commit."),
        first_parent: z.boolean().optional().describe("true follows only the first parent of merge commits."),
        all: z.boolean().optional().describe("true lists commits from every branch and tag (ignores ref_name)."),
        order: z.enum(["default", "topo"]).optional().describe("default: reverse chronological; topo: topological."),
        trailers: z.boolean().optional().describe("true adds the Git trailers of each commit (e.g. Signed-off-by)."),
      }),
    aliases: ["git log", "history", "commit history", "recent commits"],
    examples: [
      "list commits on main in meadow/cms",
      "git log for prism/observability",
      "show recent commits by alice",
      "what changed in src/auth/ last week? list the commits",
      "list the commits between v1.3.0 and v1.4.0",
      "show the commit history of package.json",
      "list commits on the develop branch since 2026-11-01",
      "who committed to iris/chatbot yesterday? show the commits",
      "list the commits pushed to feature/search today",
      "comit history for README.md",
      "what commits landed on release/2.3 this month?",
      "list the last 30 commits on main",
      "commit history of the hotfix-22 branch since Friday",
      "https://gitlab.example.com/acme/web/-/commits/main — list those commits",
      "hey, list the commits @dkowalski pushed to zephyr/scheduler this week",
      "git log main nimbus-io/edge",
      "list commits by @mnovak in opal-team/sdk-go since 2027-01-01",
      "what's been committed to develop in poplar/invoices over the last 3 days? list the commits",
      "list the commits touching tokens/ in quill-hq/editor",
      "commit history of the release/3.0 branch in nimbus-io/edge",
    ],
    summary: ["short_id", "title", "author_name", "committed_date"],
  }),
  defineAction({
    id: "repository.commit_get",
    title: "Get commit",
    description:
      "Get one commit by SHA (or the latest commit of a branch or tag): message, author, parents, stats and its last pipeline.",
    method: "GET",
    shape: SHAPES.commit,
    path: "/projects/{project_id}/repository/commits/{sha}",
    params: () =>
      z.object({
        project_id: projectId,
        sha,
        stats: z.boolean().optional().describe("Include additions/deletions stats (default true)."),
      }),
    aliases: ["show commit", "commit details"],
    examples: [
      "show commit 3f2a9c1",
      "who authored commit a1b2c3d4 and when?",
      "get the latest commit on main: its SHA, author and message",
      "what's the message of commit 9e8d7c6?",
      "did the last pipeline pass for commit 3f2a9c1?",
      "details of https://gitlab.example.com/acme/web/-/commit/5e4f3a2b1c",
      "how many lines did commit 77aa21f add and delete?",
      "parents of the merge commit 0c9b8a7",
      "show the commit at the tip of tag v1.4.2",
      "get commti 4b5c6d7 in orbit/android",
      "show commit 7d1e2f3: author, message and parents",
      "look up SHA b4c5d6e, just the commit metadata, not the diff",
      "who made commit 2a3b4c5 and when? metadata only",
      "hey, what's commit 8f7e6d5 in velvet/marketing about?",
      "get commit 465aef7 in rowan/crm-sync",
      "commit details for ac86d66 in spruce/analytics: author, date, message, parents",
      "who committed c7a644f in tamarack/terraform and what was the commit message?",
      "how many additions and deletions are in commit b12853e of ulmus/vpn? just the commit stats",
      "get the full SHA, author, date and title of commit 3d4e5f6 in rowan/crm-sync",
    ],
    summary: COMMIT_SUMMARY,
  }),
  defineAction({
    id: "repository.commit_diff",
    title: "Get commit diff",
    description:
      "Get the changes a commit made, one entry per changed file with its unified diff hunk. Paginated by file.",
    method: "GET",
    path: "/projects/{project_id}/repository/commits/{sha}/diff",
    kind: "list",
    params: () => z.object({ project_id: projectId, sha }),
    aliases: ["commit changes", "git show", "patch", "changed files"],
    examples: [
      "show the diff of commit 3f2a9c1",
      "what files did commit a1b2c3d4 change?",
      "git show 9e8d7c6",
      "show the patch for commit 5e4f3a2 in tundra/auth-service",
      "what exactly changed in commit 77aa21f?",
      "list the changed files in commit 0c9b8a7",
      "show me the code changes in 4b5c6d7, not just the message",
      "what did commit 1122aab do to src/app.ts?",
      "commit dif for 8f7e6d5",
      "show me the changes introduced by commit c0ffee1",
      "diff of the version bump commit deadbee in finance/payroll-api",
      "what changed in commit 2a3b4c5? show the diff",
      "diff of commit 7d1e2f3",
      "show the patch that SHA b4c5d6e introduced, file by file",
      "diff f86dcfa verbena/cms",
      "show the unified diff of commit ea21818 in wisteria/forms",
      "which files changed in commit b904ce6 of xylo/audio, with the hunks?",
      "git show 087413e in yarrow-co/tracker, I want the patch",
      "what lines did commit 3b266f8 change in src/mailer.py?",
    ],
    summary: ["new_path", "old_path", "new_file", "renamed_file", "deleted_file"],
    notes: diffNotes,
  }),
  defineAction({
    id: "repository.commit_create",
    title: "Create commit",
    description:
      "Make one commit that creates, updates, moves, deletes or chmods several files at once on a branch (give start_branch or start_sha to create the branch).",
    method: "POST",
    shape: SHAPES.commit,
    path: "/projects/{project_id}/repository/commits",
    params: () =>
      z.object({
        project_id: projectId,
        branch: z.string().min(1).describe("Branch to commit to; with start_branch/start_sha it is created first."),
        commit_message: z.string().min(1).describe("Commit message."),
        actions: z.array(fileAction).min(1).describe("The file changes, applied in order in one commit."),
        start_branch: z.string().optional().describe("Existing branch to start a new `branch` from."),
        start_sha: z.string().optional().describe("Commit SHA to start a new `branch` from."),
        author_email: z.string().optional().describe("Commit author's email (default: the token's user)."),
        author_name: z.string().optional().describe("Commit author's name (default: the token's user)."),
        start_project: z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
          "Project (ID or path) of a fork's upstream to start the new branch from, with start_branch or start_sha.",
        ),
        stats: z.boolean().optional().describe("Include commit stats (default true)."),
        force: z.boolean().optional().describe(
          "true overwrites the target branch with a new commit based on start_branch or start_sha (history on it is lost).",
        ),
      }),
    aliases: ["multi-file commit", "batch commit", "push changes", "commit files"],
    examples: [
      "commit these three files to main in one commit",
      "on branch feature/rename, move src/old.ts to src/new.ts and update index.ts in one commit",
      "push a commit that deletes tmp/cache.json and adds a .gitignore",
      "make a single commit with updates to package.json and package-lock.json",
      "commit changes to several files on a new branch fix/deps from develop",
      "batch commit: add docs/a.md and docs/b.md, delete docs/old.md",
      "rename config.yml to config.yaml and commit it",
      "make scripts/build.sh and scripts/test.sh executable in one commit",
      "apply this multi-file change as one commit on main",
      "commit the generated files to branch gen/update in atlas/infra",
      "create a commmit with changes to 4 files",
      "make one commit on main that adds, moves and deletes several files",
      "commit a multi-file change set to feature/dark-mode with message 'Theme tokens'",
      "create a commit with actions: create src/a.ts, delete src/b.ts",
      "commit two files to main in zinnia/shop: add src/a.py and update src/b.py",
      "in one commit on develop of birch/notify: delete setup.cfg, update pyproject.toml, add MANIFEST.in",
      "push a multi-file commit with the translated strings files to a new branch i18n from main in cedar/gateway-api",
      "move tokens/old/*.json to tokens/ and update index.json in a single commit in dune/ranker",
    ],
    summary: COMMIT_SUMMARY,
  }),
  defineAction({
    id: "repository.commit_refs",
    title: "List commit refs",
    description: "List the branches and/or tags that contain a commit (where it was pushed or merged to).",
    method: "GET",
    path: "/projects/{project_id}/repository/commits/{sha}/refs",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        sha: z.string().min(1).describe("Commit SHA."),
        type: z.enum(["branch", "tag", "all"]).optional().describe("Which refs to list (default all)."),
      }),
    aliases: ["branches containing commit", "tags containing commit", "git branch --contains"],
    examples: [
      "which branches contain commit 3f2a9c1?",
      "is commit a1b2c3d4 in any tag?",
      "was 9e8d7c6 merged into main?",
      "list the tags that include commit 5e4f3a2",
      "git branch --contains 77aa21f",
      "which version tags shipped commit 0c9b8a7?",
      "where was commit 4b5c6d7 pushed to?",
      "did the fix 1122aab make it into release/2.3?",
      "find every branch and tag containing c0ffee1",
      "which brnches have commit 8f7e6d5",
      "is the hotfix commit deadbee on the stable branch yet?",
      "is 2a3b4c5 in any branch yet?",
      "list the branches and tags containing commit 7d1e2f3",
      "which refs already include SHA b4c5d6e? just list them",
      "which branches and tags contain 50f1578 in ember-labs/ui?",
      "has commit b5c72dc been released, i.e. is it in any tag of flint/payments?",
      "on which branches is 4ee60ca present in gale/telemetry?",
      "git tag --contains ea63367 in hatch/onboarding",
    ],
    summary: ["type", "name"],
  }),
];
