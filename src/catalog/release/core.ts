/** Project releases and their asset links (GitLab Releases API and Release links API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, projectId } from "../fields.ts";

const tagName = z.string().min(1).describe('Tag the release belongs to, e.g. "v1.2.0".');

const milestones = z.array(z.string()).optional().describe(
  'Milestone titles to associate, e.g. ["v1.0"]. Premium and Ultimate may name group milestones.',
);

const linkType = z.enum(["other", "runbook", "image", "package"]).optional().describe(
  "Kind of asset (default other).",
);

const directAssetPath = z.string().optional().describe(
  'Path for a permanent download URL under the release, e.g. "/bin/app-linux-amd64".',
);

const RELEASE_SUMMARY = ["tag_name", "name", "released_at", "description"];
const LINK_SUMMARY = ["id", "name", "url", "link_type", "direct_asset_url"];

export const releaseActions = [
  defineAction({
    id: "release.list",
    title: "List releases",
    description:
      "List a project's releases, newest released_at first by default, with notes, milestones and asset links.",
    method: "GET",
    path: "/projects/{project_id}/releases",
    kind: "list",
    params: z.object({
      project_id: projectId,
      order_by: z.enum(["released_at", "created_at"]).optional().describe("Sort field (default released_at)."),
      sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default desc)."),
      include_html_description: z.boolean().optional().describe("Also return the notes rendered as HTML."),
    }),
    aliases: ["versions", "changelog", "release notes"],
    summary: RELEASE_SUMMARY,
  }),
  defineAction({
    id: "release.get",
    title: "Get release",
    description: "Get one release by its tag name: notes, commit, milestones, source archives and asset links.",
    method: "GET",
    path: "/projects/{project_id}/releases/{tag_name}",
    params: z.object({
      project_id: projectId,
      tag_name: tagName,
      include_html_description: z.boolean().optional().describe("Also return the notes rendered as HTML."),
    }),
    aliases: ["release notes"],
    summary: [...RELEASE_SUMMARY, "created_at", "tag_path"],
  }),
  defineAction({
    id: "release.get_latest",
    title: "Get latest release",
    description:
      "Get the project's most recent release (by released_at) without knowing its tag. GitLab redirects to that release.",
    method: "GET",
    path: "/projects/{project_id}/releases/permalink/latest",
    params: z.object({ project_id: projectId }),
    aliases: ["newest release", "current version"],
    summary: [...RELEASE_SUMMARY, "created_at", "tag_path"],
  }),
  defineAction({
    id: "release.create",
    title: "Create release",
    description:
      "Create a release for a tag. If the tag does not exist yet, give ref (branch, tag or SHA) and GitLab creates the tag too. Optional notes, milestones and asset links.",
    method: "POST",
    path: "/projects/{project_id}/releases",
    params: z.object({
      project_id: projectId,
      tag_name: z.string().min(1).describe('Tag to release, existing or new, e.g. "v1.2.0".'),
      name: z.string().optional().describe('Release title, e.g. "Version 1.2.0" (default: the tag name).'),
      description: z.string().optional().describe("Release notes in Markdown."),
      ref: z.string().optional().describe(
        "Required only when tag_name does not exist yet: branch, tag or commit SHA to create the tag from.",
      ),
      tag_message: z.string().optional().describe("Message for a newly created tag (makes it annotated)."),
      milestones,
      released_at: z.string().optional().describe(
        "Release date (ISO 8601, e.g. 2026-01-31T00:00:00Z); set only for an upcoming or historical release (default now).",
      ),
      assets: z.object({
        links: z.array(z.object({
          name: z.string().min(1).describe("Link name, unique within the release."),
          url: z.string().min(1).describe("Link URL (http, https or ftp), unique within the release."),
          direct_asset_path: directAssetPath,
          link_type: linkType,
        })).describe("Asset links to attach."),
      }).optional().describe('Assets, e.g. {"links": [{"name": "app.zip", "url": "https://…/app.zip"}]}.'),
    }),
    aliases: ["publish release", "new version"],
    summary: RELEASE_SUMMARY,
  }),
  defineAction({
    id: "release.update",
    title: "Update release",
    description: "Change a release's title, notes, milestones or date, by tag name. The tag itself cannot be changed.",
    method: "PUT",
    path: "/projects/{project_id}/releases/{tag_name}",
    params: z.object({
      project_id: projectId,
      tag_name: tagName,
      name: z.string().optional().describe("New release title."),
      description: z.string().optional().describe("New release notes in Markdown (replaces the old ones)."),
      milestones: z.array(z.string()).optional().describe(
        "Milestone titles to associate, replacing the current ones; [] removes all.",
      ),
      released_at: z.string().optional().describe("New release date (ISO 8601, e.g. 2026-01-31T00:00:00Z)."),
    }),
    aliases: ["edit release notes"],
    summary: RELEASE_SUMMARY,
  }),
  defineAction({
    id: "release.delete",
    title: "Delete release",
    description:
      "Delete a release (notes, milestones links and asset links) by tag name. The Git tag is kept; delete it with tag.delete.",
    method: "DELETE",
    path: "/projects/{project_id}/releases/{tag_name}",
    params: z.object({ project_id: projectId, tag_name: tagName }),
    destructive: true,
    summary: ["tag_name", "name"],
  }),
  defineAction({
    id: "release.link_list",
    title: "List release links",
    description: "List the asset links (binaries, packages, runbooks…) attached to a release, by tag name.",
    method: "GET",
    path: "/projects/{project_id}/releases/{tag_name}/assets/links",
    kind: "list",
    params: z.object({ project_id: projectId, tag_name: tagName }),
    aliases: ["release assets", "downloads"],
    summary: LINK_SUMMARY,
  }),
  defineAction({
    id: "release.link_create",
    title: "Create release link",
    description:
      "Attach an asset link to an existing release, by tag name. Give direct_asset_path for a permanent download URL.",
    method: "POST",
    path: "/projects/{project_id}/releases/{tag_name}/assets/links",
    params: z.object({
      project_id: projectId,
      tag_name: tagName,
      name: z.string().min(1).describe('Link name, unique within the release, e.g. "app-linux-amd64".'),
      url: z.string().min(1).describe("Link URL (http, https or ftp), unique within the release."),
      direct_asset_path: directAssetPath,
      link_type: linkType,
    }),
    aliases: ["add release asset", "upload asset link"],
    summary: LINK_SUMMARY,
  }),
  defineAction({
    id: "release.link_delete",
    title: "Delete release link",
    description: "Remove one asset link from a release, by tag name and link ID (from release.link_list).",
    method: "DELETE",
    path: "/projects/{project_id}/releases/{tag_name}/assets/links/{link_id}",
    params: z.object({
      project_id: projectId,
      tag_name: tagName,
      link_id: intId("Link ID, as returned by release.link_list."),
    }),
    destructive: true,
    aliases: ["remove release asset"],
    summary: LINK_SUMMARY,
  }),
];
