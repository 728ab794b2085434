/**
 * Glue between a transport-free ToolDef and the SDK: replays answers carried
 * in a verified requestState, turns NeedInput into an input_required result
 * with a freshly signed state, and reports a bad answer as an error.
 */
import { inputRequired, inputResponse, type McpServer, type ServerContext } from "@modelcontextprotocol/server";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { Conversation, NeedInput } from "../elicitation/conversation.ts";
import { type Answer, AnswerError, requestedSchema } from "../elicitation/questions.ts";
import { digest, STATE_TTL_MS, type StatePayload, type StateSigner } from "../protocol/request_state.ts";
import type { CallContext, ToolDef } from "../surfaces/types.ts";
import { fail, failFrom } from "../surfaces/results.ts";

export interface RunnerDeps {
  signer: StateSigner;
  now: () => number;
  /** Hash binding state to the caller's credential ("" when there is none). */
  credentialHash: string;
  /** Whether this request's client declared form elicitation. */
  canElicit: (ctx: ServerContext) => boolean;
  base: Omit<CallContext, "conversation" | "signal">;
}

/** A schema object the SDK accepts that advertises our JSON Schema and leaves validation to the tool. */
function passthrough(json: Record<string, unknown>) {
  return {
    "~standard": {
      version: 1 as const,
      vendor: "gitlab-mcp-server",
      validate: (value: unknown) => ({ value: (value ?? {}) as Record<string, unknown> }),
      jsonSchema: { input: () => json, output: () => json },
    },
  };
}

async function conversationFor(tool: ToolDef, args: Record<string, unknown>, sctx: ServerContext, deps: RunnerDeps) {
  const argsDigest = await digest(args);
  const state = sctx.mcpReq.requestState<StatePayload>();
  const valid = state !== undefined && typeof state === "object" && state.t === tool.name && state.d === argsDigest &&
    state.c === deps.credentialHash && state.e > deps.now() && Array.isArray(state.a);
  let pending: { key: string; raw?: { action: string; content?: Record<string, unknown> } } | undefined;
  if (valid) {
    const view = inputResponse(sctx.mcpReq.inputResponses, state.p);
    pending = {
      key: state.p,
      raw: view.kind === "elicit" ? { action: view.action, content: view.content } : undefined,
    };
  }
  const memo = valid && state.m && typeof state.m === "object" ? state.m : {};
  const conversation = new Conversation(deps.canElicit(sctx), valid ? state.a as Answer[] : [], pending, memo);
  return { conversation, argsDigest };
}

async function askNext(tool: ToolDef, q: NeedInput, conversation: Conversation, argsDigest: string, deps: RunnerDeps) {
  const payload: StatePayload = {
    t: tool.name,
    d: argsDigest,
    c: deps.credentialHash,
    e: deps.now() + STATE_TTL_MS,
    a: [...conversation.answers],
    p: q.question.key,
    m: { ...conversation.memos },
  };
  return inputRequired({
    inputRequests: {
      [q.question.key]: inputRequired.elicit({
        message: q.question.message,
        requestedSchema: requestedSchema(q.question) as never,
      }),
    },
    requestState: await deps.signer.mint(payload),
  });
}

async function handle(tool: ToolDef, rawArgs: unknown, sctx: ServerContext, deps: RunnerDeps) {
  if (rawArgs !== undefined && (typeof rawArgs !== "object" || rawArgs === null || Array.isArray(rawArgs))) {
    return fail(`Cannot call ${tool.name}: arguments must be a JSON object`);
  }
  const args = (rawArgs ?? {}) as Record<string, unknown>;
  const { conversation, argsDigest } = await conversationFor(tool, args, sctx, deps);
  try {
    return await tool.run(args, { ...deps.base, conversation, signal: sctx.mcpReq.signal });
  } catch (err) {
    if (err instanceof NeedInput) return askNext(tool, err, conversation, argsDigest, deps);
    if (err instanceof AnswerError) return fail(err.message);
    return failFrom(err, `call ${tool.name}`);
  }
}

/** Registers every tool on one server instance. */
export function registerTools(server: McpServer, tools: ToolDef[], deps: RunnerDeps): void {
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: passthrough(tool.inputSchema),
        ...(tool.outputSchema ? { outputSchema: passthrough(tool.outputSchema) } : {}),
        annotations: tool.annotations,
      },
      ((args: unknown, sctx: ServerContext) => handle(tool, args, sctx, deps)) as never,
    );
  }
}

export type { CallToolResult };
