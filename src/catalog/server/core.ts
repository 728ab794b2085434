/** The GitLab instance itself (GitLab Version/Metadata and Users APIs). */
import { z } from "zod";
import { defineAction } from "../../engine/action.ts";

interface UserBrief {
  username?: string;
  name?: string;
  is_admin?: boolean;
}

export const serverActions = [
  defineAction({
    id: "server.status",
    title: "Server status",
    description:
      "Check the connection: the GitLab version and edition this token talks to, and the user it authenticates as. Run it first when calls fail or to learn which GitLab features exist.",
    method: "GET",
    path: "/version",
    params: z.object({}),
    also: [{ key: "user", path: "/user" }],
    aliases: ["version", "ping", "health", "whoami", "connection check"],
    summary: ["version", "revision", "enterprise"],
    notes: (data) => {
      const user = (data as { user?: UserBrief } | null)?.user;
      if (!user?.username) return [];
      const who = `@${user.username}${user.name ? ` (${user.name})` : ""}`;
      return [`Authenticated as ${who}${user.is_admin ? ", an administrator" : ""}.`];
    },
  }),
];
