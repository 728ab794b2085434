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
      "is my GitLab token working? check the connection",
      "check the connection to gitlab",
      "which GitLab edition are we on, CE or EE?",
      "what GitLab server version are we running (not a project release)?",
      "test the connection: who am I authenticated as on this GitLab server?",
      "health check: can you reach the GitLab API?",
      "calls keep failing with 401, can you test the connection and token?",
      "is this self-managed GitLab new enough for merge trains? what version is it?",
      "server status",
      "does the GitLab API respond? show the server version and revision",
      "what's the gitlab versoin on gitlab.example.com?",
      "is the GitLab instance up? show its version number",
      "hey, before we start, can you make sure you can actually talk to our GitLab?",
      "gitlab version?",
      "what GitLab release and revision is the server running, and is the API reachable?",
      "check connectivity to https://gitlab.example.com before we start",
      "is this GitLab EE or CE? show the server version and edition",
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
