/** Merge request approvals, read side (GitLab Merge request approvals API): who approved, what is still needed. */
import { defineAction } from "../../engine/action.ts";
import { MR_PATH, mrParams } from "./fields.ts";

type Rec = Record<string, unknown>;
const at = (u: unknown): string => `@${(u as Rec | null)?.username ?? "?"}`;
const users = (v: unknown): string => (Array.isArray(v) && v.length ? v.map(at).join(", ") : "nobody");

/** Who approved (each entry wraps a user) and, on Premium and Ultimate, how many approvals are still missing. */
function approvalsNotes(data: unknown): string[] {
  const r = (data ?? {}) as Rec;
  const by = Array.isArray(r.approved_by) ? r.approved_by.map((a) => (a as Rec).user) : [];
  const notes = [`Approved by: ${users(by)}.`];
  if (typeof r.approvals_left !== "number") return notes;
  const left = r.approvals_left;
  return [
    ...notes,
    left > 0 ? `${left} more approval(s) needed (of ${r.approvals_required}).` : "No more approvals needed.",
  ];
}

/** One line per rule: name, approvals given/required, who approved, who may approve. */
function ruleLine(rule: Rec): string {
  const approved = Array.isArray(rule.approved_by) ? rule.approved_by.length : undefined;
  const count = approved === undefined
    ? `${rule.approvals_required} required`
    : `${approved}/${rule.approvals_required}`;
  const state = rule.approved === undefined ? "" : rule.approved ? ", approved" : ", NOT approved";
  const by = rule.approved_by === undefined ? "" : `; approved by ${users(rule.approved_by)}`;
  return `rule "${rule.name}" (${rule.rule_type}): ${count}${state}${by}; eligible: ${users(rule.eligible_approvers)}`;
}

function rulesNotes(data: unknown): string[] {
  const rules = Array.isArray(data) ? data : (data as Rec | null)?.rules;
  return Array.isArray(rules) ? rules.map((r) => ruleLine(r as Rec)) : [];
}

export const mergeRequestApprovalActions = [
  defineAction({
    id: "merge_request.approvals",
    title: "Get merge request approvals",
    description:
      "Who has approved a merge request and how many approvals it still needs (approvals_required, approvals_left, approved_by). All tiers; on Free it only says who approved (approved, approved_by), with no required count. Per-rule detail: merge_request.approval_state. To approve, use merge_request.approve.",
    method: "GET",
    path: `${MR_PATH}/approvals`,
    params: () => mrParams,
    aliases: ["approval status", "who approved", "approvals left", "PR approvals"],
    examples: [
      "who approved !318?",
      "how many approvals does merge request 42 still need?",
      "is !87 approved yet?",
      "list who has approved PR 204 in acme/web",
      "approval status of https://gitlab.example.com/acme/web/-/merge_requests/318",
      "is !412 still waiting on approvals before it can merge?",
      "has anyone approved MR 99 so far? don't approve it, just check",
      "approvals left on !150",
      "show who signed off on pull request 230",
      "did @maria approve !61 yet?",
      "how many LGTMs does !77 have so far?",
      "who aproved merge request !333",
      "which approvals does !58 have, and how many are missing?",
      "is PR 72 fully approved? (approved_by and approvals_left)",
      "who has approved merge request !512 in orbit/android so far?",
      "how many approvals are still needed on !301 in quartz/backend?",
      "is MR !61 in ridge/tf-modules approved? who approved it?",
      "approvals on PR !14 in zinc/runbooks: approved_by and approvals_left",
      "list the people who already approved !8",
    ],
    summary: ["iid", "title", "state", "merge_status", "approvals_required", "approvals_left"],
    notes: approvalsNotes,
  }),
  defineAction({
    id: "merge_request.approval_state",
    tier: "premium",
    title: "Get merge request approval state",
    description:
      "A merge request's approval rules with, for each, who may approve, who has approved and whether it is satisfied; approval_rules_overwritten says whether the MR overrides the project's rules. GitLab Premium and Ultimate only; on Free use merge_request.approvals.",
    method: "GET",
    path: `${MR_PATH}/approval_state`,
    params: () => mrParams,
    aliases: [
      "approval rules status",
      "which rules are unmet",
      "approval rules satisfied",
      "code owner approval",
      "required approvers",
    ],
    examples: [
      "which approval rules on !318 are still unmet?",
      "show the approval state of merge request 42, rule by rule",
      "is the security approval rule on !87 satisfied yet?",
      "has code owner approval been given on PR 204?",
      "who still has to approve !412 before its rules are satisfied?",
      "approval state for MR !99 in acme/payments",
      "does !150 override the project's approval rules (approval_rules_overwritten)?",
      "which unsatisfied rule is blocking the merge of !230?",
      "did the backend team rule get its 2 approvals on !61, is it met?",
      "approval rule progress on pull request 77",
      "aproval state of !333, which groups still have to sign off",
      "per-rule approval state on !58: satisfied or not",
      "are all approval rules on MR 140 met?",
      "for each approval rule on !512 in orbit/android, is it satisfied yet?",
      "approval state of MR !301 in quartz/backend: which rules are met and which are not?",
      "which approval rule is still unsatisfied on !61 in ridge/tf-modules, and who approved the others?",
      "is the Code Owners rule on PR !14 in zinc/runbooks approved yet, or still pending?",
      "rule-by-rule approval progress for !8 in sable/design-tokens",
      "approval progress on !905 in tundra/auth-service: which rules are satisfied and which are unmet?",
    ],
    summary: ["approval_rules_overwritten"],
    notes: rulesNotes,
  }),
  defineAction({
    id: "merge_request.approval_rules",
    tier: "premium",
    title: "List merge request approval rules",
    description:
      "List the approval rules configured on a merge request: name, type, approvals required, eligible users and groups (no progress; use merge_request.approval_state for that). GitLab Premium and Ultimate only.",
    method: "GET",
    path: `${MR_PATH}/approval_rules`,
    kind: "list",
    params: () => mrParams,
    aliases: ["approval rules", "required approvals configuration", "eligible approvers"],
    examples: [
      "list the approval rules on !318",
      "what approval rules apply to merge request 42?",
      "which groups are configured as required approvers on PR 204?",
      "how many approvals does each rule on !87 require?",
      "who is eligible to approve !412 under its rules?",
      "show approval rules configured for MR !99 in acme/web",
      "does !150 have a security approval rule configured?",
      "approval rule list of pull request 230",
      "which users are eligible approvers on !61?",
      "approvl rules for !77",
      "rules and approvers set on merge request !333, not their status",
      "is there a code owner rule configured on !58?",
      "list the names and required counts of the approval rules on MR 140",
      "what approval rules are configured on !512 in orbit/android?",
      "list the merge request approval rules of !301 in quartz/backend with their required counts",
      "who are the eligible approvers defined by the rules on MR !61 in ridge/tf-modules?",
      "show the approval rule configuration (names, approvers, approvals required) of PR !14 in zinc/runbooks",
      "which groups and users does the approval rule on !8 in sable/design-tokens list as approvers?",
      "approval rules for MR !77: their names and how many approvals each requires",
    ],
    summary: ["id", "name", "rule_type", "approvals_required"],
    notes: rulesNotes,
  }),
];
