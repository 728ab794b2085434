/** The one path every surface takes to run a catalog action. */
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { Action } from "../engine/action.ts";
import { ParamError, validateParams } from "../engine/validate.ts";
import { execute } from "../engine/execute.ts";
import { guardDestructive, guardRisk, wouldAsk } from "../guard/destructive.ts";
import { describeDryRun, isDryRun } from "../guard/dry_run.ts";
import { editionRefusal, tierHint } from "../guard/tier.ts";
import { NeedInput } from "../elicitation/conversation.ts";
import { log } from "../log/mod.ts";
import { countToolCall } from "../metrics/mod.ts";
import { cancelled, cancelledResult, fail, failFrom, ok } from "../engine/results.ts";
import type { CallContext } from "../engine/action.ts";

/** Validate first (never ask about a call that cannot run), then guard, then send once. */
export async function callAction(
  action: Action,
  rawParams: unknown,
  confirm: unknown,
  ctx: CallContext,
): Promise<CallToolResult> {
  const started = Date.now();
  try {
    if (confirm !== undefined && typeof confirm !== "boolean") {
      throw new ParamError(
        `Cannot run "${action.id}": "confirm" must be true or false, got ${JSON.stringify(confirm)?.slice(0, 40)}`,
      );
    }
    const params = validateParams(action, rawParams);
    const unavailable = editionRefusal(action, ctx.client.edition);
    if (!unavailable && !action.run && isDryRun(action, params, ctx.safeMode)) return await dryRun(action, params, ctx);
    const refusal = (unavailable && fail(unavailable)) ?? guardDestructive(action, params, confirm === true, ctx) ??
      await guardRisk(action, params, confirm === true, ctx);
    if (refusal) {
      countToolCall(action.id, "refused", (Date.now() - started) / 1000);
      return refusal;
    }
    const result = action.run
      ? await action.run(params, ctx)
      : ok(await execute(action, params, ctx.client, ctx.signal));
    log("info", "tool call", { action: action.id, ms: Date.now() - started, outcome: "ok" });
    countToolCall(action.id, "ok", (Date.now() - started) / 1000);
    return result;
  } catch (err) {
    if (err instanceof NeedInput) throw err;
    const outcome = cancelled(err) ? "cancelled" : "error";
    const status = (err as { status?: number }).status;
    log("info", "tool call", { action: action.id, ms: Date.now() - started, outcome, status });
    countToolCall(action.id, outcome, (Date.now() - started) / 1000);
    // This line already says cancelled: failFrom would log it a second time.
    const what = `run "${action.id}"`;
    return outcome === "cancelled"
      ? cancelledResult(err, what)
      : withTierHint(action, status, failFrom(err, what, ctx.client.redactor));
  }
}

function withTierHint(action: Action, status: number | undefined, result: CallToolResult): CallToolResult {
  const hint = tierHint(action, status);
  const first = result.content[0];
  if (!hint || first?.type !== "text") return result;
  return { ...result, content: [{ ...first, text: first.text + hint }, ...result.content.slice(1)] };
}

/** A dry run asks nothing: it says whether the real call would, or gives the refusal the real call would get. */
async function dryRun(action: Action, params: Record<string, unknown>, ctx: CallContext): Promise<CallToolResult> {
  const asks = await wouldAsk(action, params, ctx);
  return asks.refusal ?? ok(await describeDryRun(action, params, ctx, asks.reason));
}
