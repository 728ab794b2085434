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
    params: () => z.object({}),
    also: [{ key: "user", path: "/user" }],
    aliases: ["version", "ping", "health", "whoami", "connection check"],
    examples: [
      "what version of GitLab is this?",
      "ping the GitLab server",
      "is my GitLab token working?",
      "check the connection to gitlab",
      "which GitLab edition are we on, CE or EE?",
      "what GitLab instance version are we running (not a project release)?",
      "who am I authenticated as on this GitLab, and does it work?",
      "health check: can you reach the GitLab API?",
      "calls keep failing with 401, can you test the connection and token?",
      "is this self-managed GitLab new enough for merge trains? what version is it?",
      "server status",
      "does the API respond? show version and revision",
      "what's the gitlab verison on gitlab.example.com?",
      "what GitLab version does the server run?",
      "check GitLab API helath and version",
      "is the GitLab instance up? show its version number",
    ],
    summary: ["version", "revision", "enterprise"],
    notes: (data) => {
      const user = (data as { user?: UserBrief } | null)?.user;
      if (!user?.username) return [];
      const who = `@${user.username}${user.name ? ` (${user.name})` : ""}`;
      return [`Authenticated as ${who}${user.is_admin ? ", an administrator" : ""}.`];
    },
  }),
];
