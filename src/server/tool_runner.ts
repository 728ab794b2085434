/**
 * Glue between a transport-free ToolDef and the SDK: replays answers carried
 * in a verified requestState, turns NeedInput into an input_required result
 * with a freshly signed state, and reports a bad answer as an error.
 */
import { inputRequired, inputResponse, type McpServer, type ServerContext } from "@modelcontextprotocol/server";
import { Conversation, NeedInput } from "../elicitation/conversation.ts";
import { type Answer, AnswerError, requestedSchema } from "../elicitation/questions.ts";
import { digest, STATE_TTL_MS, type StatePayload, type StateSigner } from "../protocol/request_state.ts";
import type { ToolDef } from "../surfaces/types.ts";
import type { Unit } from "./unit.ts";
import { fail, failFrom } from "../surfaces/results.ts";

export interface RunnerDeps {
  signer: StateSigner;
  now: () => number;
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

async function conversationFor(
  tool: ToolDef,
  args: Record<string, unknown>,
  sctx: ServerContext,
  unit: Unit,
  deps: RunnerDeps,
) {
  const argsDigest = await digest(args);
  const state = sctx.mcpReq.requestState<StatePayload>();
  const valid = state !== undefined && typeof state === "object" && state.t === tool.name && state.d === argsDigest &&
    state.c === unit.credentialHash && state.e > deps.now() && Array.isArray(state.a);
  let pending: { key: string; raw?: { action: string; content?: Record<string, unknown> } } | undefined;
  if (valid) {
    const view = inputResponse(sctx.mcpReq.inputResponses, state.p);
    pending = {
      key: state.p,
      raw: view.kind === "elicit" ? { action: view.action, content: view.content } : undefined,
    };
  }
  const memo = valid && state.m && typeof state.m === "object" ? state.m : {};
  const conversation = new Conversation(unit.canElicit(sctx), valid ? state.a as Answer[] : [], pending, memo);
  return { conversation, argsDigest };
}

async function askNext(
  tool: ToolDef,
  q: NeedInput,
  conversation: Conversation,
  argsDigest: string,
  unit: Unit,
  deps: RunnerDeps,
) {
  const payload: StatePayload = {
    t: tool.name,
    d: argsDigest,
    c: unit.credentialHash,
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

async function handle(tool: ToolDef, rawArgs: unknown, sctx: ServerContext, unit: Unit, deps: RunnerDeps) {
  if (rawArgs !== undefined && (typeof rawArgs !== "object" || rawArgs === null || Array.isArray(rawArgs))) {
    return fail(`Cannot call ${tool.name}: arguments must be a JSON object`);
  }
  if (!unit.limits.calls.allow(unit.credentialHash)) {
    return fail(
      `Cannot call ${tool.name}: the rate limit for this credential is reached (${unit.limits.calls.rate}/s, burst ${unit.limits.calls.burst}). Wait a few seconds and retry.`,
    );
  }
  const args = (rawArgs ?? {}) as Record<string, unknown>;
  const { conversation, argsDigest } = await conversationFor(tool, args, sctx, unit, deps);
  const ctx = {
    client: unit.client,
    surface: unit.config.toolSurface,
    yolo: unit.config.yolo,
    conversation,
    signal: sctx.mcpReq.signal,
  };
  try {
    return await tool.run(args, ctx);
  } catch (err) {
    if (err instanceof NeedInput) return askNext(tool, err, conversation, argsDigest, unit, deps);
    if (err instanceof AnswerError) return fail(err.message);
    return failFrom(err, `call ${tool.name}`);
  }
}

/** Registers every tool on one server instance. */
export function registerTools(server: McpServer, tools: ToolDef[], unit: Unit, deps: RunnerDeps): void {
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
      ((args: unknown, sctx: ServerContext) => handle(tool, args, sctx, unit, deps)) as never,
    );
  }
}
