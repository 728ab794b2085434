/** Project members (GitLab Group and project members API, project side). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";
import { projectId } from "../fields.ts";
import { accessLevel, isoDate, MEMBER_SUMMARY, optional, userId } from "./fields.ts";

export const projectMemberActions = [
  defineAction({
    id: "project.members",
    title: "List project members",
    description:
      "List everyone with access to a project, including members inherited from parent groups and invited groups, with their role (access_level). Filter by name with query.",
    method: "GET",
    path: "/projects/{project_id}/members/all",
    kind: "list",
    params: z.object({
      project_id: projectId,
      query: z.string().optional().describe("Filter members by name, username or email."),
      user_ids: z.array(z.number().int().positive()).optional().describe("Only these user IDs."),
    }),
    aliases: ["team", "collaborators", "who has access", "project users", "permissions", "roles"],
    summary: MEMBER_SUMMARY,
  }),
  defineAction({
    id: "project.member_get",
    title: "Get project member",
    description:
      "Get one user's effective membership in a project (direct, inherited from a group or invited), with role and expiry.",
    method: "GET",
    path: "/projects/{project_id}/members/all/{user_id}",
    params: z.object({ project_id: projectId, user_id: userId }),
    aliases: ["member role", "user access level"],
    summary: MEMBER_SUMMARY,
  }),
  defineAction({
    id: "project.member_add",
    title: "Add project member",
    description:
      "Give a user (user_id or username; several separated by commas) a role in a project, optionally until expires_at.",
    method: "POST",
    path: "/projects/{project_id}/members",
    params: z.object({
      project_id: projectId,
      user_id: z.union([z.number().int().positive(), z.string().min(1)]).optional().describe(
        'Numeric user ID, or several IDs separated by commas ("1,2"). Required unless username is given.',
      ),
      username: z.string().min(1).optional().describe(
        'Username, or several separated by commas ("alice,bob"). Required unless user_id is given.',
      ),
      access_level: accessLevel,
      expires_at: optional(isoDate("Membership end date")),
      member_role_id: z.number().int().positive().optional().describe("ID of a custom member role (Ultimate)."),
    }),
    aliases: ["invite user", "add collaborator", "grant access", "share project with user"],
    summary: MEMBER_SUMMARY,
  }),
  defineAction({
    id: "project.member_edit",
    title: "Edit project member",
    description: "Change a direct project member's role (access_level) or membership expiry date.",
    method: "PUT",
    path: "/projects/{project_id}/members/{user_id}",
    params: z.object({
      project_id: projectId,
      user_id: userId,
      access_level: accessLevel,
      expires_at: optional(isoDate("Membership end date")),
      member_role_id: z.number().int().positive().optional().describe("ID of a custom member role (Ultimate)."),
    }),
    aliases: ["change role", "promote member", "demote member", "update access level"],
    summary: MEMBER_SUMMARY,
  }),
  defineAction({
    id: "project.member_delete",
    title: "Remove project member",
    description:
      "Remove a user's direct membership from a project (inherited group memberships stay). Optionally unassign them from its issues and merge requests.",
    method: "DELETE",
    path: "/projects/{project_id}/members/{user_id}",
    params: z.object({
      project_id: projectId,
      user_id: userId,
      unassign_issuables: z.boolean().optional().describe(
        "Also unassign the user from the project's issues and merge requests (default false).",
      ),
    }),
    destructive: true,
    aliases: ["remove user", "revoke access", "kick member"],
  }),
];
