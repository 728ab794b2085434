/** The refusal for a large-body call that got no turn (limits/large_bodies.ts gives the turns). */
import { GitLabError } from "./errors.ts";

/** Why a large-body call did not get a turn: its caller cancelled, or it waited too long. */
export function noTurn(
  call: { action: string; signal?: AbortSignal },
  turns: { max: number; waitMs: number },
): GitLabError {
  if (call.signal?.aborted) return new GitLabError("cancelled", `Cannot ${call.action}: the call was cancelled.`);
  return new GitLabError(
    "busy",
    `Cannot ${call.action}: too many large downloads in flight (${turns.max} at once; waited ${
      turns.waitMs / 1000
    } s for a turn). Try again in a moment.`,
  );
}
