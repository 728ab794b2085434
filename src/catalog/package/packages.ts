/**
 * The package registry of a project or group (Packages API): npm, Maven, PyPI, NuGet, Conan, Composer, Helm, Go,
 * Terraform modules and generic packages published to GitLab. Container images live in the registry domain.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, projectId } from "../fields.ts";
import { PACKAGE_SUMMARY, packageFilters, packageId } from "./fields.ts";

export const packageActions = [
  defineAction({
    id: "package.list",
    title: "List packages",
    description:
      "List the packages in a project's package registry (npm, Maven, PyPI, NuGet, generic…), oldest first by default; filter by type, name, version or status. Container images: registry.repository_list.",
    method: "GET",
    path: "/projects/{project_id}/packages",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        order_by: z.enum(["created_at", "name", "version", "type"]).optional().describe(
          "Sort field (default created_at).",
        ),
        ...packageFilters,
        package_version: z.string().min(1).optional().describe(
          'Only this exact version, e.g. "1.4.0" (GitLab 16.6 and later).',
        ),
      }),
    summary: PACKAGE_SUMMARY,
    aliases: ["package registry", "published packages", "artifacts feed", "npm packages", "maven artifacts"],
    examples: [
      "list the packages in acme/web-sdk",
      "which npm packages has frontend/design-system published to the package registry?",
      "show the maven artifacts in platform/billing-core",
      "what pypi packages are in data/ml-utils?",
      "list every version of @acme/ui we've published in acme/ui-kit",
      "newest packages first in nova/platform (sort desc)",
      "is version 2.3.1 of the orders-client package in the registry of shop/orders?",
      "show nuget packages of dotnet/shared-libs",
      "list helm charts published to infra/charts' package registry",
      "which packages failed to upload (status error) in kite/mobile?",
      "ls packages corvid/cli",
      "show the generic packages in release/binaries",
      "like Azure Artifacts feeds: what packages does project 4410 have?",
      "packages pending deletion in orbit/android",
      "list the terraform modules in the package registry of ridge/tf-modules",
      "what's in the GitLab package registry for heron/mailer? just packages, not docker images",
      "pkgs in granite/ledger sorted by name",
    ],
  }),
  defineAction({
    id: "package.list_group",
    title: "List group packages",
    description:
      "List the packages of every project in a group and its subgroups (exclude_subgroups for the group's own projects), with the same filters as package.list.",
    method: "GET",
    path: "/groups/{group_id}/packages",
    kind: "list",
    params: () =>
      z.object({
        group_id: groupId,
        exclude_subgroups: z.boolean().optional().describe("Leave out projects of subgroups (default false)."),
        order_by: z.enum(["created_at", "name", "version", "type", "project_path"]).optional().describe(
          "Sort field (default created_at).",
        ),
        ...packageFilters,
      }),
    summary: [...PACKAGE_SUMMARY, "project_path"],
    aliases: ["group package registry", "packages across the group"],
    examples: [
      "list all packages published in the acme group",
      "which npm packages exist across every project of the frontend group?",
      "show the group package registry of platform",
      "maven artifacts in all projects under group backend, sorted by project path",
      "list packages in group data-science but not its subgroups",
      "what pypi packages does the ml group publish?",
      "every package in group 77",
      "group-wide package list for nova, newest first",
      "which projects in the mobile group have published packages?",
      "packages with status error anywhere in the infra group",
      "list helm charts across the ops group",
      "show all packages called orders-client in the shop group",
      "grp pkgs acme",
      "like an Artifactory repo for the whole org: list packages in group corvid",
      "all generic packages of the releases group and its subgroups",
    ],
  }),
  defineAction({
    id: "package.get",
    title: "Get package",
    description:
      "Get one package of a project by ID: name, version, type, status, the pipelines that published it and its other versions.",
    method: "GET",
    path: "/projects/{project_id}/packages/{package_id}",
    params: () => z.object({ project_id: projectId, package_id: packageId }),
    summary: [...PACKAGE_SUMMARY, "versions"],
    aliases: ["package details", "package versions"],
    examples: [
      "show package 12 in acme/web-sdk",
      "details of package id 4 in platform/billing-core",
      "which pipeline published package 31 in data/ml-utils?",
      "what other versions does package 8 in frontend/design-system have?",
      "get package 57 of shop/orders: name, version, type",
      "is package 19 in kite/mobile still processing?",
      "look up package 3 in nova/platform",
      "when was package 44 in heron/mailer created and by which pipeline?",
      "show the single package 90 of corvid/cli, not the whole list",
      "package 6 in orbit/android: what version is it?",
      "what type is package 71 in release/binaries, npm or maven?",
      "info on pkg 15 granite/ledger",
      "show me package 23 in ridge/tf-modules with its versions",
      "fetch package 2 in project 4410",
    ],
  }),
  defineAction({
    id: "package.delete",
    title: "Delete package",
    description:
      "Delete a package and all its files from a project's package registry. Cannot be undone: clients that install that version fail until it is published again. Needs Maintainer.",
    method: "DELETE",
    path: "/projects/{project_id}/packages/{package_id}",
    params: () => z.object({ project_id: projectId, package_id: packageId }),
    destructive: true,
    aliases: ["remove package", "unpublish package"],
    examples: [
      "delete package 12 from acme/web-sdk",
      "remove the broken package 4 in platform/billing-core",
      "unpublish package 31 from the registry of data/ml-utils",
      "we published package 8 by mistake in frontend/design-system, delete it",
      "drop package 57 from shop/orders",
      "get rid of the old snapshot package 19 in kite/mobile",
      "delete the whole package 3 (all its files) in nova/platform",
      "remove package id 44 from heron/mailer's package registry",
      "rm pkg 90 corvid/cli",
      "delete package 6 in orbit/android, not the docker image",
      "clean up package 71 from release/binaries",
      "like npm unpublish: remove package 15 from granite/ledger",
      "delete the package 23 in ridge/tf-modules",
      "purge package 2 from project 4410",
    ],
  }),
];
