/** Group labels and group milestones (GitLab Group labels and Group milestones APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId, intId } from "../fields.ts";

const LABEL_SUMMARY = ["id", "name", "color", "description", "open_issues_count"];
const MILESTONE_SUMMARY = ["id", "iid", "title", "state", "start_date", "due_date", "web_url"];

const milestoneId = intId(
  "The milestone's global ID (the id field from group.group_milestone_list), not its iid.",
);

const optionalDate = (what: string) => z.string().optional().describe(`${what} (YYYY-MM-DD).`);

export const groupContentActions = [
  defineAction({
    id: "group.group_label_list",
    title: "List group labels",
    description:
      "List the labels of a group (inherited by all its projects), including ancestor groups' labels by default. Filter by name with search; with_counts adds issue and MR counts.",
    method: "GET",
    path: "/groups/{group_id}/labels",
    kind: "list",
    params: z.object({
      group_id: groupId,
      search: z.string().optional().describe("Only labels whose name or description matches this text."),
      with_counts: z.boolean().optional().describe("Add open/closed issue and open MR counts (default false)."),
      include_ancestor_groups: z.boolean().optional().describe("Include labels of parent groups (default true)."),
      include_descendant_groups: z.boolean().optional().describe("Include labels of subgroups (default false)."),
      only_group_labels: z.boolean().optional().describe(
        "Only group labels (default true); false also returns project labels.",
      ),
    }),
    aliases: ["group tags", "categories"],
    examples: [
      "list group labels in acme",
      "what labels does the acme group define?",
      "show the labels shared by all projects in acme/platform",
      "does the acme group have a ~security label?",
      "group labels with issue counts for infra",
      "list the labels of acme including subgroup labels",
      "search group labels for 'priority'",
      "which scoped labels like priority:: exist at group level?",
      "show the group-level label list, not project labels",
      "list labes in group data",
      "how many open issues does each acme group label have?",
    ],
    summary: LABEL_SUMMARY,
  }),
  defineAction({
    id: "group.group_label_create",
    title: "Create group label",
    description:
      "Create a label on a group so every project in it can use it. Needs name and color (#RRGGBB or a CSS color name).",
    method: "POST",
    path: "/groups/{group_id}/labels",
    params: z.object({
      group_id: groupId,
      name: z.string().min(1).describe('Label name, e.g. "bug" or "priority::high" (scoped label).'),
      color: z.string().min(1).describe('Color as #RRGGBB, e.g. "#FF0000", or a CSS color name.'),
      description: z.string().optional().describe("What the label means."),
    }),
    aliases: ["new group label", "add label"],
    examples: [
      "create a red group label ~security in acme",
      "add label 'needs-design' to group acme/platform with color #1F75CB",
      "new group-level label priority::high in acme",
      "create a label in the infra group so all its projects can use it",
      "add an orange ~tech-debt label at group level",
      "make a shared label 'customer' for every project in acme",
      "create group label ~blocked described as 'waiting on another team'",
      "add an org-wide label 'good first issue' in acme",
      "creat group label ~regression color #FF0000",
      "define a purple group label ~pipeline-bug for the data group",
      "create the label itself in group acme (don't add it to an issue): ~needs-triage",
    ],
    summary: LABEL_SUMMARY,
  }),
  defineAction({
    id: "group.group_milestone_list",
    title: "List group milestones",
    description:
      "List a group's milestones (shared by all its projects). Filter by state (active/closed), by exact title, or by text with search.",
    method: "GET",
    path: "/groups/{group_id}/milestones",
    kind: "list",
    params: z.object({
      group_id: groupId,
      state: z.enum(["active", "closed"]).optional().describe("Only active or only closed milestones."),
      search: z.string().optional().describe("Only milestones whose title or description contains this text."),
      title: z.string().optional().describe("Only the milestone with exactly this title (case-sensitive)."),
      iids: z.array(z.number().int().positive()).optional().describe("Only milestones with these iids."),
      include_ancestors: z.boolean().optional().describe("Also list milestones of all parent groups."),
      include_descendants: z.boolean().optional().describe("Also list milestones of subgroups and their projects."),
      updated_after: z.string().optional().describe(
        "Only milestones updated after this time (ISO 8601, e.g. 2026-01-31T00:00:00Z).",
      ),
    }),
    aliases: ["sprints", "iterations", "releases plan"],
    examples: [
      "list group milestones in acme",
      "what milestones does the acme/platform group have?",
      "active sprints in the engineering group",
      "show closed group milestones in acme",
      'find group milestone %"v2.0" in acme',
      "search group milestones for 'Q3'",
      "list the milestones of acme including its parent groups",
      "which group milestones were updated this week?",
      "show the release-plan milestones shared across acme's projects",
      "grup milestones for infra",
      "list milestones at group level, not project level",
    ],
    summary: MILESTONE_SUMMARY,
  }),
  defineAction({
    id: "group.group_milestone_get",
    title: "Get group milestone",
    description: "Get one group milestone by its global ID: title, dates, state and web URL.",
    method: "GET",
    path: "/groups/{group_id}/milestones/{milestone_id}",
    params: z.object({ group_id: groupId, milestone_id: milestoneId }),
    summary: MILESTONE_SUMMARY,
    examples: [
      "show group milestone 812 in acme",
      "get details of group milestone 45: dates and state",
      "when is group milestone 301 due?",
      "is milestone 77 of the acme/platform group still active?",
      "group milestone 1209: start and due dates",
      "open group milestone id 56 in the infra group",
      "get the web URL of group milestone 233",
      "show sprint 90 (a group milestone) in engineering",
      'details of the group milestone %"Sprint 14" in acme',
      "get gorup milestone 14 in data",
    ],
  }),
  defineAction({
    id: "group.group_milestone_create",
    title: "Create group milestone",
    description: "Create a milestone on a group, usable by every project in it. Needs a title; dates are optional.",
    method: "POST",
    path: "/groups/{group_id}/milestones",
    params: z.object({
      group_id: groupId,
      title: z.string().min(1).describe('Milestone title, e.g. "v2.0" or "Sprint 14".'),
      description: z.string().optional().describe("Milestone description (Markdown)."),
      start_date: optionalDate("Start date"),
      due_date: optionalDate("Due date"),
    }),
    aliases: ["new milestone", "add sprint"],
    examples: [
      "create group milestone v2.0 in acme",
      "add milestone Sprint 15 to the engineering group, 2026-12-07 to 2026-12-18",
      "new group milestone 'Q1 2027' for acme/platform",
      "create a milestone shared by all projects in infra, due 2027-01-31",
      'set up milestone %"v3.1" at group level in acme',
      "add sprint 'Sprint 22' to group mobile",
      "create group milestone 'Release 5.0' with description 'GA release'",
      "make a milestone for the whole acme group, not just one project",
      "creat a group milestone named Hardening",
      "add an org-wide milestone 'Beta launch' due 2027-03-01",
    ],
    summary: MILESTONE_SUMMARY,
  }),
];
