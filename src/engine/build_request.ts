/** Turns an action and its validated params into one GitLab call. */
import type { GitLabCall } from "../gitlab/client.ts";
import { encodeSegment, type QueryValue } from "../gitlab/query.ts";
import { lookupOf } from "../gitlab/hints.ts";
import type { Action } from "./action.ts";
import { ParamError, templateFor } from "./validate.ts";
import { pathValueRefusal } from "./path_values.ts";
import { readsFromEnd } from "./text_window.ts";
import { LOG_VIEW_PARAMS } from "./log_view_params.ts";

/** Params that shape the result or the guard locally and are never sent to GitLab (unless the row's own). */
export const LOCAL_PARAMS = new Set([
  "start_line",
  "max_lines",
  "allow_quick_actions",
  "show_values",
  "raw",
  "dry_run",
  ...LOG_VIEW_PARAMS,
]);

/** A local param, unless the row declares a GitLab param of that name (a CI/CD variable's own `raw`). */
export function isLocal(action: Action, name: string): boolean {
  return LOCAL_PARAMS.has(name) && !(name in action.params.shape);
}

export const DEFAULT_PER_PAGE = 20;

/**
 * Fills `{param}` placeholders with one URL-encoded segment each, and
 * `{+param}` with a multi-segment path whose slashes are kept (each part encoded).
 * Every value is checked by its kind first (path_values.ts), so no value can
 * become a "." or ".." segment; throws ParamError naming `actionId` otherwise.
 */
export function fillPath(template: string, params: Record<string, unknown>, actionId: string): string {
  return template.replace(/\{(\+?)(\w+)\}/g, (_, keep, name) => {
    const refusal = pathValueRefusal(actionId, name, params[name]);
    if (refusal) throw new ParamError(refusal);
    const value = params[name] as string | number;
    return keep ? String(value).split("/").map(encodeSegment).join("/") : encodeSegment(value);
  });
}

/** Path params fill the template; the rest go to the query (GET/DELETE) or the JSON body, under GitLab's names. */
export function buildCall(action: Action, params: Record<string, unknown>, signal?: AbortSignal): GitLabCall {
  const template = templateFor(action, params);
  const path = fillPath(template, params, action.id);
  const rest: Record<string, unknown> = { ...action.fixed };
  for (const [k, v] of Object.entries(params)) {
    if (!action.pathParams.includes(k) && !isLocal(action, k) && v !== undefined) rest[k] = v;
  }
  if (action.kind === "list") {
    rest.page ??= 1;
    rest.per_page ??= DEFAULT_PER_PAGE;
  }
  const inQuery = action.method === "GET" || action.method === "DELETE";
  const query: Record<string, QueryValue> = {};
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) {
    const name = action.sentAs[k] ?? k;
    if (inQuery || action.queryParams.includes(k)) query[name] = v as QueryValue;
    else body[name] = v;
  }
  return {
    action: `run "${action.id}"`,
    method: action.method,
    path,
    query,
    body: inQuery || Object.keys(body).length === 0 && action.method === "DELETE" ? undefined : body,
    text: action.kind === "text",
    ...(action.kind === "archive" && { binary: true }),
    ...(readsFromEnd(action, params) && { tail: true }),
    lookup: lookupOf(template, params),
    signal,
  };
}
