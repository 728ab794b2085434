/** Params the package rows share (Packages API, https://docs.gitlab.com/api/packages/). */
import { z } from "zod";
import { intId } from "../fields.ts";

export const packageId = intId("Package ID, as listed by package.list (not its name or version).");

/** The filters GitLab takes on both the project and the group list. */
export const packageFilters = {
  sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default asc: oldest first)."),
  package_type: z.enum([
    "composer",
    "conan",
    "generic",
    "golang",
    "helm",
    "maven",
    "npm",
    "nuget",
    "pypi",
    "terraform_module",
  ]).optional().describe("Only packages of this format."),
  package_name: z.string().min(1).optional().describe('Fuzzy filter on the package name, e.g. "@acme/ui".'),
  include_versionless: z.boolean().optional().describe("Also list packages without a version (default false)."),
  status: z.enum(["default", "hidden", "processing", "error", "pending_destruction", "deprecated"]).optional()
    .describe("Only packages in this state (default: default, deprecated and error ones)."),
};

/** Fields shown per package. */
export const PACKAGE_SUMMARY = ["id", "name", "version", "package_type", "status", "created_at"];
