/**
 * A 2025-era tools/call answered without an SDK server: on sessionless HTTP, where for each request the SDK
 * builds a server, registers the tools, connects a transport, checks every message against its zod schemas and
 * tears it all down (a third of the CPU a call cost, docs/benchmarks.md, issue 16), and on an initialized stdio
 * connection, where its per-message zod checks were most of what a call cost above Deno's own fetch. Here the
 * same tool callback runs for the same caller, its answer leaving through the same point (outgoing.ts), with the
 * same answers to a throw or a missing structuredContent as the SDK's tools/call handler. Which requests may come here is
 * http/direct_call.ts's and stdio/direct_calls.ts's decision; tests/http/direct_call_test.ts and
 * tests/stdio/direct_calls_test.ts hold both paths to the same answers.
 */
import {
  type CallToolResult,
  isInputRequiredResult,
  type McpRequestContext,
  type ServerContext,
} from "@modelcontextprotocol/server";
import type { Surface } from "../surfaces/surface.ts";
import type { ToolDef } from "../surfaces/tool_def.ts";
import type { Caller } from "../caller/caller.ts";
import { callerFor, type FactoryDeps, runnerDeps, servedFor } from "./factory.ts";
import { answerToolCall, type RunnerDeps } from "./tool_runner.ts";
import { viewNarrowingOf } from "./auth_info.ts";
import { supportsFormElicitation } from "./capabilities.ts";
import { fail } from "../engine/results.ts";
import { outgoing, outgoingError } from "./outgoing.ts";

export interface DirectToolCall {
  /** Whether `name` is a tool this path serves (to this request's caller, given its context). */
  serves(name: string, ctx?: McpRequestContext): boolean;
  /** Runs the tool as the SDK would for a 2025-era request on sessionless HTTP (no requestState, no questions). */
  call(
    ctx: McpRequestContext,
    name: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<CallToolResult>;
}

/** One connection's calls (stdio): undefined when the tool asks the user, which only the SDK can carry out. */
export type ConnectionCall = (
  name: string,
  args: Record<string, unknown>,
  signal: AbortSignal,
) => Promise<CallToolResult | undefined>;

export interface ConnectionToolCall {
  serves(name: string): boolean;
  /** The calls of a connection whose client, as of its last accepted `initialize`, is `client()` when a call starts. */
  open(client: () => { capabilities: unknown } | undefined): ConnectionCall;
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

const directOf = new WeakMap<Surface, Map<string, ToolDef>>();

/** The tools a direct path serves: the surface's, with no output schema or an object one; built once per surface. */
function directTools(surface: Surface): Map<string, ToolDef> {
  const known = directOf.get(surface);
  if (known) return known;
  const tools = new Map(
    surface.tools.filter((t) => !t.outputSchema || t.outputSchema.type === "object").map((t) => [t.name, t]),
  );
  directOf.set(surface, tools);
  return tools;
}

/** Runs `tool` for `caller` as the SDK's tools/call handler would, its answer leaving through outgoing.ts. */
async function run(
  tool: ToolDef,
  caller: Caller,
  args: Record<string, unknown>,
  signal: AbortSignal,
  runner: RunnerDeps,
): Promise<Awaited<ReturnType<typeof answerToolCall>>> {
  const sctx = { mcpReq: { requestState: () => undefined, signal } } as unknown as ServerContext;
  const { redactor } = caller.client;
  try {
    return outgoing(await answerToolCall(tool, args, sctx, caller, runner), redactor);
  } catch (err) {
    // The SDK's answer to a callback that threw: an error result carrying the message.
    const cleaned = outgoingError(err, redactor);
    return fail(cleaned instanceof Error ? cleaned.message : String(cleaned));
  }
}

export function createDirectToolCall(deps: FactoryDeps, surface: Surface): DirectToolCall {
  const tools = directTools(surface);
  const runner = runnerDeps(deps);
  return {
    // A tool the request's own headers leave out is the SDK's to answer, as it answers any tool it does not list.
    serves: (name, ctx) =>
      tools.has(name) &&
      (!viewNarrowingOf(ctx?.authInfo) || directTools(servedFor(deps, surface, ctx!).surface).has(name)),
    async call(ctx, name, args, signal) {
      // A read-scoped caller (oauth mode) runs the read-only surface's own tools, never the full one's.
      const tool = directTools(servedFor(deps, surface, ctx).surface).get(name);
      if (!tool) {
        return fail(
          `Cannot call ${name}: this token may only read (no api scope); sign in again granting the api scope to use writing tools`,
        );
      }
      const caller = callerFor(deps, surface, ctx, () => "sessionless");
      const result = await run(tool, caller, args, signal, runner);
      // The caller's askBlocker stops every question first; should one get through, the SDK's legacy shim answer.
      if (isInputRequiredResult(result)) return fail(unaskable(Object.keys(result.inputRequests ?? {})[0]));
      return checkedResult(tool, result);
    },
  };
}

/**
 * A stdio connection's direct calls: one caller for the connection, as the SDK's server for it has, asked
 * through only when the client declared form elicitation. A round that asks is dropped before anything
 * was written (a question ends a round, and rounds replay from the start) and its rate-limit token given
 * back, so the SDK serves the request afresh and carries the question to the client.
 */
export function createConnectionToolCall(deps: FactoryDeps, surface: Surface): ConnectionToolCall {
  const tools = directTools(surface);
  const runner = runnerDeps(deps);
  return {
    serves: (name) => tools.has(name),
    open(client) {
      // Read as each call starts, as the SDK reads its connection's: a later initialize's capabilities count.
      const asks = () => supportsFormElicitation(client()?.capabilities) ? undefined : "undeclared" as const;
      const caller = callerFor(deps, surface, { era: "legacy" }, asks);
      return async (name, args, signal) => {
        const tool = tools.get(name);
        if (!tool) throw new Error(`Cannot call ${name} directly: not a tool this path serves`);
        const result = await run(tool, caller, args, signal, runner);
        if (!isInputRequiredResult(result)) return checkedResult(tool, result);
        await deps.limits.calls.refund(caller.credentialHash);
        return undefined;
      };
    },
  };
}
