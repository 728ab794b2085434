/** Repository commits (GitLab Commits API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, optional, projectId } from "../fields.ts";

const sha = z.string().min(1).describe("Commit SHA (full or short), or a branch or tag name for its latest commit.");
const commitSha = z.string().min(1).describe("SHA (full or short) of the commit to apply.");
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

/** A dry-run cherry-pick or revert answers only `{dry_run: "success"}`. */
function dryRunNotes(what: string): (data: unknown) => string[] {
  return (data) =>
    data && typeof data === "object" && (data as Record<string, unknown>).dry_run === "success"
      ? [`Dry run: the ${what} applies cleanly; nothing was committed. Run again without dry_run to commit it.`]
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
    path: "/projects/{project_id}/repository/commits",
    kind: "list",
    params: z.object({
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
    }),
    aliases: ["git log", "history", "commit history", "recent commits"],
    summary: ["short_id", "title", "author_name", "committed_date"],
  }),
  defineAction({
    id: "repository.commit_get",
    title: "Get commit",
    description:
      "Get one commit by SHA (or the latest commit of a branch or tag): message, author, parents, stats and its last pipeline.",
    method: "GET",
    path: "/projects/{project_id}/repository/commits/{sha}",
    params: z.object({
      project_id: projectId,
      sha,
      stats: z.boolean().optional().describe("Include additions/deletions stats (default true)."),
    }),
    aliases: ["show commit", "commit details"],
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
    params: z.object({ project_id: projectId, sha }),
    aliases: ["commit changes", "git show", "patch", "changed files"],
    summary: ["new_path", "old_path", "new_file", "renamed_file", "deleted_file"],
    notes: diffNotes,
  }),
  defineAction({
    id: "repository.commit_create",
    title: "Create commit",
    description:
      "Make one commit that creates, updates, moves, deletes or chmods several files at once on a branch (give start_branch or start_sha to create the branch).",
    method: "POST",
    path: "/projects/{project_id}/repository/commits",
    params: z.object({
      project_id: projectId,
      branch: z.string().min(1).describe("Branch to commit to; with start_branch/start_sha it is created first."),
      commit_message: z.string().min(1).describe("Commit message."),
      actions: z.array(fileAction).min(1).describe("The file changes, applied in order in one commit."),
      start_branch: z.string().optional().describe("Existing branch to start a new `branch` from."),
      start_sha: z.string().optional().describe("Commit SHA to start a new `branch` from."),
      author_email: z.string().optional().describe("Commit author's email (default: the token's user)."),
      author_name: z.string().optional().describe("Commit author's name (default: the token's user)."),
    }),
    aliases: ["multi-file commit", "batch commit", "push changes", "commit files"],
    summary: COMMIT_SUMMARY,
  }),
  defineAction({
    id: "repository.commit_refs",
    title: "List commit refs",
    description: "List the branches and/or tags that contain a commit (where it was pushed or merged to).",
    method: "GET",
    path: "/projects/{project_id}/repository/commits/{sha}/refs",
    kind: "list",
    params: z.object({
      project_id: projectId,
      sha: z.string().min(1).describe("Commit SHA."),
      type: z.enum(["branch", "tag", "all"]).optional().describe("Which refs to list (default all)."),
    }),
    aliases: ["branches containing commit", "tags containing commit", "git branch --contains"],
    summary: ["type", "name"],
  }),
  defineAction({
    id: "repository.commit_cherry_pick",
    title: "Cherry-pick commit",
    description:
      "Cherry-pick a commit onto a branch as a new commit; dry_run=true only checks that it applies. Fails with error_code empty or conflict.",
    method: "POST",
    path: "/projects/{project_id}/repository/commits/{sha}/cherry_pick",
    params: z.object({
      project_id: projectId,
      sha: commitSha,
      branch: z.string().min(1).describe("Branch to add the cherry-picked commit to."),
      dry_run: z.boolean().optional().describe("true checks whether it applies cleanly without committing."),
      message: z.string().optional().describe("Custom message for the new commit (default: the original's)."),
    }),
    aliases: ["cherry pick", "backport", "port commit"],
    notes: dryRunNotes("cherry-pick"),
  }),
  defineAction({
    id: "repository.commit_revert",
    title: "Revert commit",
    description:
      "Add a new commit to a branch that undoes a given commit (git revert); dry_run=true only checks that it applies. Fails with error_code empty or conflict.",
    method: "POST",
    path: "/projects/{project_id}/repository/commits/{sha}/revert",
    params: z.object({
      project_id: projectId,
      sha: z.string().min(1).describe("SHA of the commit to revert."),
      branch: z.string().min(1).describe("Branch to add the revert commit to."),
      dry_run: z.boolean().optional().describe("true checks whether the revert applies cleanly without committing."),
    }),
    aliases: ["undo commit", "git revert", "roll back commit"],
    notes: dryRunNotes("revert"),
  }),
];
