/** The two result shapes every tool returns. */
import type { CallToolResult } from "@modelcontextprotocol/server";
import { GitLabError } from "../gitlab/errors.ts";
import { ParamError } from "../catalog/params.ts";
import { AnswerError } from "../elicitation/questions.ts";
import { log, redact, type Redactor } from "../log.ts";
import type { Rendered } from "../catalog/render.ts";

export function ok(r: Rendered): CallToolResult {
  return { content: [{ type: "text", text: r.text }], structuredContent: r.structured };
}

export function fail(message: string): CallToolResult {
  return { isError: true, content: [{ type: "text", text: redact(message) }] };
}

/**
 * Known failures become their own sentence; anything else a generic one, with
 * details to the log through the caller's own redactor (the stack may carry
 * their data). The answer itself is redacted for the caller where the unit
 * registers its tools (server/redacting.ts).
 */
export function failFrom(err: unknown, what: string, redactor?: Pick<Redactor, "log">): CallToolResult {
  if (err instanceof GitLabError || err instanceof ParamError || err instanceof AnswerError) return fail(err.message);
  const write = redactor ? redactor.log.bind(redactor) : log;
  write("error", "unexpected tool failure", { what, error: String((err as Error)?.stack ?? err) });
  return fail(`Cannot ${what}: an internal error occurred; the server log has details.`);
}
