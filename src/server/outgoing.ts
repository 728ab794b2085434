/**
 * The one point every answer leaves a serving unit, on the SDK's path (redacting.ts wraps each registration)
 * and on the direct paths (direct_tool_call.ts) alike, so both give the same bytes: every string is cleaned by
 * the sanitiser (text/sanitize.ts), then redacted. Cleaning goes first, so a token split by a hidden character
 * is whole again when the Redactor looks for it. What is removed here comes from wherever the answer was built:
 * GitLab's message quoted in an error, the caller's own input echoed, a question or a prompt; a tool result or
 * an error says how much, as a result does for GitLab's data (engine/render.ts).
 */
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { Redactor } from "../log/mod.ts";
import { cleanDeep, cleanString, newTally, removalNote } from "../text/sanitize.ts";

/** A tool result's last text block, where its notes go; undefined for any other answer. */
function lastText(value: unknown): { type: "text"; text: string } | undefined {
  const content = (value as CallToolResult | undefined)?.content;
  if (!Array.isArray(content)) return undefined;
  const block = content.findLast((c) => c.type === "text");
  return block?.type === "text" ? block : undefined;
}

/** A tool result with the note after its text: a sentence's end for an error, a note line for a result. */
function noted<T>(value: T, note: string): T {
  const block = lastText(value);
  if (!block) return value;
  const result = value as CallToolResult;
  const at = result.content.lastIndexOf(block);
  const text = result.isError ? `${block.text} ${note}` : `${block.text}\n> ${note}`;
  return { ...result, content: result.content.with(at, { ...block, text }) } as T;
}

/** Any answer (tool result, prompt, resource contents, completion) cleaned, noted when a tool result, redacted. */
export function outgoing<T>(value: T, redactor: Redactor): T {
  const tally = newTally();
  const clean = cleanDeep(value, tally);
  const note = removalNote(tally, (value as CallToolResult | undefined)?.isError ? "this error" : "this answer");
  return redactor.value(note ? noted(clean, note) : clean);
}

/** A thrown error with its message (noted) and JSON-RPC `data` cleaned, then redacted; anything else as it is. */
export function outgoingError<E>(err: E, redactor: Redactor): E {
  if (!(err instanceof Error)) return err;
  const tally = newTally();
  const message = cleanString(err.message, tally);
  const note = removalNote(tally, "this error");
  err.message = note ? `${message} ${note}` : message;
  const withData = err as Error & { data?: unknown };
  if (withData.data !== undefined) withData.data = cleanDeep(withData.data);
  return redactor.error(err);
}
