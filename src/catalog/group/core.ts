/** Groups, subgroups, their projects and members (GitLab Groups and Members APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { groupId } from "../fields.ts";

/** GitLab refuses permanently_remove for a top-level group (a path without "/"); a numeric ID is GitLab's to judge. */
function topLevelPermanentRemoval(p: Record<string, unknown>): string | undefined {
  if (p.permanently_remove !== true || typeof p.group_id !== "string" || p.group_id.includes("/")) return undefined;
  if (/^\d+$/.test(p.group_id)) return undefined;
  return `permanently_remove applies to subgroups only, and "${p.group_id}" is a top-level group: GitLab removes a top-level group marked for deletion when its retention period ends (an administrator can delete it earlier). Send the call without permanently_remove to mark it for deletion`;
}

export const visibility = z.enum(["private", "internal", "public"]);

export const minAccessLevel = z.number().int().optional().describe(
  "Only groups where you have at least this role: 10 Guest, 15 Planner, 20 Reporter, 25 Security Manager, 30 Developer, 40 Maintainer, 50 Owner.",
);

const groupOrder = z.enum(["name", "path", "id", "similarity"]).optional().describe(
  "Sort field (default name); similarity ranks by closeness to search.",
);

export const sort = z.enum(["asc", "desc"]).optional().describe("Sort direction.");

export const GROUP_SUMMARY = ["id", "full_path", "name", "visibility", "web_url"];

export const groupActions = [
  defineAction({
    id: "group.list",
    title: "List groups",
    description:
      "List groups visible to you (yours by default; all_available for every group you can see). Filter by name with search, by your role with min_access_level, or to top-level groups only.",
    method: "GET",
    path: "/groups",
    kind: "list",
    params: () =>
      z.object({
        search: z.string().optional().describe("Only groups whose name or path matches this text."),
        owned: z.boolean().optional().describe("Only groups you own."),
        min_access_level: minAccessLevel,
        top_level_only: z.boolean().optional().describe("Only top-level groups, excluding all subgroups."),
        all_available: z.boolean().optional().describe(
          "Every group you can access, not only your memberships (default false; true for administrators).",
        ),
        visibility: visibility.optional().describe("Only groups with this visibility."),
        order_by: groupOrder,
        sort: sort,
      }),
    aliases: ["namespaces", "teams", "find group"],
    examples: [
      "list my groups",
      "what GitLab groups do I belong to?",
      "find the group called platform",
      "list all top-level groups",
      "show every group I can see on this instance, not only mine",
      "which groups do I own?",
      "groups where I'm at least maintainer",
      "list public groups",
      "show my orgs",
      "search groups matching 'data'",
      "list the teams and namespaces I belong to",
      "list gropus I can see",
      "which groups exist? give me the list",
      "show every top-level org on the instance",
      "what's the ID of the payments group? list groups named payments",
      "which GitHub orgs / GitLab groups can I see?",
      "list the groups I own",
      "list groups where I have maintainer access or higher",
      "list all public groups on the instance",
      "search for groups named data",
    ],
    summary: GROUP_SUMMARY,
  }),
  defineAction({
    id: "group.get",
    title: "Get group",
    description:
      "Get one group's details by ID or full path: name, path, visibility, parent and settings. Set with_projects=false to skip the (deprecated) embedded project list.",
    method: "GET",
    path: "/groups/{group_id}",
    params: () =>
      z.object({
        group_id: groupId,
        with_projects: z.boolean().optional().describe(
          "Include the group's projects in the answer (default true, at most 100). Use group.projects to list them instead.",
        ),
      }),
    summary: ["id", "full_path", "name", "visibility", "description", "parent_id", "web_url"],
    examples: [
      "show the acme group",
      "get details of group acme/platform",
      "what's the visibility of the infra group?",
      "which parent group is acme/platform/tools under?",
      "group info for id 42",
      "describe the data-science group",
      "is the acme/security group private?",
      "show https://gitlab.example.com/groups/acme/mobile",
      "what's the full path and ID of the 'Platform Team' group?",
      "get group acme without its project list",
      "details of the acme org",
      "show grop acme/backend",
      "info about the group payments: id, path, visibility",
      "get one group by path: data-eng",
      "get the group acme/security: is it private or public?",
      "show group data-science: description, parent, visibility",
      "get group acme/platform/tools and tell me its parent group",
      "get the ID and full path of the Platform Team group",
      "show the group settings of acme/mobile",
      "show group kestrel: id, full path, visibility (skip its projects)",
    ],
  }),
  defineAction({
    id: "group.create",
    title: "Create group",
    description:
      "Create a group, or a subgroup when parent_id is given. Needs name and path; GitLab.com does not allow top-level groups through the API.",
    method: "POST",
    path: "/groups",
    params: () =>
      z.object({
        name: z.string().min(1).describe('Display name of the group, e.g. "Platform Team".'),
        path: z.string().min(1).describe('URL path of the group, e.g. "platform-team".'),
        parent_id: z.number().int().positive().optional().describe(
          "Numeric ID of the parent group, to create a subgroup.",
        ),
        visibility: visibility.optional().describe("Visibility of the new group (default from instance settings)."),
        description: z.string().optional().describe("Description of the group."),
      }),
    aliases: ["new group", "add subgroup"],
    examples: [
      "create a group called Platform Team with path platform-team",
      "make a new private group 'Data Science'",
      "add a subgroup 'tools' under acme/platform",
      "create a subgroup mobile in acme",
      "new internal group for the security team",
      "set up a new org named ML Research",
      "create a nested group acme/infra/terraform-modules",
      "create group qa-automation with a short description",
      "crate a new group named Frontend Guild",
      "I need a new team namespace for the payments squad",
      "add a group under acme for the contractors",
      "make a new subgroup acme/ml",
      "set up a brand-new group 'Design' with private visibility",
      "hey, can you create an organization for the design team? it doesn't exist yet",
      "create a new group named Data Platform",
      "create a new top-level group ML Research",
      "create a private group for the data science team",
      "we need a new group 'Design' (private), can you create it?",
      "create group platform-team with the path platform-team and visibility internal",
      "new group qa-automation, description 'QA tooling'",
    ],
    summary: GROUP_SUMMARY,
  }),
  defineAction({
    id: "group.update",
    title: "Update group",
    description:
      "Change a group's name, path, description, visibility or settings. Only the params you send change. Needs the Owner role.",
    method: "PUT",
    path: "/groups/{group_id}",
    params: () =>
      z.object({
        group_id: groupId,
        name: z.string().min(1).optional().describe("New display name."),
        path: z.string().min(1).optional().describe("New URL path (changes every URL under the group)."),
        description: z.string().optional().describe("New description."),
        visibility: visibility.optional().describe("New visibility."),
        default_branch: z.string().optional().describe("Default branch name for new projects in the group."),
        request_access_enabled: z.boolean().optional().describe("Let users request to join the group."),
      }),
    summary: GROUP_SUMMARY,
    examples: [
      "rename group acme/platform to Platform Engineering",
      "make the acme/docs group public",
      "change the description of the data group",
      "set main as the default branch for new projects in group infra",
      "change the path of group old-team to new-team",
      "turn off access requests for acme/security",
      "set the visibility of group mobile to private",
      "edit the group settings of acme/ops",
      "rename the org acme-labs to acme-research",
      "updte the infra group's description",
      "rename the group (not a project) acme/web-team to Web Platform",
      "rename group data-eng to data-platform",
      "change the description of group acme/ml",
      "make group payments-team internal instad of private",
      "change the visibility of group mobile to private",
      "update group payments-team: visibility internal",
      "disable access requests on the acme/security group",
      "update the infra group settings: default branch for new projects is main",
      "change the name of group acme/ml to Machine Learning",
      "change the kestrel group's visibility to internal and its description to 'API team'",
    ],
  }),
  defineAction({
    id: "group.delete",
    title: "Delete group",
    description:
      "Delete a group with all its subgroups and projects. Since GitLab 18.0 it is only marked for deletion on every tier (restorable until the retention period ends); to delete a marked group for good, call again with permanently_remove=true and its full_path.",
    method: "DELETE",
    path: "/groups/{group_id}",
    params: () =>
      z.object({
        group_id: groupId,
        permanently_remove: z.boolean().optional().describe(
          "Delete for good a subgroup already marked for deletion (needs full_path). GitLab allows it for subgroups only: a top-level group is removed when its retention period ends.",
        ),
        full_path: z.string().optional().describe("Full path of the group, to confirm permanently_remove."),
      }),
    check: topLevelPermanentRemoval,
    destructive: true,
    aliases: ["remove group"],
    examples: [
      "delete group acme/legacy",
      "remove the old-team group and everything in it",
      "delete subgroup acme/platform/sandbox",
      "permanently remove subgroup acme/tmp, it's already marked for deletion",
      "get rid of the test-group namespace",
      "delete the experiments org",
      "tear down the hackathon-2025 group with all its projects",
      "delet group acme/archive",
      "remove the whole group qa-old, not just one project",
      "schedule the acme/deprecated group for deletion",
      "delete the hackathon-2025 group including all its projects",
      "remove group acme/tmp for good",
      "please delete the empty group data/scratch",
      "delete the org acme-old, everything moved to acme",
      "delete the kestrel-old group",
      "remove subgroup granite/sandbox with all its projects",
      "we disbanded the corvid team, delete their group corvid",
      "permanently delete group helios/tmp, it's already pending deletion",
    ],
  }),
];
