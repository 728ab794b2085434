/** The two result shapes every tool returns. */
import { type CallToolResult, SdkError, SdkErrorCode } from "@modelcontextprotocol/server";
import { GitLabError } from "../gitlab/errors.ts";
import { ParamError } from "./validate.ts";
import { AnswerError } from "../elicitation/questions.ts";
import { INTERNAL_ERROR, log, redact, type Redactor } from "../log/mod.ts";
import type { Rendered } from "./rendered.ts";

export function ok(r: Rendered): CallToolResult {
  return { content: [{ type: "text", text: r.text }], structuredContent: r.structured };
}

/** Keys in the SDK's schema order (content, then isError): the direct HTTP path answers byte for byte as the SDK. */
export function fail(message: string): CallToolResult {
  return { content: [{ type: "text", text: redact(message) }], isError: true };
}

/**
 * Known failures become their own sentence; anything else a generic one, with
 * details to the log through the caller's own redactor (the stack may carry
 * their data). The answer itself is redacted for the caller where the unit
 * registers its tools (server/redacting.ts).
 */
export function failFrom(err: unknown, what: string, redactor?: Pick<Redactor, "log">): CallToolResult {
  const write = redactor ? redactor.log.bind(redactor) : log;
  if (cancelled(err)) {
    // The client went away or cancelled (or the server is stopping): no fault, so not an error line.
    write("info", "tool call cancelled", { what });
    return cancelledResult(err, what);
  }
  if (err instanceof GitLabError || err instanceof ParamError || err instanceof AnswerError) return fail(err.message);
  write("error", "unexpected tool failure", { what, error: String((err as Error)?.stack ?? err) });
  return fail(`Cannot ${what}: ${INTERNAL_ERROR}.`);
}

/** The answer to a cancelled call, for a caller that logged the cancellation itself. */
export function cancelledResult(err: unknown, what: string): CallToolResult {
  return fail(err instanceof GitLabError ? err.message : `Cannot ${what}: the call was cancelled.`);
}

/** GitLab's "cancelled", or what an aborted signal throws: an AbortError, or the SDK's closed connection. */
export function cancelled(err: unknown): boolean {
  if (err instanceof GitLabError) return err.kind === "cancelled";
  if (err instanceof SdkError) return err.code === SdkErrorCode.ConnectionClosed;
  return (err as Error | undefined)?.name === "AbortError";
}
