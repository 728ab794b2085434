/**
 * A sessionless 2025-era tools/call answered without an SDK server. For each such request the SDK builds a
 * server, registers the tools, connects a transport, checks every message against its zod schemas and tears
 * it all down: a third of the CPU a call cost on stateless HTTP (docs/benchmarks.md, issue 16). Here the same
 * tool callback runs for the same caller, with the same redaction and the same answers to a throw or a missing
 * structuredContent as the SDK's tools/call handler. Which requests may come here is http/direct_call.ts's
 * decision; tests/http/direct_call_test.ts holds both paths to the same answers.
 */
import {
  type CallToolResult,
  isInputRequiredResult,
  type McpRequestContext,
  type ServerContext,
} from "@modelcontextprotocol/server";
import type { Surface } from "../surfaces/surface.ts";
import type { ToolDef } from "../surfaces/tool_def.ts";
import { callerFor, type FactoryDeps } from "./factory.ts";
import { answerToolCall } from "./tool_runner.ts";
import { fail } from "../engine/results.ts";

export interface DirectToolCall {
  /** Whether `name` is a tool this path serves: one of the surface's, with no output schema or an object one. */
  serves(name: string): boolean;
  /** Runs the tool as the SDK would for a 2025-era request on sessionless HTTP (no requestState, no questions). */
  call(
    ctx: McpRequestContext,
    name: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<CallToolResult>;
}

function unaskable(key = "") {
  return `Cannot request input '${key}' (elicitation/create): the client on this 2025-era connection did not declare the required capability (no client capabilities are available on this connection — per-request legacy serving cannot receive server-to-client requests)`;
}

/**
 * The SDK's check after the callback: an output schema needs structured content. (It also wraps a non-object
 * structuredContent; ours is always an object literal, engine/rendered.ts, and object-rooted schemas only come here.)
 */
function checkedResult(tool: ToolDef, result: CallToolResult): CallToolResult {
  if (!tool.outputSchema || result.isError || result.structuredContent !== undefined) return result;
  return fail(
    `Output validation error: Tool ${tool.name} has an output schema but no structured content was provided`,
  );
}

export function createDirectToolCall(deps: FactoryDeps, surface: Surface): DirectToolCall {
  const tools = new Map(
    surface.tools.filter((t) => !t.outputSchema || t.outputSchema.type === "object").map((t) => [t.name, t]),
  );
  const runner = { signer: deps.signer, now: deps.now ?? Date.now };
  return {
    serves: (name) => tools.has(name),
    async call(ctx, name, args, signal) {
      const tool = tools.get(name);
      if (!tool) throw new Error(`Cannot call ${name} directly: not a tool this path serves`);
      const caller = callerFor(deps, surface, ctx, () => "sessionless");
      const sctx = { mcpReq: { requestState: () => undefined, signal } } as unknown as ServerContext;
      const { redactor } = caller.client;
      try {
        const result = redactor.value(await answerToolCall(tool, args, sctx, caller, runner));
        // The caller's askBlocker stops every question first; should one get through, the SDK's legacy shim answer.
        if (isInputRequiredResult(result)) return fail(unaskable(Object.keys(result.inputRequests ?? {})[0]));
        return checkedResult(tool, result);
      } catch (err) {
        // The SDK's answer to a callback that threw: an error result carrying the message.
        const redacted = redactor.error(err);
        return fail(redacted instanceof Error ? redacted.message : String(redacted));
      }
    },
  };
}
