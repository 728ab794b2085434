/** Repository tree and files (GitLab Repositories API tree, Repository files API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { optional, projectId, ref } from "../fields.ts";

export const filePath = z.string().min(1).describe(
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

/** What writing one file takes (create and update alike); `own` params come after the commit message. */
function fileWriteParams(own: z.ZodRawShape) {
  return z.object({
    project_id: projectId,
    file_path: filePath,
    branch,
    content,
    commit_message: commitMessage,
    ...own,
    encoding: optional(encoding),
    start_branch: optional(startBranch),
    author_email: optional(authorEmail),
    author_name: optional(authorName),
    execute_filemode: optional(executeFilemode),
  });
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
    params: () =>
      z.object({
        project_id: projectId,
        path: z.string().optional().describe('Directory inside the repository, e.g. "src/lib" (default: the root).'),
        ref: ref.optional().describe("Branch, tag or commit SHA to read (default: the default branch)."),
        recursive: z.boolean().optional().describe(
          "true lists every file and directory below the path (default false).",
        ),
      }),
    aliases: ["ls files", "directory listing", "browse repository", "folder contents"],
    examples: [
      "list files in granite/ledger",
      "what's in the src/lib directory of lotus/payments-api?",
      "show the repo structure of lumen/ios recursively",
      "ls the root of delta/warehouse on branch develop",
      "browse the docs/ folder at tag v1.4.2",
      "which files are under the tests/ directory in wren/crm?",
      "where is the Dockerfile in sierra/infra-live? list all the files",
      "show the directory tree of the config folder at commit 3f2a9c1",
      "list the folders in the monorepo's packages/ directory",
      "what files does the repository have on main?",
      "list fiels in src/components",
      "list the files and folders in src/ of granite/ledger",
      "https://gitlab.example.com/acme/web/-/tree/main/src",
      "hey, can you show me the folder layout of ridge/tf-modules? top-level directories only",
      "ls src/ in umber/infra",
      "list every file under packages/ recursively in vale/marketplace on branch develop",
      "I'm trying to find where the migrations live in willowbrook/portal, show the folder listing of db/",
      "what directories are at the top level of yew/graphql at tag v0.5.0?",
    ],
    summary: ["type", "path"],
  }),
  defineAction({
    id: "repository.file_get",
    title: "Get file metadata",
    description:
      "Get one file's metadata (size, blob SHA, last commit) and its content as base64 at a ref. To read the text, use repository.file_raw instead.",
    method: "GET",
    path: "/projects/{project_id}/repository/files/{file_path}",
    params: () =>
      z.object({
        project_id: projectId,
        file_path: filePath,
        ref: ref.describe('Branch, tag or commit SHA to read; "HEAD" means the default branch.'),
      }),
    aliases: ["file info", "blob metadata", "last commit of file"],
    examples: [
      "get the metadata of src/app.ts in wren/crm",
      "how big is package-lock.json on main?",
      "what's the blob SHA of README.md at v2.0.0?",
      "last commit id of config/settings.yml on develop",
      "is scripts/deploy.sh executable?",
      "file info for the Dockerfile in fjord/data-pipeline",
      "which commit last touched src/index.js? just the id",
      "get the last_commit_id of docs/api.md before I update it",
      "show the size and encoding of assets/logo.png",
      "check the blob info for go.mod at tag v1.4.2",
      "metadat for lib/utils.rb",
      "last commit id and size of package.json",
      "file metadata for src/app.ts: size, blob id, last commit",
      "get info about README.md on main without its content",
      "file metadata of src/mailer.py in zest/checkout (size, blob_id, last_commit_id)",
      "before I edit pyproject.toml in acorn/devtools, get its last_commit_id on main",
      "what's the blob id and size of Podfile.lock on develop in bramble/reports? no need for the text",
      "stat tokens/colors.json in clover/chat: size, blob SHA, last commit, executable flag",
      "size in bytes of yarn.lock on main in wisteria/forms?",
      "blob metadata of go.sum at tag v1.9.0 in spruce/analytics, I don't need to read the file",
    ],
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
    params: () =>
      z.object({
        project_id: projectId,
        file_path: filePath,
        ref: ref.optional().describe("Branch, tag or commit SHA to read (default: HEAD of the default branch)."),
        lfs: z.boolean().optional().describe("true returns a Git LFS file's contents instead of its pointer."),
      }),
    aliases: ["cat file", "view file", "file contents", "read source", "open file"],
    examples: [
      "show me src/app.ts in granite/ledger",
      "read README.md",
      "cat .gitlab-ci.yml on main",
      "what's in package.json at tag v1.4.2?",
      "open config/database.yml from the develop branch",
      "show lines 100-200 of lib/parser.py",
      "how is the retry logic written in src/http/client.go? show me the file",
      "print the Dockerfile as of commit 3f2a9c1",
      "view docs/setup.md in the docs repo",
      "read the contents of the LFS-tracked file data/seed.csv",
      "show me terraform/main.tf in delta/warehouse",
      "reaad src/main.rs on main",
      "https://gitlab.example.com/acme/web/-/blob/main/src/theme.ts",
      "read the raw text of docs/setup.md on develop",
      "hey, what does our Makefile in ridge/tf-modules look like?",
      "cat src/mailer.py in delta-ops/k8s",
      "show me the source of pico/sdk/client.py in elm/web-shop on develop",
      "I need to understand how we build the app, can you print fastlane/Fastfile from fern/notebook?",
      "read tokens/colors.json at tag v0.5.0 in glade/metrics",
      "open https://gitlab.example.com/mobile/lumen-ios/-/blob/develop/App/AppDelegate.swift",
    ],
  }),
  defineAction({
    id: "repository.file_create",
    title: "Create file",
    description:
      "Create one new file with a commit on a branch (give start_branch to create the branch too). For several files in one commit use repository.commit_create.",
    method: "POST",
    path: "/projects/{project_id}/repository/files/{file_path}",
    params: () => fileWriteParams({}),
    aliases: ["add file", "new file", "commit file", "upload file"],
    examples: [
      "create docs/CONTRIBUTING.md on main with a short guide",
      "add a new file src/utils/slug.ts to branch feature/slugs",
      "commit a .editorconfig to the root of drift/analytics",
      "add an MIT LICENSE file to the repo",
      "create a new executable script scripts/backup.sh on develop",
      "add config/prod.yml on a new branch add-prod-config made from main",
      "add a CODEOWNERS file to opal/tools",
      "create .gitlab-ci.yml in the new project with a basic test job",
      "put a new README.md into heron/mailer",
      "creete file docs/faq.md on main",
      "add one new file, tests/fixtures/user.json, and commit it",
      "add a new file .nvmrc to drift/analytics containing 22",
      "create a single new file docs/adr/0007.md on main",
      "add the new file src/theme.ts to feature/dark-mode",
      "create file src/templates/welcome.html in heather/sso on main",
      "add a new SECURITY.md to indigo/media, commit it to main with message 'Add security policy'",
      "add a brand-new .gitlab/CODEOWNERS file to juniper-labs/ml on a new branch codeowners from main",
      "upload the new single file assets/icon.svg to kiln/build",
    ],
  }),
  defineAction({
    id: "repository.file_update",
    title: "Update file",
    description:
      "Replace one existing file's content with a commit on a branch. Pass last_commit_id (from repository.file_get) to fail instead of overwriting someone else's newer change.",
    method: "PUT",
    path: "/projects/{project_id}/repository/files/{file_path}",
    params: () =>
      fileWriteParams({
        last_commit_id: z.string().optional().describe(
          "The file's last commit SHA you based the edit on; GitLab rejects the update if the file changed since.",
        ),
      }),
    aliases: ["edit file", "modify file", "change file", "overwrite file"],
    examples: [
      "update README.md with the new install steps",
      "change the timeout in config/app.yml to 30 seconds",
      "edit src/version.ts to bump the version to 1.5.0",
      "overwrite .gitlab-ci.yml on branch ci-fix with this content",
      "modify the Dockerfile to use node:22",
      "fix the typo in docs/intro.md and commit it to main",
      "replace the contents of package.json on develop",
      "update CHANGELOG.md on a new branch changelog-1.5 from main",
      "edit the existing .env.example: set LOG_LEVEL=debug",
      "udpate config/settings.yml on staging",
      "change one line in src/app.ts and push it",
      "overwrite config/app.yml on develop with this",
      "update the existing file src/app.ts on main with new content",
      "edit just one file, README.md, and commit it",
      "update src/mailer.py in loam/data-lake with the fix below",
      "bump the version in pyproject.toml of maple-corp/hr to 2.4.1 and commit to main",
      "edit the existing fastlane/Fastfile in nimbus-io/edge: change the scheme name, commit it on develop",
      "overwrite tokens/colors.json in opal-team/sdk-go with this new palette, only that file",
    ],
  }),
  defineAction({
    id: "repository.file_delete",
    title: "Delete file",
    description:
      "Delete one file from a branch with a commit. The file stays in history but is gone from the branch; to delete several files at once use repository.commit_create.",
    method: "DELETE",
    path: "/projects/{project_id}/repository/files/{file_path}",
    params: () =>
      z.object({
        project_id: projectId,
        file_path: filePath,
        branch,
        commit_message: commitMessage,
        start_branch: optional(startBranch),
        author_email: optional(authorEmail),
        author_name: optional(authorName),
        last_commit_id: z.string().optional().describe(
          "The file's last known commit ID: GitLab refuses the delete if the file changed since (optimistic locking).",
        ),
      }),
    destructive: true,
    aliases: ["remove file", "rm file"],
    examples: [
      "delete src/legacy.js",
      "remove the file docs/old-guide.md from main",
      "rm config/unused.yml on develop",
      "delete the obsolete Jenkinsfile from vector/ml-models",
      "get rid of .travis.yml in health/patient-portal",
      "remove scripts/tmp.sh with commit message 'cleanup'",
      "delete the single file tests/fixtures/big.json on branch cleanup",
      "drop the deprecated README_OLD.md from the repo",
      "deelte the file src/debug.ts",
      "remove the leaked secrets.env file from main",
      "git rm docs/draft.md on feature/docs and commit",
      "hey, can you delete https://gitlab.example.com/acme/web/-/blob/main/old/setup.py?",
      "delete file src/old_mailer.py in poplar/invoices",
      "git rm setup.cfg in quill-hq/editor and commit to main with 'drop setup.cfg'",
      "remove the unused file App/Legacy.swift from develop in rowan/crm-sync",
      "delete tokens/deprecated.json from spruce/analytics, just that one file",
    ],
  }),
];
