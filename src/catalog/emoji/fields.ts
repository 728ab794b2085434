/** Params and result lines shared by the emoji reaction rows of issues and merge requests. */
import { z } from "zod";
import { intId, optional } from "../fields.ts";

export const emojiName = z.string().min(1).max(255).describe(
  'Emoji name without colons, e.g. "thumbsup", "thumbsdown", "tada", "rocket", "eyes" or "heart".',
);

export const awardId = intId("Emoji reaction (award) ID from the matching list action, not the emoji name.");

export const noteId = optional(
  intId("Comment (note) ID: set it to act on that comment's reactions; omit it for the issue or merge request's own."),
);

export const SUMMARY = ["id", "name", "awardable_type", "awardable_id", "created_at"];

type Award = { name?: unknown; user?: { username?: unknown } | null };

/** One line per emoji: how many gave it and who, which is what "who reacted?" asks. */
export function reactionTally(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  const byName = new Map<string, string[]>();
  for (const award of data as Award[]) {
    const name = String(award?.name ?? "?");
    byName.set(name, [...(byName.get(name) ?? []), `@${award?.user?.username ?? "?"}`]);
  }
  return [...byName].map(([name, users]) => `:${name}: ×${users.length}: ${users.join(", ")}`);
}
