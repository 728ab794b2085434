/** A group's subgroups and projects (GitLab Groups API). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId } from "../fields.ts";
import { SHAPES } from "../shapes.ts";
import { GROUP_SUMMARY, minAccessLevel, sort, visibility } from "./core.ts";

export const groupChildActions = [
  defineAction({
    id: "group.subgroups",
    title: "List subgroups",
    description: "List a group's direct subgroups that you can see; filter by name with search.",
    method: "GET",
    path: "/groups/{group_id}/subgroups",
    kind: "list",
    params: () =>
      z.object({
        group_id: groupId,
        search: z.string().optional().describe("Only subgroups whose short path or name matches this text."),
        owned: z.boolean().optional().describe("Only subgroups you own."),
        min_access_level: minAccessLevel,
        all_available: z.boolean().optional().describe("Every subgroup you can access, not only your memberships."),
        order_by: z.enum(["name", "path", "id"]).optional().describe("Sort field (default name)."),
        sort: sort,
      }),
    aliases: ["child groups", "nested groups"],
    examples: [
      "list subgroups of acme",
      "what subgroups does acme/platform have?",
      "show the child groups of the infra group",
      "nested groups under acme/mobile",
      "find a subgroup named tools in acme",
      "which subgroups of acme do I own?",
      "list the direct subgroups of data, sorted by name",
      "what teams are under the engineering group?",
      "subgroups in acme where I'm at least developer",
      "list subgruops of acme/ops",
      "show the groups inside the acme group, not its projects",
      "show the existing subgroups of data-eng",
      "list the subgroups inside acme/platform",
      "what child groups already exist under payments-team?",
      "list the child groups of acme, only groups",
      "which subgroups exist under acme/platform?",
    ],
    summary: GROUP_SUMMARY,
  }),
  defineAction({
    id: "group.projects",
    title: "List group projects",
    description:
      "List the projects in a group; set include_subgroups to add projects of all its subgroups. Filter by name with search or by archived status.",
    method: "GET",
    shape: SHAPES.project,
    path: "/groups/{group_id}/projects",
    kind: "list",
    params: () =>
      z.object({
        group_id: groupId,
        include_subgroups: z.boolean().optional().describe("Also list projects in subgroups (default false)."),
        search: z.string().optional().describe("Only projects whose name or path matches this text."),
        archived: z.boolean().optional().describe("true: only archived projects; false: only active ones."),
        visibility: visibility.optional().describe("Only projects with this visibility."),
        with_shared: z.boolean().optional().describe("Include projects shared with the group (default true)."),
        simple: z.boolean().optional().describe("Return only basic fields per project (faster)."),
        order_by: z.enum([
          "id",
          "name",
          "path",
          "created_at",
          "updated_at",
          "last_activity_at",
          "star_count",
          "similarity",
        ])
          .optional().describe("Sort field (default created_at)."),
        sort: sort,
      }),
    aliases: ["group repositories", "repos in group"],
    examples: [
      "list projects in group acme",
      "what repos are in the acme/platform group?",
      "show all projects in acme including subgroups",
      "list archived projects in the infra group",
      "find the project named billing in group finance",
      "all public projects in the acme/opensource group",
      "repos in the acme org",
      "which projects does the data group have, most recently active first?",
      "list the projects shared with group acme/qa",
      "show prjects in group acme/mobile",
      "how many repositories are in the security group?",
      "which repositories belong to group payments-team?",
      "projects under the data-eng group, subgroups included",
      "what's inside the GitHub org acme? list its repos",
      "group 42's projects, sorted by name",
      "list the projects of group acme",
      "list repos in the security group",
      "list the archived projects in group infra",
      "show the projects in group payments-team",
      "list projects of the data group sorted by last activity",
    ],
    summary: ["id", "path_with_namespace", "visibility", "archived", "web_url"],
  }),
];
