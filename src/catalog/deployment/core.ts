/** Deployments (GitLab Deployments API): list, read, the merge requests they shipped, and approvals. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { isoTime, optional, projectId } from "../fields.ts";
import { MR_ROW, mrListFilters, mrListSentAs } from "../merge_request/fields.ts";
import { approvalLines, DEPLOYMENT_ROW, deploymentId, deploymentLines, deploymentListLines } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

const deploymentStatus = z.enum(["created", "running", "success", "failed", "canceled", "blocked"]).describe(
  "Only deployments with this status (blocked: waiting for approval).",
);

/** GitLab filters on finish time only among successful deployments and answers 400 otherwise. */
function finishedNeedsSuccess(p: Record<string, unknown>): string | undefined {
  if (p.finished_after === undefined && p.finished_before === undefined) return undefined;
  if (p.status === "success") return undefined;
  return 'finished_after and finished_before only work with status "success": add "status": "success", or filter on updated_after/updated_before instead';
}

export const deploymentActions = [
  defineAction({
    id: "deployment.list",
    title: "List deployments",
    description:
      "List a project's deployments (deploy history) with status, ref and commit; filter by environment name, status and updated or finished time. Oldest first unless sort is desc.",
    method: "GET",
    shape: SHAPES.deployment,
    path: "/projects/{project_id}/deployments",
    kind: "list",
    params: () =>
      z.object({
        project_id: projectId,
        environment: z.string().optional().describe('Only deployments to this environment name, e.g. "production".'),
        status: optional(deploymentStatus),
        order_by: z.enum(["id", "iid", "created_at", "updated_at", "finished_at", "ref"]).optional().describe(
          "Sort field (default id); use finished_at with finished_after/finished_before.",
        ),
        sort: z.enum(["asc", "desc"]).optional().describe("Sort direction (default asc: oldest first)."),
        updated_after: optional(isoTime("Only deployments updated after this time")),
        updated_before: optional(isoTime("Only deployments updated before this time")),
        finished_after: optional(
          isoTime('Only deployments finished after this time (with status "success" and order_by finished_at)'),
        ),
        finished_before: optional(
          isoTime('Only deployments finished before this time (with status "success" and order_by finished_at)'),
        ),
      }),
    check: finishedNeedsSuccess,
    aliases: ["deploy history", "releases to production", "rollouts"],
    examples: [
      "list deployments in acme/web",
      "list the deployments to production in platform/api this week",
      "show the last 5 deploys to staging in acme/billing, newest first",
      "which deployments failed in mobile/backend since 2026-11-20?",
      "deployment history of the production environment in acme/shop",
      "hey, when did we last deploy acme/portal to prod? list the deployments",
      "list deployments waiting for approval (blocked) in ops/terraform",
      "show running deployments in data/etl-jobs",
      "list deploymnets of project 2201 finished after 2026-11-01",
      "how many times did team-rocket/backend deploy to production in November?",
      "show all deployments for environment review/fix-login in acme/shop",
      "list all rollouts of infra/k8s-apps, not the environments themselves",
      "recent deployments of acme/sdk-js with their commit SHAs",
      "list deployments of acme/web",
      "deployment history of platform/api to production",
      "list deployments in zinc/runbooks",
      "deploys to production in kestrel/api since 2026-11-01, newest first",
      "deployment history for the staging environment of northwind/portal",
      "which deployments to prod failed in lumen/ledger this month? list them",
    ],
    summary: DEPLOYMENT_ROW,
    notes: deploymentListLines,
  }),
  defineAction({
    id: "deployment.get",
    title: "Get deployment",
    description:
      "Get one deployment by ID: status, ref, commit, environment, who deployed, its job and pipeline, and approval rules where the tier has them.",
    method: "GET",
    shape: SHAPES.deployment,
    path: "/projects/{project_id}/deployments/{deployment_id}",
    params: () => z.object({ project_id: projectId, deployment_id: deploymentId }),
    aliases: ["deployment details", "deploy status"],
    examples: [
      "show deployment 42 in acme/web",
      "did deployment 1187 in platform/api succeed?",
      "who triggered deployment 311 in acme/billing?",
      "which commit did deployment 76 ship in mobile/backend?",
      "what job and pipeline ran deployment 509 of acme/shop?",
      "hey, why is deployment 88 in ops/terraform blocked? show its approvals",
      "details of deploy 2045 in acme/portal",
      "get deployment 19 from project 2201",
      "status of deployment 640 to production in team-rocket/backend",
      "show the deployment itself (not its MRs): 77 in data/etl-jobs",
      "which environment did deployment 903 in infra/k8s-apps go to?",
      "when did deployment 55 in acme/sdk-js finish?",
      "get deployment 412 in acme/web",
      "show deployment 88 in platform/api: sha, ref, status and who deployed it",
      "get deployment 44 in zinc/runbooks",
      "status, sha and deployer of deployment 18 in kestrel/api",
      "deployment 23: which environment, job and pipeline?",
      "show deployment 6 in lumen/ledger, is it still running?",
    ],
    summary: DEPLOYMENT_ROW,
    notes: (data) => [...deploymentLines(data), ...approvalLines(data)],
  }),
  defineAction({
    id: "deployment.merge_requests",
    title: "List deployment merge requests",
    description:
      "List the merge requests a deployment shipped (what went out in it); same filters as merge_request.list. Not every deployment is linked to merge requests.",
    method: "GET",
    shape: SHAPES.merge_request,
    path: "/projects/{project_id}/deployments/{deployment_id}/merge_requests",
    kind: "list",
    // GitLab's deployment merge requests take no approved_by_usernames (a 400 if sent).
    params: () =>
      z.object({ project_id: projectId, deployment_id: deploymentId, ...mrListFilters }).omit({
        approved_by_usernames: true,
      }),
    sentAs: mrListSentAs,
    aliases: ["what shipped", "changes in deploy", "release contents"],
    examples: [
      "which merge requests went out in deployment 42 of acme/web?",
      "what shipped with deploy 1187 in platform/api?",
      "list the MRs included in deployment 311 in acme/billing",
      "hey, what changed in the last production deploy (deployment 76) of mobile/backend?",
      "PRs deployed by deployment 509 in acme/shop",
      "show merge requests shipped in deployment 2045 to prod in acme/portal",
      "did !318 go out with deployment 88 in ops/terraform?",
      "list mrs in deployment 19 of project 2201",
      "changelog for deployment 640 in team-rocket/backend: which MRs?",
      "merge requests labeled ~bug that deployment 77 in data/etl-jobs released",
      "what features did deployment 903 ship to infra/k8s-apps production?",
      "MRs of deployment 55 in acme/sdk-js, not the deployment details",
      "list merge requests shipped in deployment 412 of acme/web",
      "which MRs were part of deployment 88 in platform/api?",
      "which MRs shipped in deployment 44 of zinc/runbooks?",
      "list the merge requests deployment 18 released to prod",
      "what PRs went out with deploy 23 in kestrel/api",
      "MRs by @jdoe included in deployment 6 of lumen/ledger",
      "what got released in deploy 88123 to prod in northwind/portal? list the PRs",
    ],
    summary: MR_ROW,
  }),
  defineAction({
    id: "deployment.approve",
    tier: "premium",
    title: "Approve or reject deployment",
    description:
      "Approve or reject a deployment blocked on a protected environment's approval rules (GitLab Premium/Ultimate only). status approved lets it run; rejected stops it.",
    method: "POST",
    path: "/projects/{project_id}/deployments/{deployment_id}/approval",
    params: () =>
      z.object({
        project_id: projectId,
        deployment_id: deploymentId,
        status: z.enum(["approved", "rejected"]).describe("approved lets the deployment proceed; rejected blocks it."),
        comment: z.string().optional().describe("Comment to go with the approval or rejection."),
        represented_as: z.string().optional().describe(
          "User, group or role to approve as, when you belong to several approval rules.",
        ),
      }),
    aliases: ["deployment approval", "reject deployment", "approve deploy", "protected environment approval"],
    examples: [
      "approve deployment 88 in ops/terraform",
      "reject deployment 1187 in platform/api, it's missing the migration",
      "approve the blocked production deploy 640 in team-rocket/backend with comment 'LGTM, go'",
      "hey, can you sign off deployment 311 to prod in acme/billing?",
      "approve deployment 509 in acme/shop as the security group",
      "reject deploy 2045 in acme/portal: wrong release branch",
      "give my approval to deployment 42 of acme/web",
      "approve deployment 19 in project 2201",
      "approve the deployment (not the merge request) 76 in mobile/backend",
      "reject the pending rollout 903 to infra/k8s-apps production",
      "deployment 55 in acme/sdk-js is waiting for my approval, approve it",
      "approve deployment 77 in data/etl-jobs with comment 'checked the runbook'",
      "approve deployment 412 in acme/web to production",
      "reject blocked deployment 88 in platform/api, not ready",
      "approve deployment 44 in zinc/runbooks",
      "reject deployment 18 in kestrel/api with comment 'failing smoke tests'",
      "I'm an approver for prod in kestrel/api and deployment 23 is blocked waiting on me, approve it",
      "approve deployment 6 in lumen/ledger on behalf of the release-managers group",
    ],
    summary: ["status", "comment", "created_at"],
    notes: (data) => {
      const d = data as { user?: { username?: string }; status?: string } | null;
      return d?.user?.username ? [`${d.status} by @${d.user.username}`] : [];
    },
  }),
];
