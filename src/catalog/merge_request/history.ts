/**
 * A merge request's history of labels, state and milestone (Resource label, state and milestone events APIs):
 * who changed what, and when. Read-only lists; changing them is merge_request.update/merge.
 */
import { defineAction } from "../../engine/action.ts";
import { MR_PATH, mrParams } from "./fields.ts";
import { SHAPES } from "../shapes.ts";

export const mergeRequestHistoryActions = [
  defineAction({
    id: "merge_request.label_events",
    title: "List merge request label events",
    description:
      "List a merge request's label history: who put on or took off which label, and when. Each event has action add or remove and the label name. To add or remove a label use merge_request.update; comments are mr_review.note_list; a whole project's activity is event.list_project.",
    method: "GET",
    path: `${MR_PATH}/resource_label_events`,
    kind: "list",
    shape: SHAPES.resource_event,
    params: () => mrParams,
    aliases: [
      "mr label history",
      "label events",
      "who labeled",
      "who added label",
      "who removed label",
      "resource label events",
    ],
    examples: [
      "when was the ~security label put on merge request !42 in platform/api?",
      "label history of MR !77 in mobile/android",
      "who removed the ~blocked label from !88 in web-shop?",
      "who added the needs-review label to !318?",
      "show the label changes on merge request 640 in mobile/ios, who and when",
      "when did !1203 in billing get the breaking-change label, and who added it?",
      "list label events for MR !230 in infra/k8s",
      "who took the ~do-not-merge label off !12 in docs-site?",
      "which labels did PR !55 in acme/cli carry over time, and who changed them?",
      "who labeled pull request !909 in data/etl? like GitHub's labeled/unlabeled timeline",
      "when was the workflow::in-review label applied to !219 in platform/payments?",
      "labell history of merge request !15 in data/warehouse",
      "who keeps removing ~P1 from MR !66 in infra/terraform?",
    ],
  }),
  defineAction({
    id: "merge_request.state_events",
    title: "List merge request state events",
    description:
      "List when a merge request was closed, reopened or merged and by whom (state closed, reopened or merged). Opening is not recorded: an MR never closed or merged returns an empty list. To close, reopen or merge use merge_request.update or merge_request.merge; its current state is merge_request.get.",
    method: "GET",
    path: `${MR_PATH}/resource_state_events`,
    kind: "list",
    shape: SHAPES.resource_event,
    params: () => mrParams,
    aliases: ["mr state history", "state events", "when merged", "who merged", "who closed", "when reopened"],
    examples: [
      "when was !318 merged, and by whom?",
      "who merged merge request !42 in platform/api, and at what time?",
      "when was MR !77 in mobile/android closed, and by whom?",
      "state history of !640 in mobile/ios",
      "who reopened PR !1203 in billing?",
      "how many times was !88 in web-shop closed and reopened before it got merged?",
      "list the close/reopen/merge state events of merge request !230 in infra/k8s",
      "exact time MR !12 in docs-site was merged, from its state history",
      "show the state events for !55 in acme/cli",
      "was !66 in infra/terraform closed and then reopened? show the state changes",
      "who closed pull request !73 in acme/portal without merging it?",
      "when was !219 in platform/payments reopend?",
      "who was it that merged PR 140, and when?",
    ],
  }),
  defineAction({
    id: "merge_request.milestone_events",
    title: "List merge request milestone events",
    description:
      "List a merge request's milestone history: which milestone it was put on or taken off, by whom and when. Each event has action add or remove and the milestone title. To change the milestone use merge_request.update.",
    method: "GET",
    path: `${MR_PATH}/resource_milestone_events`,
    kind: "list",
    shape: SHAPES.resource_event,
    params: () => mrParams,
    aliases: ["mr milestone history", "milestone events", "milestone changes", "rescheduled", "slipped"],
    examples: [
      "when did !318 move to milestone 16.0?",
      "milestone history of merge request !42 in platform/api",
      'who put MR !77 in mobile/android on the %"v2.1" milestone?',
      "who removed the milestone from !640 in mobile/ios and when?",
      "when was PR !1203 in billing pushed from the May milestone to June?",
      "list milestone events for merge request !88 in web-shop",
      "which milestones has !230 in infra/k8s been on over time?",
      "when was !12 in docs-site put on the Q3 milestone, and by whom?",
      "show the milestone changes on MR !55 in acme/cli",
      "who moved !219 in platform/payments out of the release-9 milestone?",
      "milestone add/remove log for !73 in acme/portal",
      "how many times has the milestone of MR 140 slipped?",
    ],
  }),
];
