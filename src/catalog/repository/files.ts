/** Repository tree and files (GitLab Repositories API tree, Repository files API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { optional, projectId, ref } from "../fields.ts";

const filePath = z.string().min(1).describe(
  'Full path of the file inside the repository, unencoded, e.g. "src/app.ts" (it is URL-encoded for you).',
);
const branch = z.string().min(1).describe("Branch to commit the change to.");
const commitMessage = z.string().min(1).describe("Commit message for the change.");
const startBranch = z.string().min(1).describe(
  "Existing branch to start from when `branch` does not exist yet; GitLab creates `branch` from it.",
);
const authorEmail = z.string().describe("Commit author's email (default: the token's user).");
const authorName = z.string().describe("Commit author's name (default: the token's user).");
const encoding = z.enum(["text", "base64"]).describe(
  'How `content` is encoded (default "text"; use base64 for binary).',
);
const content = z.string().describe("The complete new content of the file.");
const executeFilemode = z.boolean().describe("true sets the file's executable flag, false clears it.");

interface BlameRange {
  commit?: { id?: string; author_name?: string; authored_date?: string };
  lines?: unknown[];
}

/** One line per blame range: which commit wrote how many lines. */
function blameNotes(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  const ranges = data as BlameRange[];
  const total = ranges.reduce((n, r) => n + (Array.isArray(r.lines) ? r.lines.length : 0), 0);
  const shown = ranges.slice(0, 30).map((r) => {
    const c = r.commit ?? {};
    const lines = Array.isArray(r.lines) ? r.lines : [];
    const first = String(lines[0] ?? "").trim().slice(0, 60);
    return `${String(c.id ?? "").slice(0, 8)} ${c.author_name ?? "?"} ${
      String(c.authored_date ?? "").slice(0, 10)
    }: ${lines.length} line(s)${first ? `, from "${first}"` : ""}`;
  });
  const more = ranges.length > shown.length ? [`…and ${ranges.length - shown.length} more range(s)`] : [];
  return [`${ranges.length} blame range(s) covering ${total} line(s), in file order:`, ...shown, ...more];
}

export const repositoryFileActions = [
  defineAction({
    id: "repository.tree",
    title: "List repository tree",
    description:
      "List files and directories at a path of a project's repository (like git ls-tree); recursive=true walks subdirectories. Use it to find file paths before reading them.",
    method: "GET",
    path: "/projects/{project_id}/repository/tree",
    kind: "list",
    params: z.object({
      project_id: projectId,
      path: z.string().optional().describe('Directory inside the repository, e.g. "src/lib" (default: the root).'),
      ref: ref.optional().describe("Branch, tag or commit SHA to read (default: the default branch)."),
      recursive: z.boolean().optional().describe("true lists every file and directory below the path (default false)."),
    }),
    aliases: ["ls files", "directory listing", "browse repository", "folder contents"],
    summary: ["type", "path"],
  }),
  defineAction({
    id: "repository.file_get",
    title: "Get file metadata",
    description:
      "Get one file's metadata (size, blob SHA, last commit) and its content as base64 at a ref. To read the text, use repository.file_raw instead.",
    method: "GET",
    path: "/projects/{project_id}/repository/files/{file_path}",
    params: z.object({
      project_id: projectId,
      file_path: filePath,
      ref: ref.describe('Branch, tag or commit SHA to read; "HEAD" means the default branch.'),
    }),
    aliases: ["file info", "blob metadata", "last commit of file"],
    summary: ["file_path", "size", "ref", "blob_id", "last_commit_id", "encoding", "execute_filemode"],
    notes: (data) =>
      data && typeof data === "object" && (data as Record<string, unknown>).encoding === "base64"
        ? ["content is base64-encoded; use repository.file_raw to read the file as text."]
        : [],
  }),
  defineAction({
    id: "repository.file_raw",
    title: "Read file",
    description:
      "Read a file's contents as plain text at a branch, tag or commit, a window of lines at a time (start_line/max_lines). The usual way to read source code.",
    method: "GET",
    path: "/projects/{project_id}/repository/files/{file_path}/raw",
    kind: "text",
    params: z.object({
      project_id: projectId,
      file_path: filePath,
      ref: ref.optional().describe("Branch, tag or commit SHA to read (default: HEAD of the default branch)."),
      lfs: z.boolean().optional().describe("true returns a Git LFS file's contents instead of its pointer."),
    }),
    aliases: ["cat file", "view file", "file contents", "read source", "open file"],
  }),
  defineAction({
    id: "repository.file_blame",
    title: "Get file blame",
    description:
      "Show which commit last changed each line of a file (git blame) at a ref, as ranges of consecutive lines with their commit. The whole file is returned.",
    method: "GET",
    path: "/projects/{project_id}/repository/files/{file_path}/blame",
    params: z.object({
      project_id: projectId,
      file_path: filePath,
      ref: ref.describe('Branch, tag or commit SHA to blame at; "HEAD" means the default branch.'),
    }),
    aliases: ["git blame", "annotate", "who changed line", "line history"],
    notes: blameNotes,
  }),
  defineAction({
    id: "repository.file_create",
    title: "Create file",
    description:
      "Create one new file with a commit on a branch (give start_branch to create the branch too). For several files in one commit use repository.commit_create.",
    method: "POST",
    path: "/projects/{project_id}/repository/files/{file_path}",
    params: z.object({
      project_id: projectId,
      file_path: filePath,
      branch,
      content,
      commit_message: commitMessage,
      encoding: optional(encoding),
      start_branch: optional(startBranch),
      author_email: optional(authorEmail),
      author_name: optional(authorName),
      execute_filemode: optional(executeFilemode),
    }),
    aliases: ["add file", "new file", "commit file", "upload file"],
  }),
  defineAction({
    id: "repository.file_update",
    title: "Update file",
    description:
      "Replace one existing file's content with a commit on a branch. Pass last_commit_id (from repository.file_get) to fail instead of overwriting someone else's newer change.",
    method: "PUT",
    path: "/projects/{project_id}/repository/files/{file_path}",
    params: z.object({
      project_id: projectId,
      file_path: filePath,
      branch,
      content,
      commit_message: commitMessage,
      last_commit_id: z.string().optional().describe(
        "The file's last commit SHA you based the edit on; GitLab rejects the update if the file changed since.",
      ),
      encoding: optional(encoding),
      start_branch: optional(startBranch),
      author_email: optional(authorEmail),
      author_name: optional(authorName),
      execute_filemode: optional(executeFilemode),
    }),
    aliases: ["edit file", "modify file", "change file", "overwrite file"],
  }),
  defineAction({
    id: "repository.file_delete",
    title: "Delete file",
    description:
      "Delete one file from a branch with a commit. The file stays in history but is gone from the branch; to delete several files at once use repository.commit_create.",
    method: "DELETE",
    path: "/projects/{project_id}/repository/files/{file_path}",
    params: z.object({
      project_id: projectId,
      file_path: filePath,
      branch,
      commit_message: commitMessage,
      start_branch: optional(startBranch),
      author_email: optional(authorEmail),
      author_name: optional(authorName),
    }),
    destructive: true,
    aliases: ["remove file", "rm file"],
  }),
];
