/** Container registry repositories (one per image name) of a project or group. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, projectId } from "../fields.ts";
import { REPOSITORY_SUMMARY, repositoryId } from "./fields.ts";

const withTags = {
  tags: z.boolean().optional().describe("Include each repository's tags (default false)."),
  tags_count: z.boolean().optional().describe("Include each repository's number of tags (default false)."),
};

export const registryRepositoryActions = [
  defineAction({
    id: "registry.repository_list",
    title: "List container registry repositories",
    description:
      "List a project's container registry repositories (one per image name, e.g. group/project/api) with their registry location; tags or tags_count adds each one's tags. Packages such as npm or Maven: package.list.",
    method: "GET",
    path: "/projects/{project_id}/registry/repositories",
    kind: "list",
    params: () => z.object({ project_id: projectId, ...withTags }),
    summary: REPOSITORY_SUMMARY,
    aliases: ["container registry", "docker images", "image repositories", "container images"],
    examples: [
      "list the container registry repositories of acme/web-app",
      "which docker images does platform/billing-core push to the registry?",
      "show the container images in nova/platform with how many tags each has",
      "what image repositories exist in the registry of kite/mobile?",
      "list docker repos of heron/mailer with their tags",
      "where is the container image of shop/orders? registry location please",
      "registry repos for project 4410",
      "ls images corvid/cli",
      "which images in orbit/android are being deleted (status delete_ongoing)?",
      "show the container registry of data/ml-utils, not the package registry",
      "like Docker Hub repositories: what images does granite/ledger have?",
      "list container repositories and tag counts in ridge/tf-modules",
      "find the registry repository id of the api image in acme/web-app",
      "what docker images has the CI pushed for release/binaries?",
      "show every image repository of frontend/design-system in the gitlab container registry",
    ],
  }),
  defineAction({
    id: "registry.repository_list_group",
    title: "List group container registry repositories",
    description:
      "List the container registry repositories of every project in a group: image paths, locations, project IDs.",
    method: "GET",
    path: "/groups/{group_id}/registry/repositories",
    kind: "list",
    params: () => z.object({ group_id: groupId }),
    summary: REPOSITORY_SUMMARY,
    aliases: ["group container registry", "docker images across the group"],
    examples: [
      "list all container registry repositories in the acme group",
      "which docker images are pushed by projects of group platform?",
      "show the group container registry of nova",
      "every image repository across the mobile group",
      "which projects in group backend have container images?",
      "registry repos in group 77",
      "grp docker images ops",
      "list container images for the whole data-science group",
      "what images does the infra group keep in the GitLab registry?",
      "like an ECR listing for the org: every container repository in group corvid",
      "find the api image repository somewhere in group shop",
      "all registry repositories of group frontend and their locations",
    ],
  }),
  defineAction({
    id: "registry.repository_get",
    title: "Get container registry repository",
    description:
      "Get one container registry repository by its ID (no project needed): path, location, status; tags, tags_count and size (GitLab.com) on request.",
    method: "GET",
    path: "/registry/repositories/{repository_id}",
    params: () =>
      z.object({
        repository_id: repositoryId,
        ...withTags,
        size: z.boolean().optional().describe(
          "Include the deduplicated size of its images in bytes (GitLab.com, repositories created after 2021-11-04).",
        ),
      }),
    summary: [...REPOSITORY_SUMMARY, "size"],
    aliases: ["registry repository details", "image repository size"],
    examples: [
      "show container registry repository 2",
      "how big is registry repository 14? include size",
      "details of docker image repository 7 with its tags",
      "how many tags does registry repository 31 have?",
      "what's the location of container repository 5 for docker pull?",
      "is registry repository 9 scheduled for deletion?",
      "get image repo 42 with tags_count",
      "which project owns container registry repository 18?",
      "registry repo 3 info",
      "size of the docker images in container repository 26",
      "look up the single registry repository 11, tags included",
      "show me container repository 60 and when the cleanup policy last ran",
    ],
  }),
  defineAction({
    id: "registry.repository_delete",
    title: "Delete container registry repository",
    description:
      "Delete a container registry repository with every tag in it (GitLab deletes in the background). Cannot be undone: the images can no longer be pulled until pushed again. Needs Maintainer.",
    method: "DELETE",
    path: "/projects/{project_id}/registry/repositories/{repository_id}",
    params: () => z.object({ project_id: projectId, repository_id: repositoryId }),
    destructive: true,
    aliases: ["delete docker image repository", "remove container image"],
    examples: [
      "delete container registry repository 2 in acme/web-app",
      "remove the whole docker image repository 14 from platform/billing-core",
      "drop registry repo 7 of nova/platform with all its tags",
      "we don't use the old api image anymore, delete registry repository 31 in kite/mobile",
      "delete the container repository 5 in heron/mailer",
      "get rid of image repository 9 in the registry of shop/orders",
      "rm registry repo 42 corvid/cli",
      "delete the entire docker image 18 (every tag) from orbit/android",
      "remove container image repository 3 of data/ml-utils, not a package",
      "purge registry repository 26 in granite/ledger",
      "delete registry repository 11 from project 4410",
      "wipe the container repository 60 in release/binaries",
    ],
  }),
];
