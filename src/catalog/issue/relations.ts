/** What an issue is tied to: linked issues (Issue links API) and merge requests; time tracking is in time_tracking.ts. */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { intId, issueIid, projectId } from "../fields.ts";
import { oneLine } from "../../text/bounds.ts";
import { SHAPES } from "../shapes.ts";

const projectIssue = { project_id: projectId, issue_iid: issueIid };

const linkType = z.enum(["relates_to", "blocks", "is_blocked_by"]);

/** The two ends of one link object. */
function linkEnds(data: unknown): string[] {
  const d = (data ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const end = (
    i?: Record<string, unknown>,
  ) => (i ? `#${i.iid} (project ${i.project_id}) ${oneLine(i.title, 100)}` : "?");
  return d.source_issue || d.target_issue
    ? [`${end(d.source_issue)} ${String(d.link_type ?? "")} ${end(d.target_issue)}`]
    : [];
}

export const issueRelationActions = [
  defineAction({
    id: "issue.link_list",
    title: "List linked issues",
    description:
      "List the issues linked to an issue (relates_to, blocks, is_blocked_by), each with the issue_link_id needed to remove the link. Not paginated: GitLab returns every link.",
    method: "GET",
    shape: SHAPES.issue,
    path: "/projects/{project_id}/issues/{issue_iid}/links",
    params: () => z.object(projectIssue),
    aliases: ["related issues", "blocking issues", "blocked by", "dependencies", "issue relations"],
    examples: [
      "what issues are linked to #42 in acme/web?",
      "show the issues blocking #318 in platform/api",
      "what's blocked by ticket #77 in mobile/android?",
      "list related issues for #640 in mobile/ios",
      "dependencies of issue #1203 in billing",
      "linkd issues for #88 in web-shop",
      "is #230 in infra/k8s blocked by anything?",
      "show the issue links on #12 in docs-site so I can remove one",
      "which tickets does #55 in acme/cli relate to? issue links, not MRs",
      "list the blockers for https://gitlab.example.com/data/etl/-/issues/909",
      "show the linked issues of #73 in acme/portal (issue links only)",
      "which issues block or are blocked by #219 in platform/payments?",
      "list the issue relations of ticket #15 in data/warehouse",
      "list the linked issues of #42 in acme/web",
      "show issue links (blocks / is blocked by) for #19 in design/tokens",
      "list the linked issues on #512 in orbit/android",
      "what other issues is ticket #301 in quartz/backend linked to (blocks / blocked by / relates)?",
      "show linked issues for #61 in ridge/tf-modules with their issue_link_id",
      "is ticket #14 in zinc/runbooks blocking any other issue?",
    ],
    summary: ["issue_link_id", "link_type", "iid", "project_id", "title", "state", "web_url"],
  }),
  defineAction({
    id: "issue.link_create",
    title: "Link issues",
    description:
      "Link an issue to another issue (possibly in another project) as relates_to, blocks or is_blocked_by. The link shows on both issues.",
    method: "POST",
    path: "/projects/{project_id}/issues/{issue_iid}/links",
    params: () =>
      z.object({
        ...projectIssue,
        target_project_id: z.union([z.string().min(1), z.number().int().positive()]).describe(
          'Project of the issue to link to: ID or full path, e.g. 5 or "my-group/other-project".',
        ),
        target_issue_iid: intId("IID of the issue to link to, in target_project_id."),
        link_type: linkType.optional().describe(
          "How this issue relates to the target: relates_to (default), blocks or is_blocked_by.",
        ),
      }),
    aliases: ["relate issues", "add related issue", "mark blocking", "add dependency"],
    examples: [
      "link #42 to #57 in acme/web",
      "mark #318 in platform/api as blocking #320",
      "#77 in mobile/android is blocked by #12 in mobile/shared, add that link",
      "relate issue #640 in mobile/ios to acme/web#42",
      "add a dependency: #1203 in billing depends on #88 in payments/gateway",
      "lnk issue #230 to #231 in infra/k8s as related",
      "connect ticket #12 in docs-site with #19 in design/tokens",
      "set #55 in acme/cli as a blocker for #61",
      "add #910 as a related issue of #909 in data/etl",
      "create an 'is blocked by' link: #14 is blocked by #9 in mobile/ios",
      "add an issue link: #73 relates to #74 in acme/portal",
      "mark issue #219 in platform/payments as blocked by issue #205",
      "link ticket #15 in data/warehouse to issue #9 in data/ingest as realted",
      "link issue #42 in acme/web to #43 as blocks",
      "mark #19 in design/tokens as related to #20",
      "link issue #512 in orbit/android to #498 as related",
      "add a blocks link: #301 in quartz/backend blocks #305",
      "mark #61 in ridge/tf-modules as blocked by ridge/tf-live#12",
      "create an issue link between #14 and #15 in zinc/runbooks (relates_to)",
      "#8 in sable/design-tokens can't start before #3 is done, link them so #3 blocks #8",
    ],
    summary: ["link_type"],
    notes: linkEnds,
  }),
  defineAction({
    id: "issue.link_delete",
    title: "Unlink issues",
    description:
      "Remove a link between two issues by its issue_link_id (from issue.link_list). Both issues stay; only the relation goes.",
    method: "DELETE",
    path: "/projects/{project_id}/issues/{issue_iid}/links/{issue_link_id}",
    params: () =>
      z.object({
        ...projectIssue,
        issue_link_id: intId("ID of the link (issue_link_id from issue.link_list), not an issue IID."),
      }),
    kind: "object",
    destructive: true,
    aliases: ["remove related issue", "remove dependency"],
    examples: [
      "unlink #42 and #57 in acme/web",
      "remove the blocking link between #318 and #320 in platform/api",
      "#77 in mobile/android isn't blocked by #12 anymore, remove that dependency",
      "delete issue link 4821 from #640 in mobile/ios",
      "remove the relation between #1203 and #88 in billing",
      "drop the related-issue link from #230 to #231 in infra/k8s, keep both issues",
      "#55 in acme/cli no longer blocks #61, take the link off",
      "un-relate ticket #12 in docs-site from #19 in design/tokens",
      "clear the dependency on #909 in data/etl, link id 7730",
      "remove the link between #73 and #74 in acme/portal",
      "#219 in platform/payments is no longer blocked by #205, delete that issue link",
      "unlink ticket #15 in data/warehouse from data/ingest#9",
      "remove the issue link between #512 and #498 in orbit/android",
      "delete link 9931 on ticket #301 in quartz/backend, keep both issues",
      "#61 in ridge/tf-modules is not blocked by ridge/tf-live#12 anymore, unlink them",
      "unlink #14 from #15 in zinc/runbooks",
      "remove the relates_to link from #8 to #3 in sable/design-tokens",
    ],
    summary: ["link_type"],
    notes: linkEnds,
  }),
  defineAction({
    id: "issue.mrs_closing",
    title: "List MRs closing issue",
    description:
      'List the merge requests that will close this issue when merged (those saying "Closes #N" or linked as closing).',
    method: "GET",
    shape: SHAPES.merge_request,
    path: "/projects/{project_id}/issues/{issue_iid}/closed_by",
    kind: "list",
    params: () => z.object(projectIssue),
    aliases: ["closing merge requests", "closed by", "fixing mr"],
    examples: [
      "which MR will close issue #42 in acme/web?",
      "list merge requests that close #318 in platform/api",
      "is there a PR fixing ticket #77 in mobile/android?",
      "what merge request resolves bug #640 in mobile/ios when it's merged?",
      "mrs closng #1203 in billing",
      "find the MR that says 'Closes #88' in web-shop",
      "has anyone opened a fix MR for #230 in infra/k8s yet?",
      "which merge requests are set to auto-close issue #12 in docs-site?",
      "what will close https://gitlab.example.com/data/etl/-/issues/909?",
      "closing MRs for issue #55 in acme/cli (from the issue side, not !318's closed issues)",
      "which MR says 'Fixes #73' and will close it when merged, in acme/portal?",
      "list merge requests that will auto-close issue #219 in platform/payments",
      "find the closing MR for ticket #15 in data/warehouse",
      "which merge request is going to close ticket #512 in orbit/android?",
      "show the MRs that close issue #301 in quartz/backend when they merge",
      "is there an MR saying 'Closes #61' for issue #61 in ridge/tf-modules?",
      "list the closing merge requests of issue #14 in zinc/runbooks",
      "which PR will auto-close bug #8 in sable/design-tokens?",
      "list the merge requests that will close #77 in heron/mailer once merged",
      "issue #230 in kestrel/api: which MRs are set to close it?",
    ],
  }),
  defineAction({
    id: "issue.mrs_related",
    title: "List MRs related to issue",
    description: "List the merge requests that mention or are linked to an issue, whether or not they close it.",
    method: "GET",
    shape: SHAPES.merge_request,
    path: "/projects/{project_id}/issues/{issue_iid}/related_merge_requests",
    kind: "list",
    params: () => z.object(projectIssue),
    aliases: ["related merge requests", "mentioned in mr"],
    examples: [
      "which merge requests mention issue #42 in acme/web?",
      "list MRs related to #318 in platform/api",
      "show all PRs that reference ticket #77 in mobile/android, closing or not",
      "any merge requests linked to bug #640 in mobile/ios?",
      "relatd MRs for #1203 in billing",
      "what code changes touched #88 in web-shop? list the related MRs",
      "merge requests that mention #230 in infra/k8s but don't necessarily close it",
      "related merge requests for issue #12 in docs-site",
      "find MRs connected to https://gitlab.example.com/data/etl/-/issues/909",
      "every MR that cross-references #55 in acme/cli",
      "list MRs related to issue #73 in acme/portal",
      "which merge requests reference #219 in platform/payments?",
      "MRs connected to ticket #15 in data/warehouse, seen from the issue",
      "list the merge requests related to ticket #512 in orbit/android",
      "any MRs that mention issue #301 in quartz/backend?",
      "show related merge requests for #61 in ridge/tf-modules, closing or not",
      "which PRs reference bug #14 in zinc/runbooks?",
      "find every merge request linked to issue #8 in sable/design-tokens",
    ],
  }),
];
