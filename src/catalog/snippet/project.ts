/** A project's snippets (Project snippets API): small shared files or scripts kept beside the repository. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, optional, projectId } from "../fields.ts";

const SNIPPETS = "/projects/{project_id}/snippets";
const ONE = `${SNIPPETS}/{snippet_id}`;
const SUMMARY = ["id", "title", "file_name", "description", "visibility", "updated_at", "web_url"];

const snippetId = intId("Snippet ID: the number in its URL (/-/snippets/12 → 12).");
const visibility = z.enum(["private", "internal", "public"]).describe(
  "Who can see it: private (project members), internal (any signed-in user) or public (anyone).",
);
const description = z.string().describe("Description of the snippet.");
const filePath = z.string().min(1).describe('File name or path inside the snippet, e.g. "deploy.sh".');

type Snippet = { author?: { username?: unknown } | null; files?: Array<{ path?: unknown }> } | null;

/** Its author and, with several, its files' names: nested fields a summary cannot show. */
function authorAndFiles(data: unknown): string[] {
  const s = data as Snippet;
  const author = s?.author?.username ? [`Author: @${s.author.username}`] : [];
  const files = Array.isArray(s?.files) && s.files.length > 1
    ? [`Files: ${s.files.map((f) => String(f?.path ?? "?")).join(", ")}`]
    : [];
  return [...author, ...files];
}

export const snippetActions = [
  defineAction({
    id: "snippet.list",
    title: "List project snippets",
    description: "List a project's snippets: title, file name, visibility, author, last update.",
    method: "GET",
    path: SNIPPETS,
    kind: "list",
    params: () => z.object({ project_id: projectId }),
    summary: SUMMARY,
    aliases: ["snippets", "gists", "code snippets", "pastes"],
    examples: [
      "list the snippets of ember/search",
      "what snippets are in juniper/website?",
      "show project snippets in quartz/backend",
      "are there any gists in brick/monorepo?",
      "which code snippets did people share in quill/docs?",
      "list snippest in tango/integrations",
      "show shared pastes of tundra/auth-service",
      "list public snippets in xenon/build-tools",
      "snippets in project 8816",
      "https://gitlab.example.com/acme/web/-/snippets — list them",
      "hey, how many snippets does onyx/gateway have, and who wrote them?",
      "list all snippets in media/transcoder, I'm looking for one of them",
      "list snippets of mosaic/ui-kit with their titles and authors",
      "ls snippets xylo/audio",
      "which snippets has yarrow-co/tracker got? titles, visibility and authors",
      "we used to keep gists on GitHub; show me the project snippets in zinnia/shop",
      "I'm hunting for the kubectl snippet, list all snippets of birch/notify",
    ],
  }),
  defineAction({
    id: "snippet.get",
    title: "Get project snippet",
    description:
      "Get one project snippet's details (title, files, visibility, author, URLs). To read its content, use snippet.raw.",
    method: "GET",
    path: ONE,
    params: () => z.object({ project_id: projectId, snippet_id: snippetId }),
    summary: [...SUMMARY, "created_at", "raw_url"],
    notes: authorAndFiles,
    examples: [
      "show snippet 12 of saffron/checkout",
      "who wrote snippet 7 in tango/integrations?",
      "what files are in snippet 3 of finance/payroll-api?",
      "is snippet 21 public?",
      "details of project snippet $5 in nimbus/k8s-manifests",
      "get snippet 14 in edu/course-site",
      "when was snippet 9 last updated?",
      "link to snippet 30 in corvid/cli",
      "snipet 2 info",
      "show the gist 18 metadata in meadow/cms",
      "what's the title and visibility of snippet 40 in saffron/checkout? not the content",
      "https://gitlab.example.com/acme/web/-/snippets/12 — who owns it and when was it made?",
      "get snippet 961 in cedar/gateway-api",
      "snippet 439 of dune/ranker: title, author, visibility and file names",
      "what's the raw_url and web_url of snippet 129 in ember-labs/ui?",
      "info about project snippet 357 in flint/payments: who created it and when?",
    ],
  }),
  defineAction({
    id: "snippet.raw",
    title: "Read project snippet content",
    description:
      "Read a project snippet's content as plain text, a window of lines at a time (start_line/max_lines). For a snippet with several files this is its first file.",
    method: "GET",
    path: `${ONE}/raw`,
    kind: "text",
    params: () => z.object({ project_id: projectId, snippet_id: snippetId }),
    aliases: ["snippet content", "cat snippet", "raw snippet"],
    examples: [
      "show me the content of snippet 12 in media/transcoder",
      "what does the script in snippet 7 say? print it",
      "cat snippet 3 of saffron/checkout",
      "read the code in project snippet $21",
      "print raw snippet 5 in tango/integrations",
      "give me the text of gist 9",
      "copy the SQL text out of snippet 30 in mosaic/ui-kit",
      "dump the deploy.sh snippet 18 as plain text",
      "read lines 1-50 of snippet 44 in quill/docs",
      "hey, can you paste the body of snippet 16 here so I can run it?",
      "snippet 8 in finance/payroll-api: the raw file content, not the metadata",
      "snippet 2 content, raw",
      "show the raw text of snippet 12 in media/transcoder",
      "print the file inside snippet 40 of quill/docs",
      "cat snippet 589 gale/telemetry",
      "I need to run the migration script from snippet 849 in hatch/onboarding; print its code",
      "show what's written in snippet 368 of ivy/docs-site, the actual file text",
      "read the raw content of https://gitlab.example.com/acme/web/-/snippets/308",
    ],
  }),
  defineAction({
    id: "snippet.create",
    title: "Create project snippet",
    description:
      "Create a project snippet from one or more files (path and content each), with a title and visibility. Needs a role that can create snippets in the project.",
    method: "POST",
    path: SNIPPETS,
    params: () =>
      z.object({
        project_id: projectId,
        title: z.string().min(1).describe("Title of the snippet."),
        files: z.array(z.object({ file_path: filePath, content: z.string().describe("The file's content.") }).strict())
          .min(1).describe('The snippet\'s files, e.g. [{"file_path": "deploy.sh", "content": "#!/bin/sh\\n…"}].'),
        description: optional(description),
        visibility,
      }),
    summary: SUMMARY,
    notes: authorAndFiles,
    aliases: ["new snippet", "create gist", "share code"],
    examples: [
      "create a snippet in health/patient-portal with this deploy script",
      "save this SQL query as a new private snippet in pebble/firmware",
      "create a gist called 'nginx config' in fjord/data-pipeline",
      "share this bash one-liner as a new project snippet",
      "new snippet in vector/ml-models with files setup.py and requirements.txt",
      "paste this stack trace into a new snippet in raven/scanner",
      "cretae a public snippet with the curl example",
      "add a code snippet 'retry helper' to kite/mobile",
      "create a snippet in zinc/runbooks holding this kubectl command",
      "create an internal snippet with the onboarding checklist",
      "hey, can you make a snippet in northwind/orders out of the script below?",
      "new project snippet titled 'db reset' with reset.sql, visible to members only",
      "create a new snippet titled 'pg tuning' from postgresql.conf in zinc/runbooks",
      "I want to share this helper with the team, create a project snippet for it in health/patient-portal",
      "new gist in vector/ml-models: the seed script below",
      "new snippet in jasper/queue: title 'smtp test', file smtp_test.py with the code below",
      "create a private snippet in kelp/ingest from this docker-compose.yml",
      "make a gist out of this SQL for larch/auth, visible internally",
    ],
  }),
  defineAction({
    id: "snippet.update",
    title: "Update project snippet",
    description:
      "Change a project snippet's title, description or visibility, or its files: each file change names an action (create, update, delete or move) and a file_path.",
    method: "PUT",
    path: ONE,
    params: () =>
      z.object({
        project_id: projectId,
        snippet_id: snippetId,
        title: z.string().min(1).optional().describe("New title."),
        description: optional(description),
        visibility: optional(visibility),
        files: z.array(
          z.object({
            action: z.enum(["create", "update", "delete", "move"]).describe("What to do with this file."),
            file_path: filePath,
            content: z.string().optional().describe("New content (create and update)."),
            previous_path: z.string().optional().describe("The file's old path (move)."),
          }).strict(),
        ).min(1).optional().describe(
          'File changes, e.g. [{"action": "update", "file_path": "deploy.sh", "content": "…"}].',
        ),
      }),
    summary: SUMMARY,
    notes: authorAndFiles,
    aliases: ["edit snippet"],
    examples: [
      "update snippet 12 in games/matchmaker with this new script",
      "rename snippet 7 to 'DB cleanup'",
      "make snippet 3 private",
      "add a README file to snippet 21",
      "replace the content of deploy.sh in snippet 5",
      "remove the file old.sql from snippet 14 in saffron/checkout, keep the snippet",
      "rename the file config.yml to app.yml in snippet 9",
      "updaet snippet 30 description",
      "make project snippet 2 public",
      "fix the typo in snippet 18's script",
      "hey, could you edit the gist 11 in juniper/website and swap the token placeholder?",
      "change the visibility of snippet 40 in atlas/infra to internal",
      "edit snippet 971 in moss/billing-v2: change the title to 'smtp check'",
      "update the file smtp_test.py in snippet 775 of nettle/scheduler with this new version",
      "move main.py to scripts/main.py inside snippet 916 of oak/platform-core",
      "set snippet 56 in pine/mobile-app to private and update its description",
    ],
  }),
  defineAction({
    id: "snippet.delete",
    title: "Delete project snippet",
    description: "Delete a project snippet with all its files. Cannot be undone.",
    method: "DELETE",
    path: ONE,
    params: () => z.object({ project_id: projectId, snippet_id: snippetId }),
    destructive: true,
    aliases: ["remove snippet", "delete gist"],
    examples: [
      "delete snippet 12 in yarrow/analytics-sdk",
      "remove snippet 7, it has a password in it",
      "get rid of the old gist 3 in aurora/frontend",
      "delete project snippet 21",
      "deleet snippet 5 in mosaic/ui-kit",
      "remove the outdated snippet 14 from meadow/cms",
      "drop snippet 9 for good",
      "delete the nginx config snippet 30",
      "delete snippet 2 in tango/integrations, we don't need it anymore",
      "trash snippet 18",
      "https://gitlab.example.com/acme/web/-/snippets/44 leaked a key, delete it now",
      "can you remove the whole snippet 16 from media/transcoder, files and all?",
      "delete snippet 396 in quartzite/etl",
      "remove project snippet 556 from reed/search-api entirely",
      "snippet 124 in sage/admin has customer data in it, delete the whole snippet",
      "hey, nuke gist 78 in thistle/cli, it's obsolete",
    ],
  }),
];
