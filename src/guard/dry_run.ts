/**
 * Dry runs: a writing call with `dry_run: true` in its params, or any writing call in safe mode, is validated
 * as usual and then answered with the request it would send and what that would change; nothing is written.
 * Reads still happen (the object an update or delete would touch is read to say what changes), so the answer
 * describes the real target, and reads in safe mode work as usual.
 */
import type { Action, CallContext } from "../engine/action.ts";
import type { Rendered } from "../engine/rendered.ts";
import { buildCall, fillPath } from "../engine/build_request.ts";
import { templateFor } from "../engine/validate.ts";
import { credentialShaped, SECRET_PARAM } from "../engine/secret_values.ts";
import { lookupOf } from "../gitlab/hints.ts";
import { CATALOG } from "../catalog/mod.ts";
import { DRY_RUN } from "../engine/dry_run_param.ts";
import type { GraphqlOp } from "../engine/graphql_op.ts";
import { resolveParams } from "../engine/graphql_lookup.ts";

/** Whether this call only describes itself: a write asked to, or any write in safe mode. */
export function isDryRun(action: Action, params: Record<string, unknown>, safeMode: boolean): boolean {
  if (action.readOnly) return false;
  // A row whose GitLab API has its own dry_run (a cherry-pick's) sends it to GitLab instead.
  const own = DRY_RUN in action.params.shape;
  return safeMode || (!own && params[DRY_RUN] === true);
}

/** Secret values shown as "(hidden)", at any depth, by key or by shape. */
function masked(value: unknown, key = ""): unknown {
  if (typeof value === "string") return SECRET_PARAM.test(key) || credentialShaped(key, value) ? "(hidden)" : value;
  if (Array.isArray(value)) return value.map((v) => masked(v, key));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, k)]));
}

/** The read row for the same path, whose answer is the object an update or delete would touch. */
function readerOf(action: Action, template: string): Action | undefined {
  if (action.method !== "PUT" && action.method !== "DELETE") return undefined;
  return CATALOG.find((a) => a.method === "GET" && a.kind === "object" && a.paths.includes(template));
}

/** Each sent field whose value differs from the object's now: `title: "old" → "new"`. */
function changes(current: Record<string, unknown>, body: Record<string, unknown>): string[] {
  return Object.entries(body).flatMap(([k, v]) => {
    if (!(k in current)) return [`${k}: set to ${JSON.stringify(masked(v, k))}`];
    const was = JSON.stringify(masked(current[k], k));
    const now = JSON.stringify(masked(v, k));
    return was === now ? [] : [`${k}: ${was} → ${now}`];
  });
}

/** What the call would change, from a read of its target where the catalog has one. */
async function wouldChange(action: Action, params: Record<string, unknown>, body: unknown, ctx: CallContext) {
  const template = templateFor(action, params);
  const reader = readerOf(action, template);
  if (!reader) return [action.method === "POST" ? `${action.title}: creates or runs it` : action.title];
  const reply = await ctx.client.request({
    action: `read the target of "${action.id}"`,
    method: "GET",
    path: fillPath(template, params, action.id),
    lookup: lookupOf(template, params),
    signal: ctx.signal,
  });
  const current = (reply.data ?? {}) as Record<string, unknown>;
  if (action.method === "DELETE") return [`deletes it (now: ${summaryOf(reader, current)})`];
  const changed = changes(current, (body ?? {}) as Record<string, unknown>);
  return changed.length ? changed : ["nothing: every sent value equals the current one"];
}

function summaryOf(reader: Action, current: Record<string, unknown>): string {
  const fields = reader.summary.length ? reader.summary : Object.keys(current).slice(0, 4);
  return fields.filter((f) => current[f] !== undefined).slice(0, 4)
    .map((f) => `${f}: ${JSON.stringify(masked(current[f], f))}`).join(", ");
}

/** A GraphQL mutation's dry run: its operation and variables (work items looked up, which is a read). */
async function describeGraphql(action: Action, params: Record<string, unknown>, ctx: CallContext, asks?: string) {
  const op = action.graphql as GraphqlOp;
  const lookup = { action: action.id, client: ctx.client, signal: ctx.signal };
  const variables = masked(op.variables(await resolveParams(op, { ...action.fixed, ...params }, lookup)));
  const request = { method: "POST", path: "/api/graphql", operation: op.operationName, variables };
  const lines = [
    `Dry run of ${action.title} (${action.id}): nothing was sent to GitLab that changes anything.`,
    `- would send: GraphQL mutation ${op.operationName} to POST /api/graphql`,
    `- variables: ${JSON.stringify(variables)}`,
    ...(asks ? [`- would ask the user first: ${asks}`] : []),
  ];
  const structured = { dry_run: true, would_send: request, would_change: [action.title], would_ask: asks ?? null };
  return { text: lines.join("\n"), structured, raw: structured };
}

/** The answer to a dry run: the request, what it would change, whether it would ask first. Nothing is written. */
export async function describeDryRun(
  action: Action,
  params: Record<string, unknown>,
  ctx: CallContext,
  asks: string | undefined,
): Promise<Rendered> {
  if (action.graphql) return await describeGraphql(action, params, ctx, asks);
  const call = buildCall(action, params);
  const request = {
    method: call.method,
    path: `/api/v4${call.path}`,
    query: masked(call.query),
    body: masked(call.body),
  };
  const change = await wouldChange(action, params, call.body, ctx);
  const lines = [
    `Dry run of ${action.title} (${action.id}): nothing was sent to GitLab that changes anything.`,
    `- would send: ${request.method} ${request.path}`,
    ...(Object.keys(call.query ?? {}).length ? [`- query: ${JSON.stringify(request.query)}`] : []),
    ...(call.body !== undefined ? [`- body: ${JSON.stringify(request.body)}`] : []),
    ...change.map((c) => `- would change: ${c}`),
    ...(asks ? [`- would ask the user first: ${asks}`] : []),
  ];
  const structured = { dry_run: true, would_send: request, would_change: change, would_ask: asks ?? null };
  return { text: lines.join("\n"), structured, raw: structured };
}
