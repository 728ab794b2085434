/** Project pull mirroring (Pull mirroring API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";

const MIRROR_SUMMARY = [
  "enabled",
  "url",
  "update_status",
  "last_successful_update_at",
  "last_update_at",
  "last_error",
  "mirror_trigger_builds",
  "only_mirror_protected_branches",
  "mirror_overwrites_diverged_branches",
  "mirror_branch_regex",
];

export const projectMirrorActions = [
  defineAction({
    id: "project.pull_mirror_get",
    tier: "premium",
    title: "Get pull mirror",
    description:
      "Get a project's pull-mirror configuration and status: source URL, whether it is enabled, last update and last error (Premium/Ultimate).",
    method: "GET",
    path: "/projects/{project_id}/mirror/pull",
    params: () => z.object({ project_id: projectId }),
    aliases: ["mirroring status", "repository mirror", "sync from remote"],
    examples: [
      "is pull mirroring working for acme/web?",
      "show the pull mirror status of platform/api",
      "when did ops/terraform last sync from GitHub?",
      "why is the mirror of acme/billing failing? show the last error",
      "what URL is mobile/ios-app mirroring from?",
      "is data/etl-jobs set up as a pull mirror?",
      "hey, can you check whether the mirror for acme/design-system is up to date?",
      "show mirror settings of acme/cli: only protected branches? trigger pipelines?",
      "get the repository mirror config of project 2201",
      "last successful mirror update for team-rocket/backend",
      "check the pull mirorr of acme/handbook",
      "read-only check: show the pull mirror config of acme/portal, don't change it",
      "did the last pull mirror update of platform/api succeed? when did it run?",
      "what does the mirroring setup look like for data/warehouse right now?",
      "pull mirror status kestrel/api",
      "is the GitHub mirror of granite/ledger still syncing? show the last error",
      "when did corvid/cli last pull from its upstream repo?",
      "which remote URL does helios/web pull-mirror from, and is mirroring enabled?",
    ],
    summary: MIRROR_SUMMARY,
  }),
  defineAction({
    id: "project.pull_mirror_configure",
    tier: "premium",
    title: "Configure pull mirror",
    description:
      "Set up, change or turn off (enabled false) pulling a project's repository from a remote URL, with optional credentials and branch rules (Premium/Ultimate).",
    method: "PUT",
    path: "/projects/{project_id}/mirror/pull",
    params: () =>
      z.object({
        project_id: projectId,
        enabled: z.boolean().optional().describe("true turns pull mirroring on, false turns it off."),
        url: z.string().min(1).optional().describe(
          'URL of the remote repository to mirror from, e.g. "https://github.com/org/repo.git".',
        ),
        auth_user: z.string().optional().describe("Username for the remote repository."),
        auth_password: z.string().optional().describe("Password or access token for the remote repository."),
        mirror_trigger_builds: z.boolean().optional().describe("Run pipelines for mirror updates."),
        only_mirror_protected_branches: z.boolean().optional().describe("Mirror only protected branches."),
        mirror_overwrites_diverged_branches: z.boolean().optional().describe(
          "Overwrite local branches that diverged from the remote.",
        ),
        mirror_branch_regex: z.string().optional().describe(
          "Mirror only branches matching this regex (needs only_mirror_protected_branches false).",
        ),
      }),
    aliases: ["mirroring", "set up mirror", "import from github", "sync repository"],
    examples: [
      "set up a pull mirror on acme/web from https://github.com/acme/web.git",
      "keep platform/api in sync with github.com/acme/api using a token, only protected branches",
      "turn off pull mirroring for ops/terraform",
      "change the mirror URL of acme/billing to https://github.com/acme/billing-v2.git",
      "update the mirror credentials for mobile/ios-app, user ci-bot",
      "make the mirror in data/etl-jobs trigger pipelines on each update",
      "mirror only branches matching ^release/ into acme/design-system",
      "hey, can you configure acme/cli to continuously pull from our Bitbucket repo https://bitbucket.org/acme/cli?",
      "let the mirror overwrite diverged branches in project 2201",
      "enable pull mirroring for team-rocket/backend from https://git.example.org/backend.git",
      "configure a repo mirorr on acme/handbook from github",
      "configure acme/portal to pull-mirror https://github.com/acme/portal.git",
      "change the pull mirror settings of platform/api: mirror all branches, not just protected",
      "disable the pull mirror on data/warehouse, we moved off GitHub",
      "mirror https://github.com/kestrel/api.git into kestrel/api and run pipelines on each sync",
      "set up pull mirroring on granite/ledger with user mirror-bot and an access token as password",
      "stop pulling corvid/cli from upstream: disable its pull mirror",
      "repoint helios/web's pull mirror at https://gitea.example.org/helios/web.git and enable it",
    ],
    summary: MIRROR_SUMMARY,
  }),
];
