/**
 * Asks GitLab what access a user has to a project or group (`members/all`, which counts inherited and
 * invited-group membership), with the caller's own credential. A GraphQL full path may name either, so a project
 * GitLab does not know is tried as a group.
 */
import type { GitLabCall, GitLabReply } from "../gitlab/client.ts";
import { GitLabError } from "../gitlab/errors.ts";
import type { Place } from "./authored.ts";
import type { Verdict } from "./memory.ts";

export type Send = (call: GitLabCall) => Promise<GitLabReply>;

/** The user's highest access level in `members` (a `members/all?query=` page), 0 when not among them. */
function levelIn(members: unknown, username: string): number {
  if (!Array.isArray(members)) return 0;
  const want = username.toLowerCase();
  const hit = members.find((m) => String((m as { username?: unknown })?.username ?? "").toLowerCase() === want);
  const level = (hit as { access_level?: unknown } | undefined)?.access_level;
  return typeof level === "number" ? level : 0;
}

async function membersOf(
  send: Send,
  kind: "projects" | "groups",
  place: Place,
  username: string,
  signal?: AbortSignal,
) {
  const reply = await send({
    action: "check the author's access for lockdown",
    method: "GET",
    path: `/${kind}/${encodeURIComponent(place.id)}/members/all`,
    query: { query: username, per_page: 100 },
    expect: "list",
    signal,
  });
  return levelIn(reply.data, username);
}

/** The user's access level where they wrote, or why it cannot be told (a cancelled call still throws). */
export async function accessOf(send: Send, place: Place, username: string, signal?: AbortSignal): Promise<Verdict> {
  const kinds: Array<"projects" | "groups"> = place.kind === "namespace" ? ["projects", "groups"] : [place.kind];
  for (const kind of kinds) {
    try {
      return { level: await membersOf(send, kind, place, username, signal) };
    } catch (err) {
      if (!(err instanceof GitLabError) || err.kind === "cancelled") throw err;
      if (err.status === 404 && kind === "projects" && kinds.length > 1) continue;
      return { unknown: err.status ? `GitLab answered ${err.status} when asked` : "GitLab could not be asked" };
    }
  }
  return { unknown: "GitLab knows no such project or group" };
}

/** The username the caller's credential belongs to, or undefined when GitLab would not say. */
export async function selfOf(send: Send, signal?: AbortSignal): Promise<string | undefined> {
  try {
    const reply = await send({ action: "read the current user for lockdown", method: "GET", path: "/user", signal });
    const name = (reply.data as { username?: unknown } | null)?.username;
    return typeof name === "string" ? name.toLowerCase() : undefined;
  } catch (err) {
    if (err instanceof GitLabError && err.kind !== "cancelled") return undefined;
    throw err;
  }
}
