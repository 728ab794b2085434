/**
 * An issue's history of labels, state and milestone (Resource label, state and milestone events APIs): who
 * changed what, and when. Read-only lists; changing labels, state or milestone is issue.update/close/reopen.
 */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { issueIid, projectId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";

const ISSUE = "/projects/{project_id}/issues/{issue_iid}";
const params = z.object({ project_id: projectId, issue_iid: issueIid });

export const issueHistoryActions = [
  defineAction({
    id: "issue.label_events",
    title: "List issue label events",
    description:
      "List an issue's label history: who put on or took off which label, and when. Each event has action add or remove and the label name. To add or remove a label use issue.update; comments are issue.note_list; a whole project's activity is event.list_project.",
    method: "GET",
    path: `${ISSUE}/resource_label_events`,
    kind: "list",
    shape: SHAPES.resource_event,
    params,
    aliases: ["label history", "label events", "who labeled", "labeled unlabeled", "resource label events"],
    examples: [
      "who added the bug label to #42?",
      "when was ~priority::high put on issue #318 in platform/api?",
      "label history of #77 in mobile/android",
      "who removed the ~needs-review label from issue 88 in web-shop?",
      "show the label changes on ticket #640 in mobile/ios, who and when",
      "when did #1203 in billing get labeled ~regression, and by whom?",
      "list label events for issue #230 in infra/k8s",
      "who took ~blocked off #12 in docs-site?",
      "which labels did bug #55 in acme/cli carry over time, and who changed them?",
      "who labeled issue #909 in data/etl as security? like GitHub's labeled/unlabeled timeline",
      "has #73 in acme/portal ever been relabeled? show the label add/remove log",
      "when was the workflow::in-review label applied to #219 in platform/payments?",
      "lbael history for issue #15 in data/warehouse",
      "who keeps removing the ~P1 label from #66 in infra/terraform?",
      "who added ~bug to issue #512 in orbit/android?",
      "show the label history of ticket #301 in quartz/backend",
      "when was the ~needs-triage label removed from #61 in ridge/tf-modules?",
      "list who added or removed labels on #14 in zinc/runbooks and when",
    ],
  }),
  defineAction({
    id: "issue.state_events",
    title: "List issue state events",
    description:
      "List when an issue was closed and reopened and by whom (state closed or reopened, with source_commit when a commit closed it). Opening is not recorded: an issue never closed returns an empty list. To close or reopen use issue.close or issue.reopen; merge requests that close it: issue.mrs_closing.",
    method: "GET",
    path: `${ISSUE}/resource_state_events`,
    kind: "list",
    shape: SHAPES.resource_event,
    params,
    aliases: ["state history", "state events", "close history", "who closed", "when closed", "when reopened"],
    examples: [
      "when was #42 closed?",
      "who closed issue #318 in platform/api and when?",
      "when was ticket #77 in mobile/android reopened?",
      "state history of issue #640 in mobile/ios",
      "how many times has #1203 in billing been closed and reopened?",
      "who reopened bug #88 in web-shop?",
      "list the close/reopen events of issue #230 in infra/k8s",
      "which commit closed #12 in docs-site, and at what time?",
      "exact time issue #55 in acme/cli got closed",
      "show the state events for #66 in infra/terraform",
      "was #73 in acme/portal ever reopened after it was closed?",
      "when was issue #219 in platform/payments clsoed, and by who",
      "who closed and reopened #15 in data/warehouse, in order",
      "who closed ticket #512 in orbit/android?",
      "when did issue #301 in quartz/backend get reopened, and by whom?",
      "show the state history (closed/reopened) of #61 in ridge/tf-modules",
      "how many times has #14 in zinc/runbooks been reopened?",
    ],
  }),
  defineAction({
    id: "issue.milestone_events",
    title: "List issue milestone events",
    description:
      "List an issue's milestone history: which milestone it was put on or taken off, by whom and when. Each event has action add or remove and the milestone title. To change the milestone use issue.update.",
    method: "GET",
    path: `${ISSUE}/resource_milestone_events`,
    kind: "list",
    shape: SHAPES.resource_event,
    params,
    aliases: ["milestone history", "milestone events", "milestone changes", "rescheduled", "slipped"],
    examples: [
      "when did #42 move to milestone 16.0?",
      "milestone history of issue #318 in platform/api",
      'who put ticket #77 in mobile/android on the %"v2.1" milestone?',
      "who removed the milestone from #640 in mobile/ios and when?",
      "when was #1203 in billing pushed from milestone Q3 to Q4?",
      "list milestone events for issue #88 in web-shop",
      "which milestones has #230 in infra/k8s been on over time?",
      "how often has #12 in docs-site slipped to a later milestone?",
      "when was issue #55 in acme/cli added to the sprint 42 milestone, and by whom?",
      "show the milestone changes on #66 in infra/terraform",
      "mielstone history for #73 in acme/portal",
      "who moved bug #219 in platform/payments out of the 17.0 milestone?",
      "who moved issue #512 in orbit/android to the 4.3 milestone?",
      "show the milestone history of ticket #301 in quartz/backend",
      "when did #61 in ridge/tf-modules get taken off the Sprint 12 milestone?",
      "list milestone events of #14 in zinc/runbooks",
      "how many times has the milestone of issue #8 in sable/design-tokens changed, and who changed it?",
    ],
  }),
];
