/** What a withheld text says instead: who wrote it, why it is withheld, and how a person can read it anyway. */
import { type Authored, CONTENT_FIELDS, type Place } from "./authored.ts";
import type { Verdict } from "./memory.ts";

/** GitLab's Developer level: who may push, and whose text lockdown lets through. */
export const DEVELOPER = 30;

const ROLES: Record<number, string> = { 5: "Minimal Access", 10: "Guest", 15: "Planner", 20: "Reporter" };

function placeName(place: Place): string {
  const what = place.kind === "projects" ? "project" : place.kind === "groups" ? "group" : "namespace";
  return `${what} ${place.id}`;
}

/** Why the author's text is withheld, from what GitLab said (or could not say) about them. */
export function reasonFor(verdict: Verdict | "unplaced" | "over budget", place?: Place): string {
  if (verdict === "unplaced") return "wrote it where lockdown cannot tell the project (ask by project path instead)";
  if (verdict === "over budget") {
    return "was not checked (the answer has too many authors to check; ask for fewer items)";
  }
  if ("unknown" in verdict) return `could not be checked in ${placeName(place!)} (${verdict.unknown})`;
  if (verdict.level === 0) return `is not a member of ${placeName(place!)}`;
  return `has ${ROLES[verdict.level] ?? `level ${verdict.level}`} access to ${placeName(place!)}, below Developer`;
}

/** Replaces the item's title, description and body with a note; everything else (IDs, state, URLs) stays. */
export function withhold(found: Authored, reason: string): void {
  const { item, username } = found;
  const url = typeof item.web_url === "string" ? item.web_url : typeof item.webUrl === "string" ? item.webUrl : "";
  const note = `[Withheld by lockdown: written by @${username}, who ${reason}. A person can read it in GitLab${
    url ? ` at ${url}` : ""
  }; to let this author's text through, the server's operator adds @${username} to GITLAB_MCP_LOCKDOWN_TRUSTED_USERS.]`;
  for (const field of CONTENT_FIELDS) {
    if (typeof item[field] !== "string" || item[field] === "") continue;
    item[field] = field === "title" ? `[withheld by lockdown: by @${username}]` : note;
  }
}
