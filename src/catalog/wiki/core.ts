/** Project wiki pages (GitLab Project wikis API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";

const slug = z.string().min(1).describe(
  'Page slug as in its URL, e.g. "home" or "dir/page_name" (slashes are encoded for you). Get it from wiki.list.',
);

const format = z.enum(["markdown", "rdoc", "asciidoc", "org"]).optional().describe("Markup format (default markdown).");

const PAGE_SUMMARY = ["slug", "title", "format", "content"];

export const wikiActions = [
  defineAction({
    id: "wiki.list",
    title: "List wiki pages",
    description:
      "List every page of a project's wiki (slug, title, format) in one answer; GitLab does not paginate it. Set with_content to include each page's text.",
    method: "GET",
    shape: SHAPES.wiki_page,
    path: "/projects/{project_id}/wikis",
    // GitLab returns all pages at once without pagination headers, so this is not a "list".
    params: () =>
      z.object({
        project_id: projectId,
        with_content: z.boolean().optional().describe("Include each page's content (default false; can be large)."),
      }),
    aliases: ["wiki pages", "documentation", "knowledge base"],
    examples: [
      "list wiki pages in acme/web",
      "what's in the platform/api wiki?",
      "show the wiki table of contents for ops/terraform",
      "list all wiki pages of acme/billing with their content",
      "does mobile/ios-app have a wiki page about releases?",
      "dump the whole data/etl-jobs wiki so I can search it",
      "hey, what documentation pages exist in the acme/design-system wiki?",
      "list the knowledge base pages for acme/cli",
      "show every wiki page slug and title in project 2201",
      "index of the team-rocket/backend wiki",
      "lst wiki pages of acme/handbook",
      "list all pages in the acme/portal wiki",
      "what wiki pages exist in platform/payments? titles only",
      "show the list of wiki pages for data/warehouse",
      "list wiki pages in acme/web",
      "what pages does the platform/api wiki have?",
    ],
    summary: ["slug", "title", "format"],
  }),
  defineAction({
    id: "wiki.get",
    title: "Get wiki page",
    description: "Read one wiki page by slug: title, format and content, optionally an older version or rendered HTML.",
    method: "GET",
    shape: SHAPES.wiki_page,
    path: "/projects/{project_id}/wikis/{slug}",
    params: () =>
      z.object({
        project_id: projectId,
        slug,
        version: z.string().optional().describe("Commit SHA of an older page version (default: the current one)."),
        render_html: z.boolean().optional().describe("Return the content rendered as HTML instead of source."),
      }),
    aliases: ["read wiki", "wiki page"],
    examples: [
      "read the wiki page home in acme/web",
      "show the deployment-guide page from the platform/api wiki",
      "open the wiki page runbooks/on-call in ops/terraform",
      "what does the acme/billing wiki say about refunds? page refund-process",
      "get the rendered HTML of the wiki page onboarding in mobile/ios-app",
      "show version 7c1e2a9 of the wiki page architecture in data/etl-jobs",
      "hey, can you pull up the Home page of the acme/design-system wiki?",
      "read one wiki page, faq, from acme/cli",
      "get wiki page dir/setup-notes in project 2201",
      "show me the contents of the release-checklist wiki page in team-rocket/backend",
      "open the wikki page style-guide in acme/handbook",
      "show the wiki page incident-playbook in acme/portal",
      "read the single page payouts from the platform/payments wiki",
      "get the content of wiki page data-dictionary in data/warehouse",
      "get the wiki page home in acme/web",
      "read wiki page deploy-guide in ops/ansible",
    ],
    summary: PAGE_SUMMARY,
  }),
  defineAction({
    id: "wiki.create",
    title: "Create wiki page",
    description: "Create a wiki page with a title and content; the slug is derived from the title.",
    method: "POST",
    shape: SHAPES.wiki_page,
    path: "/projects/{project_id}/wikis",
    params: () =>
      z.object({
        project_id: projectId,
        title: z.string().min(1).describe('Page title; "dir/Title" puts the page in a directory.'),
        content: z.string().describe("Page content in the chosen format."),
        format,
      }),
    aliases: ["new wiki page", "write wiki"],
    examples: [
      "create a wiki page called Runbook in acme/web",
      "add a new wiki page 'Deployment Guide' to platform/api with these steps: ...",
      "write a wiki page on-call/Escalation in ops/terraform",
      "create a new page in the acme/billing wiki documenting the refund process",
      "create an asciidoc wiki page Architecture in mobile/ios-app",
      "new wiki page 'FAQ' in data/etl-jobs with the content below",
      "hey, can you create a wiki page for the release checklist in acme/design-system?",
      "put these meeting notes into a new wiki page 2026-12-01 Retro in acme/cli",
      "create the wiki home page for project 2201",
      "add a new page titled 'Local setup' to the knowledge base of team-rocket/backend",
      "ceate wiki page Glossary in acme/handbook",
      "add a new page 'Incident Playbook' to the acme/portal wiki",
      "write a brand-new wiki page in platform/payments called Payouts with this content",
      "create wiki page data-dictionary in data/warehouse, it doesn't exist yet",
      "our GitHub wiki had a Contributing page, recreate it in the acme/sdk-js wiki",
      "create wiki page Onboarding in acme/web",
      "add a new wiki page called Runbook to ops/ansible",
      "new wiki page in platform/api: API versioning policy",
    ],
    summary: PAGE_SUMMARY,
  }),
  defineAction({
    id: "wiki.update",
    title: "Update wiki page",
    description:
      "Change a wiki page's content, title or format, by slug. Give at least one; content replaces the whole page.",
    method: "PUT",
    shape: SHAPES.wiki_page,
    path: "/projects/{project_id}/wikis/{slug}",
    params: () =>
      z.object({
        project_id: projectId,
        slug,
        title: z.string().min(1).optional().describe("New title; renames the page and so changes its slug."),
        content: z.string().optional().describe("New full page content (replaces the current content)."),
        format,
      }),
    aliases: ["edit wiki page"],
    examples: [
      "update the wiki page home in acme/web",
      "replace the content of the deployment-guide wiki page in platform/api",
      "rename the wiki page runbook to Runbook v2 in ops/terraform",
      "edit the acme/billing wiki page refund-process: add a section on partial refunds",
      "switch the wiki page architecture in mobile/ios-app to markdown",
      "fix the typo in the FAQ wiki page of data/etl-jobs",
      "hey, can you update the release checklist page in the acme/design-system wiki with step 7?",
      "change the title of wiki page faq to 'Frequently asked questions' in acme/cli",
      "overwrite wiki page dir/setup-notes in project 2201 with the new text",
      "edit the existing wiki page local-setup of team-rocket/backend",
      "update the wiki page glossary in acme/handbook",
      "edit the wiki page incident-playbook in acme/portal: add step 4",
      "upate the content of the payouts wiki page in platform/payments",
      "change the data-dictionary wiki page in data/warehouse, replace the table",
      "update the wiki page onboarding in acme/web with the new VPN steps",
      "edit the Runbook wiki page in ops/ansible: add the restart section",
    ],
    summary: PAGE_SUMMARY,
  }),
  defineAction({
    id: "wiki.delete",
    title: "Delete wiki page",
    description: "Delete a wiki page by slug. Its history stays in the wiki repository but the page is gone.",
    method: "DELETE",
    path: "/projects/{project_id}/wikis/{slug}",
    params: () => z.object({ project_id: projectId, slug }),
    destructive: true,
    aliases: ["remove wiki page"],
    examples: [
      "delete the wiki page old-home in acme/web",
      "remove the deployment-guide-v1 page from the platform/api wiki",
      "delete wiki page runbooks/deprecated in ops/terraform",
      "get rid of the outdated refund-process wiki page in acme/billing",
      "drop the draft wiki page scratch in mobile/ios-app",
      "hey, can you delete the duplicate FAQ page in the data/etl-jobs wiki?",
      "remove wiki page 2025-retro from acme/design-system",
      "delete the wiki page, not a repo file: notes/temp in acme/cli",
      "delete wiki page test in project 2201",
      "remove the knowledge base page legacy-setup of team-rocket/backend",
      "delete wiki page glosary in acme/handbook",
    ],
  }),
];
