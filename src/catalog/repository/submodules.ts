/** Repository submodules (Repository submodules API): point a submodule at another commit, as one commit. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { optional, projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";

export const repositorySubmoduleActions = [
  defineAction({
    id: "repository.submodule_update",
    title: "Update submodule commit",
    description:
      "Point a Git submodule at another commit of its own repository, committed to a branch of this project (like `git submodule update --remote` plus a commit). Answers with the new commit.",
    method: "PUT",
    path: "/projects/{project_id}/repository/submodules/{submodule}",
    params: () =>
      z.object({
        project_id: projectId,
        submodule: z.string().min(1).describe(
          'Path of the submodule in this repository, unencoded, e.g. "lib/modules/example" (as in .gitmodules).',
        ),
        branch: z.string().min(1).describe("Branch to commit the change to."),
        commit_sha: z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/i).describe(
          "Full commit SHA (40 hex characters) in the submodule's repository to point it at.",
        ),
        commit_message: optional(z.string().min(1).describe("Commit message. Default: GitLab writes one.")),
      }),
    shape: SHAPES.commit,
    aliases: ["bump submodule", "submodule pointer", "update submodule ref"],
    examples: [
      "update the submodule lib/shared in saffron/checkout to commit 3ddec28ea23acc5caa5d8331a6ecb2a65fc03e88 on main",
      "bump the vendor/protos submodule to the latest sha on develop",
      "point submodule docs/theme at 9f1c… in tango/integrations",
      "move the third_party/sdk submodule reference to a new commit and commit it to release/2.0",
      "update submodule ref of common in finance/payroll-api with message 'Bump common'",
      "set the submodule modules/auth to commit ae1d9fb46aa2b07ee9836d49862ec4e2c46fbbba",
      "bump submodul lib/ui on branch feature/new-ui",
      "sync the submodule pointer for infra/modules in the terraform repo",
      "our CI needs to bump the shared-config submodule after each release, do it for main",
      "change which commit the git submodule external/lib points to",
      "bump submodule vendor/smtp-lib in tamarack/terraform to a1b2c3d4e5f60718293a4b5c6d7e8f9012345678 on main",
      "update the git submodule third_party/protobuf in ulmus/vpn to the new upstream commit, commit to develop",
      "the Pods submodule in verbena/cms is behind, point it at commit 0123456789abcdef0123456789abcdef01234567 on branch deps",
      "change the submodule pointer for tokens/shared in wisteria/forms and commit with message 'Bump shared tokens'",
    ],
  }),
];
