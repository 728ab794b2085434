/**
 * Pagination cursors on the list methods. No list here is paginated (every result is complete and
 * has no `nextCursor`), so no cursor was ever issued and any cursor sent is one we cannot honour:
 * answering the first page as if it were the next would loop a client forever or hide that its
 * cursor is stale. It is refused -32602, as the spec asks for an invalid cursor.
 */

import { cleanString, newTally, removalNote } from "../text/sanitize.ts";

const LIST_METHODS = new Set(["tools/list", "prompts/list", "resources/list", "resources/templates/list"]);

/**
 * The -32602 error object for a request carrying a cursor, or undefined when there is none to refuse. The transports
 * answer it before any server does, so the echoed cursor is cleaned here as server/outgoing.ts cleans every answer.
 */
export function cursorRefusal(method: unknown, params: unknown): { code: number; message: string } | undefined {
  if (typeof method !== "string" || !LIST_METHODS.has(method)) return undefined;
  if (!params || typeof params !== "object" || !("cursor" in params)) return undefined;
  const sent = JSON.stringify((params as { cursor: unknown }).cursor) ?? "undefined";
  const tally = newTally();
  const cursor = cleanString(sent.slice(0, 60), tally);
  const note = removalNote(tally, "this error");
  const why = `it is not one this server issued (its lists are never paginated); call ${method} without a cursor`;
  return {
    code: -32602,
    message: `Invalid params: Cannot list with cursor ${cursor}: ${why}${note ? ` ${note}` : ""}`,
  };
}
