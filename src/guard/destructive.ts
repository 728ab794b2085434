/**
 * The destructive-action guard. A destructive action goes ahead on the first
 * of: YOLO mode; `confirm: true`; on meta and individual surfaces, a client
 * that can be asked and a user who says yes to a question that starts at no.
 * Otherwise nothing reaches GitLab.
 */
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { Action } from "../engine/action.ts";
import { escapeValue } from "../elicitation/escape.ts";
import { yesNo } from "../elicitation/questions.ts";
import { SESSIONLESS_REASON } from "../elicitation/unavailable.ts";
import { type Reader, type RiskCheck, RISKS, shownUrl } from "./risks.ts";
import { credentialCheck } from "./credential_risks.ts";
import { firstQuickAction, shownLine } from "./quick_actions.ts";
import { ALLOW_QUICK_ACTIONS, quickFieldsOf } from "../engine/quick_action_fields.ts";
import { fillPath } from "../engine/build_request.ts";
import { lookupOf } from "../gitlab/hints.ts";
import type { CallContext } from "../engine/action.ts";
import { fail } from "../engine/results.ts";
import { SECRET_PARAM } from "../engine/secret_values.ts";

/** How to resend with confirmation on the current surface. */
export function confirmHint(action: Action): string {
  return `Ask the user to approve "${action.id}" and, only if they agree, resend the same call with "confirm": true.`;
}

function describeCall(action: Action, params: Record<string, unknown>): string {
  const shown = Object.entries(params)
    .map(([k, v]) => `${k}=${SECRET_PARAM.test(k) ? "(hidden)" : k === "url" ? shownUrl(v) : escapeValue(v, 80)}`)
    .join(", ");
  return `${action.title} (${action.id})${shown ? ` with ${shown}` : ""}`;
}

/**
 * Asks, when it may, whether a risky call should go ahead. Returns null to
 * proceed or the refusal/cancellation result. `reason` says why it is risky.
 */
export function confirmOrRefuse(
  action: Action,
  params: Record<string, unknown>,
  confirm: boolean,
  ctx: CallContext,
  reason: string,
  askAnyway = false,
): CallToolResult | null {
  if (ctx.yolo || confirm) return null;
  const mayAsk = ctx.asksToConfirm || askAnyway;
  if (!mayAsk || !ctx.conversation.canAsk) {
    // Where the user would be asked but the transport cannot carry the question, say so.
    const transport = mayAsk && ctx.conversation.blocker === "sessionless" ? ` ${SESSIONLESS_REASON}` : "";
    return fail(
      `Cannot run "${action.id}" without confirmation: ${reason}. Nothing was sent to GitLab.${transport} ${
        confirmHint(action)
      }`,
    );
  }
  const answer = ctx.conversation.ask(yesNo("confirm", `${reason}. Run ${describeCall(action, params)}?`, true));
  if (answer.action === "accept" && answer.value === true) return null;
  return fail(`Cancelled by user: "${action.id}" was not run and nothing was sent to GitLab.`);
}

/**
 * Text GitLab would run as quick actions: refused outright without
 * `allow_quick_actions: true`; with it, a reason to confirm. Empty when the text has none.
 */
function quickActionCheck(
  action: Action,
  params: Record<string, unknown>,
): { refusal?: CallToolResult; reason?: string } {
  const found = firstQuickAction(action, params);
  if (!found) return {};
  const where = `"${found.field}" line ${found.hit.line} is ${
    shownLine(found.hit)
  }, which GitLab would run as a quick action`;
  if (params[ALLOW_QUICK_ACTIONS] === true) return { reason: `${where} (allowed by "${ALLOW_QUICK_ACTIONS}": true)` };
  return {
    refusal: fail(
      `Cannot run "${action.id}": ${where}. Nothing was sent to GitLab. To write it as text, put it inside a \`\`\` fenced code block, indent it by four spaces or reword the line; to run it on purpose, resend with "${ALLOW_QUICK_ACTIONS}": true in params, which needs the user's approval like a destructive action.`,
    ),
  };
}

/** Why a destructive row asks: the plain warning, with what these arguments may remove when the row says. */
function destructiveReason(action: Action, params: Record<string, unknown>): string[] {
  if (!action.destructive) return [];
  const reach = action.warning?.(params);
  return [`"${action.id}" is destructive and cannot be undone${reach ? `: ${reach}` : ""}`];
}

/** The plain guard for actions flagged destructive in the catalog, and for text holding quick actions. */
export function guardDestructive(
  action: Action,
  params: Record<string, unknown>,
  confirm: boolean,
  ctx: CallContext,
): CallToolResult | null {
  const quick = quickActionCheck(action, params);
  if (quick.refusal) return quick.refusal;
  const reasons = [...destructiveReason(action, params), ...(quick.reason ? [quick.reason] : [])];
  if (reasons.length === 0) return null;
  return confirmOrRefuse(action, params, confirm, ctx, reasons.join("; "));
}

/**
 * What a dry run reports instead of asking: the refusal a real call would get (quick actions not allowed), or why
 * it would ask first. Argument-dependent checks may read GitLab, as for a real call.
 */
export async function wouldAsk(
  action: Action,
  params: Record<string, unknown>,
  ctx: CallContext,
): Promise<{ refusal?: CallToolResult; reason?: string }> {
  const quick = quickActionCheck(action, params);
  if (quick.refusal) return quick;
  const reasons = [...destructiveReason(action, params), ...(quick.reason ? [quick.reason] : [])];
  const risk = riskOf(action);
  const found = risk ? await risk(params, readerFor(action, params, ctx)) : null;
  if (found) reasons.push(found);
  return reasons.length ? { reason: reasons.join("; ") } : {};
}

/** The row's argument-dependent protection: its own, or the one every credential-handing row gets. */
function riskOf(action: Action): RiskCheck | undefined {
  return RISKS[action.id] ?? credentialCheck(action);
}

/** A GET below /api/v4 for a risk check, with the call's params filled in. */
function readerFor(action: Action, params: Record<string, unknown>, ctx: CallContext): Reader {
  return async (template: string) => {
    const reply = await ctx.client.request({
      action: `check "${action.id}"`,
      method: "GET",
      path: fillPath(template, params, action.id),
      lookup: lookupOf(template, params),
      signal: ctx.signal,
    });
    return (reply.data ?? {}) as Record<string, unknown>;
  };
}

/** Whether an action has an argument-dependent protection (its tools then take `confirm`). */
export function hasRisk(action: Action): boolean {
  return riskOf(action) !== undefined || quickFieldsOf(action).length > 0;
}

/**
 * The argument-dependent protections: on every surface, dynamic included,
 * ask only when the arguments and GitLab's current state make the call
 * dangerous. YOLO and `confirm: true` skip even the read.
 */
export async function guardRisk(
  action: Action,
  params: Record<string, unknown>,
  confirm: boolean,
  ctx: CallContext,
): Promise<CallToolResult | null> {
  const check = riskOf(action);
  if (!check || ctx.yolo || confirm) return null;
  const read = readerFor(action, params, ctx);
  const reason = await ctx.conversation.memo(`risk:${action.id}`, () => check(params, read));
  return reason ? confirmOrRefuse(action, params, false, ctx, reason, true) : null;
}
