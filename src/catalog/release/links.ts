/** Release asset links: list, add and remove. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, projectId } from "../fields.ts";
import { directAssetPath, linkType, tagName } from "./fields.ts";

const LINK_SUMMARY = ["id", "name", "url", "link_type", "direct_asset_url"];

export const releaseLinkActions = [
  defineAction({
    id: "release.link_list",
    title: "List release links",
    description: "List the asset links (binaries, packages, runbooks…) attached to a release, by tag name.",
    method: "GET",
    path: "/projects/{project_id}/releases/{tag_name}/assets/links",
    kind: "list",
    params: () => z.object({ project_id: projectId, tag_name: tagName }),
    aliases: ["release assets", "downloads"],
    examples: [
      "list the assets of release v1.4.2",
      "what download links are attached to v2.0.0?",
      "show the binaries for release v3.1.0",
      "release v1.2.0 asset links",
      "which packages are linked from the latest v0.9.0 release?",
      "get the download URLs for release v2.3.4 in acme/cli",
      "list the runbook links on release v4.0.0",
      "asset links for relaese v1.0.1",
      "list release links for v2.1.0 in acme/api",
      "what assets does release v1.9.0 have?",
      "show download links on the v3.0.0 release",
      "list the link IDs on release v0.1.0",
      "which download links does release 1.7.3 have?",
      "list the links on v0.8.0",
      "show all asset links of release v2.4.0",
    ],
    summary: LINK_SUMMARY,
  }),
  defineAction({
    id: "release.link_create",
    title: "Create release link",
    description:
      "Attach an asset link to an existing release, by tag name. Give direct_asset_path for a permanent download URL.",
    method: "POST",
    path: "/projects/{project_id}/releases/{tag_name}/assets/links",
    params: () =>
      z.object({
        project_id: projectId,
        tag_name: tagName,
        name: z.string().min(1).describe('Link name, unique within the release, e.g. "app-linux-amd64".'),
        url: z.string().min(1).describe("Link URL (http, https or ftp), unique within the release."),
        direct_asset_path: directAssetPath,
        link_type: linkType,
      }),
    aliases: ["add release asset", "upload asset link"],
    examples: [
      "add a download link to release v1.4.2",
      "attach app-linux-amd64 to release v2.0.0 at https://cdn.example.com/app-linux-amd64",
      "add asset link 'Windows installer' to v3.1.0",
      "link the docker image to release v1.2.0 as an image asset",
      "attach the runbook URL to release v0.9.0",
      "add a package link with direct asset path /bin/app to v2.3.4",
      "upload an asset link for the macOS build on release v4.0.0",
      "add release asset checksums.txt to v1.0.1",
      "atach binary link to release v5.0.0",
      "add a link to release v2.1.0 in acme/api",
      "attach the helm chart package link to v1.9.0",
      "add a runbook link to release v3.0.0",
      "add a new asset link to release v2.4.0 named 'Linux x64'",
      "attach a download URL for the arm64 build to release 1.7.3",
      "create a release link 'SBOM' on v0.8.0 pointing to https://cdn.example.com/sbom.json",
      "add another binary link to the v3.2.1 release",
    ],
    summary: LINK_SUMMARY,
  }),
  defineAction({
    id: "release.link_delete",
    title: "Delete release link",
    description: "Remove one asset link from a release, by tag name and link ID (from release.link_list).",
    method: "DELETE",
    path: "/projects/{project_id}/releases/{tag_name}/assets/links/{link_id}",
    params: () =>
      z.object({
        project_id: projectId,
        tag_name: tagName,
        link_id: intId("Link ID, as returned by release.link_list."),
      }),
    destructive: true,
    aliases: ["remove release asset"],
    examples: [
      "remove asset link 12 from release v1.4.2",
      "delete the broken download link on release v2.0.0",
      "remove the windows installer link from v3.1.0",
      "delete release link 57 for tag v1.2.0",
      "drop the outdated asset from release v0.9.0, keep the release",
      "take the old runbook link off release v2.3.4",
      "delete link 9 on v4.0.0",
      "remove realse asset 'app.zip' from v1.0.1",
      "delete release link 3 on v2.1.0 in acme/api",
      "remove the helm chart link from release v1.9.0",
      "delete an asset link from release v3.0.0, not the release",
      "unlink the macOS download from v0.1.0",
      "delete asset link 44 from release v2.4.0",
      "remove the 'Linux x64' link from release 1.7.3, the release stays",
      "delete the outdated binary link from release v0.8.0",
      "hey, the S3 link on release v2.6.0 of acme/cli is dead, can you remove that asset link?",
    ],
    summary: LINK_SUMMARY,
  }),
];
