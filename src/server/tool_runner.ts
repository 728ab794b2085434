/**
 * Glue between a transport-free ToolDef and the SDK: replays answers carried
 * in a verified requestState, turns NeedInput into an input_required result
 * with a freshly signed state, reports a bad answer as an error, and runs a
 * flow's final round once in every process sharing the state store (store/).
 */
import { callRefusal, type FlowClaims } from "../store/mod.ts";
import { inputRequired, inputResponse, type McpServer, type ServerContext } from "@modelcontextprotocol/server";
import { Conversation, NeedInput } from "../elicitation/conversation.ts";
import { type Answer, AnswerError, requestedSchema } from "../elicitation/questions.ts";
import { digest, STATE_TTL_MS, type StatePayload, type StateSigner } from "../protocol/request_state.ts";
import { newFlowId } from "../protocol/flow_ledger.ts";
import type { ToolDef } from "../surfaces/tool_def.ts";
import type { Caller } from "../caller/caller.ts";
import { fail, failFrom } from "../engine/results.ts";

export interface RunnerDeps {
  signer: StateSigner;
  flows: FlowClaims;
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

/** The Conversation for this round, and the flow id when a valid state continues a flow. */
function conversationFor(
  tool: ToolDef,
  args: Record<string, unknown>,
  sctx: ServerContext,
  caller: Caller,
  deps: RunnerDeps,
) {
  // Hashing every argument is linear in their size: only a round that continues or asks pays for it.
  let hashed: string | undefined;
  const argsDigest = () => hashed ??= digest(args);
  const state = sctx.mcpReq.requestState<StatePayload>();
  const valid = state !== undefined && typeof state === "object" && state.t === tool.name &&
    state.d === argsDigest() &&
    state.c === caller.credentialHash && state.e > deps.now() && Array.isArray(state.a) && typeof state.f === "string";
  let pending: { key: string; raw?: { action: string; content?: Record<string, unknown> } } | undefined;
  if (valid) {
    const view = inputResponse(sctx.mcpReq.inputResponses, state.p);
    pending = {
      key: state.p,
      raw: view.kind === "elicit" ? { action: view.action, content: view.content } : undefined,
    };
  }
  const memo = valid && state.m && typeof state.m === "object" ? state.m : {};
  const conversation = new Conversation(caller.askBlocker(sctx), valid ? state.a as Answer[] : [], pending, memo);
  return { conversation, argsDigest, flow: valid ? state.f : undefined, issued: valid ? state.e - STATE_TTL_MS : 0 };
}

async function askNext(
  tool: ToolDef,
  q: NeedInput,
  conversation: Conversation,
  argsDigest: () => string,
  flow: string,
  caller: Caller,
  deps: RunnerDeps,
) {
  const payload: StatePayload = {
    t: tool.name,
    d: argsDigest(),
    c: caller.credentialHash,
    e: deps.now() + STATE_TTL_MS,
    a: [...conversation.answers],
    p: q.question.key,
    m: { ...conversation.memos },
    f: flow,
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

/** Why a round of a flow may not run now, or undefined when it was claimed. */
async function refusedRound(tool: ToolDef, flow: string, issued: number, deps: RunnerDeps) {
  const claim = await deps.flows.claim(flow, deps.now(), issued);
  const restart = `To run it again, start over: call ${tool.name} without requestState and answer its questions anew.`;
  if (claim === "finished") {
    return fail(
      `Cannot continue ${tool.name}: this flow already ran to its end; a flow's final answer is taken once. Nothing was sent to GitLab. ${restart}`,
    );
  }
  if (claim === "running") {
    return fail(
      `Cannot continue ${tool.name}: another request is answering this same step of the flow right now. Nothing was sent to GitLab. Wait for that answer. ${restart}`,
    );
  }
  if (claim === "full") {
    return fail(
      `Cannot continue ${tool.name}: this server is tracking too many flows (${deps.flows.max}). Nothing was sent to GitLab. Try again in a few minutes.`,
    );
  }
  return storeRefusal(tool, claim, restart);
}

/** The refusals only a shared store gives: it is down (fail closed), or it restarted since the flow began. */
function storeRefusal(tool: ToolDef, claim: string, restart: string) {
  if (claim === "unreachable") {
    return fail(
      `Cannot continue ${tool.name}: the state store is unreachable, so this server cannot make sure the step runs once only. Nothing was sent to GitLab. Retry the same call once the store is back (the server reconnects by itself); calls without requestState are still served.`,
    );
  }
  if (claim === "stale") {
    return fail(
      `Cannot continue ${tool.name}: the state store restarted after this flow began, so whether its final step already ran cannot be told. Nothing was sent to GitLab. ${restart}`,
    );
  }
  return undefined;
}

/**
 * Runs one round. A round that ends by asking (or by a bad answer, which may be sent again) leaves
 * its flow open; any other end closes it, so a replay of its final round cannot write twice.
 */
async function runRound(
  tool: ToolDef,
  args: Record<string, unknown>,
  sctx: ServerContext,
  caller: Caller,
  deps: RunnerDeps,
) {
  const { conversation, argsDigest, flow, issued } = conversationFor(tool, args, sctx, caller, deps);
  const refused = flow === undefined ? undefined : await refusedRound(tool, flow, issued, deps);
  if (refused) return refused;
  const ctx = {
    client: caller.client,
    asksToConfirm: caller.surface.asksToConfirm,
    callFor: caller.surface.callFor,
    yolo: caller.config.yolo,
    safeMode: caller.config.safeMode,
    conversation,
    signal: sctx.mcpReq.signal,
  };
  let finished = true;
  try {
    return await tool.run(args, ctx);
  } catch (err) {
    finished = !(err instanceof NeedInput || err instanceof AnswerError);
    if (err instanceof NeedInput) {
      return askNext(tool, err, conversation, argsDigest, flow ?? newFlowId(), caller, deps);
    }
    if (err instanceof AnswerError) return fail(err.message);
    return failFrom(err, `call ${tool.name}`, caller.client.redactor);
  } finally {
    if (flow !== undefined) await deps.flows.release(flow, finished, deps.now() + STATE_TTL_MS);
  }
}

export async function answerToolCall(
  tool: ToolDef,
  rawArgs: unknown,
  sctx: ServerContext,
  caller: Caller,
  deps: RunnerDeps,
) {
  if (rawArgs !== undefined && (typeof rawArgs !== "object" || rawArgs === null || Array.isArray(rawArgs))) {
    return fail(`Cannot call ${tool.name}: arguments must be a JSON object`);
  }
  const limited = await callRefusal(caller.limits, caller.credentialHash, `call ${tool.name}`);
  if (limited) return fail(limited);
  return await runRound(tool, (rawArgs ?? {}) as Record<string, unknown>, sctx, caller, deps);
}

/** Registers every tool on one server instance. */
export function registerTools(server: McpServer, caller: Caller, deps: RunnerDeps): void {
  for (const tool of caller.surface.tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: passthrough(tool.inputSchema),
        ...(tool.outputSchema ? { outputSchema: passthrough(tool.outputSchema) } : {}),
        annotations: tool.annotations,
      },
      ((args: unknown, sctx: ServerContext) => answerToolCall(tool, args, sctx, caller, deps)) as never,
    );
  }
}
