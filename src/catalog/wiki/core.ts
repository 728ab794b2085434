/** Project wiki pages (GitLab Project wikis API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";

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
    path: "/projects/{project_id}/wikis",
    // GitLab returns all pages at once without pagination headers, so this is not a "list".
    params: z.object({
      project_id: projectId,
      with_content: z.boolean().optional().describe("Include each page's content (default false; can be large)."),
    }),
    aliases: ["wiki pages", "documentation", "knowledge base"],
    summary: ["slug", "title", "format"],
  }),
  defineAction({
    id: "wiki.get",
    title: "Get wiki page",
    description: "Read one wiki page by slug: title, format and content, optionally an older version or rendered HTML.",
    method: "GET",
    path: "/projects/{project_id}/wikis/{slug}",
    params: z.object({
      project_id: projectId,
      slug,
      version: z.string().optional().describe("Commit SHA of an older page version (default: the current one)."),
      render_html: z.boolean().optional().describe("Return the content rendered as HTML instead of source."),
    }),
    aliases: ["read wiki", "wiki page"],
    summary: PAGE_SUMMARY,
  }),
  defineAction({
    id: "wiki.create",
    title: "Create wiki page",
    description: "Create a wiki page with a title and content; the slug is derived from the title.",
    method: "POST",
    path: "/projects/{project_id}/wikis",
    params: z.object({
      project_id: projectId,
      title: z.string().min(1).describe('Page title; "dir/Title" puts the page in a directory.'),
      content: z.string().describe("Page content in the chosen format."),
      format,
    }),
    aliases: ["new wiki page", "write wiki"],
    summary: PAGE_SUMMARY,
  }),
  defineAction({
    id: "wiki.update",
    title: "Update wiki page",
    description:
      "Change a wiki page's content, title or format, by slug. Give at least one; content replaces the whole page.",
    method: "PUT",
    path: "/projects/{project_id}/wikis/{slug}",
    params: z.object({
      project_id: projectId,
      slug,
      title: z.string().min(1).optional().describe("New title; renames the page and so changes its slug."),
      content: z.string().optional().describe("New full page content (replaces the current content)."),
      format,
    }),
    aliases: ["edit wiki page"],
    summary: PAGE_SUMMARY,
  }),
  defineAction({
    id: "wiki.delete",
    title: "Delete wiki page",
    description: "Delete a wiki page by slug. Its history stays in the wiki repository but the page is gone.",
    method: "DELETE",
    path: "/projects/{project_id}/wikis/{slug}",
    params: z.object({ project_id: projectId, slug }),
    destructive: true,
    aliases: ["remove wiki page"],
  }),
];
