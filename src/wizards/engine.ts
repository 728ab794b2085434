/**
 * Runs a WizardFlow: capability check, one question per step, a summary to
 * confirm, then exactly one GitLab call through the fallback catalog action.
 * Knows nothing of transports: questions go through the Conversation.
 */
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { Action } from "../engine/action.ts";
import { validateParams } from "../engine/validate.ts";
import { execute } from "../engine/execute.ts";
import { describeDryRun, isDryRun } from "../guard/dry_run.ts";
import { requiredParams } from "../engine/validate.ts";
import { yesNo } from "../elicitation/questions.ts";
import { SESSIONLESS_REASON } from "../elicitation/unavailable.ts";
import type { CallContext } from "../engine/action.ts";
import { fail, ok } from "../engine/results.ts";
import { exampleParams } from "../engine/json_schema.ts";
import type { WizardFlow } from "./flow.ts";
import { summarize } from "./summary.ts";
import { firstQuickAction, shownLine } from "../guard/quick_actions.ts";

class Cancelled {}

/** Asks every step; returns the answered values (declined optional steps are absent). */
function collect(flow: WizardFlow, ctx: CallContext): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const step of flow.steps) {
    const q = step.question;
    const answer = ctx.conversation.ask(q);
    if (answer.action === "cancel" || (answer.action === "decline" && q.required)) throw new Cancelled();
    if (answer.action === "decline") continue;
    const value = typeof answer.value === "string" ? answer.value.trim() : answer.value;
    if (value === "" && !step.keepEmpty) continue;
    values[q.key] = value;
  }
  return values;
}

/** The fallback action's params: answers, minus an empty kept answer (GitLab then uses its default). */
function toParams(values: Record<string, string | boolean>, projectId: unknown): Record<string, unknown> {
  const params: Record<string, unknown> = projectId === undefined ? {} : { project_id: projectId };
  for (const [k, v] of Object.entries(values)) if (v !== "") params[k] = v;
  return params;
}

function unsupported(flow: WizardFlow, fallback: Action, ctx: CallContext, projectId: unknown): CallToolResult {
  const example = {
    ...exampleParams(fallback, requiredParams(fallback)),
    ...(projectId === undefined ? {} : { project_id: projectId }),
  };
  const why = ctx.conversation.blocker === "sessionless"
    ? `the wizard cannot ask the user here. ${SESSIONLESS_REASON} Meanwhile use`
    : "this client does not support elicitation (form mode), so the wizard cannot ask the user. Use";
  return fail(
    `Cannot run ${flow.id}: ${why} "${fallback.id}", which does the same work with every field in one call: ${
      ctx.callFor(fallback, example)
    }. Nothing was sent to GitLab.`,
  );
}

/**
 * The same quick-action check as direct calls: lines GitLab would run are
 * named in the final question, whose "yes" is then the user's approval.
 */
function quickWarning(fallback: Action, values: Record<string, string | boolean>): string {
  const found = firstQuickAction(fallback, values);
  if (!found) return "";
  return `\nWarning: ${found.field} line ${found.hit.line} is ${
    shownLine(found.hit)
  }, which GitLab will run as a quick action (for example merging, approving or assigning).`;
}

/** Runs the flow to its end: the created object, a cancellation, or an error. */
export async function runWizard(
  flow: WizardFlow,
  fallback: Action,
  args: Record<string, unknown>,
  ctx: CallContext,
): Promise<CallToolResult> {
  if (!ctx.conversation.canAsk) return unsupported(flow, fallback, ctx, args.project_id);
  const cancelled = fail(`${flow.noun} creation cancelled by user.`);
  let values: Record<string, string | boolean>;
  try {
    values = collect(flow, ctx);
  } catch (err) {
    if (err instanceof Cancelled) return cancelled;
    throw err;
  }
  const final = ctx.conversation.ask(
    yesNo(
      "confirm",
      `${flow.confirm}\n${summarize(flow, values, args.project_id)}${quickWarning(fallback, values)}`,
      true,
    ),
  );
  if (final.action !== "accept" || final.value !== true) return cancelled;
  const params = validateParams(fallback, toParams(values, args.project_id));
  // In safe mode the wizard's one write is a dry run too.
  if (isDryRun(fallback, params, ctx.safeMode)) return ok(await describeDryRun(fallback, params, ctx, undefined));
  return ok(await execute(fallback, params, ctx.client, ctx.signal));
}
