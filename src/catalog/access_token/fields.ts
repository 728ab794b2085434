/** Params and result lines shared by the project and group access token rows. */
import { z } from "zod";
import { intId } from "../fields.ts";

/** Project access tokens when project_id is given, else the group's. */
export const PATHS = ["/projects/{project_id}/access_tokens", "/groups/{group_id}/access_tokens"];

export const target = {
  project_id: z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
    'Project ID or full path, e.g. 42 or "my-group/my-project", for its project access tokens. Give this or group_id.',
  ),
  group_id: z.union([z.string().min(1), z.number().int().positive()]).optional().describe(
    'Group ID or full path, e.g. 7 or "my-group", for its group access tokens. Used when project_id is not given.',
  ),
};

export const tokenId = intId("Access token ID, as listed by access_token.list (not the token value).");

export const accessLevel = z.literal([10, 15, 20, 25, 30, 40, 50]).describe(
  "Role of the token's bot user: 10 Guest, 15 Planner, 20 Reporter, 25 Security Manager (where enabled), 30 Developer, 40 Maintainer (default), 50 Owner. Cannot exceed your own role.",
);

export const SUMMARY = [
  "id",
  "name",
  "token",
  "description",
  "scopes",
  "access_level",
  "active",
  "revoked",
  "expires_at",
  "last_used_at",
  "created_at",
];

/** The create and rotate answers are the only ones that carry the token value. */
export function shownOnce(data: unknown): string[] {
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== "string" || token === "") return [];
  return [
    "The token value above is shown once: store it now (e.g. in a secret store or a masked CI/CD variable); it is not shown again, and no list or get can return it.",
  ];
}
