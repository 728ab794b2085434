/** The image tags of one container registry repository: list, details, delete one, delete in bulk by pattern. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { imageTag, repositoryId } from "./fields.ts";
import { bulkDeleteReach } from "./bulk_delete_reach.ts";

const TAGS = "/projects/{project_id}/registry/repositories/{repository_id}/tags";

export const registryTagActions = [
  defineAction({
    id: "registry.tag_list",
    title: "List container image tags",
    description:
      "List the image tags of one container registry repository (name, path, location). Git tags of the repository: tag.list.",
    method: "GET",
    path: TAGS,
    kind: "list",
    params: () => z.object({ project_id: projectId, repository_id: repositoryId }),
    summary: ["name", "location"],
    aliases: ["docker tags", "image tags", "container tags"],
    examples: [
      "list the image tags of registry repository 2 in acme/web-app",
      "which docker tags exist for container repository 14 of platform/billing-core?",
      "show the container image tags in repo 7 of nova/platform",
      "what tags has CI pushed to registry repository 31 in kite/mobile?",
      "is there a latest image tag in container repository 5 of heron/mailer?",
      "list docker image tags of registry repo 9, shop/orders",
      "image tags for registry repository 42 corvid/cli",
      "how many image tags does container repository 18 in orbit/android have? list them",
      "show the docker tags (not git tags) of registry repository 3 in data/ml-utils",
      "ls container tags repo 26 granite/ledger",
      "every tag of docker image repository 11 in project 4410",
      "which image versions can I docker pull from registry repository 60 of release/binaries?",
    ],
  }),
  defineAction({
    id: "registry.tag_get",
    title: "Get container image tag",
    description:
      "Get one image tag of a container registry repository: digest, revision, total size and when it was created.",
    method: "GET",
    path: `${TAGS}/{tag_name}`,
    params: () => z.object({ project_id: projectId, repository_id: repositoryId, tag_name: imageTag }),
    summary: ["name", "location", "digest", "short_revision", "total_size", "created_at"],
    aliases: ["image digest", "docker tag details", "image size"],
    examples: [
      "show image tag v10.0.0 of registry repository 2 in acme/web-app",
      "what's the sha256 digest of the latest docker tag in container repository 14, platform/billing-core?",
      "how big is image tag 1.4.2 in registry repository 7 of nova/platform?",
      "when was the container tag main-3f2a9c1 in repo 31 of kite/mobile created?",
      "details of docker tag stable in registry repository 5, heron/mailer",
      "get the digest of image tag v2 in container repository 9 of shop/orders",
      "image tag latest repo 42 corvid/cli size",
      "which revision is behind container image tag 2026.11.0 in repository 18 of orbit/android?",
      "show the docker image tag (not the git tag) v0.9.1 in registry repository 3 of data/ml-utils",
      "total size of image tag nightly in registry repo 26 of granite/ledger",
      "inspect container tag v1 of registry repository 11 in project 4410",
      "look up image tag rc-1 in container repository 60 of release/binaries",
    ],
  }),
  defineAction({
    id: "registry.tag_delete",
    title: "Delete container image tag",
    description:
      "Delete one image tag from a container registry repository. Cannot be undone (push the image again to restore it); GitLab refuses a protected tag with 403. Git tags: tag.delete.",
    method: "DELETE",
    path: `${TAGS}/{tag_name}`,
    params: () => z.object({ project_id: projectId, repository_id: repositoryId, tag_name: imageTag }),
    destructive: true,
    aliases: ["delete docker tag", "remove image tag", "untag image"],
    examples: [
      "delete image tag v10.0.0 from registry repository 2 in acme/web-app",
      "remove the docker tag broken-build from container repository 14 of platform/billing-core",
      "delete container image tag main-3f2a9c1 in repo 31 of kite/mobile",
      "drop the image tag test from registry repository 5, heron/mailer",
      "untag the docker image v2-rc in container repository 9 of shop/orders",
      "rm image tag tmp repo 42 corvid/cli",
      "delete the docker tag (not the git tag) 2026.11.0 in registry repository 18 of orbit/android",
      "remove the image tag nightly from container repo 26 of granite/ledger",
      "delete just one container tag, pr-512, from registry repository 11 in project 4410",
      "get rid of docker image tag v0.0.1 in registry repo 60 of release/binaries",
      "delete image tag debug from container repository 7 of nova/platform",
    ],
  }),
  defineAction({
    id: "registry.tag_bulk_delete",
    title: "Delete container image tags in bulk",
    description:
      'Delete the image tags of a container registry repository whose names match a pattern (re2, whole name; ".*" matches every tag), sparing "latest", protected tags, name_regex_keep matches, the keep_n newest and, with older_than, younger ones. Runs in the background, at most once an hour per repository. Cannot be undone.',
    method: "DELETE",
    path: TAGS,
    params: () =>
      z.object({
        project_id: projectId,
        repository_id: repositoryId,
        name_regex_delete: z.string().min(1).describe(
          'Re2 pattern of the tag names to delete, matched against the whole name, e.g. "[0-9a-f]{40}"; ".*" is every tag.',
        ),
        name_regex_keep: z.string().min(1).optional().describe(
          'Re2 pattern of tag names never to delete, e.g. "stable.*"; it overrides name_regex_delete.',
        ),
        keep_n: z.number().int().min(0).optional().describe("Keep this many of the newest matching tags."),
        older_than: z.string().min(1).optional().describe(
          'Only delete tags older than this, e.g. "1h", "2d", "1month".',
        ),
      }),
    destructive: true,
    warning: bulkDeleteReach,
    aliases: ["bulk delete image tags", "registry cleanup", "prune docker tags", "delete old images"],
    examples: [
      "delete all image tags except the 5 newest in registry repository 2 of acme/web-app",
      "clean up docker tags older than a month in container repository 14, platform/billing-core",
      "bulk delete the image tags that look like git SHAs in registry repo 7 of nova/platform, keep 5",
      "prune old container images in repository 31 of kite/mobile but keep tags starting with stable",
      "remove every docker tag matching dev-.* in registry repository 5 of heron/mailer",
      "delete all the image tags in container repository 9 of shop/orders",
      "mass delete container tags older than 2d in registry repo 42, corvid/cli",
      "prune registry: delete tags matching pr-.* older than 7d in repository 18 of orbit/android",
      "free up registry space in data/ml-utils repository 3: delete all tags but keep the last 10",
      "wipe all image tags except release-* in registry repository 26 of granite/ledger",
      "bulk remove docker image tags by regex in container repository 11, project 4410",
      "delete the nightly image tags older than 1month in registry repository 60 of release/binaries",
      "purge tags matching feature-.* from docker image repository 15 in frontend/design-system, keep_n 3",
    ],
  }),
];
