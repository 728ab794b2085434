/** The two result shapes every tool returns. */
import type { CallToolResult } from "@modelcontextprotocol/server";
import { GitLabError } from "../gitlab/errors.ts";
import { ParamError } from "../catalog/params.ts";
import { AnswerError } from "../elicitation/questions.ts";
import { log, redact } from "../log.ts";
import type { Rendered } from "../catalog/render.ts";

export function ok(r: Rendered): CallToolResult {
  return { content: [{ type: "text", text: r.text }], structuredContent: r.structured };
}

export function fail(message: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text: redact(message) }] };
}

/** Known failures become their own sentence; anything else a generic one (details to the log). */
export function failFrom(err: unknown, what: string): CallToolResult {
  if (err instanceof GitLabError || err instanceof ParamError || err instanceof AnswerError) return fail(err.message);
  log("error", "unexpected tool failure", { what, error: String((err as Error)?.stack ?? err) });
  return fail(`Cannot ${what}: an internal error occurred; the server log has details.`);
}
